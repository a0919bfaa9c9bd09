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
import { dateTimeFormat } from "../../../shared/lib/date-time-format.ts";
import { EditorDialog } from "./editor-dialog.tsx";
import { translator } from "../../i18n/index.tsx";

/** When the other save happened, on the Berlin wall clock. */
const staleTime = (at: string, lang: Lang) => dateTimeFormat(lang === "de" ? "de-DE" : "en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Berlin" }).format(new Date(at));

/** A stored value as one line of text: rich text without its tags, list items one after another. */
function valueText(value: unknown, lang: Lang, field?: Field): string {
  const t = translator(lang);
  if (value === null || value === undefined || value === "") return t("merge.empty");
  if (field?.kind === "select") return field.options.find((option) => option.value === value)?.label[lang] ?? String(value);
  if (typeof value === "boolean") return t(value ? "merge.yes" : "merge.no");
  if (typeof value === "string") return value.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim() || t("merge.empty");
  if (Array.isArray(value)) return value.map((item) => valueText(item, lang)).join(" · ") || t("merge.empty");
  if (typeof value === "object")
    return Object.entries(value)
      .filter(([key]) => !key.endsWith("_obj"))
      .map(([, item]) => valueText(item, lang))
      .join(", ");
  return String(value);
}

/** The rows to show: the fields whose values differ, or every field when one side deleted the module. */
function fieldRows(conflict: ModuleConflict, lang: Lang): { name: string; label: string; theirs: string; mine: string }[] {
  const t = translator(lang);
  const fields = moduleDefinition(conflict.type)?.fields ?? [];
  const { theirs, mine } = conflict;
  const names = theirs && mine ? changedFields(theirs, mine) : Object.keys((theirs ?? mine)!).filter((key) => key !== "id" && key !== "type" && !key.endsWith("_obj"));
  const side = (module: ModuleData | null, name: string, field?: Field) => (module ? valueText(module[name], lang, field) : t("merge.deleted"));
  return names.map((name) => {
    const field = fields.find((candidate) => candidate.name === name);
    return { name, label: field?.label[lang] ?? name, theirs: side(theirs, name, field), mine: side(mine, name, field) };
  });
}

function ConflictChoice({ conflict, author, index }: { conflict: ModuleConflict; author: string; index: number }) {
  const { lang, controller, t } = useEditor();
  const name = `merge-${conflict.id}`;
  const label = `${index + 1}. ${controller.labelOf((conflict.theirs ?? conflict.mine)!)}`;
  return (
    <fieldset className="editor-merge__module" data-module-id={conflict.id}>
      <legend>{label}</legend>
      <table className="editor-merge__fields">
        <thead>
          <tr>
            <th scope="col">{t("merge.field")}</th>
            <th scope="col">{t("merge.theirs", { author: author || t("merge.otherAccount") })}</th>
            <th scope="col">{t("merge.mine")}</th>
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
          <input type="radio" name={name} value="theirs" required /> {t("merge.keepTheirs", { author: author || t("merge.otherAccount") })}
        </label>
        <label>
          <input type="radio" name={name} value="mine" required /> {t("merge.keepMine")}
        </label>
      </div>
    </fieldset>
  );
}

export function MergeConflictDialog({ conflict, canCompare }: { conflict: StaleMerge; canCompare: boolean }) {
  const { controller, lang, t } = useEditor();
  const { author, created_at } = conflict.savedBy;
  return (
    <EditorDialog title={t("editor.staleTitle")} role="alertdialog" onCancel={controller.cancelConflict} className="editor-stale editor-merge">
      <form
        className="editor-dialog__body"
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          controller.resolveConflicts(Object.fromEntries(conflict.conflicts.map(({ id }) => [id, form.get(`merge-${id}`) as MergeSide])));
        }}
      >
        <p>{t("editor.stale", { who: author || t("editor.anotherAccount"), when: staleTime(created_at, lang) })}</p>
        <p>{t("merge.chooseIntro")}</p>
        {conflict.conflicts.map((one, index) => (
          <ConflictChoice key={one.id} conflict={one} author={author} index={index} />
        ))}
        <div className="editor-dialog__actions">
          <button type="submit" className="editor-button editor-button--primary" data-control="apply-choices">
            {t("merge.apply")}
          </button>
          {canCompare ? (
            <button type="button" className="editor-button" data-control="compare" onClick={controller.compareConflict}>
              {t("common.compare")}
            </button>
          ) : null}
          <button type="button" className="editor-button" data-control="cancel" onClick={controller.cancelConflict}>
            {t("common.cancel")}
          </button>
        </div>
      </form>
    </EditorDialog>
  );
}
