// The media library (shared/api/contract/media.ts): every call needs editContent, which the router checked.
import { deleteImage } from "../../services/media/delete-image.ts";
import { getMediaImage, listMedia } from "../../services/media/media-list.ts";
import { storeUploadedImage, type MediaWriter } from "../../services/media/store-image.ts";
import { updateImage } from "../../services/media/update-image.ts";
import type { RequestContext } from "../request-context.ts";
import type { Handlers } from "./types.ts";

const writerOf = (ctx: RequestContext): MediaWriter => ({ db: ctx.db, dataDir: ctx.config.dataDir, userId: ctx.user!.id, now: ctx.now() });

export const mediaHandlers: Handlers<"uploadMedia" | "mediaList" | "mediaImage" | "updateMedia" | "deleteMedia"> = {
  uploadMedia: ({ file }, ctx) => storeUploadedImage(writerOf(ctx), file),
  mediaList: ({ query, page }, ctx) => listMedia(ctx.db, query ?? "", page ?? 1),
  mediaImage: ({ lang, id }, ctx) => getMediaImage(ctx.db, id, lang),
  updateMedia: ({ id, alt, credit, focal_x, focal_y }, ctx) => updateImage(writerOf(ctx), id, { alt, credit, focal_x, focal_y }),
  async deleteMedia({ lang, id }, ctx) {
    await deleteImage(writerOf(ctx), id, lang);
    return { id, deleted: true as const };
  },
};
