// The seam to payments (DESIGN.md "Shop"). A payment method says whether it can be offered for an
// order, what state a new order of it starts in and until when it is held unpaid, and what the
// visitor must do to pay. The built-in ones need no outside service: pay at the box office and bank
// transfer (with a GiroCode). A card provider would be one more file here: its orders start
// `pending`, checkout sends the visitor on to the provider's payment page instead of the order page,
// and the provider's signed confirmation (a webhook route) marks the order paid through
// order-transitions.ts; see README "Selling tickets".
import type { Localized } from "../../../shared/lib/localized.ts";

/** The shop's payment settings (config.ts): deadlines and the bank account. */
export interface PaymentSettings {
  /** An unpaid box-office reservation is released this many hours after ordering … */
  reservationHours: number;
  /** … and at the latest this many minutes before the (first) performance. */
  reservationMinutesBefore: number;
  /** A bank transfer must arrive within this many days … */
  transferDays: number;
  /** … and at the latest this many days before the (first) performance; closer to it, transfer is not offered. */
  transferDaysBefore: number;
  /** The account transfers go to; bank transfer is offered only when an IBAN is set. */
  bankAccount: { holder: string; iban: string; bic: string } | null;
}

/** What a payment method decides from. */
export interface PaymentContext {
  now: Date;
  /** The earliest start among the order's performances. */
  firstPerformance: Date;
  settings: PaymentSettings;
}

/** The state a new order starts in, and until when it is held unpaid (null: not held, e.g. paid). */
export interface InitialState {
  status: "reserved" | "pending" | "paid";
  releaseAt: Date | null;
}

/** What an order of this method shows and mails about paying. */
export type PaymentInstructions =
  | { kind: "box_office"; payUntil: Date }
  | { kind: "bank_transfer"; payUntil: Date; holder: string; iban: string; bic: string; amountCents: number; reference: string }
  | { kind: "paid" };

export interface PaymentMethod {
  id: string;
  label: Localized;
  /** Visitors may choose it at checkout (false: only staff at the counter, e.g. cash). */
  online: boolean;
  /** Whether it can be offered for an order now (e.g. a transfer needs days before the performance). */
  offered(context: PaymentContext): boolean;
  initialState(context: PaymentContext): InitialState;
  /** How to pay an order of this method that is not paid yet: `dueCents` is what gift cards left to pay. */
  instructions(order: { releaseAt: Date | null; dueCents: number; paymentReference: string }, settings: PaymentSettings): PaymentInstructions;
}
