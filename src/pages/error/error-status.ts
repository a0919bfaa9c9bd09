// What an error means for the visitor: the HTTP status and which of the spec's texts to show.
import { isRouteErrorResponse } from "react-router";
import type { Translate } from "../../i18n/index.tsx";

export type ErrorKind = "route" | "page" | "offline" | "other";

export function errorStatus(error: unknown): number {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return status >= 400 && status <= 599 ? status : 500;
}

export function errorKind(error: unknown): ErrorKind {
  const status = errorStatus(error);
  if (status === 503) return "offline";
  if (status !== 404) return "other";
  const data = isRouteErrorResponse(error) ? (error.data as { kind?: string } | string | undefined) : undefined;
  return typeof data === "object" && data?.kind === "page" ? "page" : "route";
}

export function errorText(status: number, kind: ErrorKind, t: Translate): string {
  if (kind === "page") return t("errors.notFoundPage");
  if (kind === "route") return t("errors.notFoundRoute");
  if (kind === "offline") return t("errors.offline");
  if (status === 403) return t("errors.forbidden");
  if (status === 429) return t("limits.title");
  return t("errors.unknown", { status });
}

/** A route's own words for its error (e.g. too many login attempts): a title, a sentence, a way on. */
export interface ErrorMessage {
  title: string;
  text?: string;
  link?: { href: string; label: string };
}

/** The sentence an error's data carries for the visitor (a call limit's "try again in a minute"), if any. */
export function errorDetail(error: unknown): string | undefined {
  const data = isRouteErrorResponse(error) ? (error.data as { text?: unknown } | undefined) : undefined;
  return data && typeof data === "object" && typeof data.text === "string" ? data.text : undefined;
}

export function errorMessage(error: unknown): ErrorMessage | null {
  const data = isRouteErrorResponse(error) ? (error.data as Partial<ErrorMessage> | undefined) : undefined;
  return data && typeof data === "object" && typeof data.title === "string" ? { title: data.title, text: data.text, link: data.link } : null;
}
