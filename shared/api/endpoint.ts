// One endpoint of the API contract: method, path pattern and the superstruct schema of its input.
// Path parameters are written `:name`; a trailing `*name` takes the rest of the path.
// Input fields that are not path parameters travel as the query string (GET) or JSON body (POST).
import type { Struct } from "superstruct";

export type Method = "GET" | "POST";

export interface Endpoint<Input, Output> {
  method: Method;
  path: string;
  input: Struct<Input, unknown>;
  /** Phantom field carrying the result type; never set at run time. */
  readonly output?: Output;
}

export function endpoint<Output>() {
  return <Input>(def: { method: Method; path: string; input: Struct<Input, unknown> }): Endpoint<Input, Output> => def;
}

export type InputOf<E> = E extends { input: Struct<infer I, unknown> } ? I : never;
export type OutputOf<E> = E extends { readonly output?: infer O } ? Exclude<O, undefined> : never;

const paramPattern = /[:*]([A-Za-z_]+)/g;

export function pathParamNames(path: string): string[] {
  return [...path.matchAll(paramPattern)].map((match) => match[1]);
}

/** Fills the path pattern from `input`; returns the path and the fields left over for query or body. */
export function buildPath(path: string, input: Record<string, unknown>): { path: string; rest: Record<string, unknown> } {
  const rest = { ...input };
  const filled = path.replace(paramPattern, (whole, name: string) => {
    const value = rest[name];
    delete rest[name];
    if (whole.startsWith("*")) return String(value ?? "").split("/").map(encodeURIComponent).join("/");
    return encodeURIComponent(String(value));
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
