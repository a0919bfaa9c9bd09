// An uploaded image is decoded in full before it is accepted. Its header alone can claim anything (a
// 1 kB JPEG that says 7740×7740), and a file cut short or damaged must be refused with a clear word
// now, not fail later while renditions are made or when an editor opens it.
import sharp from "sharp";

/** Larger images are refused before they are decoded (a 20 MB PNG can hold gigabytes of pixels). */
export const MAX_PIXELS = 60_000_000;

/** Why an image is not taken: it cannot be decoded completely, or it has more pixels than we decode. */
export type ImageProblem = "damaged" | "too_many_pixels";

/**
 * libjpeg's warning about padding between segments, which some cameras and editing programs write:
 * no pixels are lost, so such a file is checked again for real damage only.
 */
const harmlessWarning = /extraneous bytes before marker/i;

/** Pulls every row through the decoder, keeping only a thumbnail (JPEG is read at 1/8 scale, which still decodes all its data). */
async function decodeAll(file: string, failOn: "warning" | "truncated"): Promise<void> {
  await sharp(file, { failOn, limitInputPixels: MAX_PIXELS, sequentialRead: true }).resize(64, 64, { fit: "inside", withoutEnlargement: true }).raw().toBuffer();
}

/** What keeps the image `file` from being taken, or null when it decodes completely within the pixel limit. */
export async function imageProblem(file: string): Promise<ImageProblem | null> {
  const header = await sharp(file, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!header?.width || !header.height) return "damaged";
  if (header.width * header.height > MAX_PIXELS) return "too_many_pixels";
  try {
    // Any warning counts: a JPEG whose data ends early is only a warning to libjpeg (it paints the rest grey).
    await decodeAll(file, "warning");
  } catch (error) {
    if (!(error instanceof Error && harmlessWarning.test(error.message))) return "damaged";
    const decoded = await decodeAll(file, "truncated").then(
      () => true,
      () => false,
    );
    if (!decoded) return "damaged";
  }
  return null;
}
