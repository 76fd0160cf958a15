import { useAuth } from "@/lib/auth";

export type NavItem = { href: string; label: string };
/** A named group of links: a menu in the desktop bar, a titled list in the mobile drawer. */
export type NavGroup = { label: string; items: readonly NavItem[] };
export type NavEntry = NavItem | NavGroup;

export const isNavGroup = (entry: NavEntry): entry is NavGroup => "items" in entry;

/**
 * The header's navigation for learners, grouped by what a visitor comes for (decision 0047): learning, the
 * children's programme, prices and the school itself. Only pages that exist and are meant for visitors (the
 * coming-soon Newsletter page is not offered; decision 0040).
 */
export const MAIN_NAV: readonly NavEntry[] = [
  { href: "/", label: "Home" },
  {
    label: "Learn",
    items: [
      { href: "/courses", label: "Courses" },
      { href: "/assessment", label: "Placement test" },
      { href: "/certificates", label: "Certificates" },
      { href: "/achievements", label: "Achievements" },
      { href: "/verify", label: "Verify a certificate" },
    ],
  },
  {
    label: "Kids",
    items: [
      { href: "/kids", label: "Kids Learning" },
      { href: "/phonics", label: "Fun Phonics" },
      { href: "/phonics-demo", label: "Phonics demo" },
    ],
  },
  { href: "/pricing", label: "Pricing" },
  {
    label: "About",
    items: [
      { href: "/about", label: "About Us" },
      { href: "/contact", label: "Contact" },
      { href: "/feedback", label: "Feedback" },
      { href: "/advertising", label: "Advertise" },
    ],
  },
];

/** The school's staff pages: in the navigation of admins only. */
export const STAFF_NAV: NavGroup = {
  label: "Staff",
  items: [
    { href: "/admin", label: "Admin area" },
    { href: "/admin/email-generator", label: "Email Generator" },
    { href: "/certificate-test", label: "Test Downloads" },
  ],
};

/** This person's navigation: everyone's, and the staff group for an admin. */
export function useNavEntries(): readonly NavEntry[] {
  const { isAdmin } = useAuth();
  return isAdmin ? [...MAIN_NAV, STAFF_NAV] : MAIN_NAV;
}

/** A link is current on its own page and, except Home, on the pages below it (/courses/3 is in Courses). */
export function isActivePath(location: string, href: string) {
  if (href === "/") return location === "/";
  return location === href || location.startsWith(`${href}/`);
}

/** A group is current when one of its links is. */
export const isActiveGroup = (location: string, group: NavGroup) => group.items.some((item) => isActivePath(location, item.href));
