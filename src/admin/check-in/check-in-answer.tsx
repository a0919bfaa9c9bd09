// The door's answer to one ticket, in large type: a colour, an icon and words, so colour is never
// the only signal. Green lets in, amber says the ticket was used already, red refuses.
import type { CheckInAnswer, CheckInKind } from "../../../shared/api/contract/check-in.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import { formatShortDate, formatTime } from "../../lib/format-date.ts";
import { performanceName } from "../../lib/performance-name.ts";
import { translator } from "../../i18n/index.tsx";

export type CheckInTone = "admit" | "used" | "refuse";

export const toneOf = (kind: CheckInKind): CheckInTone => (kind === "valid" ? "admit" : kind === "already_used" ? "used" : "refuse");

function ToneIcon({ tone }: { tone: CheckInTone }) {
  return (
    <svg className="check-in-answer__icon" viewBox="0 0 24 24" width="48" height="48" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="11" fill="currentColor" opacity="0.15" />
      {tone === "admit" ? (
        <path d="M6 12.5l4 4 8-9" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
      ) : tone === "used" ? (
        <path d="M12 6v8M12 17.5v.5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      ) : (
        <path d="M7.5 7.5l9 9M16.5 7.5l-9 9" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      )}
    </svg>
  );
}

/** "Sa, 28.11., 19:30 Uhr" / "Sat 28 Nov, 19:30". */
const moment = (iso: string, lang: Lang) => `${formatShortDate(iso, lang)}, ${formatTime(iso, lang)}`;

/** The lines under the verdict: why, and which ticket. */
function details(answer: CheckInAnswer, lang: Lang): string[] {
  const t = translator(lang);
  const { ticket } = answer;
  if (!ticket) return [t("checkIn.unknownText", { code: answer.code })];
  const lines: string[] = [];
  if (answer.kind === "valid") lines.push([ticket.holder, ticket.seat_group, ticket.price_text].filter(Boolean).join(" · "));
  if (answer.kind === "already_used" && answer.checked_in_at) lines.push(answer.checked_in_by ? t("checkIn.usedAtBy", { when: moment(answer.checked_in_at, lang), who: answer.checked_in_by }) : t("checkIn.usedAt", { when: moment(answer.checked_in_at, lang) }));
  if (answer.kind === "wrong_performance") lines.push(t("checkIn.validFor", { what: performanceName(ticket, lang) }));
  if (answer.kind === "cancelled") lines.push(t("checkIn.cancelledText"));
  if (answer.kind === "expired") lines.push(t("checkIn.expiredText"));
  if (answer.kind === "unpaid") lines.push(t("checkIn.unpaidText"));
  if (answer.kind === "valid" && answer.not_today) lines.push(t("checkIn.notToday", { when: moment(ticket.date_start, lang) }));
  lines.push(t("checkIn.ticketOf", { position: ticket.position, code: ticket.order_code }));
  return lines;
}

export function CheckInAnswerPanel({ answer, lang }: { answer: CheckInAnswer; lang: Lang }) {
  const t = translator(lang);
  const tone = toneOf(answer.kind);
  return (
    <div className={`check-in-answer check-in-answer--${tone}`} data-kind={answer.kind}>
      <ToneIcon tone={tone} />
      <div>
        <p className="check-in-answer__verdict">{t(`checkIn.verdict.${answer.kind}`)}</p>
        {details(answer, lang).map((line) => (
          <p key={line} className="check-in-answer__detail">
            {line}
          </p>
        ))}
      </div>
    </div>
  );
}
