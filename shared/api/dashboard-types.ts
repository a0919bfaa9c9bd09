// What the editors' hub (/cms-hub) reads from the dashboard endpoints (shared/api/contract/dashboard.ts).

/** One write of an editor: who, what, when, and where to see the result. */
export interface PageActivity {
  id: number;
  /** "page.save", "page.restore", "container.create", "container.save". */
  action: string;
  /** The action in words, in the request's language ("saved", "restored an older version"). */
  action_label: string;
  /** The editor's name ("First Last", else the user name); "" when the account is gone. */
  who: string;
  /** The page's title in the changed language; for a container the title of the object whose page shows it, else its slug. */
  object_title: string;
  object_kind: string;
  /** The language whose content was changed ("de", "en"), "" when none. */
  lang: string;
  /** ISO 8601 with the Berlin offset. */
  at: string;
  /** The page in that state: `{page url}?v={version id}`; for a container (no versions) the page that shows it; null when there is none. */
  url: string | null;
  version_id: number | null;
}

/** Something that goes online or offline soon. */
export interface ScheduledChange {
  /** "module" (a module or an item of a module's list on a page), "article" or "alert". */
  kind: "module" | "article" | "alert";
  change: "online" | "offline";
  /** The content's language ("de", "en"); "" for things that have both. */
  lang: string;
  /** ISO 8601 with the Berlin offset. */
  at: string;
  /** What it is: the module type's label ("Hero media", "Teaser list › item 2"), the article's or alert's title. */
  label: string;
  /** The page it is on (modules; for a container the object whose page shows it); null otherwise. */
  page_title: string | null;
  /** Where to see it: the page (for editors, modules outside their window are shown), the article, the admin. */
  url: string | null;
}

export interface DashboardSchedule {
  from: string;
  to: string;
  days: number;
  items: ScheduledChange[];
}

export interface UnreadFormEntry {
  id: number;
  form_id: number;
  form_title: string;
  /** ISO 8601 with the Berlin offset. */
  created_at: string;
  /** The admin's view of the entry (it marks the entry read). */
  url: string;
}

export interface UnreadFormEntries {
  total: number;
  /** Unread entries per form, most first. */
  forms: { form_id: number; form_title: string; unread: number; url: string }[];
  /** The newest unread entries. */
  newest: UnreadFormEntry[];
}

export interface SearchKeyword {
  query: string;
  count: number;
}

export interface SearchKeywords {
  /** The first and last Berlin day counted ("2026-10-26" … "2026-11-24"). */
  from: string;
  to: string;
  /** The most searched terms, with how often they were searched. */
  top: SearchKeyword[];
  /** The terms that most often found nothing, with how often that happened. */
  empty: SearchKeyword[];
}

/** Which shop sells the tickets: the site's own, or an external one and whether it can be reached. */
export type DashboardShopSystem =
  | { kind: "built-in" }
  | { kind: "external"; url: string; reachable: boolean; /** ISO 8601; null while reachable. */ unreachable_since: string | null };

export interface DashboardSite {
  is_site_online: boolean;
  /** The settings' switch (whether the shop can be reached is `shop_system`). */
  is_shop_online: boolean;
  shop_system: DashboardShopSystem;
  /** The alert the site shows now (the newest active one), or null. */
  alert: { id: number; title: string } | null;
}

/** A link into nothing: where it is, and the address of this site it leads to. */
export interface BrokenLink {
  /** What holds it: "page", "container" (a content block), or an item ("menu_item", "footer_link", "alert" …). */
  holder_kind: string;
  /** The page's or item's title; for a content block the title of the object whose page shows it, else its slug. */
  holder_title: string;
  /** Where to change it: the page (its editor is on the page) in the link's language, or the admin's item; null when unknown. */
  edit_url: string | null;
  /** The field that holds it: "de.m1.link_url" (content), "url.de" (an item's column). */
  field: string;
  /** The language the link is written in ("de", "en"); "" for a column stored once for both. */
  lang: string;
  /** The link as stored ("/de/alte-seite#anfahrt", "kontakt"). */
  target: string;
  /** The address it leads to ("/de/alte-seite"). */
  address: string;
  /** "missing": no page there; "offline": the page is offline. */
  reason: "missing" | "offline";
}

export interface BrokenLinks {
  /** How many there are; `items` holds the first ones. */
  total: number;
  items: BrokenLink[];
}
