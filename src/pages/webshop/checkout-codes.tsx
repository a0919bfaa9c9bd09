// The checkout's voucher and gift card codes: a field to redeem a code, the codes redeemed (each with
// a button to remove it) and the summary with each discount, each gift card's part and what is still
// due. Part of the checkout's plain form: "Redeem code" and "Remove" post it with their intent and
// the page comes back with the codes checked (checkout-action.ts), with or without JavaScript; the
// codes travel as hidden fields to the order.
import type { CodesSummary } from "../../../shared/api/contract/vouchers.ts";
import { voucherLimits } from "../../../shared/api/contract/vouchers.ts";
import { formatPrice } from "../../../shared/lib/format-price.ts";
import { useLang, useT } from "../../i18n/index.tsx";

/** The codes part of a checkout post's answer. */
export interface CheckoutCodes {
  /** The codes redeemed so far, normalized, in the order entered. */
  list: string[];
  summary: CodesSummary | null;
  /** Why the code just entered was refused. */
  problem: string | null;
  /** The code just entered, kept in the field when refused. */
  typed: string;
  /** The post was about the codes: the focus goes back to the code field. */
  focus: boolean;
}

export const CODE_FIELD = "code_new";
export const CODE_INTENT = "code";

/** The summary's lines: the tickets' sum, each discount, each gift card's part, what is due. */
interface SummaryRow {
  label: string;
  cents: number;
  minus?: boolean;
  strong?: boolean;
}

function summaryRows(summary: CodesSummary, t: ReturnType<typeof useT>): SummaryRow[] {
  return [
    { label: t("vouchers.ticketsSum"), cents: summary.tickets_cents },
    ...summary.discounts.map((discount) => ({ label: t("vouchers.discount", { code: discount.code }), cents: discount.cents, minus: true })),
    ...summary.gift_cards.map((card) => ({ label: t("vouchers.paidWithCard", { last: card.last }), cents: card.cents, minus: true })),
    { label: t("vouchers.due"), cents: summary.due_cents, strong: true },
  ];
}

export function CheckoutCodesPart({ codes }: { codes: CheckoutCodes | undefined }) {
  const t = useT();
  const lang = useLang();
  const list = codes?.list ?? [];
  const summary = codes?.summary ?? null;
  return (
    <section className="checkout-section" aria-labelledby="checkout-codes-title">
      <h2 id="checkout-codes-title" className="checkout-section__title">
        {t("vouchers.codesHeading")}
      </h2>
      {list.map((code) => (
        <input key={code} type="hidden" name="code" value={code} />
      ))}
      {list.length > 0 ? (
        <ul className="checkout-codes" aria-label={t("vouchers.codesTitle")}>
          {list.map((code) => (
            <li key={code}>
              <span>{code}</span>
              <button type="submit" className="button button--secondary" name="intent" value={`remove:${code}`} aria-label={t("vouchers.removeCode", { code })}>
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="form-field checkout-code">
        <label htmlFor="checkout-code" className="form-field__label">
          {t("vouchers.codeLabel")}
        </label>
        {codes?.problem ? (
          <p className="form-field__error" id="checkout-code-problem" role="alert">
            {codes.problem}
          </p>
        ) : null}
        <div className="checkout-code__row">
          <input
            id="checkout-code"
            name={CODE_FIELD}
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={voucherLimits.code}
            defaultValue={codes?.typed ?? ""}
            autoFocus={codes?.focus}
            aria-invalid={codes?.problem ? true : undefined}
            aria-describedby={codes?.problem ? "checkout-code-problem" : undefined}
          />
          <button type="submit" className="button button--secondary" name="intent" value={CODE_INTENT}>
            {t("vouchers.addCode")}
          </button>
        </div>
      </div>
      {summary ? (
        <dl className="checkout-code-summary">
          {summaryRows(summary, t).map((row) => (
            <div key={row.label} className="checkout-code-summary__row">
              <dt>{row.label}</dt>
              <dd>{row.strong ? <strong>{formatPrice(row.cents, lang)}</strong> : row.minus ? `− ${formatPrice(row.cents, lang)}` : formatPrice(row.cents, lang)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}
