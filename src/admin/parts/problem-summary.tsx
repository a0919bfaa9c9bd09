// The failures of a refused admin form at its top, each a link to its field (GOV.UK's error summary):
// announced at once, and the way to every field that needs a correction.
import type { MouseEvent } from "react";
import type { Lang } from "../../../shared/lib/localized.ts";
import { failureMessage } from "../../lib/failure-message.ts";
import { translator } from "../../i18n/index.tsx";

export interface ProblemLine {
  field: string;
  reason: string;
  /** The field's label as the form shows it. */
  label: string;
  /** The id of the input to jump to. */
  target: string;
}

/**
 * Focuses the field itself instead of following the link: a hash change is a navigation to the
 * router, which forgets the refused form's answer (its values and problems) on the way.
 */
function focusField(event: MouseEvent<HTMLAnchorElement>, target: string) {
  const field = document.getElementById(target);
  if (!field) return;
  event.preventDefault();
  field.focus();
  field.scrollIntoView({ block: "center" });
}

export function ProblemSummary({ problems, lang }: { problems: ProblemLine[]; lang: Lang }) {
  const t = translator(lang);
  if (problems.length === 0) return null;
  return (
    <div className="admin-problems" role="alert">
      <p>{t("admin.problems")}</p>
      <ul>
        {problems.map((problem) => (
          <li key={problem.field}>
            <a href={`#${problem.target}`} onClick={(event) => focusField(event, problem.target)}>
              {failureMessage(problem.label, problem.reason, lang)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
