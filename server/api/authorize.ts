// The policy check in front of every call (shared/policies.ts): 401 for a visitor where a login
// would help (the editor then opens its login modal, spec §8), 403 for a logged-in user without the
// ability.
import { ApiError } from "../../shared/api/api-error.ts";
import type { AnyEndpoint } from "../../shared/api/endpoint.ts";
import { defaultLang, isLang } from "../../shared/lib/localized.ts";
import { can } from "../../shared/policies.ts";
import { urlFor } from "../../src/route-paths.ts";
import type { SessionUser } from "../services/sessions.ts";

export function authorize(endpoint: Pick<AnyEndpoint, "access">, user: SessionUser | null, rawLang: unknown): void {
  const ability = endpoint.access;
  if (!ability || can(user, ability)) return;
  if (!user) {
    const loginUrl = urlFor("login", {}, isLang(rawLang) ? rawLang : defaultLang);
    throw new ApiError(401, { error: "not_authenticated", reason: "login required", login_url: loginUrl });
  }
  throw new ApiError(403, { error: "forbidden", reason: `requires the ability "${ability}"` });
}
