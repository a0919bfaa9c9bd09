// JSON request bodies: 100 kB is plenty for every call and keeps a flood of large bodies cheap to
// refuse; the editor's writes carry whole pages (long rich texts, many sections) and get 2 MB.
// Beyond the limit the API answers 413 at once and closes the connection (body-limit.ts).
import express, { type Router } from "express";
import { endpoints } from "../../shared/api/contract/index.ts";
import { limitedBody } from "./body-limit.ts";

export const JSON_LIMIT = 100 * 1024;
export const EDITOR_JSON_LIMIT = 2 * 1024 * 1024;

/** The calls whose bodies may be as large as a page. */
const largeBodies = [endpoints.savePageContent, endpoints.saveContainer, endpoints.setClipboard];

const jsonParser = (limit: number) => limitedBody(express.json({ limit }), { limit, type: "application/json" });

/** Parses JSON bodies: the editor's content writes up to EDITOR_JSON_LIMIT, everything else up to JSON_LIMIT. */
export function jsonBodies(): Router {
  const router = express.Router();
  const large = jsonParser(EDITOR_JSON_LIMIT);
  for (const endpoint of largeBodies) router[endpoint.method.toLowerCase() as "put" | "post"](endpoint.path, large);
  // A body parsed above is left alone by this one (the request stream is already consumed).
  router.use(jsonParser(JSON_LIMIT));
  return router;
}
