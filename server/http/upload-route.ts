// POST /{lang}/api/temp-files/: one file for a form's file field, as multipart/form-data. It is the
// one API call that is not JSON, so it has its own route; the API router mounts it after the CSRF
// check, at the path the contract names (tempFileUpload). The file is streamed to disk, its type is
// told by its first bytes, and on any failure nothing stays behind: no row, no file.
import type { Request, RequestHandler, Response } from "express";
import { tempFileUpload } from "../../shared/api/contract/form-entries.ts";
import { translator } from "../../src/i18n/index.tsx";
import { isLang } from "../../shared/lib/localized.ts";
import type { RequestContext } from "../api/request-context.ts";
import { IncomingFile, UploadRejected, type UploadProblem } from "../services/uploads/incoming-file.ts";
import { MultipartError, MultipartReader, multipartBoundary, type PartInfo, type PartSink } from "../services/uploads/multipart.ts";
import { insertTempFile, removeStaleTempFiles, uploadsDir } from "../services/uploads/temp-files.ts";
import { badRequest, ApiError } from "../../shared/api/api-error.ts";
import { AttemptLimiter } from "./rate-limit.ts";

/** Room for the multipart envelope (boundaries, part headers, small fields) around the file. */
const ENVELOPE_BYTES = 64 * 1024;
const STALE_SWEEP_EVERY_MS = 10 * 60 * 1000;

class ClientGone extends Error {}

/** Feeds the request into the reader; on failure stops feeding and lets the rest of the body drain, so the client still gets the answer. */
function pump(req: Request, reader: MultipartReader): Promise<void> {
  return new Promise((resolve, reject) => {
    reader.on("finish", resolve);
    reader.on("error", (error) => {
      req.unpipe(reader);
      req.resume();
      reject(error);
    });
    req.on("close", () => {
      if (!req.complete) reject(new ClientGone("the client went away"));
    });
    req.pipe(reader);
  });
}

const problemReason: Record<UploadProblem, string> = { empty: "forms.errors.fileEmpty", too_large: "forms.errors.fileTooLarge", type: "forms.errors.fileType" };

export interface UploadRouteOptions {
  rateLimit?: { max: number; windowMs: number };
}

export function tempFileUploadRoute(contextOf: (req: Request) => RequestContext, options: UploadRouteOptions = {}): RequestHandler {
  const limit = new AttemptLimiter(options.rateLimit?.max ?? 30, options.rateLimit?.windowMs ?? 10 * 60 * 1000);
  const maxBytes = tempFileUpload.maxBytes;
  let lastSweep = 0;

  return async (req: Request, res: Response) => {
    const lang = req.params.lang;
    if (!isLang(lang)) throw badRequest("lang", `must be one of the allowed values, got ${JSON.stringify(String(lang).slice(0, 20))}`);
    const t = translator(lang);
    const fileError = (status: number, key: string) =>
      new ApiError(status, { error: status === 413 ? "payload too large" : "invalid_input", field: tempFileUpload.field, reason: t(key, { max: maxBytes / 1024 / 1024 }) });

    const client = req.ip ?? "unknown";
    if (!limit.take(client)) {
      res.set("Retry-After", String(limit.retryAfterSeconds(client)));
      throw new ApiError(429, { error: "too many requests", reason: t("forms.errors.tooManyUploads") });
    }
    const boundary = multipartBoundary(req.get("content-type"));
    if (!boundary) throw fileError(400, "forms.errors.fileEmpty");
    const declared = Number(req.get("content-length") ?? 0);
    if (declared > maxBytes + ENVELOPE_BYTES) throw fileError(413, "forms.errors.fileTooLarge");

    const ctx = contextOf(req);
    const dir = uploadsDir(ctx.config.dataDir);
    let file: IncomingFile | null = null;
    let originalName: string | null = null;
    let onlyOne = true;
    const onPart = (info: PartInfo): PartSink => {
      // Other fields are read past; a field named "file" that is not a file counts as no file.
      if (info.name !== tempFileUpload.field || info.filename === null) return { write() {}, end() {} };
      if (file) {
        onlyOne = false;
        throw new MultipartError("too_many_parts", "more than one file");
      }
      originalName = info.filename;
      file = new IncomingFile(dir, maxBytes);
      return file;
    };
    const reader = new MultipartReader(boundary, onPart, { maxBytes: maxBytes + ENVELOPE_BYTES, maxParts: 10, maxHeaderBytes: 8 * 1024 });

    try {
      await pump(req, reader);
      const received = file as IncomingFile | null;
      if (!received || received.size === 0) throw new UploadRejected("empty");
      const stored = await received.commit();
      const info = await insertTempFile(ctx.db, stored, originalName, ctx.visitorKey);
      res.status(201).json(info);
    } catch (error) {
      await (file as IncomingFile | null)?.discard();
      if (error instanceof ClientGone) return void res.destroy();
      if (error instanceof UploadRejected) throw fileError(error.problem === "too_large" ? 413 : 400, problemReason[error.problem]);
      if (error instanceof MultipartError) {
        if (error.problem === "too_large") throw fileError(413, "forms.errors.fileTooLarge");
        throw fileError(400, onlyOne ? "forms.errors.fileBroken" : "forms.errors.fileOnlyOne");
      }
      throw error;
    }

    // Now and then, uploads no entry named in time go (no scheduler needed for this one chore).
    const now = ctx.now();
    if (now.getTime() - lastSweep > STALE_SWEEP_EVERY_MS) {
      lastSweep = now.getTime();
      removeStaleTempFiles(ctx.db, ctx.config.dataDir, now).catch((error: unknown) => ctx.log.error({ err: error }, "temp_file_sweep_failed"));
    }
  };
}
