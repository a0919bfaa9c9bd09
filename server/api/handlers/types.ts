// A handler implements one endpoint of the contract for the server.
import type { FileField, InputOf, OutputOf } from "../../../shared/api/endpoint.ts";
import type { Contract, EndpointName } from "../../../shared/api/contract/index.ts";
import type { IncomingFile } from "../../http/uploads/incoming-file.ts";
import type { RequestContext } from "../request-context.ts";

/** An upload's handler gets the received file; it commits it, or the router discards it. */
type HandlerInput<E> = E extends { file: FileField } ? InputOf<E> & { file: IncomingFile } : InputOf<E>;

export type Handler<K extends EndpointName> = (input: HandlerInput<Contract[K]>, ctx: RequestContext) => Promise<OutputOf<Contract[K]>>;

export type Handlers<K extends EndpointName> = { [P in K]: Handler<P> };
