// "Geschenkkarte hinzufügen": ties a gift card to the account by its code. A refusal (no such card,
// another account's, a code that cannot be one) is a sentence under the field, which gets the focus;
// success is a status message and the card appears in the list above.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { isApiError } from "../../../shared/api/api-error.ts";
import { GIFT_CARD_CODE_PATTERN, printedGiftCardCode, type GiftCardDetail } from "../../../shared/api/contract/gift-cards.ts";
import { useApi } from "../../api/loader-api.ts";
import { useLang, useT } from "../../i18n/index.tsx";

type Problem = "accountCredit.errorEmpty" | "accountCredit.errorFormat" | "accountCredit.errorUnknown" | "accountCredit.errorTaken" | "accountCredit.errorFailed";
type Status = { kind: "idle" } | { kind: "adding" } | { kind: "added"; code: string } | { kind: "refused"; problem: Problem };

const INPUT_ID = "gift-card-code";
const PROBLEM_ID = `${INPUT_ID}-problem`;
const HELP_ID = `${INPUT_ID}-help`;

function problemOf(error: unknown): Problem {
  if (!isApiError(error)) return "accountCredit.errorFailed";
  if (error.status === 400) return "accountCredit.errorFormat";
  if (error.status === 404) return "accountCredit.errorUnknown";
  if (error.status === 409) return "accountCredit.errorTaken";
  return "accountCredit.errorFailed";
}

export function GiftCardAddForm({ onAdded }: { onAdded: (card: GiftCardDetail) => void }) {
  const t = useT();
  const lang = useLang();
  const api = useApi();
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const input = useRef<HTMLInputElement>(null);
  const message = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (status.kind === "refused") input.current?.focus();
    else if (status.kind === "added") message.current?.focus();
  }, [status]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.kind === "adding") return;
    const code = input.current?.value.trim() ?? "";
    if (!code) return setStatus({ kind: "refused", problem: "accountCredit.errorEmpty" });
    if (!GIFT_CARD_CODE_PATTERN.test(code)) return setStatus({ kind: "refused", problem: "accountCredit.errorFormat" });
    setStatus({ kind: "adding" });
    try {
      const card = await api.accountGiftCardAdd({ lang, code });
      onAdded(card);
      if (input.current) input.current.value = "";
      setStatus({ kind: "added", code: printedGiftCardCode(card.code) });
    } catch (error) {
      setStatus({ kind: "refused", problem: problemOf(error) });
    }
  };

  const problem = status.kind === "refused" ? t(status.problem) : null;
  return (
    <section className="profile-section" aria-labelledby="gift-card-add-title">
      <h2 id="gift-card-add-title" className="profile-section__title">
        {t("accountCredit.addTitle")}
      </h2>
      <p>{t("accountCredit.addIntro")}</p>
      <form className="profile-form" method="post" onSubmit={submit} noValidate>
        <div className="form-field">
          <label htmlFor={INPUT_ID} className="form-field__label">
            {t("accountCredit.codeLabel")}
          </label>
          <input
            ref={input}
            id={INPUT_ID}
            name="code"
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            required
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${PROBLEM_ID} ${HELP_ID}` : HELP_ID}
          />
          <p className="form-field__help" id={HELP_ID}>
            {t("accountCredit.codeHelp")}
          </p>
          {problem ? (
            <p className="form-field__error" id={PROBLEM_ID}>
              {problem}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button" aria-disabled={status.kind === "adding" ? true : undefined}>
          {status.kind === "adding" ? t("accountCredit.adding") : t("accountCredit.add")}
        </button>
        {status.kind === "added" ? (
          <p ref={message} className="profile-message" role="status" tabIndex={-1}>
            {t("accountCredit.added", { code: status.code })}
          </p>
        ) : null}
      </form>
    </section>
  );
}
