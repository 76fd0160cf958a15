import { useAuth } from "@/lib/auth";

/** `labelId` names the message of the link text (translated at render). */
export type NavItem = { href: string; labelId: string };
/** A named group of links: a menu in the desktop bar, a titled list in the mobile drawer. */
export type NavGroup = { labelId: string; items: readonly NavItem[] };
export type NavEntry = NavItem | NavGroup;

export const isNavGroup = (entry: NavEntry): entry is NavGroup => "items" in entry;

/**
 * The header's navigation for learners, grouped by what a visitor comes for (decision 0047): learning, the
 * children's programme, prices and the school itself. Only pages that exist and are meant for visitors (the
 * coming-soon Newsletter page is not offered; decision 0040).
 */
export const MAIN_NAV: readonly NavEntry[] = [
  { href: "/", labelId: "common.nav.home" },
  {
    labelId: "common.nav.learn",
    items: [
      { href: "/courses", labelId: "common.nav.courses" },
      { href: "/assessment", labelId: "common.nav.placementTest" },
      { href: "/certificates", labelId: "common.nav.certificates" },
      { href: "/achievements", labelId: "common.nav.achievements" },
      { href: "/verify", labelId: "common.nav.verifyCertificate" },
    ],
  },
  {
    labelId: "common.nav.kids",
    items: [
      { href: "/kids", labelId: "common.nav.kidsLearning" },
      { href: "/phonics", labelId: "common.nav.funPhonics" },
      { href: "/phonics-demo", labelId: "common.nav.phonicsDemo" },
    ],
  },
  { href: "/pricing", labelId: "common.nav.pricing" },
  {
    labelId: "common.nav.about",
    items: [
      { href: "/about", labelId: "common.nav.aboutUs" },
      { href: "/contact", labelId: "common.nav.contact" },
      { href: "/feedback", labelId: "common.nav.feedback" },
      { href: "/advertising", labelId: "common.nav.advertise" },
    ],
  },
];

/** The school's staff pages: in the navigation of admins only. */
export const STAFF_NAV: NavGroup = {
  labelId: "common.nav.staff",
  items: [
    { href: "/admin", labelId: "common.nav.adminArea" },
    { href: "/admin/email-generator", labelId: "common.nav.emailGenerator" },
    { href: "/certificate-test", labelId: "common.nav.testDownloads" },
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
