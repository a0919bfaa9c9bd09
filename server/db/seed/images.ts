// Demo images: small SVG posters, portraits and logos drawn from the PRNG, written to
// `${mediaDir}/demo/` and registered in `images`. Each file stays far below 4 KB.
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { RenditionSettings } from "../../services/media/renditions.ts";
import { writeDemoImageFiles, type DemoImageFiles } from "./demo-image-files.ts";
import { images } from "../schema.ts";
import type { Tx } from "./context.ts";
import { randomFor, type Random } from "./random.ts";
import { escapeHtml, type Localized } from "./text.ts";

/** Background, second background, accent, text colour. */
type Palette = readonly [string, string, string, string];

export const palettes = {
  opera: ["#3b0a17", "#8c1c2e", "#e0b34c", "#fff6e0"],
  drama: ["#0f1d33", "#2f4d73", "#e3a857", "#f4f1ea"],
  dance: ["#2a1140", "#7b3fa0", "#f28bb6", "#fdf1fb"],
  concert: ["#0b2e2a", "#1f6f62", "#d9c77e", "#f1f7f3"],
  youth: ["#c2410c", "#f59e0b", "#1e3a8a", "#fffbeb"],
  musical: ["#111111", "#a3154f", "#f5c542", "#ffffff"],
  special: ["#2d2d2d", "#6b6b6b", "#f2d16b", "#fafafa"],
  magazine: ["#1c2a24", "#55745f", "#f0c987", "#fbf8f1"],
  venue: ["#23262f", "#4a5568", "#c9a86a", "#f7f5f0"],
  series: ["#3c2a12", "#9a6b2f", "#f6e3b4", "#fffaf0"],
  portrait: ["#e8e2d6", "#c9bfae", "#5b4a3a", "#2b2b2b"],
} as const satisfies Record<string, Palette>;
export type Theme = keyof typeof palettes;

export interface ImageSpec {
  /** File name without extension, unique, e.g. "production-woyzeck". */
  name: string;
  alt: Localized;
  credit?: string;
}

const FONT = "Georgia, 'Times New Roman', serif";

function round(value: number): number {
  return Math.round(value);
}

/** Translucent circles, a polygon and a bar: enough to make each poster look different. */
function shapes(rng: Random, width: number, height: number, palette: Palette): string {
  const parts: string[] = [];
  for (let i = rng.int(3, 5); i > 0; i--) {
    const colour = rng.pick([palette[1], palette[2], palette[3]]);
    parts.push(
      `<circle cx="${rng.int(0, width)}" cy="${rng.int(0, height)}" r="${rng.int(height / 10, height / 2.2)}" fill="${colour}" opacity="${(rng.int(8, 30) / 100).toFixed(2)}"/>`,
    );
  }
  const points = Array.from({ length: 3 }, () => `${rng.int(0, width)},${rng.int(0, height)}`).join(" ");
  parts.push(`<polygon points="${points}" fill="${palette[2]}" opacity="0.35"/>`);
  const barY = rng.int(round(height * 0.1), round(height * 0.45));
  parts.push(`<rect x="0" y="${barY}" width="${width}" height="${rng.int(4, 14)}" fill="${palette[2]}" opacity="0.7" transform="rotate(${rng.int(-8, 8)} ${width / 2} ${barY})"/>`);
  return parts.join("");
}

function gradient(rng: Random, palette: Palette): string {
  const angle = rng.pick(["x2=\"1\" y2=\"1\"", "x2=\"1\" y2=\"0\"", "x2=\"0\" y2=\"1\""]);
  return `<defs><linearGradient id="g" x1="0" y1="0" ${angle}><stop offset="0" stop-color="${palette[0]}"/><stop offset="1" stop-color="${palette[1]}"/></linearGradient></defs>`;
}

/**
 * A poster: gradient and shapes, no words. One image serves both languages' pages, so the words
 * about it (headline, alt text) stay on the page, where each language has its own (issue 16).
 */
export function posterSvg(name: string, theme: Theme, width: number, height: number): string {
  const rng = randomFor(`image:${name}`);
  const palette = palettes[theme];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    gradient(rng, palette) +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>` +
    shapes(rng, width, height, palette) +
    `</svg>`
  );
}

/** An abstract head-and-shoulders silhouette with initials, 400×500. */
export function portraitSvg(name: string, initials: string): string {
  const rng = randomFor(`image:${name}`);
  const backgrounds = ["#e8e2d6", "#dfe7ec", "#ece3ea", "#e4ecdf", "#f1e6d8", "#e2e2ea"];
  const figures = ["#5b4a3a", "#3d4f5c", "#6a4a5e", "#4a5d41", "#7a5a3a", "#44475a"];
  const background = rng.pick(backgrounds);
  const figure = rng.pick(figures);
  const accent = rng.pick(["#e0b34c", "#f28bb6", "#7fb3d5", "#d9c77e", "#e3a857"]);
  const headY = rng.int(190, 215);
  const headR = rng.int(72, 86);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="500" viewBox="0 0 400 500">` +
    `<rect width="400" height="500" fill="${background}"/>` +
    `<circle cx="${rng.int(60, 340)}" cy="${rng.int(60, 200)}" r="${rng.int(90, 160)}" fill="${accent}" opacity="0.35"/>` +
    `<circle cx="200" cy="${headY}" r="${headR}" fill="${figure}"/>` +
    `<path d="M${rng.int(40, 70)} 500 C${rng.int(50, 80)} 390 ${rng.int(130, 150)} ${headY + headR + 30} 200 ${headY + headR + 30} C${rng.int(250, 270)} ${headY + headR + 30} ${rng.int(320, 350)} 390 ${rng.int(330, 360)} 500 Z" fill="${figure}"/>` +
    `<text x="24" y="52" font-family="${FONT}" font-size="28" fill="${figure}" opacity="0.8">${escapeHtml(initials)}</text>` +
    `</svg>`
  );
}

