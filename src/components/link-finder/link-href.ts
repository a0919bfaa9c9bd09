// What an editor types as a link target (the rich text link dialog, the admin's url fields): site
// paths, anchors and explicit schemes are kept; anything else gets the default protocol https:// (spec §9).
export function linkHref(input: string): string {
  const value = input.trim();
  if (value === "") return "";
  if (/^(\/|#|https?:\/\/|mailto:|tel:)/i.test(value)) return value;
  return `https://${value.replace(/^\/\//, "")}`;
}
