// Reads the body of an upload (multipart/form-data) with busboy: the endpoint's one file goes into an
// IncomingFile (its type told by the first bytes, streamed to disk, stopped at the size limit); other
// fields are read past. A body that fails in any way leaves nothing on disk, and is not read further.
import busboy from "busboy";
import type { Request } from "express";
import type { FileField } from "../../../shared/api/endpoint.ts";
import { IncomingFile, UploadRejected } from "./incoming-file.ts";

/** The visitor went away before the body was complete: there is nobody to answer. */
export class ClientGone extends Error {}

/** Room for the multipart envelope (boundaries, part headers, small fields) around the file. */
const ENVELOPE_BYTES = 64 * 1024;

/** Uploads being read right now; each settles once its file is complete or removed again. */
const reading = new Set<Promise<unknown>>();

/** Settles when every upload being read now has its file complete or removed (for a clean stop, and for tests). */
export async function uploadsSettled(): Promise<void> {
  await Promise.allSettled([...reading]);
}

/** The received file, not yet committed: the caller commits it, or discards it on any failure. */
export function readUpload(req: Request, field: FileField, dir: string): Promise<IncomingFile> {
  const upload = receive(req, field, dir);
  reading.add(upload);
  void upload.finally(() => reading.delete(upload)).catch(() => {});
  return upload;
}

async function receive(req: Request, field: FileField, dir: string): Promise<IncomingFile> {
  // The connection may have broken before we got here (a malformed request pipelined behind this one).
  if (req.readableAborted) throw new ClientGone("the client went away");
  // A declared length over the limit is refused before a byte is read.
  if (Number(req.get("content-length") ?? 0) > field.maxBytes + ENVELOPE_BYTES) throw new UploadRejected("too_large");
  let parser: busboy.Busboy;
  try {
    // Browsers send file names as raw UTF-8.
    // One byte over the limit, so busboy's cut (it marks a file of exactly fileSize as cut) means "too large".
    parser = busboy({ headers: req.headers, defParamCharset: "utf8", limits: { fileSize: field.maxBytes + 1, parts: 10, fieldSize: 8 * 1024, headerPairs: 20 } });
  } catch {
    // Not multipart/form-data, or without a boundary: there is no file in it.
    throw new UploadRejected("empty");
  }

  let file: IncomingFile | null = null;
  let receiving: Promise<void> = Promise.resolve();
  const parsed = new Promise<void>((resolve, reject) => {
    const fail = (error: Error) => {
      // Stop reading here: the refusal closes the connection (body-limit.ts), so the rest of the body
      // is never taken in. Destroying the parser ends the file stream, and with it the file's writer.
      req.unpipe(parser);
      req.pause();
      parser.destroy();
      reject(error);
    };
    parser.on("file", (name, stream, info) => {
      // Stopping the parser ends the part being read with an error; whoever reads it sees that.
      stream.on("error", () => {});
      // busboy calls any application/octet-stream part a file; without a file name it is none of ours.
      if (name !== field.name || info.filename === undefined) return void stream.resume();
      if (file) {
        stream.resume();
        return fail(new UploadRejected("not_one"));
      }
      const incoming = (file = new IncomingFile(dir, field.maxBytes, info.filename ?? null, field.types));
      // busboy reaches the limit while the file's writer may still be behind; past it, busboy would read
      // on (throwing the bytes away) to the end of the part. It is told after busboy's own step.
      stream.on("limit", () => queueMicrotask(() => fail(new UploadRejected("too_large"))));
      receiving = (async () => {
        for await (const chunk of stream) await incoming.write(chunk as Buffer);
        if ((stream as { truncated?: boolean }).truncated) throw new UploadRejected("too_large");
        await incoming.end();
      })();
      receiving.catch((error: Error) => {
        stream.resume();
        fail(error);
      });
    });
    parser.on("partsLimit", () => fail(new UploadRejected("broken")));
    parser.on("error", () => fail(new UploadRejected("broken")));
    parser.on("close", resolve);
    // A body that stops before its end never reaches busboy's end either: the client left, or the
    // connection broke (then the request is closed with its last bytes unread, though complete).
    req.on("close", () => {
      if (!req.readableEnded) fail(new ClientGone("the client went away"));
    });
  });
  req.pipe(parser);
  try {
    await parsed;
    await receiving;
    if (!file) throw new UploadRejected("empty");
    return file;
  } catch (error) {
    await (file as IncomingFile | null)?.discard();
    throw error;
  }
}
