// Result shapes of the API (spec §3, §7). Dates are ISO 8601 strings with offset; text is already
// in the request's language.
import type { PageDraftState } from "./page-draft-types.ts";
import type { Lang, Localized } from "../lib/localized.ts";
import type { Section } from "./page-content.ts";
import type { PageVersionSummary } from "./editor-types.ts";
import type { EventPrice, SeatGroup } from "./content-types.ts";

export interface Paged<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

export type RenditionFormat = "avif" | "webp" | "jpeg";

/** One ready-made size and format of an image (the `images.renditions` column holds a list of them). */
export interface ImageRendition {
  format: RenditionFormat;
  width: number;
  height: number;
  /** Public URL under /media. */
  url: string;
  bytes: number;
}

/**
 * An image's renditions, compactly: every format at every width, each at `${path}-${width}.${ext}`
 * (ext "jpg" for jpeg). What `<picture>` needs to build its `srcset`s.
 */
export interface ImageSources {
  path: string;
  widths: number[];
  formats: RenditionFormat[];
}

export interface ImageObj {
  id: number;
  /** The original (or the only file, for an SVG). */
  url: string;
  width: number;
  height: number;
  alt: string;
  credit: string;
  /** Absent for images without renditions (SVG): they render from `url` alone. */
  sources?: ImageSources;
  /** The focal point in per cent from the top left, for crops; absent when it is the centre. */
  focal?: { x: number; y: number };
}

export interface LinkRef {
  title: string;
  url: string;
}

export interface PageData {
  id: number;
  urls: Localized;
  content_type: string;
  title: string;
  headline: string;
  is_online: boolean;
  is_clickable: boolean;
  in_menu: boolean;
  in_footer: boolean;
  is_landing_page: boolean;
  meta_title: string;
  meta_description: string;
  og_title: string;
  og_description: string;
  og_type: string;
  og_image: ImageObj | null;
  parent: number | null;
  settings_url: string;
  modules: Section[];
  /** Home → … → this page, each with its url in the request's language. */
  breadcrumb: LinkRef[];
  siblings: { id: number; title: string; urls: Localized }[];
  version_id: number | null;
  /** For editors: the newest version of this page in this language, the base of the next save. */
  head_version: PageVersionSummary | null;
  /** For editors: this language's unpublished draft (its sections are `modules` when the draft was asked for); null for visitors and when there is none. */
  draft: PageDraftState | null;
}

export interface MenuItem {
  url: string;
  menu_name: string;
  has_tab_navigation: boolean;
  children: MenuItem[];
}

export interface FooterLink {
  kind: string;
  title: string;
  url: string;
}

export interface Navigation {
  menu: { primary: MenuItem[]; secondary: MenuItem[] };
  footer: FooterLink[];
}

export interface HtmlCode {
  code: string;
}

export interface SiteSettings {
  is_site_online: boolean;
  is_shop_online: boolean;
  html_header: HtmlCode;
  html_footer_top: HtmlCode;
  html_footer_bottom: HtmlCode;
  html_footer_logos: HtmlCode;
  /** Custom HTML error page per HTTP status, as a path under the site's public files. */
  error_pages: Record<string, string>;
}

export interface RedirectEntry {
  old_path: string;
  new_path: string;
}

export interface UserDetails {
  logged: boolean;
  is_logged_in: boolean;
  id: number | null;
  email: string | null;
  username: string | null;
  first_name: string | null;
  last_name: string | null;
  admin_menus: { title: string; url: string }[];
  has_dashboard_online_access: boolean;
  /** A staff account (editor, box office, admin); false for visitors and their own accounts, which see no editor links. */
  is_staff: boolean;
  login_url: string;
  logout_url: string | null;
  webshop_url: string;
}

export interface Alert {
  id: number;
  title: string;
  text: string;
  link: { url: string } | null;
  link_title: string;
}

export interface OpeningHoursEntry {
  time_from: string | null;
  time_to: string | null;
  closed: boolean;
  alternative_text: string;
  alternative_link_url: string;
}

export interface OpeningHoursToday {
  opening_hours: OpeningHoursEntry[];
  opening_hours_exceptions: OpeningHoursEntry[];
}

/** One performance in a list: enough to show a calendar row and link to its page. */
export interface EventSummary {
  id: number;
  date_start: string;
  event_type_new: string;
  status: string;
  title: string;
  subline: string;
  url: string;
  room: string;
  venue: string;
  exhibition_type: string;
  image: ImageObj | null;
  ticket_url: string | null;
}

/**
 * One performance in the calendar's list (`/{lang}/api/events/`): the display fields plus what the
 * booking widget needs (spec §3 Event): the ticketing id, seat groups with prices and time slots,
 * and every price in one list.
 */
export interface EventListItem extends EventSummary {
  id_jet: number | null;
  seat_groups: SeatGroup[];
  prices: EventPrice[];
}

export type { Lang, Localized };
