// The DOM id of the control of the field at a dotted path ("name.de", "children.0.headline"): the
// label's `for`, the admin's problem summary's link target and the module modal's focus on failure.
export function fieldDomId(path: string): string {
  return `field-${path.replace(/[^A-Za-z0-9_-]/g, "-")}`;
}
