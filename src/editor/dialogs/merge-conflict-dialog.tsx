// The conflicts of a stale save's merge (issue 22): who saved in between, then each module both sides
// changed, field by field side by side (theirs / mine, labels from the module definition), with a
// required choice per module. The form submits only when every module has its choice; nothing is
// written before. Compare opens the versions dialog (pages only); cancel keeps the working copy.
import type { ModuleData } from "../../../shared/api/page-content.ts";
import { changedFields } from "../../../shared/content/sections-diff.ts";
import type { MergeSide, ModuleConflict } from "../../../shared/content/sections-merge.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import type { Field } from "../../../shared/fields/field.ts";
import { moduleDefinition } from "../../modules/index.ts";
import { useEditor } from "../editor-context.tsx";
import type { StaleMerge } from "../store/editor-store.ts";
import { keepTheirsText, mergeWord, theirsText } from "../text/merge-text.ts";
import { staleText } from "../text/shell-text.ts";
import { EditorDialog } from "./editor-dialog.tsx";

/** A stored value as one line of text: rich text without its tags, list items one after another. */
function valueText(value: unknown, lang: Lang, field?: Field): string {
  if (value === null || value === undefined || value === "") return mergeWord(lang, "empty");
  if (field?.kind === "select") return field.options.find((option) => option.value === value)?.label[lang] ?? String(value);
  if (typeof value === "boolean") return mergeWord(lang, value ? "yes" : "no");
  if (typeof value === "string") return value.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim() || mergeWord(lang, "empty");
  if (Array.isArray(value)) return value.map((item) => valueText(item, lang)).join(" · ") || mergeWord(lang, "empty");
  if (typeof value === "object")
    return Object.entries(value)
      .filter(([key]) => !key.endsWith("_obj"))
      .map(([, item]) => valueText(item, lang))
      .join(", ");
  return String(value);
}

/** The rows to show: the fields whose values differ, or every field when one side deleted the module. */
function fieldRows(conflict: ModuleConflict, lang: Lang): { name: string; label: string; theirs: string; mine: string }[] {
  const fields = moduleDefinition(conflict.type)?.fields ?? [];
  const { theirs, mine } = conflict;
  const names = theirs && mine ? changedFields(theirs, mine) : Object.keys((theirs ?? mine)!).filter((key) => key !== "id" && key !== "type" && !key.endsWith("_obj"));
  const side = (module: ModuleData | null, name: string, field?: Field) => (module ? valueText(module[name], lang, field) : mergeWord(lang, "deleted"));
  return names.map((name) => {
    const field = fields.find((candidate) => candidate.name === name);
    return { name, label: field?.label[lang] ?? name, theirs: side(theirs, name, field), mine: side(mine, name, field) };
  });
}

function ConflictChoice({ conflict, author, index }: { conflict: ModuleConflict; author: string; index: number }) {
  const { lang, controller } = useEditor();
  const name = `merge-${conflict.id}`;
  const label = `${index + 1}. ${controller.labelOf((conflict.theirs ?? conflict.mine)!)}`;
  return (
    <fieldset className="editor-merge__module" data-module-id={conflict.id}>
      <legend>{label}</legend>
      <table className="editor-merge__fields">
        <thead>
          <tr>
            <th scope="col">{mergeWord(lang, "field")}</th>
            <th scope="col">{theirsText(lang, author)}</th>
            <th scope="col">{mergeWord(lang, "mine")}</th>
          </tr>
        </thead>
        <tbody>
          {fieldRows(conflict, lang).map((row) => (
            <tr key={row.name} data-field={row.name}>
              <th scope="row">{row.label}</th>
              <td data-side="theirs">{row.theirs}</td>
              <td data-side="mine">{row.mine}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="editor-merge__choices">
        <label>
          <input type="radio" name={name} value="theirs" required /> {keepTheirsText(lang, author)}
        </label>
        <label>
          <input type="radio" name={name} value="mine" required /> {mergeWord(lang, "keepMine")}
        </label>
      </div>
    </fieldset>
  );
}

export function MergeConflictDialog({ conflict, canCompare }: { conflict: StaleMerge; canCompare: boolean }) {
  const { controller, lang, word } = useEditor();
  const { author, created_at } = conflict.savedBy;
  return (
    <EditorDialog title={word("staleTitle")} role="alertdialog" onCancel={controller.cancelConflict} className="editor-stale editor-merge">
      <form
        className="editor-dialog__body"
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          controller.resolveConflicts(Object.fromEntries(conflict.conflicts.map(({ id }) => [id, form.get(`merge-${id}`) as MergeSide])));
        }}
      >
        <p>{staleText(lang, author, created_at)}</p>
        <p>{mergeWord(lang, "chooseIntro")}</p>
        {conflict.conflicts.map((one, index) => (
          <ConflictChoice key={one.id} conflict={one} author={author} index={index} />
        ))}
        <div className="editor-dialog__actions">
          <button type="submit" className="editor-button editor-button--primary" data-control="apply-choices">
            {mergeWord(lang, "apply")}
          </button>
          {canCompare ? (
            <button type="button" className="editor-button" data-control="compare" onClick={controller.compareConflict}>
              {word("compare")}
            </button>
          ) : null}
          <button type="button" className="editor-button" data-control="cancel" onClick={controller.cancelConflict}>
            {word("cancel")}
          </button>
        </div>
      </form>
    </EditorDialog>
  );
}
