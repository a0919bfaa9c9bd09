// Reads the body of an upload (multipart/form-data) with busboy: the endpoint's one file goes into an
// IncomingFile (its type told by the first bytes, streamed to disk, stopped at the size limit); other
// fields are read past. A body that fails in any way leaves nothing on disk.
import busboy from "busboy";
import type { Request } from "express";
import type { FileField } from "../../../shared/api/endpoint.ts";
import { IncomingFile, UploadRejected } from "./incoming-file.ts";

/** The visitor went away before the body was complete: there is nobody to answer. */
export class ClientGone extends Error {}

/** Room for the multipart envelope (boundaries, part headers, small fields) around the file. */
const ENVELOPE_BYTES = 64 * 1024;

/** The received file, not yet committed: the caller commits it, or discards it on any failure. */
export async function readUpload(req: Request, field: FileField, dir: string): Promise<IncomingFile> {
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
      // Stop reading, but let the rest of the body drain so the client still gets its answer.
      req.unpipe(parser);
      req.resume();
      reject(error);
    };
    parser.on("file", (name, stream, info) => {
      // busboy calls any application/octet-stream part a file; without a file name it is none of ours.
      if (name !== field.name || info.filename === undefined) return void stream.resume();
      if (file) {
        stream.resume();
        return fail(new UploadRejected("not_one"));
      }
      const incoming = (file = new IncomingFile(dir, field.maxBytes, info.filename ?? null, field.types));
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
    req.on("close", () => {
      if (!req.complete) fail(new ClientGone("the client went away"));
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
