// A handler implements one endpoint of the contract for the server.
import type { FileField, InputOf, OutputOf } from "../../../shared/api/endpoint.ts";
import type { Contract, EndpointName } from "../../../shared/api/contract/index.ts";
import type { IncomingFile } from "../../http/uploads/incoming-file.ts";
import type { RequestContext } from "../request-context.ts";

/** An upload's handler gets the received file; it commits it, or the router discards it. */
type HandlerInput<E> = E extends { file: FileField } ? InputOf<E> & { file: IncomingFile } : InputOf<E>;

export type Handler<K extends EndpointName> = (input: HandlerInput<Contract[K]>, ctx: RequestContext) => Promise<OutputOf<Contract[K]>>;

/**
 * The handlers of endpoints `K`. Mapped over `keyof` the contract's own entries (not over the bare
 * names), so each handler's key is that entry to TypeScript: "go to definition" on a handler lands on
 * its endpoint, and "go to implementation" or "find references" on the endpoint lists its handler.
 */
export type Handlers<K extends EndpointName> = { [P in keyof Pick<Contract, K>]: Handler<P> };
