// JSON request bodies: 100 kB is plenty for every call and keeps a flood of large bodies cheap to
// refuse; the editor's writes carry whole pages (long rich texts, many sections) and get 2 MB.
// Beyond the limit the API answers 413 at once and closes the connection (body-limit.ts). Nesting is
// limited too: JSON.parse copes with any depth, but whatever walks the parsed value recursively
// afterwards (the schema checks) would overflow the stack.
import express, { type Router } from "express";
import { endpoints } from "../../shared/api/contract/index.ts";
import { limitedBody } from "./body-limit.ts";

export const JSON_LIMIT = 100 * 1024;
export const EDITOR_JSON_LIMIT = 2 * 1024 * 1024;

/** Arrays and objects inside each other; the editor's content stays far below (the demo season's pages: 9 levels). */
export const MAX_JSON_DEPTH = 64;

/** The calls whose bodies may be as large as a page. */
const largeBodies = [endpoints.savePageContent, endpoints.saveContainer, endpoints.setClipboard];

/**
 * Whether JSON text nests arrays and objects deeper than `limit`, found by counting brackets outside
 * strings: cheap, and done before anything recursive sees the value.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c) index++; // a backslash escapes the next character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      if (++depth > limit) return true;
    } else if (char === 0x5d || char === 0x7d) depth--;
  }
  return false;
}

/** A body the API refuses before parsing it; apiErrorHandler answers it with field "body" and the reason. */
export class RefusedBody extends Error {
  constructor(
    readonly status: 400 | 415,
    readonly type: "entity.too.deep" | "charset.unsupported",
    readonly reason: string,
  ) {
    super(reason);
  }
}

/** body-parser's check of the raw body before it is parsed. */
function checkBeforeParsing(_req: unknown, _res: unknown, body: Buffer, encoding: string): void {
  // JSON between systems is UTF-8 (RFC 8259); our clients send nothing else.
  if (!/^utf-?8$/i.test(encoding)) throw new RefusedBody(415, "charset.unsupported", "must be JSON in UTF-8");
  // Read as Latin-1, UTF-8 keeps every ASCII bracket and quote where it is, and no other byte looks like one.
  if (nestsDeeperThan(body.toString("latin1"), MAX_JSON_DEPTH)) throw new RefusedBody(400, "entity.too.deep", `must not nest lists and objects deeper than ${MAX_JSON_DEPTH} levels`);
}

/** A JSON body parser: at most `limit` bytes, UTF-8, nested no deeper than MAX_JSON_DEPTH. */
export const jsonParser = (limit: number) => limitedBody(express.json({ limit, verify: checkBeforeParsing }), { limit, type: "application/json" });

/** Parses JSON bodies: the editor's content writes up to EDITOR_JSON_LIMIT, everything else up to JSON_LIMIT; none deeper than MAX_JSON_DEPTH. */
export function jsonBodies(): Router {
  const router = express.Router();
  const large = jsonParser(EDITOR_JSON_LIMIT);
  for (const endpoint of largeBodies) router[endpoint.method.toLowerCase() as "put" | "post"](endpoint.path, large);
  // A body parsed above is left alone by this one (the request stream is already consumed).
  router.use(jsonParser(JSON_LIMIT));
  return router;
}
