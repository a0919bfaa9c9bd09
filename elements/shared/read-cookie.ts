// The page's cookies, read when asked (never at module load: the server imports these modules).
import { readCookie } from "../../shared/lib/cookies.ts";

export function pageCookie(name: string): string | undefined {
  return typeof document === "undefined" ? undefined : readCookie(document.cookie, name);
}
