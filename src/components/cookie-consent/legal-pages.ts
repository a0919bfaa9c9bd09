// The legal pages (terms, privacy, imprint) where the consent dialog is not shown on its own.
import { languages } from "../../../shared/lib/localized.ts";
import { urlFor, type RouteName } from "../../route-paths.ts";

export const legalRoutes: readonly RouteName[] = ["legals-agb", "legals-privacy", "legals-imprint"];

/** The legal routes' paths in every language, without a trailing slash. */
export const legalPaths: ReadonlySet<string> = new Set(languages.flatMap((lang) => legalRoutes.map((name) => urlFor(name, {}, lang))));

/** True for the legal routes and for any page (e.g. a CMS page) at their paths. */
export function isLegalPath(pathname: string): boolean {
  return legalPaths.has(pathname.replace(/\/+$/, ""));
}
