// The built-in webshop's pages (spec §2 "Webshop", DESIGN.md "Ticketing"): the cart with its remove
// form, a performance's booking page, the redirects of the old shop prefixes and lists, and a 404 in
// the webshop layout for everything else under /webshop. Pages are per visitor: never cached.
import express, { type Request, type Response, type Router } from "express";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { cartUrl, setCartDisplayCookies } from "../api/cart-cookies.ts";
import { cookieJar, requestCookies } from "../http/cookie-jar.ts";
import { CART_KEY_COOKIE, CART_URL_COOKIE } from "../../shared/api/contract/shop-cart.ts";
import { getSiteSettings } from "../services/site-settings.ts";
import { cartKeyOf } from "../ticketing/cart-key.ts";
import type { CartContents, TicketingProvider } from "../ticketing/provider.ts";
import { CART_AMOUNT_COOKIE } from "../../shared/api/contract/shop-cart.ts";
import { cartFailureMessage, cartResponseCodes } from "../../shared/ticketing/cart-response-codes.ts";
import type { Lang } from "../../shared/lib/localized.ts";
import { translator } from "../../src/i18n/index.tsx";
import { urlFor } from "../../src/route-paths.ts";
import { cartMain, isCartNotice, type CartNotice } from "./cart-page.ts";
import { eventMain, loadWebshopEvent, parseId } from "./event-page.ts";
import type { SafeHtml } from "./html.ts";
import { messageMain } from "./message-page.ts";
import { loadWebshopChrome } from "./webshop-chrome.ts";
import { webshopDocument } from "./webshop-layout.ts";
import { WEBSHOP_CART_PATH, webshopHref, webshopLangFromReferer, webshopLangOf } from "./webshop-lang.ts";
import { webshopRedirects } from "./webshop-redirects.ts";

export interface WebshopOptions {
  db: Db;
  config: Config;
  /** The site's stylesheets (renderModule.css). */
  css: string[];
  ticketing: TicketingProvider;
  now: () => Date;
}

/** Counts the cart page's "… minutes left" down in the browser (public/webshop-assets). */
const HOLD_TIMER_SCRIPT = "/webshop-assets/hold-timer.js";

const jar = (req: Request, res: Response) => cookieJar(req, res, { secure: false, allowed: [CART_AMOUNT_COOKIE, CART_URL_COOKIE] });

const EMPTY_CART: CartContents = { tickets: [], ticketsQuantity: 0, totalCents: 0 };

