// The texts of voucher and gift card codes: the checkout's code field and summary, the order's totals
// and the user area's coupons. Loaded with the screens that show them (bundled-texts.ts for the
// server), not with every page.
export const voucherTextsDe = {
  vouchers: {
    codesHeading: "Gutschein einlösen",
    codeLabel: "Gutschein- oder Geschenkkarten-Code",
    addCode: "Code einlösen",
    removeCode: "Code {{code}} entfernen",
    codesTitle: "Eingelöste Codes",
    errors: {
      invalid: "Der Code {{code}} ist nicht gültig.",
      notCombinable: "Der Gutschein {{code}} lässt sich nicht mit anderen Gutscheinen kombinieren.",
      notApplicable: "Der Gutschein {{code}} gilt nicht für die Karten in Ihrem Warenkorb.",
      empty: "Bitte geben Sie einen Code ein.",
      tooMany: "Sie können höchstens {{max}} Codes einlösen.",
      tooManyAttempts: "Zu viele Versuche mit Codes. Bitte warten Sie etwas und versuchen Sie es dann erneut.",
    },
    ticketsSum: "Summe der Karten",
    discount: "Gutschein {{code}}",
    total: "Gesamt",
    paidWithCard: "Bezahlt mit Geschenkkarte …{{last}}",
    due: "Noch zu zahlen",
    coveredMethod: "Mit Gutschein bzw. Geschenkkarte bezahlt",
  },
};

export type VoucherTextsDictionary = typeof voucherTextsDe;

export const voucherTextsEn: VoucherTextsDictionary = {
  vouchers: {
    codesHeading: "Redeem a voucher",
    codeLabel: "Voucher or gift card code",
    addCode: "Redeem code",
    removeCode: "Remove code {{code}}",
    codesTitle: "Redeemed codes",
    errors: {
      invalid: "The code {{code}} is not valid.",
      notCombinable: "The voucher {{code}} cannot be combined with other vouchers.",
      notApplicable: "The voucher {{code}} does not apply to the tickets in your cart.",
      empty: "Please enter a code.",
      tooMany: "You can redeem at most {{max}} codes.",
      tooManyAttempts: "Too many attempts with codes. Please wait a little and then try again.",
    },
    ticketsSum: "Tickets",
    discount: "Voucher {{code}}",
    total: "Total",
    paidWithCard: "Paid with gift card …{{last}}",
    due: "Still to pay",
    coveredMethod: "Paid with voucher or gift card",
  },
};
