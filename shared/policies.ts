// What a visitor, an editor, the box office and an admin may do. The server asks this for every route and call
// (the contract names each endpoint's ability); the editor's screens ask it to show what works.
// "visitor" is nobody logged in; "customer" is a visitor's own account (issue 26): signed in, but
// with no ability of the staff: no dashboard, editor, admin or hub.
export type Role = "visitor" | "customer" | "editor" | "box_office" | "admin";

/** The roles an account can have (users.role). */
export type AccountRole = Exclude<Role, "visitor">;

/** The roles of the theatre's staff accounts (the admin's account list). */
export type StaffRole = Exclude<Role, "visitor" | "customer">;

export const staffRoles: readonly StaffRole[] = ["editor", "box_office", "admin"];

/** Whether an account is the staff's (not a visitor's own account). */
export function isStaff(user: { role: AccountRole } | null | undefined): user is { role: StaffRole } {
  return !!user && (staffRoles as readonly string[]).includes(user.role);
}

const grants = {
  /** See offline pages and items, stored versions, and the site while it is switched off. */
  readDrafts: ["editor", "admin"],
  /** Change pages and their containers in place. */
  editPages: ["editor", "admin"],
  /** Work in the backend admin: productions, events, people, articles, venues, forms, media, taxonomies, alerts, opening hours. */
  editContent: ["editor", "admin"],
  /** Change the site's menus (one wrong entry hides a whole branch of the site from its visitors). */
  manageNavigation: ["admin"],
  /** Change the redirect table (a wrong entry can take a whole part of the site away). */
  manageRedirects: ["admin"],
  /** Write raw HTML (the HTML module, the settings' header and footer blocks). */
  editRawHtml: ["admin"],
  /** Switch the site and the shop on and off, and the other site settings. */
  changeSettings: ["admin"],
  /** Create, change and lock editor and admin accounts. */
  manageAccounts: ["admin"],
  /** Open the backend admin at all; each of its screens then asks its own ability (the box office sees only the shop's). */
  openAdmin: ["editor", "box_office", "admin"],
  /** See the shop's orders, mark them paid, cancel them, send their mail again. */
  manageOrders: ["box_office", "admin"],
  /** Sell tickets at the box office counter. */
  sellTickets: ["box_office", "admin"],
  /** Check tickets in at the door. */
  checkInTickets: ["box_office", "admin"],
  /** The user area of one's own account: profile, settings, orders, reservations, coupons, credit, favorites. */
  useAccount: ["customer", "editor", "box_office", "admin"],
  /** See and deactivate visitors' accounts (never their passwords), resend their confirmation. */
  manageVisitorAccounts: ["admin"],
  /** Create vouchers and see gift cards with their use and balance history. */
  manageVouchers: ["admin"],
} as const satisfies Record<string, readonly Role[]>;

export type Ability = keyof typeof grants;
export const abilities = Object.keys(grants) as Ability[];

/** Whoever is logged in carries a role; nobody logged in is a visitor. */
export function roleOf(user: { role: AccountRole } | null | undefined): Role {
  return user?.role ?? "visitor";
}

export function can(user: { role: AccountRole } | null | undefined, ability: Ability): boolean {
  return (grants[ability] as readonly Role[]).includes(roleOf(user));
}
