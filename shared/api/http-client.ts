// The browser's API client: the contract's paths over fetch, with the CSRF header on writes.
import { buildPath, toQueryString } from "./endpoint.ts";
import { ApiError, type ErrorBody } from "./api-error.ts";
import { contract, type ApiClient, type EndpointName } from "./contract/index.ts";
import { readCookie } from "../lib/cookies.ts";

export function createHttpClient(baseUrl = "", fetchImpl: typeof fetch = (...args) => fetch(...args)): ApiClient {
  const client: Record<string, (input: Record<string, unknown>) => Promise<unknown>> = {};
  for (const name of Object.keys(contract) as EndpointName[]) {
    const { method, path } = contract[name];
    client[name] = async (input) => {
      const built = buildPath(path, input ?? {});
      const headers: Record<string, string> = { Accept: "application/json" };
      let url = baseUrl + built.path;
      let body: string | undefined;
      if (method === "GET") {
        url += toQueryString(built.rest);
      } else {
        headers["Content-Type"] = "application/json";
        headers["X-CSRFToken"] = readCookie(document.cookie, "csrftoken") ?? "";
        body = JSON.stringify(built.rest);
      }
      const response = await fetchImpl(url, { method, headers, body, credentials: "include" });
      const data = await response.json().catch(() => ({ error: response.statusText || "invalid response" }));
      if (!response.ok) throw new ApiError(response.status, data as ErrorBody);
      return data;
    };
  }
  return client as unknown as ApiClient;
}