/** The count in the cartAmount cookie, for the header counter on pages that do not read the cart. */
function cookieCartCount(req: Request): number {
  const value = Number.parseInt(requestCookies(req)[CART_AMOUNT_COOKIE] ?? "", 10);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

export function webshopRouter(options: WebshopOptions): Router {
  const { db, config, ticketing, now } = options;
  const router = express.Router();
  const form = express.urlencoded({ extended: false, limit: "2kb", parameterLimit: 10 });

  async function send(req: Request, res: Response, page: { status?: number; lang: Lang; title: string; main: SafeHtml; otherLangHref: string; cartCount?: number; scripts?: string[] }) {
    const chrome = await loadWebshopChrome({ db, siteName: config.siteName, css: options.css }, req, {
      lang: page.lang,
      now: now(),
      nonce: res.locals.nonce,
      cartCount: page.cartCount ?? cookieCartCount(req),
    });
    res
      .status(page.status ?? 200)
      .set("Cache-Control", "no-store")
      .type("html")
      .send(webshopDocument(chrome, page));
  }

  /** A headline-and-sentence page in the webshop layout (404, 400, 403, 503 …). */
  function sendMessage(req: Request, res: Response, status: number, lang: Lang, message: { title: string; text: string; link?: { href: string; label: string } }) {
    const t = translator(lang);
    const link = message.link ?? { href: urlFor("events", {}, lang), label: t("webshop.toCalendar") };
    const other: Lang = lang === "de" ? "en" : "de";
    const otherLangHref = req.method === "GET" ? webshopHref(req.path, other) : webshopHref(WEBSHOP_CART_PATH, other);
    return send(req, res, { status, lang, title: message.title, main: messageMain({ ...message, link }), otherLangHref });
  }

  function notFound(req: Request, res: Response) {
    const lang = webshopLangOf(req);
    const t = translator(lang);
    return sendMessage(req, res, 404, lang, { title: t("webshop.notFoundTitle"), text: t("webshop.notFoundText") });
  }

  /** Whether visitors may use the shop now: the site settings' shop switch (and the site's). */
  async function shopOpen(req: Request): Promise<boolean> {
    try {
      const settings = await getSiteSettings(db);
      return settings.is_shop_online && (settings.is_site_online || !!req.user);
    } catch (error) {
      req.log.error({ err: error }, "shop_settings_unreadable");
      return false;
    }
  }

  function sendOffline(req: Request, res: Response, lang: Lang) {
    const t = translator(lang);
    res.set("Retry-After", "300");
    return sendMessage(req, res, 503, lang, { title: t("webshop.offlineTitle"), text: t("webshop.offlineText"), link: { href: `/${lang}`, label: t("webshop.toSite") } });
  }

  router.use(webshopRedirects);

  // The site header's cart link is a bare "/webshop/": it becomes the cart, in the language of the
  // page it was clicked on. 302, because the target depends on where the visitor came from.
  router.get("/webshop", (req, res) => {
    const lang = req.query.lang !== undefined ? webshopLangOf(req) : (webshopLangFromReferer(req) ?? webshopLangOf(req));
    res.set("Cache-Control", "no-store").redirect(302, webshopHref(WEBSHOP_CART_PATH, lang));
  });

  router.get("/webshop/cart", async (req, res) => {
    const lang = webshopLangOf(req);
    if (!(await shopOpen(req))) return sendOffline(req, res, lang);
    const cartKey = cartKeyOf(requestCookies(req)[CART_KEY_COOKIE]);
    const cart = cartKey ? await ticketing.cartContents(cartKey, lang, now()) : EMPTY_CART;
    // Held tickets run out by themselves: bring the header's count back in line with the cart.
    if (cartKey && cookieCartCount(req) !== cart.ticketsQuantity) setCartDisplayCookies(jar(req, res), config, cart.ticketsQuantity, cartUrl(config, lang));
    const notice: CartNotice | null = isCartNotice(req.query.notice) ? req.query.notice : null;
    const t = translator(lang);
    await send(req, res, {
      lang,
      title: t("webshop.cartTitle"),
      main: cartMain({ cart, lang, now: now(), notice, noReservationText: cartFailureMessage(cartResponseCodes.noCurrentReservation, lang) }),
      otherLangHref: webshopHref(WEBSHOP_CART_PATH, lang === "de" ? "en" : "de"),
      cartCount: cart.ticketsQuantity,
      scripts: cart.tickets.length > 0 ? [HOLD_TIMER_SCRIPT] : [],
    });
  });

  // Removing a line is a plain form post, so it works without JavaScript; like the login form it
  // must come from our own pages (the browser's Origin/Referer), as it cannot carry the CSRF header.
  router.post("/webshop/cart/remove", form, async (req, res) => {
    const lang = webshopLangOf(req);
    const t = translator(lang);
    const back = { href: webshopHref(WEBSHOP_CART_PATH, lang), label: t("webshop.backToCart") };
    const body = (req.body ?? {}) as Record<string, unknown>;
    const holdId = parseId(body.hold_id);
    if (holdId === null) return sendMessage(req, res, 400, lang, { title: t("webshop.badRequestTitle"), text: t("webshop.badHoldId"), link: back });
    const cartKey = cartKeyOf(requestCookies(req)[CART_KEY_COOKIE]);
    const result = cartKey ? await ticketing.removeFromCart(cartKey, holdId, now()) : ({ ok: false, code: cartResponseCodes.noCurrentReservation } as const);
    if (result.ok) {
      setCartDisplayCookies(jar(req, res), config, result.value.ticketsQuantity, cartUrl(config, lang));
      return res.redirect(303, webshopHref(WEBSHOP_CART_PATH, lang, { notice: "removed" }));
    }
    if (result.code === cartResponseCodes.noCurrentReservation) {
      // Already run out or removed (another tab, the back button): show the cart as it is now.
      const left = cartKey ? (await ticketing.cartContents(cartKey, lang, now())).ticketsQuantity : 0;
      setCartDisplayCookies(jar(req, res), config, left, cartUrl(config, lang));
      return res.redirect(303, webshopHref(WEBSHOP_CART_PATH, lang, { notice: "no-reservation" }));
    }
    req.log.warn({ code: result.code, hold_id: holdId }, "webshop_remove_failed");
    return sendMessage(req, res, 409, lang, { title: t("webshop.badRequestTitle"), text: cartFailureMessage(result.code, lang), link: back });
  });

  router.get("/webshop/event/:idJet", async (req, res) => {
    const lang = webshopLangOf(req);
    const idJet = parseId(req.params.idJet);
    const event = idJet === null ? null : await loadWebshopEvent(db, idJet, lang);
    if (!event) return notFound(req, res);
    if (!(await shopOpen(req))) return sendOffline(req, res, lang);
    const t = translator(lang);
    await send(req, res, {
      lang,
      title: t("webshop.eventTitle", { title: event.title }),
      main: eventMain(event, lang, now(), config.quickBuy),
      otherLangHref: webshopHref(`/webshop/event/${event.idJet}`, lang === "de" ? "en" : "de"),
    });
  });

  // Everything else under /webshop is not a page of ours.
  router.all("/webshop/{*rest}", notFound);
  return router;
}
