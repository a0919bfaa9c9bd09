// The name of every content type of the backend admin: its address segment and its API name. The
// ones a reference field can point at are the shared reference targets (shared/fields/); the rest
// are items of another item or the site's own lists. The server's table bindings are keyed by it, so
// a resource without a binding is a type error.
import type { ReferenceTarget } from "../../shared/fields/reference-targets.ts";

/** Resources no reference field points at. */
type UnreferencedResourceName =
  | "accounts"
  | "alerts"
  | "contributors"
  | "footer-links"
  | "form-fields"
  | "opening-hours"
  | "opening-hours-exceptions"
  | "production-opening-hours"
  | "prices"
  | "programme-items"
  | "redirects"
  | "time-slots";

export type ResourceName = Exclude<ReferenceTarget, "image" | "temp-files"> | UnreferencedResourceName;
