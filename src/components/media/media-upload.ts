// One file into the media library with upload progress (the contract's uploadMedia).
import { callUploadWithProgress } from "../../../shared/api/call-endpoint.ts";
import { mediaContract, type MediaImage } from "../../../shared/api/contract/media.ts";
import type { Lang } from "../../../shared/lib/localized.ts";

/** Uploads `file`; `onProgress` gets the share sent (0 to 1). Rejects with the server's ApiError (400, 413 …). */
export function uploadMediaFile(lang: Lang, file: File, onProgress: (share: number) => void): Promise<MediaImage> {
  return callUploadWithProgress(mediaContract.uploadMedia, { lang, file }, onProgress);
}
