// The server's API client for route loaders and actions: the same policy check, call limits,
// validation and handlers as over HTTP, without the HTTP hop. Errors come out as ApiError, as the
// browser client throws them; cookies a call sets go onto the page's response, and so does a
// refusal's Retry-After.
import { ApiError, isApiError } from "../../shared/api/api-error.ts";
import { endpoints, type ApiClient } from "../../shared/api/contract/index.ts";
import { validateInput } from "../../shared/api/validate-input.ts";
import { defaultLang, isLang } from "../../shared/lib/localized.ts";
import { authorize } from "./authorize.ts";
import { takeCallLimit, type CallLimits } from "./call-limits.ts";
import { handlers } from "./handlers/index.ts";
import { lazyClient } from "./lazy-client.ts";
import type { ContextFor, RequestContext } from "./request-context.ts";

export interface InProcessOptions {
  /** The same limits as the HTTP routes: a page that searches counts as a search. */
  limits?: CallLimits;
  /** Puts a refused call's headers (Retry-After) onto the page's response. */
  setHeaders?: (headers: Record<string, string>) => void;
}

export function createInProcessClient(contextFor: ContextFor, options: InProcessOptions = {}): ApiClient {
  return lazyClient((name) => {
    const endpoint = endpoints[name];
    const handler = handlers[name] as (input: unknown, ctx: RequestContext) => Promise<unknown>;
    const limit = options.limits?.[name];
    return async (input) => {
      // Uploads come from browsers only.
      if (endpoint.file) throw new ApiError(405, { error: "not available in process" });
      const ctx = contextFor(endpoint.cookies ?? []);
      const lang = (input as { lang?: unknown } | undefined)?.lang;
      authorize(endpoint, ctx.user, lang);
      try {
        await takeCallLimit(limit, ctx.clientAddress, isLang(lang) ? lang : defaultLang);
      } catch (error) {
        if (isApiError(error)) options.setHeaders?.(error.headers);
        throw error;
      }
      try {
        return await handler(validateInput(endpoint.input, input ?? {}), ctx);
      } catch (error) {
        // A handler's own refusal (the order page's mail limit) says when to try again too.
        if (isApiError(error)) options.setHeaders?.(error.headers);
        throw error;
      }
    };
  });
}
