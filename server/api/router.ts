// Mounts every endpoint of the contract on Express, each the same way: policy check → call limit →
// input (path, query, JSON body or upload) checked with the endpoint's schema → handler → answer
// (JSON or a file), with the cookies the endpoint may set.
import express, { type NextFunction, type Request, type RequestHandler, type Response, type Router } from "express";
import { ApiError } from "../../shared/api/api-error.ts";
import { endpoints, type EndpointName } from "../../shared/api/contract/index.ts";
import { pathParamNames, successStatus, type AnyEndpoint, type FileAnswer } from "../../shared/api/endpoint.ts";
import { knownFields, validateInput } from "../../shared/api/validate-input.ts";
import { defaultLang, isLang } from "../../shared/lib/localized.ts";
import { translator, type TranslationKey } from "../../src/i18n/index.tsx";
import { closeWhenUnread } from "../http/body-limit.ts";
import { csrfProtection, type CsrfOptions } from "../http/csrf.ts";
import { RefusedBody } from "../http/json-bodies.ts";
import { readUpload, ClientGone } from "../http/uploads/multipart-upload.ts";
import { UploadRejected, type UploadProblem } from "../http/uploads/incoming-file.ts";
import { MAX_PIXELS } from "../services/uploads/readable-image.ts";
import { uploadsDir } from "../services/uploads/temp-files.ts";
import { authorize } from "./authorize.ts";
import { takeCallLimit, type CallLimits } from "./call-limits.ts";
import { handlers } from "./handlers/index.ts";
import type { ContextFor, RequestContext } from "./request-context.ts";

/** Where the API lives; nothing here touches page requests. */
export const apiMounts = ["/api", "/:lang/api", "/pageeditor-api", "/:lang/pageeditor-api", "/admin-api", "/:lang/admin-api"];

// The mounts as one test (Express matches paths without regard to case): a page request need not be
// tried against every API route.
const apiPathPattern = new RegExp(`^(?:${apiMounts.map((mount) => mount.replace(":lang", "[^/]+")).join("|")})(?:/|$)`, "i");

/** Whether `path` lies under an API mount (its answers are JSON, never the site's pages). */
export const isApiPath = (path: string): boolean => apiPathPattern.test(path);

/** `router` for the paths under an API mount only; every other request goes on at once. */
export function forApiPaths(router: Router): RequestHandler {
  return (req, res, next) => (isApiPath(req.path) ? router(req, res, next) : next());
}

/** Express 5 pattern for a contract path: a trailing `*rest` may be empty (the home page). */
function expressPath(contractPath: string): string {
  return contractPath.replace(/\/\*([A-Za-z_]+)/, "{/*$1}");
}

/** Fixed segments win over parameters (/events/by-jet-id/1/ before /events/:id/): fewer parameters first, then more fixed segments. */
function specificity(endpoint: AnyEndpoint): [number, number] {
  const segments = endpoint.path.split("/").filter(Boolean);
  return [pathParamNames(endpoint.path).length, -segments.filter((segment) => !/^[:*]/.test(segment)).length];
}

function paramsOf(req: Request, names: string[]): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const name of names) {
    const value = req.params[name] as string | string[] | undefined;
    params[name] = Array.isArray(value) ? value.join("/") : (value ?? "");
  }
  return params;
}

const uploadReasons: Record<UploadProblem, TranslationKey> = {
  empty: "forms.errors.fileEmpty",
  too_large: "forms.errors.fileTooLarge",
  type: "forms.errors.fileType",
  broken: "forms.errors.fileBroken",
  not_one: "forms.errors.fileOnlyOne",
  damaged: "forms.errors.fileDamaged",
  too_many_pixels: "forms.errors.imageTooManyPixels",
};

/** Refusals of an image by what it decodes to: their own error, so a client can tell them from a wrong type. */
const imageProblems = new Set<UploadProblem>(["damaged", "too_many_pixels"]);

function uploadError(problem: UploadProblem, endpoint: AnyEndpoint, lang: unknown): ApiError {
  const t = translator(isLang(lang) ? lang : defaultLang);
  const file = endpoint.file!;
  const reason = t(uploadReasons[problem], { max: file.maxBytes / 1024 / 1024, pixels: MAX_PIXELS / 1_000_000 });
  if (problem === "too_large") return new ApiError(413, { error: "payload too large", field: file.name, reason });
  return new ApiError(400, { error: imageProblems.has(problem) ? "unreadable_image" : "invalid_input", field: file.name, reason });
}

function sendFile(res: Response, status: number, answer: FileAnswer): void {
  // Express's attachment() writes Content-Disposition with the RFC 6266 encoding any file name needs.
  res.status(status).attachment(answer.filename).set("Content-Type", answer.contentType).send(typeof answer.body === "string" ? answer.body : Buffer.from(answer.body));
}

type AnyHandler = (input: never, ctx: RequestContext) => Promise<unknown>;

