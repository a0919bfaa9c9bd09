// Receives one uploaded file: tells its type from the first bytes before anything touches the disk,
// streams the rest into a hidden ".part" file, stops at the size limit, and decodes an image in full
// once it is complete. Only `commit()` gives the file its final, server-made name; `discard()`
// removes whatever was written.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { once } from "node:events";
import { finished } from "node:stream/promises";
import path from "node:path";
import type { StoredUpload } from "../../services/uploads/temp-files.ts";
import { detectFileType, SNIFF_BYTES } from "./file-type.ts";
import { imageProblem, type ImageProblem } from "../../services/uploads/readable-image.ts";

/**
 * What can be wrong with an upload: no file, too large, a type we do not take, a broken body, more
 * than one file, or an image that does not decode completely or has too many pixels.
 */
export type UploadProblem = "empty" | "too_large" | "type" | "broken" | "not_one" | ImageProblem;

/** A file the upload refuses: nothing of it stays on disk. */
export class UploadRejected extends Error {
  constructor(public readonly problem: UploadProblem) {
    super(`upload rejected: ${problem}`);
    this.name = "UploadRejected";
  }
}

/** A random file name that says nothing about the visitor or the original name. */
export function makeStoredName(extension: string): string {
  return `${randomBytes(16).toString("hex")}.${extension}`;
}

export class IncomingFile {
  size = 0;
  private head: Buffer[] = [];
  private headLength = 0;
  private type: StoredUpload["type"] | null = null;
  private stream: fs.WriteStream | null = null;
  private streamError: Error | null = null;
  private partPath: string | null = null;
  private finalPath: string | null = null;
  private discarded = false;

  constructor(
    private readonly dir: string,
    private readonly maxBytes: number,
    /** The file name the browser sent (not trusted: cleaned before it is kept). */
    readonly originalName: string | null,
    /** The types the endpoint takes; a known type outside them is refused like an unknown one. */
    private readonly types?: readonly string[],
  ) {}

  async write(chunk: Buffer): Promise<void> {
    this.size += chunk.length;
    if (this.size > this.maxBytes) throw new UploadRejected("too_large");
    if (this.stream) return this.append(chunk);
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength >= SNIFF_BYTES) await this.open();
  }

  async end(): Promise<void> {
    if (this.size === 0) throw new UploadRejected("empty");
    if (!this.stream) await this.open();
    const stream = this.stream!;
    stream.end();
    await finished(stream);
    if (this.type!.contentType.startsWith("image/")) {
      const problem = await imageProblem(this.partPath!);
      if (problem) throw new UploadRejected(problem);
    }
  }

  /** Moves the complete file to its final name. */
  async commit(): Promise<StoredUpload> {
    if (!this.type || !this.partPath) throw new UploadRejected("empty");
    const storedName = makeStoredName(this.type.extension);
    this.finalPath = path.join(this.dir, storedName);
    await fs.promises.rename(this.partPath, this.finalPath);
    this.partPath = null;
    return { storedName, size: this.size, type: this.type };
  }

  /** Removes what was written (partial or committed); safe to call more than once. */
  async discard(): Promise<void> {
    this.discarded = true;
    // With an error, so that a write waiting for "drain" gives up instead of waiting for ever.
    this.stream?.destroy(new UploadRejected("broken"));
    if (this.stream && !this.stream.closed) await once(this.stream, "close").catch(() => {});
    for (const file of [this.partPath, this.finalPath]) {
      if (file) await fs.promises.rm(file, { force: true });
    }
    this.partPath = null;
    this.finalPath = null;
  }

  private async open(): Promise<void> {
    const head = Buffer.concat(this.head);
    this.head = [];
    this.type = detectFileType(head, this.types);
    if (!this.type) throw new UploadRejected("type");
    await fs.promises.mkdir(this.dir, { recursive: true, mode: 0o700 });
    // The visitor may have gone (and the upload been discarded) while we waited.
    if (this.discarded) throw new UploadRejected("empty");
    this.partPath = path.join(this.dir, `.${randomBytes(12).toString("hex")}.part`);
    this.stream = fs.createWriteStream(this.partPath, { flags: "wx", mode: 0o600 });
    // Without a listener a disk error would end the process; it is raised on the next write instead.
    this.stream.on("error", (error) => {
      this.streamError = error;
    });
    await this.append(head);
  }

  private async append(chunk: Buffer): Promise<void> {
    const stream = this.stream!;
    if (this.streamError) throw this.streamError;
    // `once` rejects when the stream fails while we wait.
    if (!stream.write(chunk)) await once(stream, "drain");
  }
}
