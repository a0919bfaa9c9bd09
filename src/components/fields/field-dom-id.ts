// The DOM id of a field's control, apart from the module modal's logic so that the admin's form
// (which renders the shared widgets too) does not load the editor's code with it.

/** The DOM id of the control of the field at `path`. */
export function fieldDomId(path: string): string {
  return `module-field-${path.replace(/[^A-Za-z0-9_-]/g, "-")}`;
}
