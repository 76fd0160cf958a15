import { useAuth } from "@/lib/auth";

export type NavItem = { href: string; label: string };

/**
 * The header links everyone sees, in the spec's order: only pages that exist and are meant for visitors
 * (the coming-soon Newsletter page is not offered; decision 0040).
 */
export const MAIN_NAV_LINKS: readonly NavItem[] = [
  { href: "/", label: "Home" },
  { href: "/courses", label: "Courses" },
  { href: "/kids", label: "Kids Learning" },
  { href: "/phonics", label: "Fun Phonics" },
  { href: "/achievements", label: "Achievements" },
  { href: "/certificates", label: "Certificates" },
  { href: "/about", label: "About Us" },
  { href: "/pricing", label: "Pricing" },
  { href: "/assessment", label: "Assessment" },
  { href: "/advertising", label: "Advertise" },
  { href: "/contact", label: "Contact" },
  { href: "/feedback", label: "Feedback" },
];

/** The school's internal tools: in the navigation of admins only. */
export const ADMIN_NAV_LINKS: readonly NavItem[] = [
  { href: "/email-generator", label: "Email Generator" },
  { href: "/certificate-test", label: "Test Downloads" },
];

/** The links this person's navigation shows: everyone's, and the internal tools for an admin. */
export function useNavLinks(): readonly NavItem[] {
  const { isAdmin } = useAuth();
  return isAdmin ? [...MAIN_NAV_LINKS, ...ADMIN_NAV_LINKS] : MAIN_NAV_LINKS;
}

/** A link is current on its own page and, except Home, on the pages below it (/courses/3 is in Courses). */
export function isActivePath(location: string, href: string) {
  if (href === "/") return location === "/";
  return location === href || location.startsWith(`${href}/`);
}
