// What an editor types into the rich text link dialog, as a link target: site paths, anchors and
// explicit schemes are kept; anything else gets the default protocol https:// (spec §9).
export function linkHref(input: string): string {
  const value = input.trim();
  if (value === "") return "";
  if (/^(\/|#|https?:\/\/|mailto:|tel:)/i.test(value)) return value;
  return `https://${value.replace(/^\/\//, "")}`;
}
