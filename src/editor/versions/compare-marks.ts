// Turns the content diff of two states into what the compare view shows at each module: the earlier
// side marks what was removed, moved or changed, the later side what was added, moved or changed.
// Changed fields are named by their labels in the module's definition (never by the module type),
// and changed text fields show their words removed and added.
import type { ModuleData, Section } from "../../../shared/api/page-content.ts";
import { diffSections, countChanges, type ChangeKind, type SectionChange } from "../../../shared/content/sections-diff.ts";
import type { ChangeCounts } from "../../../shared/api/editor-types.ts";
import { pick, type Lang } from "../../../shared/lib/localized.ts";
import { moduleDefinition } from "../../modules/index.ts";
import { changedWords, textOfHtml, type FieldWords } from "./field-words.ts";

export interface ModuleMark {
  kinds: ChangeKind[];
  /** Labels of the changed fields, in the definition's order. */
  fields: string[];
}

export interface CompareMarks {
  before: Map<string, ModuleMark>;
  after: Map<string, ModuleMark>;
  /** Section marks: "removed" only before, "added" only after, "moved"/"layout" on both. */
  sectionsBefore: Map<string, SectionChange["kind"]>;
  sectionsAfter: Map<string, SectionChange["kind"]>;
  counts: ChangeCounts;
  /** Changed modules (by id) → their changed text fields with the words removed and added. */
  words: Map<string, FieldWords[]>;
}

/** The labels of `fields` of a module of `type`; a field the definition does not list keeps its key. */
export function fieldLabels(type: string, fields: readonly string[], lang: Lang): string[] {
  const definition = moduleDefinition(type);
  if (!definition) return [...fields];
  const order = definition.fields.map((field) => field.name);
  const sorted = [...fields].sort((a, b) => rank(order, a) - rank(order, b));
  return sorted.map((name) => {
    const field = definition.fields.find((candidate) => candidate.name === name);
    return field ? pick(field.label, lang) : name;
  });
}

const rank = (order: string[], name: string) => (order.includes(name) ? order.indexOf(name) : order.length);

const earlierKinds: ChangeKind[] = ["removed", "moved", "changed"];
const laterKinds: ChangeKind[] = ["added", "moved", "changed"];

const modulesById = (sections: readonly Section[]) => new Map(sections.flatMap((section) => section.columns.flatMap((column) => column.children.map((module) => [module.id, module] as const))));

/** The marks of both sides of a compare of `before` with `after` (`htmlText` reads rich text's words). */
export function compareMarks(before: readonly Section[], after: readonly Section[], lang: Lang, htmlText: (html: string) => string = textOfHtml): CompareMarks {
  const diff = diffSections(before, after);
  const marks: CompareMarks = { before: new Map(), after: new Map(), sectionsBefore: new Map(), sectionsAfter: new Map(), counts: countChanges(diff), words: new Map() };
  const [was, is] = [modulesById(before), modulesById(after)];
  for (const change of diff.modules) {
    if (change.kinds.includes("changed")) {
      const words = changedWords(was.get(change.id)!, is.get(change.id)!, lang, htmlText);
      if (words.length > 0) marks.words.set(change.id, words);
    }
    const fields = change.kinds.includes("changed") ? fieldLabels(change.type, change.fields, lang) : [];
    const onBefore = change.kinds.filter((kind) => earlierKinds.includes(kind));
    const onAfter = change.kinds.filter((kind) => laterKinds.includes(kind));
    if (onBefore.length > 0) marks.before.set(change.id, { kinds: onBefore, fields });
    if (onAfter.length > 0) marks.after.set(change.id, { kinds: onAfter, fields });
  }
  for (const change of diff.sections) {
    if (change.kind !== "added") marks.sectionsBefore.set(change.id, change.kind);
    if (change.kind !== "removed") marks.sectionsAfter.set(change.id, change.kind);
  }
  return marks;
}

/** The module's name for a screen reader and the badge line: its definition's label. */
export function moduleLabel(module: ModuleData, lang: Lang): string | undefined {
  const definition = moduleDefinition(module.type);
  return definition ? pick(definition.label, lang) : undefined;
}
