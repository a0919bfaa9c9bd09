// An image's renditions in the compact form pages carry (ImageSources): one path, the widths and the
// formats; every rendition sits at `${path}-${width}.${ext}`. Shared by the server (ImageObj) and the
// editor (an image just uploaded).
import type { ImageObj, ImageRendition, ImageSources, RenditionFormat } from "./types.ts";
import type { Lang, Localized } from "../lib/localized.ts";

export const renditionExtensions: Record<RenditionFormat, string> = { avif: "avif", webp: "webp", jpeg: "jpg" };

/** The URL of one rendition. */
export function renditionUrl(path: string, width: number, format: RenditionFormat): string {
  return `${path}-${width}.${renditionExtensions[format]}`;
}

/** The compact form, or undefined when the list is empty or not every format/width is where the form says. */
export function imageSourcesOf(renditions: readonly ImageRendition[]): ImageSources | undefined {
  if (renditions.length === 0) return undefined;
  const first = renditions[0];
  const path = first.url.slice(0, first.url.length - `-${first.width}.${renditionExtensions[first.format]}`.length);
  const widths = [...new Set(renditions.map((rendition) => rendition.width))].sort((a, b) => a - b);
  const formats = (["avif", "webp", "jpeg"] as const).filter((format) => renditions.some((rendition) => rendition.format === format));
  const complete = renditions.length === widths.length * formats.length && renditions.every((rendition) => rendition.url === renditionUrl(path, rendition.width, rendition.format));
  return complete && formats.includes("jpeg") ? { path, widths, formats } : undefined;
}

/**
 * The one file to use where only one can be named (a video's poster, a share image): the largest jpeg
 * rendition up to `maxWidth` — every reader takes jpeg, and the original may be megabytes or AVIF —
 * or the original when there are no renditions.
 */
export function singleImageFile(image: Pick<ImageObj, "url" | "width" | "height" | "sources">, maxWidth = 1280): { url: string; width: number; height: number } {
  const sources = image.sources;
  if (!sources) return { url: image.url, width: image.width, height: image.height };
  const width = [...sources.widths].reverse().find((candidate) => candidate <= maxWidth) ?? sources.widths[0];
  return { url: renditionUrl(sources.path, width, "jpeg"), width, height: Math.round((width * image.height) / image.width) };
}

/** What a page needs of an image: its alt text in `lang`, renditions and focal point. */
export function imageObjOf(
  image: { id: number; url: string; width: number; height: number; alt: Localized; credit: string; renditions: readonly ImageRendition[]; focalX: number; focalY: number },
  lang: Lang,
): ImageObj {
  const obj: ImageObj = { id: image.id, url: image.url, width: image.width, height: image.height, alt: image.alt[lang] ?? "", credit: image.credit };
  const sources = imageSourcesOf(image.renditions);
  if (sources) obj.sources = sources;
  if (image.focalX !== 50 || image.focalY !== 50) obj.focal = { x: image.focalX, y: image.focalY };
  return obj;
}

/** Whether an image may be placed: alt text in both languages (issue 13). */
export function isPlaceable(alt: Localized): boolean {
  return alt.de.trim() !== "" && alt.en.trim() !== "";
}
