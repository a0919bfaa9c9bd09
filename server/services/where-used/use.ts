// One use of an image, a page or an item: what holds the reference, and where.
import type { MediaUsage } from "../../../shared/api/contract/media.ts";

/** As the media library answers it (`kind`, `id`, `title`, `field`, `url`), plus what holds it. */
export interface Use extends MediaUsage {
  /**
   * The table whose rows hold the reference ("rooms", "production_tags", "menu_items"), or the
   * content that does ("page_content", "container_content"): the admin counts uses per source.
   */
  source: string;
  /** Held by a foreign key, by a reference in content, or by a link to a page's address. */
  via: "key" | "content" | "link";
}

/** The use as the media library's answer names it. */
export function asMediaUsage(use: Use): MediaUsage {
  return { kind: use.kind, id: use.id, title: use.title, field: use.field, url: use.url };
}
