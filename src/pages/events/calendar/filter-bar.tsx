// The calendar's filters (spec §2) as a GET form of selects: without JavaScript "Apply" submits it to
// the same address; with JavaScript every change navigates at once (the URL is the state).
import { useId } from "react";
import { useT } from "../../../i18n/index.tsx";
import type { FilterOptions } from "./filter-options.ts";
import { filterNames, type CalendarQuery, type FilterName } from "./query.ts";

export function FilterBar({
  query,
  path,
  options,
  onChange,
}: {
  query: CalendarQuery;
  path: string;
  options: FilterOptions;
  onChange: (query: CalendarQuery) => void;
}) {
  const t = useT();
  const id = useId();
  return (
    <form className="filter-bar" method="get" action={path} aria-label={t("events.filters")} onSubmit={(event) => event.preventDefault()}>
      {query.date ? <input type="hidden" name="date" value={query.date} /> : null}
      {filterNames.map((name: FilterName) =>
        options[name].length === 0 ? null : (
          <div key={name} className="filter-bar__field">
            <label htmlFor={`${id}-${name}`} className="filter-bar__label">
              {t(`events.filter.${name}`)}
            </label>
            <select
              id={`${id}-${name}`}
              name={name}
              className="filter-bar__select"
              value={query[name] === undefined ? "" : String(query[name])}
              onChange={(event) => onChange({ ...query, [name]: event.target.value === "" ? undefined : Number(event.target.value) })}
            >
              <option value="">{t("events.all")}</option>
              {options[name].map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </select>
          </div>
        ),
      )}
      <noscript>
        <button type="submit" className="button filter-bar__apply">
          {t("events.apply")}
        </button>
      </noscript>
    </form>
  );
}
