// What the server hands to the browser for hydration, and how route errors survive JSON.
import { isRouteErrorResponse } from "react-router";
import type { CustomErrorHtml } from "./lib/custom-error-html.ts";
import type { SiteConfig } from "./site-config.tsx";

export interface SerializedError {
  type: "response" | "error";
  status?: number;
  statusText?: string;
  data?: unknown;
  internal?: boolean;
  message?: string;
}

export interface BootData {
  config: SiteConfig;
  loaderData: Record<string, unknown>;
  errors: Record<string, SerializedError> | null;
  customErrorPage: (CustomErrorHtml & { status: number }) | null;
}

declare global {
  interface Window {
    __KULISSE__?: BootData;
  }
}

/** Route errors as plain JSON; a stack trace never leaves the server. */
export function serializeErrors(errors: Record<string, unknown> | null | undefined): Record<string, SerializedError> | null {
  if (!errors) return null;
  const out: Record<string, SerializedError> = {};
  for (const [routeId, error] of Object.entries(errors)) {
    out[routeId] = isRouteErrorResponse(error)
      ? { type: "response", status: error.status, statusText: error.statusText, data: error.data, internal: (error as { internal?: boolean }).internal ?? false }
      : { type: "error", message: "Internal error" };
  }
  return out;
}

/** Back to what useRouteError() expects: isRouteErrorResponse() recognises the plain object. */
export function deserializeErrors(errors: Record<string, SerializedError> | null): Record<string, unknown> | null {
  if (!errors) return null;
  const out: Record<string, unknown> = {};
  for (const [routeId, error] of Object.entries(errors)) {
    out[routeId] =
      error.type === "response"
        ? { status: error.status, statusText: error.statusText ?? "", data: error.data, internal: error.internal ?? false }
        : new Error(error.message);
  }
  return out;
}

const UNSAFE_IN_SCRIPT = /[<\u2028\u2029]/g;
const escapes: Record<string, string> = { "<": "\\u003c", "\u2028": "\\u2028", "\u2029": "\\u2029" };

/** JSON that is safe inside an inline <script> (one pass over it: the page's data is tens of kilobytes). */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE_IN_SCRIPT, (char) => escapes[char]);
}
