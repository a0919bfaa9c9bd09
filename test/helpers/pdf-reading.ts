// Reading PDFs and QR codes as a person's tools would: Poppler (pdfinfo, pdftotext, pdftoppm) and
// ZBar (zbarimg), Debian's packages poppler-utils and zbar-tools. Missing tools fail the test with
// the package to install, never a skip.
import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

const packageOf: Record<string, string> = { pdfinfo: "poppler-utils", pdftotext: "poppler-utils", pdftoppm: "poppler-utils", zbarimg: "zbar-tools" };

async function tool(name: string, args: string[]): Promise<string> {
  try {
    const { stdout } = await run(name, args, { encoding: "utf8", maxBuffer: 16 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      throw new Error(`${name} is not installed: apt-get install ${packageOf[name]} (the PDF and QR tests read tickets with it)`);
    }
    throw error;
  }
}

/** A temporary folder for the call, removed afterwards. */
async function inTempDir<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "kulisse-pdf-"));
  try {
    return await work(dir);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

export interface PdfFacts {
  pages: number;
  title: string;
  author: string;
  /** Each page's text, as pdftotext reads it. */
  pageTexts: string[];
  /** Each page's QR codes, decoded (rendered at 150 dpi). */
  pageQrCodes: string[][];
}

/** Decodes the QR codes in an image file (PNG), in the order ZBar finds them. */
export async function decodeQrCodes(imageFile: string): Promise<string[]> {
  // zbarimg exits 4 when it finds no code: that is an answer, not a failure.
  const output = await tool("zbarimg", ["--raw", "-q", "-Sdisable", "-Sqrcode.enable", imageFile]).catch((error: { code?: number; stdout?: string }) => {
    if (error.code === 4) return "";
    throw error;
  });
  return output.split("\n").filter(Boolean);
}

/** Decodes the QR code of an image given as bytes (one code expected: multi-line payloads stay whole). */
export async function decodeQrImage(bytes: Uint8Array, extension = "png"): Promise<string> {
  return inTempDir(async (dir) => {
    const file = path.join(dir, `image.${extension}`);
    await fs.writeFile(file, bytes);
    const output = await tool("zbarimg", ["--raw", "-q", "-Sdisable", "-Sqrcode.enable", file]);
    // zbarimg ends each code with a line break of its own.
    return output.replace(/\n$/, "");
  });
}

/** Pages, metadata, text and QR codes of a PDF. */
export async function readPdf(bytes: Uint8Array): Promise<PdfFacts> {
  return inTempDir(async (dir) => {
    const file = path.join(dir, "document.pdf");
    await fs.writeFile(file, bytes);
    const info = await tool("pdfinfo", [file]);
    const field = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, "m").exec(info)?.[1]?.trim() ?? "";
    const pages = Number(field("Pages"));
    const text = await tool("pdftotext", ["-layout", "-enc", "UTF-8", file, "-"]);
    const pageTexts = text.split("\f").slice(0, pages);
    await tool("pdftoppm", ["-r", "150", "-png", file, path.join(dir, "page")]);
    const images = (await fs.readdir(dir)).filter((name) => name.startsWith("page") && name.endsWith(".png"));
    // page-1.png … page-10.png (pdftoppm pads the numbers only to the page count's width).
    images.sort((a, b) => Number(/\d+/.exec(a)?.[0]) - Number(/\d+/.exec(b)?.[0]));
    const pageQrCodes: string[][] = [];
    for (const image of images) pageQrCodes.push(await decodeQrCodes(path.join(dir, image)));
    return { pages, title: field("Title"), author: field("Author"), pageTexts, pageQrCodes };
  });
}
