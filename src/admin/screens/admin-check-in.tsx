// Check-in at the door (/admin/check-in), made for a phone: first the performance (today's first,
// then the coming ones), then each ticket — scanned with the camera where the browser can read QR
// codes, or typed (a hardware scanner types too; Enter checks). The answer appears at once in large
// type, colour, icon and words, and is announced: politely when the ticket is valid, assertively when
// it is refused or used already. After a typed code the field is empty and focused for the next one.
// Without JavaScript the code field still works as a plain form.
import { useRef, useState, type FormEvent } from "react";
import { Link, useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { isApiError } from "../../../shared/api/api-error.ts";
import { CHECK_IN_CODE_MAX, type CheckInAnswer, type CheckInCounts, type CheckInPerformance, type CheckInPerformances } from "../../../shared/api/contract/check-in.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import { apiFrom, required, routeError, useApi } from "../../api/loader-api.ts";
import { useHydrated } from "../../components/media/use-hydrated.ts";
import { formatShortDate, formatTime } from "../../lib/format-date.ts";
import { adminHref, adminLang } from "../../lib/admin-urls.ts";
import { CheckInAnswerPanel, toneOf } from "../check-in/check-in-answer.tsx";
import { QrScanner } from "../check-in/qr-scanner.tsx";
import "../../styles/check-in.css";
import { translator } from "../../i18n/index.tsx";

interface CheckInData {
  lang: Lang;
  list: CheckInPerformances;
  /** The performance the door checks in; null while it is being chosen. */
  chosen: CheckInPerformance | null;
}

/** What a check shows: the answer, or why there is none. */
interface Outcome {
  answer: CheckInAnswer | null;
  failed: string | null;
}

export async function loadCheckIn({ request, context }: LoaderFunctionArgs): Promise<CheckInData> {
  const url = new URL(request.url);
  const lang = adminLang(url.searchParams);
  const list = await required(apiFrom(context).checkInPerformances({ lang }));
  const event = url.searchParams.get("event");
  const chosen = event === null ? null : (list.performances.find((performance) => String(performance.id) === event) ?? null);
  if (event !== null && !chosen) routeError(404, { kind: "route", error: "no such performance to check in" });
  return { lang, list, chosen };
}

/** The code field posted without JavaScript. */
export async function checkInAction({ request, context }: ActionFunctionArgs): Promise<Outcome> {
  const url = new URL(request.url);
  const lang = adminLang(url.searchParams);
  const t = translator(lang);
  const code = String((await request.formData()).get("code") ?? "");
  const event = Number(url.searchParams.get("event"));
  try {
    return { answer: await apiFrom(context).checkInTicket({ lang, code, ...(event > 0 ? { event_id: event } : {}) }), failed: null };
  } catch (error) {
    if (isApiError(error) && error.status < 500) return { answer: null, failed: typeof error.body.reason === "string" ? error.body.reason : t("checkIn.failed") };
    throw error;
  }
}

/** "Sa, 28.11., 19:30 Uhr · Großes Haus, Saal". */
const whenAndWhere = (performance: CheckInPerformance, lang: Lang) =>
  `${formatShortDate(performance.date_start, lang)}, ${formatTime(performance.date_start, lang)} · ${[performance.venue, performance.room].filter(Boolean).join(", ")}`;

function PerformanceChoice({ list, lang }: { list: CheckInPerformances; lang: Lang }) {
  const t = translator(lang);
  const today = list.performances.filter((performance) => performance.is_today);
  const upcoming = list.performances.filter((performance) => !performance.is_today);
  const group = (id: string, heading: string, performances: CheckInPerformance[], empty: string) => (
    <section aria-labelledby={id} className="check-in-choice">
      <h2 id={id}>{heading}</h2>
      {performances.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ul>
          {performances.map((performance) => (
            <li key={performance.id}>
              <Link to={adminHref("/check-in", lang, { event: String(performance.id) })}>
                <span className="check-in-choice__title">{performance.title}</span>
                <span>{whenAndWhere(performance, lang)}</span>
                <span>{t("checkIn.counts", { admitted: performance.admitted, sold: performance.sold })}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
  return (
    <>
      <p className="check-in-lead">{t("checkIn.choose")}</p>
      {group("check-in-today", t("checkIn.today"), today, t("checkIn.nothingToday"))}
      {group("check-in-upcoming", t("checkIn.upcoming"), upcoming, t("checkIn.nothingAtAll"))}
    </>
  );
}

function CheckInDoor({ performance, lang }: { performance: CheckInPerformance; lang: Lang }) {
  const t = translator(lang);
  const api = useApi();
  const hydrated = useHydrated();
  const posted = useActionData() as Outcome | undefined;
  const [outcome, setOutcome] = useState<Outcome & { seq: number }>({ answer: posted?.answer ?? null, failed: posted?.failed ?? null, seq: 0 });
  const [counts, setCounts] = useState<CheckInCounts>(posted?.answer?.counts ?? performance);
  const [pending, setPending] = useState(0);
  const field = useRef<HTMLInputElement>(null);
  // Checks run one after the other, so answers appear in the order the codes came.
  const queue = useRef<Promise<void>>(Promise.resolve());

  function check(code: string): Promise<void> {
    setPending((count) => count + 1);
    const run = queue.current.then(async () => {
      let next: Outcome;
      try {
        const answer = await api.checkInTicket({ lang, code, event_id: performance.id });
        if (answer.counts) setCounts(answer.counts);
        next = { answer, failed: null };
      } catch (error) {
        next = { answer: null, failed: isApiError(error) && typeof error.body.reason === "string" && error.status === 429 ? error.body.reason : t("checkIn.failed") };
      }
      setOutcome((previous) => ({ ...next, seq: previous.seq + 1 }));
      setPending((count) => count - 1);
    });
    queue.current = run;
    return run;
  }

  function submitTyped(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = field.current;
    if (!input) return;
    const code = input.value.trim();
    if (!code) return input.focus();
    input.value = "";
    void check(code).then(() => input.focus());
  }

  const { answer, failed, seq } = outcome;
  const admitted = answer !== null && toneOf(answer.kind) === "admit";
  const refusal = answer !== null && !admitted;
  return (
    <>
      <p className="check-in-performance">
        <strong>{performance.title}</strong> {whenAndWhere(performance, lang)}<br /> <Link to={adminHref("/check-in", lang)}>{t("checkIn.otherPerformance")}</Link>
      </p>
      {!performance.is_today ? <p className="check-in-warning">{t("checkIn.notTodayWarning")}</p> : null}
      <p className="check-in-count">
        <span className="check-in-count__label">{t("checkIn.countsLabel")}</span> <span className="check-in-count__value">{t("checkIn.countsValue", { admitted: counts.admitted, sold: counts.sold })}</span>
      </p>
      <div className="check-in-result">
        <div role="status" aria-live="polite" aria-atomic="true">
          {admitted ? <CheckInAnswerPanel key={seq} answer={answer} lang={lang} /> : null}
        </div>
        <div role="alert" aria-live="assertive" aria-atomic="true">
          {refusal ? <CheckInAnswerPanel key={seq} answer={answer} lang={lang} /> : null}
          {failed ? (
            <p key={seq} className="check-in-failed">
              {failed}
            </p>
          ) : null}
        </div>
      </div>
      <form method="post" className="check-in-form" onSubmit={hydrated ? submitTyped : undefined}>
        <label htmlFor="check-in-code">{t("checkIn.code")}</label>
        <p className="admin-field__help" id="check-in-code-help">
          {t("checkIn.codeHelp")}
        </p>
        <div className="check-in-form__row">
          <input ref={field} id="check-in-code" name="code" type="text" inputMode="text" autoComplete="off" autoCapitalize="characters" autoCorrect="off" spellCheck={false} maxLength={CHECK_IN_CODE_MAX} required aria-describedby="check-in-code-help" enterKeyHint="go" />
          <button type="submit" className="admin-button">
            {t("checkIn.check")}
          </button>
        </div>
        <p className="check-in-pending" aria-hidden={pending === 0}>
          {pending > 0 ? t("checkIn.checking") : ""}
        </p>
      </form>
      <noscript>
        <p className="admin-field__help">{t("checkIn.noScript")}</p>
      </noscript>
      {hydrated ? <QrScanner lang={lang} onCode={check} /> : null}
    </>
  );
}

export function CheckInScreen() {
  const { lang, list, chosen } = useLoaderData() as CheckInData;
  const t = translator(lang);
  const heading = t("checkIn.title");
  return (
    <div className="check-in">
      <title>{`${chosen ? `${heading}: ${chosen.title}` : heading} | ${t("admin.admin")}`}</title>
      <h1>{heading}</h1>
      {chosen ? <CheckInDoor key={chosen.id} performance={chosen} lang={lang} /> : <PerformanceChoice list={list} lang={lang} />}
    </div>
  );
}
