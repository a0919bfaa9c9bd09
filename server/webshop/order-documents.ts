// The files of an order, beside its page /webshop/order/{code}/{secret} (the code and secret are the
// key, as for the page):
// - tickets.pdf: the tickets, one page each (also for pick-up orders: the box office prints the same);
//   unpaid orders' pages are marked as such; none for a cancelled or expired order.
// - girocode.svg: the GiroCode of an unpaid bank-transfer order, for the order page.
// Every other case, a wrong secret included, is the same 404: the answer tells nothing about orders.
// The answers are private, never stored and never indexed (they carry the tickets' secrets).
import express, { type Request, type Response } from "express";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { orderIdForKey } from "../shop/order-access.ts";
import { loadOrderView, type OrderView } from "../shop/order-view.ts";
import { giroCodeSvg } from "../shop/documents/girocode.ts";
import { orderGiroCodePayload } from "../shop/documents/order-girocode.ts";
import { ticketPdf, ticketPdfFilename } from "../shop/documents/ticket-pdf.ts";

export interface OrderDocumentsDeps {
  db: Db;
  config: Config;
  /** The site's 404 page. */
  notFound: (req: Request, res: Response) => void;
}

const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

export function orderDocuments(deps: OrderDocumentsDeps): express.Router {
  const router = express.Router({ caseSensitive: true, strict: true });

  /** The order the path's code and secret open, or null. */
  async function orderOf(req: Request): Promise<OrderView | null> {
    const { code, secret } = req.params as { code: string; secret: string };
    const id = await orderIdForKey(deps.db, code, secret);
    return id === null ? null : loadOrderView(deps.db, id);
  }

  router.get("/webshop/order/:code/:secret/tickets.pdf", async (req, res) => {
    const view = await orderOf(req);
    if (!view || view.status === "cancelled" || view.status === "expired" || view.tickets.length === 0) return deps.notFound(req, res);
    const pdf = await ticketPdf(view, { siteName: deps.config.siteName, theatreAddress: deps.config.theatreAddress });
    res.status(200).set(PRIVATE).attachment(ticketPdfFilename(view.code)).type("application/pdf").send(Buffer.from(pdf));
  });

  router.get("/webshop/order/:code/:secret/girocode.svg", async (req, res) => {
    const view = await orderOf(req);
    const payload = view && orderGiroCodePayload(view, deps.config);
    if (!payload) return deps.notFound(req, res);
    res.status(200).set(PRIVATE).type("image/svg+xml").send(await giroCodeSvg(payload));
  });

  return router;
}
