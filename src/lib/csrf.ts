// The browser's side of CSRF: make sure the csrftoken cookie exists before a state-changing call.
import { readCookie } from "../../shared/lib/cookies.ts";

export async function ensureCsrfCookie(): Promise<void> {
  if (readCookie(document.cookie, "csrftoken")) return;
  await fetch("/api/csrf/", { credentials: "include" });
}
