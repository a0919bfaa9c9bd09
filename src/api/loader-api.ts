// Route loaders and actions are written once for server and browser: on the server the request
// context carries the in-process client, in the browser the page's one HTTP client is used.
import { createContext, useContext } from "react";
import { data } from "react-router";
import { isApiError } from "../../shared/api/api-error.ts";
import type { ApiClient } from "../../shared/api/contract/index.ts";
import { createHttpClient } from "../../shared/api/http-client.ts";

export interface LoaderContext {
  api: ApiClient;
}

/** The browser's one client: loaders and components share it. */
const browserApi = createHttpClient();

export function apiFrom(context: unknown): ApiClient {
  return (context as Partial<LoaderContext> | undefined)?.api ?? browserApi;
}

const ApiContext = createContext<ApiClient>(browserApi);

/** The API for components (in effects and handlers; rendering itself never calls it). */
export function useApi(): ApiClient {
  return useContext(ApiContext);
}

const statusTexts: Record<number, string> = { 400: "Bad Request", 403: "Forbidden", 404: "Not Found", 409: "Conflict", 429: "Too Many Requests", 503: "Service Unavailable" };

/** Throws the route's error response for `status` (React Router would otherwise label it "Internal Server Error"). */
export function routeError(status: number, body: Record<string, unknown>): never {
  throw data(body, { status, statusText: statusTexts[status] ?? "Error" });
}

/** Awaits an API call in a loader; an API 404/400 (or 403, 429 …) becomes the route's error response with that status. */
export async function required<T>(call: Promise<T>, notFoundKind: "page" | "route" = "route"): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (isApiError(error) && error.status < 500) {
      const status = error.status === 400 ? 404 : error.status;
      // A call limit's refusal says, in the visitor's language, when to try again.
      const detail = status === 429 && typeof error.body.reason === "string" ? { text: error.body.reason } : {};
      routeError(status, { kind: status === 404 ? notFoundKind : "api", error: error.body.error, ...detail });
    }
    throw error;
  }
}

/** A numeric id from the address; anything but digits (e.g. "1e2", "12abc") is a 404 page. */
export function routeId(value: string | undefined): number {
  if (!value || !/^\d{1,9}$/.test(value)) routeError(404, { kind: "route", error: "invalid id" });
  return Number(value);
}
