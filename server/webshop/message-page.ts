// The main content of the webshop's own error and notice pages (404, 400, 403, 503): a headline, a
// sentence, and one way on. They keep the webshop layout, so the visitor stays oriented.
import { html, type SafeHtml } from "./html.ts";

export function messageMain(options: { title: string; text: string; link: { href: string; label: string } }): SafeHtml {
  return html`<div class="webshop-page webshop-message">
<h1 class="webshop-title">${options.title}</h1>
<p>${options.text}</p>
<p><a class="button" href="${options.link.href}">${options.link.label}</a></p>
</div>`;
}
