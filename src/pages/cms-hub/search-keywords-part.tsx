// The hub's search terms: the most searched terms of the last 30 days and those that found nothing.
import type { SearchKeyword, SearchKeywords } from "../../../shared/api/dashboard-types.ts";
import { useT } from "../../i18n/index.tsx";

function KeywordTable({ caption, countLabel, rows }: { caption: string; countLabel: string; rows: SearchKeyword[] }) {
  const t = useT();
  return (
    <table className="hub-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t("hub.search.term")}</th>
          <th scope="col" className="hub-table__number">
            {countLabel}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.query}>
            <th scope="row">{row.query}</th>
            <td className="hub-table__number">{row.count}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function SearchKeywordsPart({ keywords }: { keywords: SearchKeywords | null }) {
  const t = useT();
  return (
    <section className="hub-part hub-search" aria-labelledby="hub-search">
      <h2 id="hub-search">{t("hub.search.title")}</h2>
      {!keywords ? (
        <p className="hub-part__empty">{t("hub.failed")}</p>
      ) : keywords.top.length === 0 ? (
        <p className="hub-part__empty">{t("hub.search.none")}</p>
      ) : (
        <div className="hub-part__columns">
          <KeywordTable caption={t("hub.search.top")} countLabel={t("hub.search.searches")} rows={keywords.top} />
          {keywords.empty.length > 0 ? (
            <KeywordTable caption={t("hub.search.empty")} countLabel={t("hub.search.misses")} rows={keywords.empty} />
          ) : (
            <p className="hub-part__empty">{t("hub.search.noneEmpty")}</p>
          )}
        </div>
      )}
    </section>
  );
}
