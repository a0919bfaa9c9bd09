// The keys of an order: its code (what the visitor and the box office read and type), its secret
// (the order page's key) and each ticket's secret (its QR code). Codes use an alphabet without
// look-alikes (no 0/O, 1/I/L), drawn without bias from the system's cryptographic random source.
import { randomBytes, randomInt } from "node:crypto";

export const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

function randomCode(length: number): string {
  let code = "";
  for (let i = 0; i < length; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** An order's code: 8 characters (32^8 ≈ 10^12; unique in the table, a clash is drawn again). */
export const newOrderCode = (): string => randomCode(8);

/** The order page's key: 32 random bytes, base64url. */
export const newOrderSecret = (): string => randomBytes(32).toString("base64url");

/** A ticket's secret, which its QR code holds: 12 characters (32^12 ≈ 10^18). */
export const newTicketSecret = (): string => randomCode(12);