export interface ApiRouterOptions {
  contextFor: (req: Request, res: Response) => ContextFor;
  limits: CallLimits;
  /** The CSRF cookie's signing key, the site's origins and whether cookies are Secure. */
  csrf: CsrfOptions;
  dataDir: string;
  /** The contract and its handlers; tests mount their own. */
  api?: { endpoints: Record<string, AnyEndpoint>; handlers: Record<string, AnyHandler> };
}

export function createApiRouter(options: ApiRouterOptions): Router {
  const router = express.Router();
  router.use(apiMounts, (_req, res, next) => {
    res.set("Cache-Control", "no-store");
    next();
  });
  router.use(apiMounts, csrfProtection(options.csrf));

  const api = options.api ?? { endpoints: endpoints as Record<string, AnyEndpoint>, handlers: handlers as Record<string, AnyHandler> };
  const names = Object.keys(api.endpoints).sort((a, b) => {
    const [left, right] = [specificity(api.endpoints[a]), specificity(api.endpoints[b])];
    return left[0] - right[0] || left[1] - right[1];
  });
  for (const name of names) {
    const endpoint = api.endpoints[name];
    const handler = api.handlers[name] as (input: unknown, ctx: RequestContext) => Promise<unknown>;
    const paramNames = pathParamNames(endpoint.path);
    const route = async (req: Request, res: Response) => {
      const ctx = options.contextFor(req, res)(endpoint.cookies ?? []);
      const rawLang = req.params.lang ?? req.query.lang;
      authorize(endpoint, ctx.user, rawLang);
      await takeCallLimit(options.limits[name as EndpointName], ctx.clientAddress, isLang(rawLang) ? rawLang : defaultLang);
      const params = paramsOf(req, paramNames);
      const body = typeof req.body === "object" && req.body !== null && !endpoint.file ? (req.body as Record<string, unknown>) : {};
      const raw = endpoint.method === "GET" ? { ...knownFields(endpoint.input, req.query), ...params } : { ...body, ...params };
      let input: Record<string, unknown>;
      try {
        input = validateInput(endpoint.input, raw) as Record<string, unknown>;
      } catch (error) {
        if (error instanceof ApiError && error.status === 400 && endpoint.invalidInput) {
          const problem = { field: String(error.body.field), reason: String(error.body.reason) };
          req.log.warn({ endpoint: name, field: problem.field }, "invalid_input");
          throw new ApiError(400, endpoint.invalidInput(problem, raw));
        }
        throw error;
      }
      // An upload's other input comes from the path, so it is checked before the body is read.
      if (endpoint.file) {
        const file = await readUpload(req, endpoint.file, uploadsDir(options.dataDir)).catch((error: unknown) => {
          if (error instanceof ClientGone) return null;
          throw error instanceof UploadRejected ? uploadError(error.problem, endpoint, input.lang) : error;
        });
        if (!file) return void res.destroy();
        try {
          input = { ...input, file };
          res.status(successStatus(endpoint)).json(await handler(input, ctx));
        } catch (error) {
          await file.discard();
          throw error;
        }
        return;
      }
      const output = await handler(input, ctx);
      if (endpoint.answer === "file") sendFile(res, successStatus(endpoint), output as FileAnswer);
      else res.status(successStatus(endpoint)).json(output);
    };
    router[endpoint.method.toLowerCase() as "get" | "post" | "put" | "patch" | "delete"](expressPath(endpoint.path), route);
  }
  // Unknown API paths answer JSON, not the site's HTML 404.
  router.all(
    apiMounts.map((mount) => `${mount}{/*rest}`),
    () => {
      throw new ApiError(404, { error: "not found" });
    },
  );
  return router;
}

/** Turns any error of an API route into a JSON answer; unexpected ones are logged and never leak. */
export function apiErrorHandler() {
  return (error: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    // A refusal before the body was read (413, 403, 429 on an upload): the rest of it is not taken in.
    closeWhenUnread(req, res);
    if (error instanceof ApiError) return void res.status(error.status).set(error.headers).json(error.body);
    if (error instanceof RefusedBody) return void res.status(error.status).json({ error: "invalid_input", field: "body", reason: error.reason });
    const status = (error as { status?: number }).status;
    const type = (error as { type?: string }).type;
    if (status === 413) return void res.status(413).json({ error: "payload too large" });
    if (type === "entity.parse.failed") return void res.status(400).json({ error: "invalid_input", field: "body", reason: "is not valid JSON" });
    // Express could not decode a path parameter (`/de/api/events/%E0%A4%A/`).
    if (error instanceof URIError && status === 400) return void res.status(400).json({ error: "invalid_input", field: "path", reason: "has broken percent-encoding" });
    if (status && status >= 400 && status < 500) return void res.status(status).json({ error: "bad request" });
    req.log.error({ err: error }, "api_error");
    res.status(500).json({ error: "internal error" });
  };
}

