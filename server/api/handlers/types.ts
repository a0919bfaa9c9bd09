// A handler implements one endpoint of the contract for the server.
import type { InputOf, OutputOf } from "../../../shared/api/endpoint.ts";
import type { Contract, EndpointName } from "../../../shared/api/contract/index.ts";
import type { RequestContext } from "../request-context.ts";

export type Handler<K extends EndpointName> = (input: InputOf<Contract[K]>, ctx: RequestContext) => Promise<OutputOf<Contract[K]>>;

export type Handlers<K extends EndpointName> = { [P in K]: Handler<P> };
