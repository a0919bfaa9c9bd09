// The changed words of a changed module on the compare's later side: per text field, its text with
// the removed words struck through (<del>) and the added ones underlined (<ins>), each also named in
// words for screen readers ("gelöscht:", "eingefügt:"), since <del>/<ins> are not announced by all.
import type { Lang } from "../../../shared/lib/localized.ts";
import type { FieldWords, WordPart } from "./field-words.ts";
import { translator } from "../../i18n/index.tsx";

function Part({ part, lang }: { part: WordPart; lang: Lang }) {
  const t = translator(lang);
  if (part.change === "same") return <>{part.text}</>;
  const Tag = part.change === "removed" ? "del" : "ins";
  return (
    <Tag className={`versions-words__${part.change}`}>
      <span className="visually-hidden">{t(part.change === "removed" ? "versionHistory.deleted" : "versionHistory.inserted")} </span>
      {part.text}
    </Tag>
  );
}

export function CompareWords({ words, lang }: { words: FieldWords[]; lang: Lang }) {
  const t = translator(lang);
  return (
    <div className="versions-words">
      <p className="versions-words__title">{t("versionHistory.changedWords")}</p>
      <dl className="versions-words__fields">
        {words.map((field) => (
          <div key={field.label} className="versions-words__field">
            <dt>{field.label}</dt>
            <dd>
              {field.parts.map((part, index) => (
                <Part key={index} part={part} lang={lang} />
              ))}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
