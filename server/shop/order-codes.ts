// The codes of an order: what people read and type (the order code, a ticket's code), and the keys
// nobody can guess (the order page's secret). Codes use an alphabet without look-alikes (no 0/O,
// 1/I), so a code read off paper or over the phone is typed right. All come from the operating
// system's cryptographic random source.
import { randomBytes, randomInt } from "node:crypto";
import { TICKET_CODE_LENGTH } from "../../shared/ticketing/ticket-code.ts";

/** 32 letters and digits a person cannot mistake for one another. */
export const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** Order codes are this long: 32^8 ≈ 1.1·10^12 of them. */
export const ORDER_CODE_LENGTH = 8;
/** Ticket codes are TICKET_CODE_LENGTH long (32^12 ≈ 1.2·10^18), so typing one at the door cannot hit another by chance. */

export function randomCode(length: number): string {
  let code = "";
  for (let i = 0; i < length; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** A new order code, e.g. "K7QX2MHP". */
export const newOrderCode = (): string => randomCode(ORDER_CODE_LENGTH);

/** The order page's key: 32 random bytes in base64url (43 characters). */
export const newOrderSecret = (): string => randomBytes(32).toString("base64url");

/** A ticket's code: what its QR code holds and what check-in types. */
export const newTicketSecret = (): string => randomCode(TICKET_CODE_LENGTH);

/** The bank transfer's reference (Verwendungszweck): the order code, which the box office finds the order by. */
export const paymentReferenceFor = (orderCode: string): string => `Bestellung ${orderCode}`;
