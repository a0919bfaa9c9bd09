// The shop API's failures (docs/shop-api.openapi.yaml "CartFailure"): the HTTP status of the code
// table with {error: short name, response_code, message in the caller's language}; a bad input also
// names the field and the reason. Whatever goes wrong at the edge (broken or deep JSON, a wrong
// charset, a parameter Express cannot decode) is such a -100, never a 500.
import type { NextFunction, Request, Response } from "express";
import { isApiError } from "../../shared/api/api-error.ts";
import type { Lang } from "../../shared/lib/localized.ts";
import { cartResponseCodes, cartResponseMessages, cartResponseStatus, type CartResponseCode } from "../../shared/ticketing/cart-response-codes.ts";
import { closeWhenUnread } from "../http/body-limit.ts";
import { RefusedBody } from "../http/json-bodies.ts";

type CodeName = keyof typeof cartResponseCodes;

/** "eventNotOnSale" → "event_not_on_sale": the code's name as the API's short error name. */
const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

const shortNames = new Map<number, string>(Object.entries(cartResponseCodes).map(([name, code]) => [code, snakeCase(name as CodeName)]));

export interface ShopApiFailureBody {
  error: string;
  response_code: CartResponseCode;
  message: string;
  field?: string;
  reason?: string;
}

/** A failed call: thrown by the handlers, answered by shopApiErrors. */
export class ShopApiFailure extends Error {
  readonly status: number;
  readonly body: ShopApiFailureBody;

  constructor(code: CartResponseCode, lang: Lang, problem: { field?: string; reason?: string } = {}) {
    super(shortNames.get(code));
    this.status = cartResponseStatus[code];
    this.body = { error: shortNames.get(code)!, response_code: code, message: cartResponseMessages[code][lang], ...problem };
  }
}

/** A -100 naming the field and the reason. */
export const invalidInput = (field: string, reason: string, lang: Lang = "de") => new ShopApiFailure(cartResponseCodes.invalidRequest, lang, { field, reason });

/** Why the body parser refused a body, as field "body" and a reason; null for other errors. */
function bodyProblem(error: unknown): string | null {
  if (error instanceof RefusedBody) return error.reason;
  const type = (error as { type?: string }).type;
  if (type === "entity.parse.failed") return "is not valid JSON";
  if (type === "entity.too.large") return "is larger than 100 kB";
  if (typeof type === "string" && type.startsWith("encoding.")) return "has an encoding this API does not read";
  return null;
}

/** The shop API's error handler: its failures as they are, every refusal of the input as -100, the rest a 500 that is logged and never leaks. */
export function shopApiErrors() {
  return (error: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    closeWhenUnread(req, res);
    res.set("Cache-Control", "no-store");
    if (error instanceof ShopApiFailure) return void res.status(error.status).json(error.body);
    // superstruct's refusal turned into an ApiError by validateInput: field and reason.
    if (isApiError(error) && error.status === 400) return void res.status(400).json(invalidInput(String(error.body.field), String(error.body.reason)).body);
    const problem = bodyProblem(error);
    if (problem) return void res.status(400).json(invalidInput("body", problem).body);
    if (error instanceof URIError) return void res.status(400).json(invalidInput("path", "has broken percent-encoding").body);
    req.log.error({ err: error }, "shop_api_error");
    res.status(500).json({ error: "internal_error" });
  };
}
