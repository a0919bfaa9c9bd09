// The webshop layout (spec §2 "Layouts: … webshop"): one plain HTML document without React — skip
// link, a slim header (word mark back to the site, today's box-office hours, language switch, cart
// counter), the page's main, and the site's footer. It uses the site's CSS plus a small webshop sheet.
// The header's <kulisse-…> elements come from the elements bundle; until it has loaded (or without
// JavaScript) their server-rendered content inside stands in for them.
import type { Lang } from "../../shared/lib/localized.ts";
import { translator } from "../../src/i18n/index.tsx";
import type { OpeningHoursLabel } from "../../shared/lib/opening-hours-label.ts";
import { html, rawHtml, type SafeHtml } from "./html.ts";
import { WEBSHOP_CART_PATH, webshopHref } from "./webshop-lang.ts";

/** Where the custom elements (booking widget, cart counter, opening hours) are bundled. */
export const ELEMENTS_BUNDLE = "/elements/kulisse-elements.js";
const WEBSHOP_STYLESHEET = "/webshop-assets/webshop.css";

/** What every webshop page shows around its main content. */
export interface WebshopChrome {
  lang: Lang;
  siteName: string;
  /** The site's stylesheets (the production build's CSS files). */
  css: string[];
  nonce: string;
  /** Today's box-office hours at request time, for the header before the element takes over. */
  hours: OpeningHoursLabel | null;
  /** Tickets in the visitor's cart, for the counter before the element takes over. */
  cartCount: number;
  /** The administrators' footer HTML (site settings) and the footer's legal links. */
  footerTop: string;
  footerLinks: { title: string; url: string }[];
  year: number;
}

export interface WebshopPage {
  title: string;
  main: SafeHtml;
  /** This page in the other language. */
  otherLangHref: string;
  /** Extra module scripts of this page (same origin). */
  scripts?: string[];
}

const CART_ICON = rawHtml(
  '<svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2"/><circle cx="9.5" cy="20" r="1.3"/><circle cx="17" cy="20" r="1.3"/></svg>',
);

function wordMark(siteName: string): SafeHtml {
  const [first, ...rest] = siteName.split(" ");
  return html`<span class="logo"><span class="logo__small">${rest.length ? first : ""}</span> <span class="logo__large">${rest.length ? rest.join(" ") : first}</span></span>`;
}

function openingHours(chrome: WebshopChrome): SafeHtml {
  const t = translator(chrome.lang);
  const hours = chrome.hours;
  const text = !hours || hours.kind === "closed" ? t("header.closed") : t(hours.kind === "from" ? "header.openFrom" : "header.openUntil", { time: hours.time });
  return html`<kulisse-opening-hours class="webshop-header__hours" lang="${chrome.lang}"><p class="opening-hours" data-state="${hours?.kind ?? "closed"}"><span class="opening-hours__dot" aria-hidden="true"></span><span class="visually-hidden">${t("header.openingHours")} </span>${text}</p></kulisse-opening-hours>`;
}

function cartCounter(chrome: WebshopChrome): SafeHtml {
  const t = translator(chrome.lang);
  const count = chrome.cartCount;
  const label = count > 0 ? t("header.cartWithCount", { count }) : t("header.cart");
  const badge = count > 0 ? html`<span class="cart-link__badge" aria-hidden="true">${count > 99 ? "99+" : count}</span>` : "";
  return html`<kulisse-cart-counter lang="${chrome.lang}"><a class="header-button cart-link" href="${webshopHref(WEBSHOP_CART_PATH, chrome.lang)}" aria-label="${label}">${CART_ICON}${badge}</a></kulisse-cart-counter>`;
}

function header(chrome: WebshopChrome, page: WebshopPage): SafeHtml {
  const t = translator(chrome.lang);
  const other = chrome.lang === "de" ? "en" : "de";
  return html`<header class="site-header webshop-header">
<div class="site-header__bar">
<a href="/${chrome.lang}" class="site-header__logo">${wordMark(chrome.siteName)}<span class="visually-hidden"> – ${t("webshop.toSite")}</span></a>
<span class="webshop-header__label">${t("webshop.title")}</span>
${openingHours(chrome)}
<div class="site-header__tools webshop-header__tools">
<a class="header-button webshop-header__lang" href="${page.otherLangHref}" hreflang="${other}" lang="${other}">${t("webshop.languageSwitch")}</a>
${cartCounter(chrome)}
</div>
</div>
</header>`;
}

function footer(chrome: WebshopChrome): SafeHtml {
  const t = translator(chrome.lang);
  // The footer HTML is set by administrators in the site settings, as on every site page.
  const top = chrome.footerTop ? html`<div class="site-footer__top">${rawHtml(chrome.footerTop)}</div>` : "";
  const links = chrome.footerLinks.map((link) => html`<li><a href="${link.url}">${link.title}</a></li>`);
  return html`<footer class="site-footer webshop-footer">
${top}
<div class="site-footer__legal">
${links.length ? html`<nav aria-label="${t("webshop.footerLabel")}"><ul class="site-footer__links">${links}</ul></nav>` : ""}
<p class="site-footer__copyright">${t("footer.copyright", { year: chrome.year, site: chrome.siteName })}</p>
</div>
</footer>`;
}

/** The whole document of a webshop page. */
export function webshopDocument(chrome: WebshopChrome, page: WebshopPage): string {
  const t = translator(chrome.lang);
  const styles = [...chrome.css, WEBSHOP_STYLESHEET].map((href) => html`<link rel="stylesheet" href="${href}">`);
  const scripts = [ELEMENTS_BUNDLE, ...(page.scripts ?? [])].map((src) => html`<script type="module" src="${src}" nonce="${chrome.nonce}"></script>`);
  const documentTitle = `${page.title} | ${t("webshop.title")} | ${chrome.siteName}`;
  return html`<!DOCTYPE html>
<html lang="${chrome.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${documentTitle}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${styles}
${scripts}
</head>
<body class="webshop">
<a class="skip-link" href="#main">${t("skipToContent")}</a>
${header(chrome, page)}
<main id="main" class="webshop-main" tabindex="-1">
${page.main}
</main>
${footer(chrome)}
</body>
</html>
`.text;
}
