// An API client whose method for an endpoint is made the first time it is asked for. The server
// makes a client (and a watching wrapper around it) for every page request, and a page calls a
// handful of the contract's hundred endpoints: making every method up front cost 0.1–0.2 ms a page.
import { endpoints, type ApiClient, type EndpointName } from "../../shared/api/contract/index.ts";

type Method = (input: unknown) => Promise<unknown>;

export function lazyClient(make: (name: EndpointName) => Method): ApiClient {
  const made = new Map<string, Method>();
  return new Proxy({} as ApiClient, {
    // Only the contract's names: anything else (`then`, a symbol) is not a method of the client.
    get(_target, name) {
      if (typeof name !== "string" || !Object.hasOwn(endpoints, name)) return undefined;
      let method = made.get(name);
      if (!method) made.set(name, (method = make(name as EndpointName)));
      return method;
    },
    has: (_target, name) => typeof name === "string" && Object.hasOwn(endpoints, name),
  });
}
