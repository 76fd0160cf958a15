export type NavItem = { href: string; label: string };

/** The header links in the spec's order; the desktop grid and the mobile drawer both read this list. */
export const MAIN_NAV_LINKS: readonly NavItem[] = [
  { href: "/", label: "Home" },
  { href: "/courses", label: "Courses" },
  { href: "/kids", label: "Kids Learning" },
  { href: "/phonics", label: "Fun Phonics" },
  { href: "/achievements", label: "Achievements" },
  { href: "/certificates", label: "Certificates" },
  { href: "/certificate-test", label: "Test Downloads" },
  { href: "/about", label: "About Us" },
  { href: "/pricing", label: "Pricing" },
  { href: "/assessment", label: "Assessment" },
  { href: "/advertising", label: "Advertise" },
  { href: "/email-generator", label: "Email Generator" },
  { href: "/contact", label: "Contact" },
  { href: "/feedback", label: "Feedback" },
  { href: "/newsletter", label: "Newsletter" },
];

/** A link is current on its own page and, except Home, on the pages below it (/courses/3 is in Courses). */
export function isActivePath(location: string, href: string) {
  if (href === "/") return location === "/";
  return location === href || location.startsWith(`${href}/`);
}
