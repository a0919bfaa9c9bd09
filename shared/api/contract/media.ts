// The media library (issue 13): upload (one file per request; the browser sends several at once,
// each with its own progress), list with search and paging, one image with where it is used,
// update of alt text, credit and focal point, and delete (refused with the usage list while used).
// For editors and admins (policy editContent); every write needs the CSRF token.
import { integer, max, min, object, optional, refine, size, string } from "superstruct";
import { endpoint, upload } from "../endpoint.ts";
import type { ImageRendition } from "../types.ts";
import type { Localized } from "../../lib/localized.ts";
import { id, langSchema, pageNumber } from "../schemas.ts";

/** The one file of a media upload: the image formats the site takes (spec §1), told by their first bytes. */
export const mediaFileField = {
  name: "file",
  maxBytes: 20 * 1024 * 1024,
  types: ["image/jpeg", "image/png", "image/gif", "image/webp", "image/avif"],
} as const;

/** Images per page of the library's list. */
export const MEDIA_PAGE_SIZE = 24;

/** Longest alt text (per language) and credit. */
export const ALT_MAX = 300;
export const CREDIT_MAX = 200;

/** A text without line breaks or control characters, at most `limit` characters. */
const plainLine = (limit: number) =>
  refine(string(), "plain line", (value) => ([...value].length <= limit && !/[\p{Cc}\u2028\u2029]/u.test(value)) || `must be one line of at most ${limit} characters`);

/** A focal point coordinate: whole per cent, 0 to 100. */
const percent = max(min(integer(), 0), 100);

/** An image as the library shows it, with both languages' alt text. */
export interface MediaImage {
  id: number;
  /** The original file. */
  url: string;
  width: number;
  height: number;
  alt: Localized;
  credit: string;
  content_type: string;
  /** Size of the original in bytes. */
  bytes: number;
  original_name: string;
  focal_x: number;
  focal_y: number;
  renditions: ImageRendition[];
  /** Alt text in both languages: only then may an image be placed on a page. */
  placeable: boolean;
  created_at: string;
  updated_at: string;
}

/** One place an image is used: a record's own image field, or an image picker inside content. */
export interface MediaUsage {
  /** "page", "container", "production", "person", "article", "venue", "series", "event_teaser". */
  kind: string;
  id: number;
  /** The record's title (or a container's slug), in the request's language. */
  title: string;
  /** The field: a column ("image", "og_image") or, in content, "{lang}.{module id}.{field}" (list items add their index). */
  field: string;
  /** Where a visitor sees it, when the record has its own address. */
  url: string | null;
}

export interface MediaImageDetail extends MediaImage {
  usage: MediaUsage[];
}

export interface MediaPage {
  count: number;
  page: number;
  page_size: number;
  results: MediaImage[];
}

/** The 409 body of a delete that is refused: the image is still used. */
export interface ImageInUseBody {
  error: "image_in_use";
  reason: string;
  usage: MediaUsage[];
}

export const mediaContract = {
  /** multipart/form-data with one image ("file"): stored, measured and made into renditions once. 201. */
  uploadMedia: upload<MediaImage>()({
    method: "POST",
    path: "/:lang/admin-api/media/",
    input: object({ lang: langSchema }),
    file: mediaFileField,
    access: "editContent",
  }),
  /** The library, newest first; `query` searches alt text (both languages), credit and file name. */
  mediaList: endpoint<MediaPage>()({
    method: "GET",
    path: "/:lang/admin-api/media/",
    input: object({ lang: langSchema, query: optional(size(string(), 0, 100)), page: pageNumber }),
    access: "editContent",
  }),
  /** One image with every place it is used. */
  mediaImage: endpoint<MediaImageDetail>()({
    method: "GET",
    path: "/:lang/admin-api/media/:id/",
    input: object({ lang: langSchema, id }),
    access: "editContent",
  }),
  /** Changes alt text, credit or focal point; fields left out stay as they are. */
  updateMedia: endpoint<MediaImage>()({
    method: "PATCH",
    path: "/:lang/admin-api/media/:id/",
    input: object({
      lang: langSchema,
      id,
      alt: optional(object({ de: optional(plainLine(ALT_MAX)), en: optional(plainLine(ALT_MAX)) })),
      credit: optional(plainLine(CREDIT_MAX)),
      focal_x: optional(percent),
      focal_y: optional(percent),
    }),
    access: "editContent",
  }),
  /** Removes the image and its files; 409 (ImageInUseBody) with the usage list while it is used. */
  deleteMedia: endpoint<{ id: number; deleted: true }>()({
    method: "DELETE",
    path: "/:lang/admin-api/media/:id/",
    input: object({ lang: langSchema, id }),
    access: "editContent",
  }),
};
