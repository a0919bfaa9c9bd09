// A small streaming multipart/form-data reader (RFC 7578): it hands each part's bytes to a sink as
// they arrive, so a file is never held in memory whole. Writes wait for the sink, so a slow disk
// slows the upload down (backpressure) instead of filling memory.
import { Writable } from "node:stream";

export interface PartInfo {
  /** The form field name. */
  name: string;
  /** The file name the browser sent, or null when the part is not a file. */
  filename: string | null;
  contentType: string;
}

export interface PartSink {
  write(chunk: Buffer): Promise<void> | void;
  end(): Promise<void> | void;
}

export type MultipartProblem = "malformed" | "too_large" | "too_many_parts";

export class MultipartError extends Error {
  constructor(
    public readonly problem: MultipartProblem,
    message: string,
  ) {
    super(message);
    this.name = "MultipartError";
  }
}

export interface MultipartLimits {
  /** Bytes of the whole body. */
  maxBytes: number;
  maxParts: number;
  /** Bytes of one part's header block. */
  maxHeaderBytes: number;
}

/** The boundary of a multipart/form-data Content-Type, or null when it is another type or has none. */
export function multipartBoundary(contentType: string | undefined): string | null {
  if (!contentType || !/^multipart\/form-data\s*(;|$)/i.test(contentType)) return null;
  const match = /;\s*boundary\s*=\s*(?:"([^"]{1,70})"|([^\s;"]{1,70}))\s*(?:;|$)/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2];
  return boundary && /^[ -~]+$/.test(boundary) ? boundary : null;
}

function unquote(value: string): string {
  const trimmed = value.trim();
  if (trimmed.startsWith('"') && trimmed.endsWith('"') && trimmed.length >= 2) return trimmed.slice(1, -1).replace(/\\(.)/g, "$1");
  return trimmed;
}

/** Name, file name and type from a part's header block (browsers send names as raw UTF-8). */
export function parsePartHeaders(block: string): PartInfo {
  let disposition = "";
  let contentType = "application/octet-stream";
  for (const line of block.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon < 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (name === "content-disposition") disposition = value;
    else if (name === "content-type") contentType = value;
  }
  const params = new Map<string, string>();
  for (const match of disposition.matchAll(/;\s*([^=;\s]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g)) {
    params.set(match[1].toLowerCase(), unquote(match[2]));
  }
  let filename = params.get("filename") ?? null;
  // RFC 5987 form (filename*=UTF-8''…) wins where a client sends it.
  const extended = /^utf-8''(.*)$/i.exec(params.get("filename*") ?? "");
  if (extended) {
    try {
      filename = decodeURIComponent(extended[1]);
    } catch {
      // A broken encoding keeps the plain file name.
    }
  }
  return { name: params.get("name") ?? "", filename, contentType };
}

type State = "preamble" | "after-boundary" | "headers" | "body" | "done";

const CRLF = Buffer.from("\r\n");
const HEADER_END = Buffer.from("\r\n\r\n");
const discard: PartSink = { write() {}, end() {} };

/**
 * A Writable that reads a multipart body and calls `onPart` at the start of each part for the sink
 * of its bytes. Fails with MultipartError when the body is broken, too large or has too many parts.
 */
export class MultipartReader extends Writable {
  private readonly delimiter: Buffer;
  // The body starts with "--boundary" without the CRLF that precedes every later delimiter; adding
  // one lets a single search find them all.
  private pending: Buffer = CRLF;
  private state: State = "preamble";
  private sink: PartSink = discard;
  private received = 0;
  private parts = 0;

  constructor(
    boundary: string,
    private readonly onPart: (info: PartInfo) => PartSink | Promise<PartSink>,
    private readonly limits: MultipartLimits,
  ) {
    super();
    this.delimiter = Buffer.from(`\r\n--${boundary}`);
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this.received += chunk.length;
    if (this.received > this.limits.maxBytes) return callback(new MultipartError("too_large", "the body is too large"));
    this.pending = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    this.consume().then(() => callback(), callback);
  }

  override _final(callback: (error?: Error | null) => void): void {
    callback(this.state === "done" ? null : new MultipartError("malformed", "the body ended before its closing boundary"));
  }

  private async consume(): Promise<void> {
    for (;;) {
      switch (this.state) {
        case "preamble": {
          const index = this.pending.indexOf(this.delimiter);
          if (index < 0) {
            // Keep only what could be the start of the delimiter.
            this.pending = this.pending.subarray(Math.max(0, this.pending.length - this.delimiter.length + 1));
            return;
          }
          this.pending = this.pending.subarray(index + this.delimiter.length);
          this.state = "after-boundary";
          break;
        }
        case "after-boundary": {
          // "--" closes the body; otherwise optional padding (spaces, tabs) and CRLF start a part.
          if (this.pending.length < 2) return;
          if (this.pending[0] === 0x2d && this.pending[1] === 0x2d) {
            this.state = "done";
            this.pending = Buffer.alloc(0);
            return;
          }
          let start = 0;
          while (start < this.pending.length && (this.pending[start] === 0x20 || this.pending[start] === 0x09)) start++;
          if (this.pending.length < start + 2) return;
          if (this.pending[start] !== 0x0d || this.pending[start + 1] !== 0x0a) throw new MultipartError("malformed", "a boundary is not followed by a line break");
          this.pending = this.pending.subarray(start + 2);
          this.state = "headers";
          break;
        }
        case "headers": {
          // A part without headers starts right with the empty line.
          const empty = this.pending.length >= 2 && this.pending[0] === 0x0d && this.pending[1] === 0x0a;
          const end = empty ? -2 : this.pending.indexOf(HEADER_END);
          if (end === -1) {
            if (this.pending.length > this.limits.maxHeaderBytes) throw new MultipartError("malformed", "a part's headers are too long");
            return;
          }
          if (end > this.limits.maxHeaderBytes) throw new MultipartError("malformed", "a part's headers are too long");
          if (++this.parts > this.limits.maxParts) throw new MultipartError("too_many_parts", "the body has too many parts");
          const block = empty ? "" : this.pending.subarray(0, end).toString("utf8");
          this.pending = this.pending.subarray(empty ? 2 : end + HEADER_END.length);
          this.sink = await this.onPart(parsePartHeaders(block));
          this.state = "body";
          break;
        }
        case "body": {
          const index = this.pending.indexOf(this.delimiter);
          if (index >= 0) {
            if (index > 0) await this.sink.write(this.pending.subarray(0, index));
            await this.sink.end();
            this.sink = discard;
            this.pending = this.pending.subarray(index + this.delimiter.length);
            this.state = "after-boundary";
            break;
          }
          // Everything except a possible start of the delimiter belongs to the part.
          const safe = this.pending.length - (this.delimiter.length - 1);
          if (safe > 0) {
            await this.sink.write(this.pending.subarray(0, safe));
            this.pending = this.pending.subarray(safe);
          }
          return;
        }
        case "done":
          // The epilogue after the closing boundary is ignored.
          this.pending = Buffer.alloc(0);
          return;
      }
    }
  }
}
