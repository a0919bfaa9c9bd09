// The server's API client for route loaders and actions: the same policy check, validation and
// handlers as over HTTP, without the HTTP hop. Errors come out as ApiError, as the browser client
// throws them; cookies a call sets go onto the page's response.
import { ApiError } from "../../shared/api/api-error.ts";
import { contract, endpoints, type ApiClient, type EndpointName } from "../../shared/api/contract/index.ts";
import { validateInput } from "../../shared/api/validate-input.ts";
import { authorize } from "./authorize.ts";
import { handlers } from "./handlers/index.ts";
import type { ContextFor, RequestContext } from "./request-context.ts";

export function createInProcessClient(contextFor: ContextFor): ApiClient {
  const client: Record<string, (input: unknown) => Promise<unknown>> = {};
  for (const name of Object.keys(contract) as EndpointName[]) {
    const endpoint = endpoints[name];
    const handler = handlers[name] as (input: unknown, ctx: RequestContext) => Promise<unknown>;
    client[name] = async (input) => {
      // Uploads come from browsers only.
      if (endpoint.file) throw new ApiError(405, { error: "not available in process" });
      const ctx = contextFor(endpoint.cookies ?? []);
      authorize(endpoint, ctx.user, (input as { lang?: unknown } | undefined)?.lang);
      return handler(validateInput(endpoint.input, input ?? {}), ctx);
    };
  }
  return client as unknown as ApiClient;
}
