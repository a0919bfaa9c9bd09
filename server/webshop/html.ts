// HTML for the webshop pages, escaped by default: every value put into an `html` template is escaped
// unless it is itself the result of `html` (or `rawHtml`, for markup an administrator wrote in the
// site settings). So a title like "<script>" can never become markup by forgetting to escape it.

const SAFE = Symbol("safe html");

export interface SafeHtml {
  readonly [SAFE]: true;
  readonly text: string;
}

type Value = SafeHtml | string | number | null | undefined | false | readonly Value[];

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);
}

function isSafe(value: unknown): value is SafeHtml {
  return typeof value === "object" && value !== null && SAFE in value;
}

function render(value: Value): string {
  if (value === null || value === undefined || value === false) return "";
  if (Array.isArray(value)) return value.map(render).join("");
  if (isSafe(value)) return value.text;
  return escapeHtml(String(value));
}

/** Markup that is trusted as it is. Only for administrators' site-settings HTML. */
export function rawHtml(text: string): SafeHtml {
  return { [SAFE]: true, text };
}

/** A template whose values are escaped (arrays are joined; null, undefined and false render nothing). */
export function html(strings: TemplateStringsArray, ...values: Value[]): SafeHtml {
  let text = strings[0]!;
  values.forEach((value, index) => {
    text += render(value) + strings[index + 1]!;
  });
  return rawHtml(text);
}
