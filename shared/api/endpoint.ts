// One endpoint of the API contract: method, path, who may call it, the superstruct schema of its
// input, how the input travels and what the answer is. The server mounts it, the browser client and
// the server's in-process client call it; all three read only this description.
//
// Path parameters are written `:name`; a trailing `*name` takes the rest of the path. Input fields
// that are not path parameters travel as the query string (GET), the JSON body (other methods), or
// the fields beside the file of a multipart upload.
import type { Struct } from "superstruct";
import type { Ability } from "../policies.ts";
import type { ErrorBody } from "./api-error.ts";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** The one file of a multipart/form-data upload. */
export interface FileField {
  /** The multipart field that carries it. */
  name: string;
  maxBytes: number;
  /** Allowed types, recognised by the file's first bytes; the claimed type and name are not trusted. */
  types: readonly string[];
}

/** A file answer (not JSON) the browser saves or opens. */
export interface FileAnswer {
  contentType: string;
  filename: string;
  /** Text (a calendar, a CSV) or the bytes of a stored file. */
  body: string | Uint8Array;
}

export interface EndpointSpec<Input> {
  method: Method;
  path: string;
  input: Struct<Input, unknown>;
  /** What the caller must be allowed (shared/policies.ts); without it, everyone may call. */
  access?: Ability;
  /** An upload: the body is multipart/form-data with this file beside the other input fields. */
  file?: FileField;
  /** "file": the answer is a download (FileAnswer) instead of JSON. */
  answer?: "json" | "file";
  /** Cookies the answer may set; setting any other is a programming error. */
  cookies?: readonly string[];
  /** Status of a success; 201 for POST, 200 otherwise. */
  status?: number;
  /** The endpoint's own 400 body for an input failure (the cart answers its response codes). */
  invalidInput?: (problem: { field: string; reason: string }, raw: Record<string, unknown>) => ErrorBody;
}

export interface Endpoint<Input, Output> extends EndpointSpec<Input> {
  /** Phantom field carrying the result type; never set at run time. */
  readonly output?: Output;
}

/** An upload: its `file` is always there. */
export interface UploadEndpoint<Input, Output> extends Endpoint<Input, Output> {
  file: FileField;
}

/** `endpoint<Output>()({...})`: the input type comes from the schema, the output type is named (FileAnswer for a file answer). */
export function endpoint<Output>() {
  return <Input>(spec: EndpointSpec<Input>): Endpoint<Input, Output> => spec;
}

/** `upload<Output>()({...})`: an endpoint that takes one file as multipart/form-data. */
export function upload<Output>() {
  return <Input>(spec: EndpointSpec<Input> & { file: FileField }): UploadEndpoint<Input, Output> => spec;
}

/** Any endpoint, for code that treats them all alike (the router, the clients). */
export type AnyEndpoint = Endpoint<unknown, unknown>;
export type InputOf<E> = E extends { input: Struct<infer I, unknown> } ? I : never;
export type OutputOf<E> = E extends { readonly output?: infer O } ? Exclude<O, undefined> : never;
/** What a caller hands in: the input, plus the file itself for an upload. */
export type CallInputOf<E> = E extends { file: FileField } ? InputOf<E> & { file: Blob } : InputOf<E>;

const paramPattern = /[:*]([A-Za-z_]+)/g;

export function pathParamNames(path: string): string[] {
  return [...path.matchAll(paramPattern)].map((match) => match[1]);
}

export function successStatus(endpoint: Pick<EndpointSpec<unknown>, "method" | "status">): number {
  return endpoint.status ?? (endpoint.method === "POST" ? 201 : 200);
}

/** Fills the path pattern from `input`; returns the path and the fields left over for query or body. */
export function buildPath(path: string, input: Record<string, unknown>): { path: string; rest: Record<string, unknown> } {
  const rest = { ...input };
  // Not React Router's generatePath: the web components' bundle calls this too, and it stays small.
  const filled = path.replace(paramPattern, (whole, name: string) => {
    const value = String(rest[name] ?? "");
    delete rest[name];
    return whole.startsWith("*") ? value.split("/").map(encodeURIComponent).join("/") : encodeURIComponent(value);
  });
  return { path: filled.replace(/\/{2,}/g, "/"), rest };
}

export function toQueryString(fields: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null || value === "") continue;
    params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** The address of a GET endpoint with its input, e.g. for a link (`<a href download>`). */
export function endpointUrl<I, O>(endpoint: Endpoint<I, O>, input: I): string {
  const built = buildPath(endpoint.path, input as Record<string, unknown>);
  return built.path + toQueryString(built.rest);
}
