// Opens the consent dialog while the page is still being parsed, so that it paints with the page
// instead of after hydration (it was the largest paint of most pages, seconds late on a phone).
// The HTML stays the same for every visitor (the HTML cache serves one copy): the server renders the
// dialog closed, and this inline script decides in the visitor's browser, by the rules the component
// applies after hydration, which then finds the dialog open and takes it over.
import { CONSENT_COOKIE, CONSENT_VERSION, serializeConsent } from "../../lib/consent.ts";
import { legalPaths } from "./legal-pages.ts";

/** Set by the early script when the visitor closed the dialog with Escape before hydration. */
const DISMISSED_FLAG = "__kulisseConsentDismissed";
/** The sessionStorage marker of a legal page visit (see useAutoOpen). */
export const LEGAL_VISIT_KEY = "consent-legal-visit";

/**
 * The inline script, placed right after the dialog. It opens the dialog when no choice of this
 * version is stored, or when everything was declined and the visitor comes from a legal page; never on
 * a legal page. The component's own logic runs again after hydration and agrees with it.
 */
export function consentEarlyScript(): string {
  const settings = JSON.stringify({ cookie: CONSENT_COOKIE, choice: `^v${CONSENT_VERSION}:[a-z,-]*$`, declined: serializeConsent([]), legal: [...legalPaths], marker: LEGAL_VISIT_KEY, flag: DISMISSED_FLAG });
  return `(function(s){var d=document.querySelector("dialog.cookie-consent"),v=null,c=document.cookie.split("; "),i,l=false;if(!d||s.legal.indexOf(location.pathname.replace(/\\/+$/,""))>-1)return;for(i=0;i<c.length;i++)if(c[i].indexOf(s.cookie+"=")===0){try{v=decodeURIComponent(c[i].slice(s.cookie.length+1))}catch(e){}}if(v!==null&&!new RegExp(s.choice).test(v))v=null;try{l=sessionStorage.getItem(s.marker)==="1"}catch(e){}if(v!==null&&!(l&&v===s.declined))return;d.showModal();var t=d.querySelector(".cookie-consent__title");if(t)t.focus();d.addEventListener("cancel",function(){if(!document.documentElement.dataset.hydrated)window[s.flag]=true},{once:true})})(${settings})`;
}

/** True once if the visitor closed the early-opened dialog with Escape before the page hydrated. */
export function takeEarlyDismissal(): boolean {
  const holder = window as unknown as Record<string, boolean | undefined>;
  const dismissed = holder[DISMISSED_FLAG] === true;
  delete holder[DISMISSED_FLAG];
  return dismissed;
}
