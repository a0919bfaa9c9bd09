// Fields of kind `code` hold raw HTML that is rendered unsanitized, so only accounts that may write
// raw HTML (policy editRawHtml) may change them. Others may still move such a module, or save a page
// that contains one, as long as its code stays as it was.
import { forbidden } from "../../shared/api/api-error.ts";
import type { Section } from "../../shared/api/page-content.ts";
import { can } from "../../shared/policies.ts";
import { modulesOf, visitModuleFields } from "../../src/modules/module-tree.ts";
import type { SessionUser } from "./sessions.ts";

/** The values of a module's code fields (list items included), in field order, as one comparable string. */
function codeOf(module: Parameters<typeof visitModuleFields>[0]): string {
  const values: unknown[] = [];
  visitModuleFields(module, (fields, group) => {
    for (const field of fields) if (field.kind === "code") values.push(group[field.name] ?? "");
  });
  return JSON.stringify(values);
}

const hasCode = (module: Parameters<typeof visitModuleFields>[0]) => {
  let found = false;
  visitModuleFields(module, (fields, group) => {
    for (const field of fields) if (field.kind === "code" && typeof group[field.name] === "string" && (group[field.name] as string).trim() !== "") found = true;
  });
  return found;
};

/** Throws 403 when `user` may not write raw HTML and `after` changes a code field of `before`. */
export function assertRawHtmlUnchanged(user: SessionUser, before: readonly Section[], after: readonly Section[]): void {
  if (can(user, "editRawHtml")) return;
  const stored = new Map([...modulesOf(before)].map((module) => [module.id, module]));
  for (const module of modulesOf(after)) {
    const old = stored.get(module.id);
    const changed = old && old.type === module.type ? codeOf(old) !== codeOf(module) : hasCode(module);
    if (changed) throw forbidden(`only administrators may change raw HTML (module ${module.id})`);
  }
}