/** A word-mark logo for the footer, 320×96. */
export function logoSvg(name: string, line1: string, line2: string, colour: string): string {
  const rng = randomFor(`image:${name}`);
  const mark =
    rng.int(0, 1) === 0
      ? `<circle cx="48" cy="48" r="30" fill="none" stroke="${colour}" stroke-width="8"/>`
      : `<rect x="20" y="20" width="56" height="56" rx="8" fill="${colour}"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="96" viewBox="0 0 320 96">` +
    mark +
    `<text x="96" y="44" font-family="Helvetica, Arial, sans-serif" font-size="24" font-weight="bold" fill="${colour}">${escapeHtml(line1)}</text>` +
    `<text x="96" y="72" font-family="Helvetica, Arial, sans-serif" font-size="17" fill="${colour}">${escapeHtml(line2)}</text>` +
    `</svg>`
  );
}

/**
 * The demo's renditions: two of the site's widths (a phone's 2× column and the full content column,
 * each capped at the original's width), libaom at its fastest, plain jpeg. The seed also builds the
 * tests' template database, so its time matters more than the last few per cent of bytes.
 */
export const demoRenditionSettings: RenditionSettings = { widths: [640, 1280], avifEffort: 0, mozjpeg: false };

/** Raster work running at once: the machines we run on have two cores, and sharp threads inside each. */
const ENCODERS = 2;

/**
 * Writes image files and inserts their rows; hands back the new image id. Each drawing is rendered
 * to a PNG original and made into renditions by the media library's own code; that work runs beside
 * the rest of the seed, and `finish()` waits for it and records the renditions.
 */
export class ImageLibrary {
  private readonly names = new Set<string>();
  private readonly folder: string;
  private readonly queue: (() => Promise<void>)[] = [];
  private readonly pending: Promise<void>[] = [];
  private running = 0;
  private readonly made = new Map<number, DemoImageFiles>();
  private failure: unknown = null;

  constructor(
    private readonly tx: Tx,
    mediaDir: string,
    private readonly now: Date,
  ) {
    this.folder = path.join(mediaDir, "demo");
    fs.mkdirSync(this.folder, { recursive: true });
  }

  async add(spec: ImageSpec, svg: string, width: number, height: number): Promise<number> {
    if (this.names.has(spec.name)) throw new Error(`duplicate demo image name ${spec.name}`);
    this.names.add(spec.name);
    if (Buffer.byteLength(svg) >= 4096) throw new Error(`demo image ${spec.name} is ${Buffer.byteLength(svg)} bytes`);
    // The drawing stays beside its PNG: raw HTML (the footer's sponsor logos) shows it as a vector.
    fs.writeFileSync(path.join(this.folder, `${spec.name}.svg`), svg);
    const [row] = await this.tx
      .insert(images)
      .values({ url: `/media/demo/${spec.name}.png`, width, height, alt: spec.alt, credit: spec.credit ?? "© Kulisse Demo", contentType: "image/png", originalName: `${spec.name}.png`, createdAt: this.now, updatedAt: this.now })
      .returning({ id: images.id });
    this.schedule(async () => {
      this.made.set(row.id, await writeDemoImageFiles(svg, spec.name, width, this.folder, "/media/demo", demoRenditionSettings));
    });
    return row.id;
  }

  private schedule(job: () => Promise<void>): void {
    const next = () => {
      while (this.running < ENCODERS && this.queue.length > 0) {
        const task = this.queue.shift()!;
        this.running++;
        this.pending.push(
          task()
            .catch((error: unknown) => void (this.failure ??= error))
            .finally(() => {
              this.running--;
              next();
            }),
        );
      }
    };
    this.queue.push(job);
    next();
  }

  /** Waits for every image's files and records their renditions and sizes. */
  async finish(): Promise<void> {
    while (this.pending.length > 0 || this.queue.length > 0) await Promise.all(this.pending.splice(0));
    if (this.failure) throw this.failure;
    for (const [id, made] of [...this.made].sort(([a], [b]) => a - b)) {
      await this.tx.update(images).set({ renditions: made.renditions, bytes: made.bytes }).where(eq(images.id, id));
    }
  }

  /** Writes a demo media file (audio, video, captions) beside the images; hands back its URL. */
  file(fileName: string, data: string | Buffer): string {
    if (this.names.has(fileName)) throw new Error(`duplicate demo file name ${fileName}`);
    this.names.add(fileName);
    fs.writeFileSync(path.join(this.folder, fileName), data);
    return `/media/demo/${fileName}`;
  }

  /** A 1240×700 poster. */
  horizontal(spec: ImageSpec, theme: Theme): Promise<number> {
    return this.add(spec, posterSvg(spec.name, theme, 1240, 700), 1240, 700);
  }

  /** A 400×500 poster. */
  vertical(spec: ImageSpec, theme: Theme): Promise<number> {
    return this.add(spec, posterSvg(spec.name, theme, 400, 500), 400, 500);
  }

  portrait(spec: ImageSpec, initials: string): Promise<number> {
    return this.add(spec, portraitSvg(spec.name, initials), 400, 500);
  }

  logo(spec: ImageSpec, line1: string, line2: string, colour: string): Promise<number> {
    return this.add(spec, logoSvg(spec.name, line1, line2, colour), 320, 96);
  }
}
