// The shop API's own description, docs/shop-api.openapi.yaml, served as it is in the repository at
// GET /shop-api/v1/openapi.yaml: to anyone (it holds no secret), also when this process serves no
// shop API, so whoever writes an adapter reads the document of the release they talk to.
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { Request, Response } from "express";

export const SHOP_API_DOCUMENT = fileURLToPath(new URL("../../docs/shop-api.openapi.yaml", import.meta.url));

let document: Promise<Buffer> | undefined;

/** Answers the document; read once, it changes only with a release. */
export async function serveShopApiDocument(_req: Request, res: Response): Promise<void> {
  document ??= readFile(SHOP_API_DOCUMENT);
  const text = await document.catch((error: unknown) => {
    document = undefined;
    throw error;
  });
  res.type("text/yaml").set("Cache-Control", "public, max-age=3600").send(text);
}
