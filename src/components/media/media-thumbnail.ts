// The smallest rendition of a library image, for thumbnails in lists and pickers: the original may
// be megabytes (or an AVIF some tools cannot show), a rendition is a few kilobytes.
import type { MediaImage } from "../../../shared/api/contract/media.ts";
import { renditionUrl } from "../../../shared/api/image-sources.ts";

/** The smallest webp (or jpeg) rendition's address, or the original's when there are none. */
export function mediaThumbnail(image: Pick<MediaImage, "url" | "renditions">): string {
  const widths = image.renditions.map((rendition) => rendition.width);
  if (widths.length === 0) return image.url;
  const smallest = Math.min(...widths);
  const format = image.renditions.some((rendition) => rendition.format === "webp") ? "webp" : "jpeg";
  const rendition = image.renditions.find((candidate) => candidate.width === smallest && candidate.format === format);
  return rendition?.url ?? renditionUrl(image.url.replace(/\.[^./]+$/, ""), smallest, format);
}

/** A file size in words: "840 KB", "3,2 MB". */
export function fileSize(bytes: number, lang: "de" | "en"): string {
  const format = (value: number) => value.toLocaleString(lang === "de" ? "de-DE" : "en-GB", { maximumFractionDigits: 1 });
  return bytes >= 1024 * 1024 ? `${format(bytes / (1024 * 1024))} MB` : `${format(Math.max(1, Math.round(bytes / 1024)))} KB`;
}
