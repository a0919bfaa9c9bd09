// JSON request bodies: 100 kB is plenty for every call and keeps a flood of large bodies cheap to
// refuse; the editor's writes carry whole pages (long rich texts, many sections) and get 2 MB.
// Beyond the limit the API answers 413.
import express, { type Router } from "express";
import { endpoints } from "../../shared/api/contract/index.ts";

export const JSON_LIMIT = "100kb";
export const EDITOR_JSON_LIMIT = "2mb";

/** The calls whose bodies may be as large as a page. */
const largeBodies = [endpoints.savePageContent, endpoints.saveContainer, endpoints.setClipboard];

/** Parses JSON bodies: the editor's content writes up to EDITOR_JSON_LIMIT, everything else up to JSON_LIMIT. */
export function jsonBodies(): Router {
  const router = express.Router();
  const large = express.json({ limit: EDITOR_JSON_LIMIT });
  for (const endpoint of largeBodies) router[endpoint.method.toLowerCase() as "put" | "post"](endpoint.path, large);
  // A body parsed above is left alone by this one (the request stream is already consumed).
  router.use(express.json({ limit: JSON_LIMIT }));
  return router;
}
