// The confirmation mail of an order: composed in the order's language, sent through the mailer
// (SMTP or outbox) and logged on the order. Sent after the order's transaction has committed, so a
// mail never announces an order that is not there; resent from the order page and the admin.
import type { Config } from "../../config.ts";
import type { Db, Tx } from "../../db/client.ts";
import type { Logger } from "../../logger.ts";
import { logOrder } from "../order-log.ts";
import type { OrderActor } from "../order-states.ts";
import { loadOrderView } from "../order-view.ts";
import { composeOrderConfirmation } from "./order-confirmation-mail.ts";
import type { Mailer } from "./mailer.ts";

export interface OrderMailDeps {
  /** A transaction too: the order page's resend sends under the order row's lock, on one connection. */
  db: Db | Tx;
  config: Config;
  mailer: Mailer;
  log: Logger;
  /** The site's origin, for the order page's link. */
  origin: string;
}

/** Sends the order's confirmation to its e-mail address and logs it; false when there is no such order. */
export async function sendOrderConfirmation(deps: OrderMailDeps, orderId: number, actor: OrderActor): Promise<boolean> {
  const view = await loadOrderView(deps.db, orderId);
  if (!view) return false;
  const message = await composeOrderConfirmation(view, { config: deps.config, origin: deps.origin });
  await deps.mailer.send(message);
  await deps.db.transaction((tx) => logOrder(tx, orderId, actor, { action: "mail_sent", note: view.email }));
  deps.log.info({ order: view.code }, "order_confirmation_sent");
  return true;
}
