// The alert's dismissal marker: a cookie named for the alert, so a new alert (new id) shows again.
import { pageCookie, setPageCookie } from "../../../shared/lib/page-cookies.ts";

const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function alertCookieName(id: number): string {
  return `alert-dismissed-${id}`;
}

export function isAlertDismissed(id: number): boolean {
  return pageCookie(alertCookieName(id)) === String(id);
}

export function storeAlertDismissal(id: number): void {
  setPageCookie(alertCookieName(id), String(id), MAX_AGE_SECONDS);
}

/**
 * Runs inline before the page is painted: marks <html> when this alert was dismissed, so a CSS rule
 * hides it at once instead of showing it until the client bundle has loaded.
 */
export function alertEarlyScript(id: number): string {
  const name = JSON.stringify(`${alertCookieName(id)}=${id}`);
  return `(function(){if((";"+document.cookie.replace(/; /g,";")+";").indexOf(";"+${name}+";")>-1)document.documentElement.setAttribute("data-alert-dismissed","${id}")})()`;
}
