// The selected filters (and date) as chips, each with a remove link, plus "Reset filters".
import { Link } from "react-router";
import { useT } from "../../../i18n/index.tsx";
import type { FilterOptions } from "./filter-options.ts";
import { calendarSearch, filterNames, hasSelection, type CalendarQuery } from "./query.ts";

export function FilterChips({ query, path, options }: { query: CalendarQuery; path: string; options: FilterOptions }) {
  const t = useT();
  if (!hasSelection(query)) return null;
  const chips: { key: string; label: string; without: CalendarQuery }[] = [];
  if (query.date) chips.push({ key: "date", label: query.date.replaceAll("-", "."), without: { ...query, date: undefined } });
  for (const name of filterNames) {
    const value = query[name];
    if (value === undefined) continue;
    const option = options[name].find((entry) => entry.id === value);
    chips.push({ key: name, label: `${t(`events.filter.${name}`)}: ${option?.name ?? value}`, without: { ...query, [name]: undefined } });
  }
  return (
    <div className="filter-chips">
      <ul className="filter-chips__list" aria-label={t("events.selected")}>
        {chips.map((chip) => (
          <li key={chip.key} className="filter-chips__chip">
            <span>{chip.label}</span>
            <Link to={path + calendarSearch(chip.without)} className="filter-chips__remove" aria-label={t("events.remove", { name: chip.label })}>
              ×
            </Link>
          </li>
        ))}
      </ul>
      <Link to={path} className="filter-chips__reset">
        {t("events.reset")}
      </Link>
    </div>
  );
}
