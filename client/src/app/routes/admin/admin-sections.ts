import { lazy, type ComponentType, type LazyExoticComponent } from "react";

/** The side navigation's groups, in their order. */
export const ADMIN_GROUPS = ["People", "Teaching", "Money", "Outreach", "System"] as const;
export type AdminGroup = (typeof ADMIN_GROUPS)[number];

export type AdminSection = {
  /** Its name in the address (`/admin/<id>`); also the old `/admin?tab=<id>`, which redirects here. */
  id: string;
  path: `/admin/${string}`;
  /** The side navigation's label, the breadcrumb and the page's h1. */
  label: string;
  group: AdminGroup;
  /** One line under the h1: what the screen is for. */
  description: string;
  /** The screen, its own chunk: nothing of it reaches the public pages' download. */
  component: LazyExoticComponent<ComponentType>;
};

/** A named export as a lazy component: every admin screen is a named export of its feature. */
function lazyNamed<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return lazy(async () => ({ default: (await load())[name] }));
}

/**
 * Every staff screen, in the side navigation's order within its group. The admin layout renders the
 * h1 (the label), the description and the breadcrumbs: a screen starts at h2.
 *
 * Adding a screen is one line here, for example
 *   { id: "plans", path: "/admin/plans", label: "Plans", group: "Money", description: "…",
 *     component: lazyNamed(() => import("@/features/admin-plans/components/plans-screen"), "PlansScreen") },
 * and the route, the side navigation, the drawer, the breadcrumbs and the old `?tab=` address follow.
 * Pages below a screen (a user's page under Users) are routes of that screen's own component.
 */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  {
    id: "overview",
    path: "/admin/overview",
    label: "Overview",
    group: "People",
    description: "New students, subscriptions, revenue, unread messages and failed mails at a glance.",
    component: lazyNamed(() => import("@/features/admin-overview/components/overview-tab"), "OverviewTab"),
  },
  {
    id: "users",
    path: "/admin/users",
    label: "Users",
    group: "People",
    description: "Find an account, open it, and help its owner.",
    component: lazy(() => import("./sections/users-section")),
  },
  {
    id: "messages",
    path: "/admin/messages",
    label: "Messages",
    group: "People",
    description: "Contact messages and feedback from visitors and students.",
    component: lazyNamed(() => import("@/features/admin-messages/components/messages-tab"), "MessagesTab"),
  },
  {
    id: "pre-registrations",
    path: "/admin/pre-registrations",
    label: "Pre-registrations",
    group: "People",
    description: "The launch list: addresses that asked to hear when the college opens, with a CSV download.",
    component: lazyNamed(() => import("@/features/admin-messages/components/pre-registrations-tab"), "PreRegistrationsTab"),
  },
  {
    id: "content",
    path: "/admin/content",
    label: "Content",
    group: "Teaching",
    description: "Courses, their lessons and exercises.",
    component: lazyNamed(() => import("@/features/admin-content/components/content-tab"), "ContentTab"),
  },
  {
    id: "live-classes",
    path: "/admin/live-classes",
    label: "Live classes",
    group: "Teaching",
    description: "Schedule classes, change or cancel them, and see the seats booked.",
    component: lazyNamed(() => import("@/features/live-classes/components/admin-live-classes-panel"), "AdminLiveClassesPanel"),
  },
  {
    id: "certificates",
    path: "/admin/certificates",
    label: "Certificates",
    group: "Teaching",
    description: "Every certificate issued, with revoke and reinstate.",
    component: lazyNamed(() => import("@/features/admin-certificates/components/certificates-tab"), "CertificatesTab"),
  },
  {
    id: "phonics-leaderboard",
    path: "/admin/phonics-leaderboard",
    label: "Phonics leaderboard",
    group: "Teaching",
    description: "The children's leaderboard, and removing a name from it.",
    component: lazyNamed(() => import("@/features/admin-phonics/components/leaderboard-tab"), "PhonicsLeaderboardTab"),
  },
  {
    id: "placement",
    path: "/admin/placement",
    label: "Placement items",
    group: "Teaching",
    description: "The placement test's questions: how candidates answered each, flags for misfits, retire and restore.",
    component: lazyNamed(() => import("@/features/admin-placement/components/placement-items-screen"), "PlacementItemsScreen"),
  },
  {
    id: "advertising",
    path: "/admin/advertising",
    label: "Advertising",
    group: "Money",
    description: "Review, approve and follow advertisers' campaigns.",
    component: lazyNamed(() => import("@/features/admin-advertising/components/advertising-tab"), "AdvertisingTab"),
  },
  {
    id: "plans",
    path: "/admin/plans",
    label: "Plans",
    group: "Money",
    description: "Plans and prices: create, edit, retire and order what the pricing and kids pages offer.",
    component: lazyNamed(() => import("@/features/admin-plans/components/plans-screen"), "PlansScreen"),
  },
  {
    id: "outreach",
    path: "/admin/outreach",
    label: "Outreach",
    group: "Outreach",
    description: "Find advertisers, write to them with consent in mind, and follow the pipeline.",
    component: lazyNamed(() => import("@/features/outreach/components/outreach-page"), "OutreachPage"),
  },
  {
    id: "email-generator",
    path: "/admin/email-generator",
    label: "Email generator",
    group: "Outreach",
    description: "Write a tailored email to a prospective advertiser, keep your contacts and send campaigns.",
    component: lazyNamed(() => import("@/features/email-generator/components/email-generator-page"), "EmailGeneratorPage"),
  },
  {
    id: "mail",
    path: "/admin/mail",
    label: "Mail",
    group: "System",
    description: "Every email the site sent or is about to send.",
    component: lazyNamed(() => import("@/features/admin-operations/components/mail-tab"), "MailTab"),
  },
  {
    id: "jobs",
    path: "/admin/jobs",
    label: "Jobs",
    group: "System",
    description: "The scheduled jobs, their last runs, and running one now.",
    component: lazyNamed(() => import("@/features/admin-operations/components/jobs-tab"), "JobsTab"),
  },
  {
    id: "backups",
    path: "/admin/backups",
    label: "Backups",
    group: "System",
    description: "Create, download and schedule backups of the college's data.",
    component: lazy(() => import("./sections/backups-section")),
  },
  {
    id: "audit-log",
    path: "/admin/audit-log",
    label: "Audit log",
    group: "System",
    description: "Who did what, and when: every recorded admin action with what it changed.",
    component: lazyNamed(() => import("@/features/admin-audit/components/audit-log-screen"), "AuditLogScreen"),
  },
];

export const DEFAULT_ADMIN_SECTION: AdminSection = ADMIN_SECTIONS[0]!;

/** The section an address is in: /admin/users/7 is in Users. */
export const findAdminSection = (location: string) =>
  ADMIN_SECTIONS.find((section) => location === section.path || location.startsWith(`${section.path}/`));

/**
 * Where an old address goes: `/admin?tab=<id>&…` to that section with the other parameters kept (an open
 * course), plain or unknown `/admin` to the first section.
 */
export function resolveLegacyAdminPath(search: string) {
  const params = new URLSearchParams(search);
  const tab = params.get("tab");
  params.delete("tab");
  const section = ADMIN_SECTIONS.find((candidate) => candidate.id === tab) ?? DEFAULT_ADMIN_SECTION;
  const rest = params.toString();
  return rest ? `${section.path}?${rest}` : section.path;
}
