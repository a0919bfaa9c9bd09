// The hub's part on visitors' accounts (admins only, issue 26): new accounts, redeemed vouchers and
// sold gift cards in the last 7 and 30 days, and the gift cards' outstanding balance.
import type { DashboardAccounts } from "../../../shared/api/contract/dashboard-accounts.ts";
import { formatPrice } from "../../../shared/lib/format-price.ts";
import { useLang, useT } from "../../i18n/index.tsx";

export function AccountsPart({ accounts }: { accounts: DashboardAccounts | null }) {
  const t = useT();
  const lang = useLang();
  const rows = [
    ["hub.accounts.newAccounts", (window: DashboardAccounts["windows"][number]) => String(window.new_accounts)],
    ["hub.accounts.redeemedVouchers", (window: DashboardAccounts["windows"][number]) => String(window.redeemed_vouchers)],
    ["hub.accounts.giftCardsSold", (window: DashboardAccounts["windows"][number]) => String(window.gift_cards_sold)],
    ["hub.accounts.giftCardsSoldValue", (window: DashboardAccounts["windows"][number]) => formatPrice(window.gift_cards_sold_cents, lang)],
  ] as const;
  return (
    <section className="hub-part hub-accounts" aria-labelledby="hub-accounts">
      <h2 id="hub-accounts">{t("hub.accounts.title")}</h2>
      {!accounts ? (
        <p className="hub-part__empty">{t("hub.failed")}</p>
      ) : (
        <>
          <table className="hub-table">
            <caption>{t("hub.accounts.caption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("hub.accounts.measure")}</th>
                {accounts.windows.map((window) => (
                  <th key={window.days} scope="col" className="hub-table__number">
                    {t("hub.accounts.days", { count: window.days })}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map(([label, value]) => (
                <tr key={label}>
                  <th scope="row">{t(label)}</th>
                  {accounts.windows.map((window) => (
                    <td key={window.days} className="hub-table__number">
                      {value(window)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <p className="hub-part__block">
            {t("hub.accounts.balance")} {formatPrice(accounts.gift_card_balance_cents, lang)}
          </p>
        </>
      )}
    </section>
  );
}
