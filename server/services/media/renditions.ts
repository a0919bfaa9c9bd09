// Renditions: every image the site shows is made once, at upload (or seed) time, in avif, webp and
// jpeg at the widths the site's layout uses, never wider than the original, and stored beside it.
import path from "node:path";
import sharp from "sharp";
import { renditionExtensions, renditionUrl } from "../../../shared/api/image-sources.ts";
import type { ImageRendition, RenditionFormat } from "../../../shared/api/types.ts";
import { MAX_PIXELS } from "../uploads/readable-image.ts";

/**
 * The widths the site asks for in its `sizes`: a phone's column (320/640 at 1×/2×), half and full
 * content columns (960, 1280 ≈ the 1240 px wide column) and a full-bleed hero on a large screen (1920).
 */
export const SITE_WIDTHS = [320, 640, 960, 1280, 1920] as const;

export const RENDITION_FORMATS: readonly RenditionFormat[] = ["avif", "webp", "jpeg"];

export interface RenditionSettings {
  widths: readonly number[];
  /** libaom's effort, 0 (fastest) to 9; the demo seed uses 0, uploads a little more. */
  avifEffort: number;
  /** mozjpeg's smaller jpegs take about twice the time. */
  mozjpeg: boolean;
}

export const uploadRenditionSettings: RenditionSettings = { widths: SITE_WIDTHS, avifEffort: 2, mozjpeg: true };

/** A file sharp cannot read as an image (broken, cut short, or too many pixels). */
export class UnreadableImage extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = "UnreadableImage";
  }
}

/** The widths made of an image `originalWidth` wide: the steps below it, then its own width capped at the largest step. */
export function renditionWidths(originalWidth: number, steps: readonly number[] = SITE_WIDTHS): number[] {
  const top = Math.min(originalWidth, steps[steps.length - 1]);
  return [...steps.filter((width) => width < top), top];
}

const input = (source: string | Buffer) => sharp(source, { limitInputPixels: MAX_PIXELS, failOn: "error" });

/** The size an image shows at (after its EXIF orientation), read from its header. */
export async function readImageSize(source: string | Buffer): Promise<{ width: number; height: number }> {
  const metadata = await input(source)
    .metadata()
    .catch(() => null);
  if (!metadata?.width || !metadata.height) throw new UnreadableImage("is not a readable image");
  if (metadata.width * metadata.height > MAX_PIXELS) throw new UnreadableImage(`has more than ${MAX_PIXELS / 1_000_000} million pixels`);
  const turned = (metadata.orientation ?? 1) >= 5;
  return turned ? { width: metadata.height, height: metadata.width } : { width: metadata.width, height: metadata.height };
}

function encode(pipeline: sharp.Sharp, format: RenditionFormat, settings: RenditionSettings): sharp.Sharp {
  if (format === "avif") return pipeline.avif({ quality: 50, effort: settings.avifEffort });
  if (format === "webp") return pipeline.webp({ quality: 75 });
  // jpeg has no transparency: a transparent PNG's background becomes white, not black.
  return pipeline.flatten({ background: "#ffffff" }).jpeg({ quality: 80, mozjpeg: settings.mozjpeg, progressive: true });
}

/**
 * Writes every rendition of `source` (an image `width` pixels wide) as `${folder}/${fileBase}-{width}.{ext}`,
 * served as `${urlBase}-{width}.{ext}`; answers what was written.
 */
export async function writeRenditions(
  source: string | Buffer,
  width: number,
  target: { folder: string; fileBase: string; urlBase: string },
  settings: RenditionSettings = uploadRenditionSettings,
): Promise<ImageRendition[]> {
  // Only the first frame of an animation; metadata (EXIF, GPS) is not copied into renditions.
  const base = input(source).rotate();
  const written: ImageRendition[] = [];
  for (const step of renditionWidths(width, settings.widths)) {
    // Decoded and resized once per width, then encoded three times from the pixels.
    const { data, info: pixels } = await base.clone().resize({ width: step, withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: pixels.width, height: pixels.height, channels: pixels.channels } };
    const made = await Promise.all(
      RENDITION_FORMATS.map(async (format) => {
        const file = path.join(target.folder, `${target.fileBase}-${step}.${renditionExtensions[format]}`);
        const info = await encode(sharp(data, raw), format, settings).toFile(file);
        return { format, width: info.width, height: info.height, url: renditionUrl(target.urlBase, step, format), bytes: info.size } satisfies ImageRendition;
      }),
    );
    written.push(...made);
  }
  return written;
}
