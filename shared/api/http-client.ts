// The browser's API client: every endpoint of the contract as a method, all through callEndpoint.
// One instance serves the whole page (src/api/loader-api.ts).
import { callEndpoint, type CallOptions } from "./call-endpoint.ts";
import { contract, endpoints, type ApiClient, type EndpointName } from "./contract/index.ts";

export function createHttpClient(options: CallOptions = {}): ApiClient {
  const client: Record<string, (input: never) => Promise<unknown>> = {};
  for (const name of Object.keys(contract) as EndpointName[]) {
    client[name] = (input) => callEndpoint(endpoints[name], input, options);
  }
  return client as unknown as ApiClient;
}
