// The hub's sales overview (for those who manage orders): seats sold, reserved and free per
// performance of the next 14 days, and the unpaid reservations lapsing within a day, each linked to
// its order in the admin.
import type { DashboardSales } from "../../../shared/api/contract/dashboard-sales.ts";
import { useLang, useT } from "../../i18n/index.tsx";
import { HubTime } from "./hub-time.tsx";

export function SalesPart({ sales }: { sales: DashboardSales | null }) {
  const t = useT();
  const lang = useLang();
  return (
    <section className="hub-part hub-sales" aria-labelledby="hub-sales">
      <h2 id="hub-sales">{t("hub.sales.title")}</h2>
      {!sales ? (
        <p className="hub-part__empty">{t("hub.failed")}</p>
      ) : (
        <>
          {sales.performances.length === 0 ? (
            <p className="hub-part__empty">{t("hub.sales.empty")}</p>
          ) : (
            <table className="hub-table">
              <caption>{t("hub.sales.caption")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("hub.sales.performance")}</th>
                  <th scope="col" className="hub-table__number">
                    {t("hub.sales.sold")}
                  </th>
                  <th scope="col" className="hub-table__number">
                    {t("hub.sales.reserved")}
                  </th>
                  <th scope="col" className="hub-table__number">
                    {t("hub.sales.free")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {sales.performances.map((performance) => (
                  <tr key={performance.id} data-event-id={performance.id}>
                    <th scope="row">
                      {performance.title}
                      <span className="hub-sales__meta">
                        <HubTime at={performance.date_start} lang={lang} /> · {performance.venue} · {t("hub.sales.capacity", { count: performance.capacity })}
                      </span>
                    </th>
                    <td className="hub-table__number">{performance.sold}</td>
                    <td className="hub-table__number">{performance.reserved}</td>
                    <td className="hub-table__number">{performance.free}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <div className="hub-part__block">
            <h3 id="hub-sales-due">{t("hub.sales.dueTitle")}</h3>
            {sales.due.length === 0 ? (
              <p className="hub-part__empty">{t("hub.sales.dueEmpty")}</p>
            ) : (
              <ol className="hub-list" aria-labelledby="hub-sales-due">
                {sales.due.map((reservation) => (
                  <li key={reservation.order_id} className="hub-list__item">
                    <p className="hub-list__what">
                      <a href={reservation.url}>{t("hub.sales.order", { code: reservation.code })}</a> · {reservation.name} · {t("hub.sales.tickets", { count: reservation.tickets })} ·{" "}
                      {t(reservation.status === "pending" ? "hub.sales.pendingStatus" : "hub.sales.reservedStatus")}
                    </p>
                    <p className="hub-list__meta">
                      {t("hub.sales.deadline")} <HubTime at={reservation.release_at} lang={lang} />
                    </p>
                  </li>
                ))}
              </ol>
            )}
          </div>
        </>
      )}
    </section>
  );
}
