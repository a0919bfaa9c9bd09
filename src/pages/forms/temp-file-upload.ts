// The browser's upload of one file for a form's file field: multipart to the path the contract
// names, with the CSRF header like every other write. Errors come out as ApiError, as from the
// contract's JSON client.
import { ApiError, type ErrorBody } from "../../../shared/api/api-error.ts";
import { tempFileUpload, type TempFileInfo } from "../../../shared/api/contract/form-entries.ts";
import { buildPath } from "../../../shared/api/endpoint.ts";
import { readCookie } from "../../../shared/lib/cookies.ts";
import type { Lang } from "../../../shared/lib/localized.ts";

export async function uploadTempFile(lang: Lang, file: File): Promise<TempFileInfo> {
  const body = new FormData();
  body.append(tempFileUpload.field, file, file.name);
  const response = await fetch(buildPath(tempFileUpload.path, { lang }).path, {
    method: tempFileUpload.method,
    body,
    credentials: "include",
    headers: { Accept: "application/json", "X-CSRFToken": readCookie(document.cookie, "csrftoken") ?? "" },
  });
  const data = await response.json().catch(() => ({ error: response.statusText || "invalid response" }));
  if (!response.ok) throw new ApiError(response.status, data as ErrorBody);
  return data as TempFileInfo;
}
