// Compare any two states of the page: two selects (a saved version or the unsaved working copy),
// then both side by side (stacked on narrow screens) with every differing module marked, a legend
// and a summary line of the differences.
import { useEffect, useId, useMemo, useState } from "react";
import type { PageVersionSummary } from "../../../shared/api/editor-types.ts";
import type { Section } from "../../../shared/api/page-content.ts";
import type { ChangeKind } from "../../../shared/content/sections-diff.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import type { TranslationKey } from "../../i18n/index.tsx";
import { compareMarks } from "./compare-marks.ts";
import { CompareSide, MarkBadge } from "./compare-side.tsx";
import { changeCountsInWords, versionOptionLabel } from "./version-words.ts";
import { translator } from "../../i18n/index.tsx";

export type CompareTarget = number | "working";

interface VersionCompareProps {
  lang: Lang;
  versions: PageVersionSummary[];
  working: Section[];
  initial: { before: CompareTarget; after: CompareTarget };
  /** The sections of a saved version (loaded once, then cached by the dialog). */
  loadSections: (version: number) => Promise<Section[]>;
}

type Loaded = { sections: Section[] | null; failed: boolean };

function useTargetSections(target: CompareTarget, working: Section[], loadSections: (version: number) => Promise<Section[]>): Loaded {
  const [loaded, setLoaded] = useState<{ target: CompareTarget; state: Loaded }>({ target, state: { sections: null, failed: false } });
  useEffect(() => {
    if (target === "working") return;
    let live = true;
    loadSections(target).then(
      (sections) => live && setLoaded({ target, state: { sections, failed: false } }),
      () => live && setLoaded({ target, state: { sections: null, failed: true } }),
    );
    return () => {
      live = false;
    };
  }, [target, loadSections]);
  if (target === "working") return { sections: working, failed: false };
  return loaded.target === target ? loaded.state : { sections: null, failed: false };
}

const legend: [ChangeKind, TranslationKey][] = [
  ["added", "versions.legendAdded"],
  ["removed", "versions.legendRemoved"],
  ["moved", "versions.legendMoved"],
  ["changed", "versions.legendChanged"],
];

export function VersionCompare({ lang, versions, working, initial, loadSections }: VersionCompareProps) {
  const t = translator(lang);
  const [before, setBefore] = useState<CompareTarget>(initial.before);
  const [after, setAfter] = useState<CompareTarget>(initial.after);
  const ids = { before: useId(), after: useId(), headBefore: useId(), headAfter: useId(), legend: useId() };
  const left = useTargetSections(before, working, loadSections);
  const right = useTargetSections(after, working, loadSections);
  const marks = useMemo(() => (left.sections && right.sections ? compareMarks(left.sections, right.sections, lang) : null), [left.sections, right.sections, lang]);

  const label = (target: CompareTarget) => {
    if (target === "working") return t("versions.working");
    const version = versions.find((candidate) => candidate.id === target);
    return version ? versionOptionLabel(version, lang) : `${t("versions.version")} ${target}`;
  };
  const parse = (value: string): CompareTarget => (value === "working" ? "working" : Number(value));
  const options = (
    <>
      <option value="working">{t("versions.working")}</option>
      {versions.map((version) => (
        <option key={version.id} value={version.id}>
          {versionOptionLabel(version, lang)}
        </option>
      ))}
    </>
  );
  const differences = marks ? marks.before.size + marks.after.size + marks.sectionsBefore.size + marks.sectionsAfter.size : 0;

  return (
    <div className="versions-compare">
      <div className="versions-compare__choose">
        <div className="versions-compare__field">
          <label htmlFor={ids.before}>{t("versions.before")}</label>
          <select id={ids.before} value={String(before)} onChange={(event) => setBefore(parse(event.target.value))}>
            {options}
          </select>
        </div>
        <div className="versions-compare__field">
          <label htmlFor={ids.after}>{t("versions.after")}</label>
          <select id={ids.after} value={String(after)} onChange={(event) => setAfter(parse(event.target.value))}>
            {options}
          </select>
        </div>
      </div>
      <p className="versions-compare__summary" role="status">
        {marks ? (differences === 0 ? t("versions.identical") : `${t("versions.summary")}: ${changeCountsInWords(marks.counts, lang)}`) : t("common.loading")}
      </p>
      <div className="versions-compare__legend" role="group" aria-labelledby={ids.legend}>
        <span id={ids.legend} className="versions-compare__legend-title">
          {t("versions.legend")}:
        </span>
        <ul>
          {legend.map(([kind, words]) => (
            <li key={kind}>
              <MarkBadge kind={kind} lang={lang} /> {t(words)}
            </li>
          ))}
        </ul>
      </div>
      <div className="versions-compare__sides">
        <CompareSide
          heading={`${t("versions.before")}: ${label(before)}`}
          headingId={ids.headBefore}
          sections={left.sections}
          failed={left.failed}
          marks={marks?.before ?? new Map()}
          sectionMarks={marks?.sectionsBefore ?? new Map()}
          lang={lang}
        />
        <CompareSide
          heading={`${t("versions.after")}: ${label(after)}`}
          headingId={ids.headAfter}
          sections={right.sections}
          failed={right.failed}
          marks={marks?.after ?? new Map()}
          sectionMarks={marks?.sectionsAfter ?? new Map()}
          words={marks?.words}
          lang={lang}
        />
      </div>
    </div>
  );
}
