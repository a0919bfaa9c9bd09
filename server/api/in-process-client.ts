// The server's API client for route loaders: the same validation and handlers as over HTTP, without
// the HTTP hop. Errors come out as ApiError, exactly as the browser client throws them.
import { contract, type ApiClient, type EndpointName } from "../../shared/api/contract/index.ts";
import { handlers } from "./handlers/index.ts";
import type { RequestContext } from "./request-context.ts";
import { validateInput } from "./validate-input.ts";

export function createInProcessClient(ctx: RequestContext): ApiClient {
  const client: Record<string, (input: unknown) => Promise<unknown>> = {};
  for (const name of Object.keys(contract) as EndpointName[]) {
    const handler = handlers[name] as (input: unknown, ctx: RequestContext) => Promise<unknown>;
    client[name] = async (input) => {
      return handler(validateInput(contract[name].input as never, input ?? {}), ctx);
    };
  }
  return client as unknown as ApiClient;
}
