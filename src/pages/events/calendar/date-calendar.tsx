// The date calendar (spec §2): a month view whose days with performances are links to `?date=` (so
// it works without JavaScript); other days are disabled. Arrow keys move between days (roving
// focus), Enter follows the link; the buttons above change the month.
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { Link } from "react-router";
import { useLang, useT } from "../../../i18n/index.tsx";
import { calendarSearch, dmyToIso, isoToDmy, type CalendarQuery } from "./query.ts";
import { dateTimeFormat } from "../../../../shared/lib/date-time-format.ts";

interface Month {
  year: number;
  month: number; // 1–12
}

const pad = (value: number) => String(value).padStart(2, "0");
const isoDay = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

function shift({ year, month }: Month, by: number): Month {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** Weekday names Monday first, in the page's language (UTC noon of a known Monday: no zone shift). */
function weekdayNames(lang: string): { short: string; long: string }[] {
  return Array.from({ length: 7 }, (_, index) => {
    const day = new Date(Date.UTC(2024, 0, 1 + index, 12));
    return {
      short: dateTimeFormat(lang, { weekday: "short", timeZone: "UTC" }).format(day),
      long: dateTimeFormat(lang, { weekday: "long", timeZone: "UTC" }).format(day),
    };
  });
}

export function DateCalendar({
  query,
  path,
  availableDates,
  onSelect,
}: {
  query: CalendarQuery;
  path: string;
  availableDates: string[];
  onSelect?: (date: string | undefined) => void;
}) {
  const t = useT();
  const lang = useLang();
  const selected = query.date ? dmyToIso(query.date) : undefined;
  const start = selected ?? availableDates[0];
  const initial: Month = start ? { year: Number(start.slice(0, 4)), month: Number(start.slice(5, 7)) } : { year: 2026, month: 1 };
  const [month, setMonth] = useState<Month>(initial);
  const available = new Set(availableDates);
  const daysInMonth = new Date(Date.UTC(month.year, month.month, 0)).getUTCDate();
  const firstWeekday = (new Date(Date.UTC(month.year, month.month - 1, 1)).getUTCDay() + 6) % 7;
  const days = Array.from({ length: daysInMonth }, (_, index) => isoDay(month.year, month.month, index + 1));
  const enabled = days.filter((day) => available.has(day));
  const focusTarget = selected && enabled.includes(selected) ? selected : enabled[0];
  const [focused, setFocused] = useState<string | undefined>(undefined);
  const current = focused && enabled.includes(focused) ? focused : focusTarget;
  const grid = useRef<HTMLTableElement>(null);
  const monthTitle = dateTimeFormat(lang, { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(Date.UTC(month.year, month.month - 1, 15)));
  const titleId = `${useId()}month`;

  const weeks: (string | null)[][] = [];
  const cells: (string | null)[] = [...Array.from({ length: firstWeekday }, () => null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const moves: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
    const by = moves[event.key];
    if (by === undefined || !current) return;
    event.preventDefault();
    // The next enabled day in that direction (days without performances cannot take focus).
    let index = days.indexOf(current) + by;
    while (index >= 0 && index < days.length && !available.has(days[index])) index += by > 0 ? 1 : -1;
    const target = days[index];
    if (!target) return;
    setFocused(target);
    grid.current?.querySelector<HTMLElement>(`[data-day="${target}"]`)?.focus();
  }

  return (
    <div className="date-calendar">
      <div className="date-calendar__head">
        <button type="button" className="date-calendar__nav" onClick={() => setMonth(shift(month, -1))} aria-label={t("events.previousMonth")}>
          ‹
        </button>
        <h2 id={titleId} className="date-calendar__title" aria-live="polite">
          {monthTitle}
        </h2>
        <button type="button" className="date-calendar__nav" onClick={() => setMonth(shift(month, 1))} aria-label={t("events.nextMonth")}>
          ›
        </button>
      </div>
      <table className="date-calendar__grid" aria-labelledby={titleId} ref={grid} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {weekdayNames(lang).map((name) => (
              <th key={name.long} scope="col" abbr={name.long}>
                {name.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, row) => (
            <tr key={row}>
              {week.map((day, column) => {
                if (!day) return <td key={column} />;
                const label = dateTimeFormat(lang, { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }).format(new Date(`${day}T12:00:00Z`));
                const number = Number(day.slice(8));
                if (!available.has(day)) {
                  return (
                    <td key={column}>
                      {/* Not a control, so no aria-label (HTML forbids it on a plain span): the full date is its text. */}
                      <span className="date-calendar__day">
                        <span aria-hidden="true">{number}</span>
                        <span className="visually-hidden">{label}</span>
                      </span>
                    </td>
                  );
                }
                const dmy = isoToDmy(day);
                return (
                  <td key={column}>
                    <Link
                      to={path + calendarSearch({ ...query, date: dmy })}
                      className="date-calendar__day date-calendar__day--available"
                      data-day={day}
                      aria-label={label}
                      aria-current={day === selected ? "date" : undefined}
                      tabIndex={day === current ? 0 : -1}
                      onClick={(event) => {
                        if (!onSelect) return;
                        event.preventDefault();
                        onSelect(dmy);
                      }}
                    >
                      {number}
                    </Link>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
