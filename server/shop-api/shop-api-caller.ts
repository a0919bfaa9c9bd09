// Who may call the shop API (docs/shop-api.openapi.yaml): a caller that presents this process's
// SHOP_API_TOKEN as a bearer token, i.e. the theatre's site (its ticketing provider and its proxy).
// Without a configured token there is no shop API at all: it can fill anyone's cart.
import { createHash, timingSafeEqual } from "node:crypto";
import type { Request } from "express";

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Whether the request carries `Authorization: Bearer <token>` with this process's token (compared in constant time). */
export function isShopApiCaller(req: Request, token: string | undefined): boolean {
  if (!token) return false;
  const match = /^Bearer ([\x21-\x7e]{1,256})$/.exec(req.get("authorization") ?? "");
  return !!match && timingSafeEqual(digest(match[1]!), digest(token));
}
