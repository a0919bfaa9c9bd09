// A gift card's code: 16 characters of the order codes' alphabet (32^16 ≈ 1.2·10^24, so guessing one
// is hopeless), printed in groups of four. What a person types is read leniently: spaces, dashes and
// small letters are fine.
import { randomCode } from "../order-codes.ts";

export const GIFT_CARD_CODE_LENGTH = 16;

export const newGiftCardCode = (): string => randomCode(GIFT_CARD_CODE_LENGTH);

/** The code as stored, from what was typed: "abcd-efgh …" → "ABCDEFGH…". */
export const normalizedGiftCardCode = (typed: string): string => typed.replace(/[\s-]+/g, "").toUpperCase();

// The code as printed and shown: the user area shows it too, so it lives with the contract.
export { printedGiftCardCode } from "../../../shared/api/contract/gift-cards.ts";
