// One side of the compare: the state's sections rendered as the site renders them, inside outlines,
// each marked module with a text badge (added, removed, moved, changed: which fields), so that the
// marks never depend on colour alone.
import type { ReactNode } from "react";
import type { Section } from "../../../shared/api/page-content.ts";
import type { ChangeKind, SectionChange } from "../../../shared/content/sections-diff.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import { ModuleView } from "../../modules/content-renderer.tsx";
import type { TranslationKey } from "../../i18n/index.tsx";
import { moduleLabel, type ModuleMark } from "./compare-marks.ts";
import type { FieldWords } from "./field-words.ts";
import { CompareWords } from "./compare-words.tsx";
import { translator } from "../../i18n/index.tsx";

export const markWords: Record<ChangeKind, TranslationKey> = { added: "versions.markAdded", removed: "versions.markRemoved", moved: "versions.markMoved", changed: "versions.markChanged" };

const sectionWords: Record<SectionChange["kind"], TranslationKey> = { added: "versions.sectionAdded", removed: "versions.sectionRemoved", moved: "versions.sectionMoved", layout: "versions.sectionLayout" };

/** The badge of one kind: "Geändert: Überschrift, Text". */
export function MarkBadge({ kind, fields, lang }: { kind: ChangeKind; fields?: string[]; lang: Lang }) {
  const t = translator(lang);
  const words = t(markWords[kind]);
  return <span className={`versions-badge versions-badge--${kind}`}>{kind === "changed" && fields && fields.length > 0 ? `${words}: ${fields.join(", ")}` : words}</span>;
}

interface CompareSideProps {
  heading: string;
  headingId: string;
  sections: Section[] | null;
  failed: boolean;
  marks: Map<string, ModuleMark>;
  sectionMarks: Map<string, SectionChange["kind"]>;
  /** The later side's changed words per module (the earlier side has none). */
  words?: Map<string, FieldWords[]>;
  lang: Lang;
}

export function CompareSide({ heading, headingId, sections, failed, marks, sectionMarks, words, lang }: CompareSideProps) {
  const t = translator(lang);
  let body: ReactNode;
  if (failed) body = <p role="alert">{t("versions.loadFailed")}</p>;
  else if (!sections) body = <p>{t("common.loading")}</p>;
  else if (sections.length === 0) body = <p className="versions-compare__empty">{t("versions.emptyContent")}</p>;
  else
    body = sections.map((section, index) => {
      const sectionMark = sectionMarks.get(section.id);
      return (
        <div key={section.id} className={`versions-outline-section${sectionMark ? ` versions-outline-section--${sectionMark}` : ""}`}>
          <p className="versions-outline-section__label">
            {t("common.section")} {index + 1}
            {sectionMark ? <span className={`versions-badge versions-badge--section`}>{t(sectionWords[sectionMark])}</span> : null}
          </p>
          <div className={`content-section content-section--${section.layout} ${section.extra_class}`.trim()}>
            <div className="content-section__grid">
              {section.columns.map((column) => (
                <div key={column.index} className={`content-column ${column.classes}`.trim()}>
                  {column.children.map((module) => {
                    const mark = marks.get(module.id);
                    const changedWords = words?.get(module.id);
                    return (
                      <div
                        key={module.id}
                        className={`versions-outline-module${mark ? ` versions-outline-module--${mark.kinds[0]}` : ""}`}
                        data-module-id={module.id}
                        data-marks={mark ? mark.kinds.join(" ") : undefined}
                      >
                        <p className="versions-outline-module__label">
                          <span className="versions-outline-module__type">{moduleLabel(module, lang) ?? t("versions.unknownModule")}</span>
                          {mark?.kinds.map((kind) => <MarkBadge key={kind} kind={kind} fields={mark.fields} lang={lang} />)}
                        </p>
                        {changedWords ? <CompareWords words={changedWords} lang={lang} /> : null}
                        {/* A preview: its links must not leave the editor (and its unsaved working copy). */}
                        <div className="versions-outline-module__render" onClickCapture={(event) => event.preventDefault()}>
                          <ModuleView module={module} />
                        </div>
                      </div>
                    );
                  })}
                </div>
              ))}
            </div>
          </div>
        </div>
      );
    });
  return (
    <section className="versions-compare__side" aria-labelledby={headingId}>
      <h4 className="versions-compare__side-heading" id={headingId}>
        {heading}
      </h4>
      {body}
    </section>
  );
}
