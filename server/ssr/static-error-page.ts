// A complete error document as a string, for the cases where the React app cannot or should not
// run: the site is switched off (503), or rendering itself failed (500).
import type { Lang } from "../../shared/lib/localized.ts";
import { translator } from "../../src/i18n/index.tsx";
import type { CustomErrorHtml } from "../../src/lib/custom-error-html.ts";
import { documentTitle } from "../../src/lib/document-title.ts";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);

export function staticErrorPage(options: {
  status: number;
  lang: Lang;
  siteName: string;
  css: string[];
  custom?: CustomErrorHtml | null;
  /** A specific headline and sentence instead of the generic ones (e.g. for 403 and 429). */
  title?: string;
  text?: string;
  /** Where the button leads; the start page by default. */
  back?: { href: string; label: string };
}): string {
  const t = translator(options.lang);
  const title = options.title ?? (options.status === 503 ? t("errors.offline") : t("errors.unknown", { status: options.status }));
  const text = options.text ?? (options.status === 503 ? t("errors.offlineText") : "");
  const back = options.back ?? { href: `/${options.lang}`, label: t("errors.backHome") };
  const styles = options.css.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join("");
  const body = options.custom
    ? `<style>${options.custom.style}</style>${options.custom.body}`
    : `<main id="main" class="error-standalone"><section class="error-page">
<p class="error-page__status" aria-hidden="true">${options.status}</p>
<h1 class="error-page__title">${escapeHtml(title)}</h1>
${text ? `<p>${escapeHtml(text)}</p>` : ""}
<p><a class="button" href="${escapeHtml(back.href)}">${escapeHtml(back.label)}</a></p>
</section></main>`;
  return `<!DOCTYPE html><html lang="${options.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(documentTitle(options.siteName, title))}</title>${styles}</head><body>${body}</body></html>`;
}
