// A file for a form's file field (multipart, read by the router): given its final name and recorded,
// so the form entry can name it. Uploads nobody named in time are swept now and then.
import { insertTempFile, removeStaleTempFiles } from "../../services/uploads/temp-files.ts";
import type { Handlers } from "./types.ts";

const STALE_SWEEP_EVERY_MS = 10 * 60 * 1000;
let lastSweep = 0;

export const tempFileHandlers: Handlers<"uploadTempFile"> = {
  async uploadTempFile({ file }, ctx) {
    const info = await insertTempFile(ctx.db, await file.commit(), file.originalName, ctx.visitorKey);
    // No scheduler for this one chore: the uploads themselves trigger it.
    const now = ctx.now().getTime();
    if (now - lastSweep > STALE_SWEEP_EVERY_MS) {
      lastSweep = now;
      removeStaleTempFiles(ctx.db, ctx.config.dataDir, ctx.now()).catch((error: unknown) => ctx.log.error({ err: error}, "temp_file_sweep_failed"));
    }
    return info;
  },
};
