// The cookie consent dialog (spec §2, §4, §9): required, optimization/tracking, marketing and
// external media. It opens on its own when the visitor has not decided, never on the legal pages,
// and again after a visitor who declined everything leaves a legal page. "Cookie settings" (the
// footer button, or any link to #cookie-settings) reopens it. The server never renders it open:
// the decision needs the visitor's cookie, which the page's early inline script reads
// (early-open.ts) and the component again after hydration.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from "react";
import { Link, useLocation } from "react-router";
import { useLang, useT, type TranslationKey } from "../../i18n/index.tsx";
import { urlFor } from "../../route-paths.ts";
import { useSiteConfig } from "../../site-config.tsx";
import {
  closeConsentDialog,
  consentCategories,
  declinedEverything,
  openConsentDialog,
  saveConsent,
  useConsentState,
  type ConsentCategory,
} from "../../lib/consent.ts";
import { useNonce } from "../../layouts/nonce.ts";
import { isLegalPath } from "./legal-pages.ts";
import { loadTagManager } from "./tag-manager.ts";
import { consentEarlyScript, LEGAL_VISIT_KEY, takeEarlyDismissal } from "./early-open.ts";

const labels: Record<ConsentCategory, { name: TranslationKey; text: TranslationKey }> = {
  optimization: { name: "consent.optimization", text: "consent.optimizationText" },
  marketing: { name: "consent.marketing", text: "consent.marketingText" },
  "external-media": { name: "consent.externalMedia", text: "consent.externalMediaText" },
};

function session(action: (storage: Storage) => void) {
  try {
    action(window.sessionStorage);
  } catch {
    // Storage may be blocked; the rule then simply does not apply.
  }
}

/**
 * Decides when the dialog opens on its own, from the path and the stored choice. On the first page
 * the early script has usually opened it already: the same decision then only takes it over.
 */
function useAutoOpen(dialogRef: RefObject<HTMLDialogElement | null>) {
  const { pathname } = useLocation();
  const { known, choice, openedBy } = useConsentState();
  useEffect(() => {
    if (!known) return;
    if (isLegalPath(pathname)) {
      session((storage) => storage.setItem(LEGAL_VISIT_KEY, "1"));
      // Reading the privacy policy from the dialog: let the visitor read it.
      if (openedBy === "auto") closeConsentDialog();
      return;
    }
    let cameFromLegalPage = false;
    session((storage) => {
      cameFromLegalPage = storage.getItem(LEGAL_VISIT_KEY) === "1";
      storage.removeItem(LEGAL_VISIT_KEY);
    });
    // Escape before hydration closed the early-opened dialog: that visitor has answered this page.
    const dismissedEarly = takeEarlyDismissal();
    if (!dismissedEarly && (!choice || (cameFromLegalPage && declinedEverything(choice)))) openConsentDialog("auto");
    else if (openedBy === null && dialogRef.current?.open) dialogRef.current.close();
    // Only a change of page (or the first reading of the cookie) decides; not every choice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [known, pathname]);
}

/** Any link to #cookie-settings (footer, privacy page text) opens the dialog instead. */
function useSettingsLinks() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.("a[href$='#cookie-settings']");
      if (!link) return;
      event.preventDefault();
      openConsentDialog("visitor");
    };
    const onHash = () => {
      if (location.hash === "#cookie-settings") openConsentDialog("visitor");
    };
    document.addEventListener("click", onClick);
    window.addEventListener("hashchange", onHash);
    onHash();
    return () => {
      document.removeEventListener("click", onClick);
      window.removeEventListener("hashchange", onHash);
    };
  }, []);
}

function useTagManager() {
  const { choice } = useConsentState();
  const { tagManagerUrl } = useSiteConfig();
  const allowed = !!choice?.granted.includes("optimization");
  useEffect(() => {
    if (allowed && tagManagerUrl) loadTagManager(tagManagerUrl);
  }, [allowed, tagManagerUrl]);
}

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>("a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex='-1'])"));
}

export function CookieConsent() {
  const t = useT();
  const lang = useLang();
  const nonce = useNonce();
  const titleId = useId();
  const textId = useId();
  const { choice, dialogOpen } = useConsentState();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  // Only what this component opened is closed here: while hydrating, the state is still "closed"
  // although the early script has opened the dialog.
  const openByState = useRef(false);
  const [selected, setSelected] = useState<ConsentCategory[]>([]);
  // The stored choice fills the checkboxes in the same render that opens the dialog (React's "adjust
  // state while rendering"), so the dialog never shows for a moment with the old selection.
  const [selectedFor, setSelectedFor] = useState(false);
  if (dialogOpen !== selectedFor) {
    setSelectedFor(dialogOpen);
    if (dialogOpen) setSelected(choice?.granted ?? []);
  }

  useAutoOpen(dialogRef);
  useSettingsLinks();
  useTagManager();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (dialogOpen && !dialog.open) {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      dialog.querySelector<HTMLElement>(".cookie-consent__title")?.focus();
    } else if (!dialogOpen && openByState.current && dialog.open) {
      dialog.close();
      if (returnFocus.current?.isConnected) returnFocus.current.focus();
      returnFocus.current = null;
    }
    openByState.current = dialogOpen;
  }, [dialogOpen, choice]);

  const toggle = (category: ConsentCategory, on: boolean) =>
    setSelected((current) => (on ? [...current.filter((name) => name !== category), category] : current.filter((name) => name !== category)));

  // Keeps Tab inside the dialog (the native modal dialog would let it reach the browser's own UI).
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab" || !dialogRef.current) return;
    const items = focusables(dialogRef.current);
    if (items.length === 0) return;
    const [first, last] = [items[0], items[items.length - 1]];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !dialogRef.current.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !dialogRef.current.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <>
      <dialog
        ref={dialogRef}
        // The early script may have opened it (the `open` attribute) before hydration.
        suppressHydrationWarning
        className="cookie-consent"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        onKeyDown={onKeyDown}
        // Escape closes without storing anything: nothing is accepted, and the dialog asks again on
        // the next page while no choice is stored.
        onCancel={(event) => {
          event.preventDefault();
          closeConsentDialog();
        }}
      >
        <h2 id={titleId} className="cookie-consent__title" tabIndex={-1}>
          {t("consent.title")}
        </h2>
        <p id={textId} className="cookie-consent__intro">
          {t("consent.intro")}{" "}
          <Link to={urlFor("legals-privacy", {}, lang)}>{t("consent.privacyLink")}</Link>
        </p>
        <fieldset className="cookie-consent__categories">
          <legend className="visually-hidden">{t("consent.categories")}</legend>
          <div className="cookie-consent__category">
            <input type="checkbox" id={`${titleId}-required`} checked disabled aria-describedby={`${titleId}-required-text`} />
            <label htmlFor={`${titleId}-required`}>{t("consent.required")}</label>
            <p id={`${titleId}-required-text`}>{t("consent.requiredText")}</p>
          </div>
          {consentCategories.map((category) => (
            <div className="cookie-consent__category" key={category}>
              <input
                type="checkbox"
                id={`${titleId}-${category}`}
                name={category}
                checked={selected.includes(category)}
                onChange={(event) => toggle(category, event.target.checked)}
                aria-describedby={`${titleId}-${category}-text`}
              />
              <label htmlFor={`${titleId}-${category}`}>{t(labels[category].name)}</label>
              <p id={`${titleId}-${category}-text`}>{t(labels[category].text)}</p>
            </div>
          ))}
        </fieldset>
        <div className="cookie-consent__actions">
          <button type="button" className="cookie-consent__button" data-consent="decline" onClick={() => saveConsent([])}>
            {t("consent.declineAll")}
          </button>
          <button type="button" className="cookie-consent__button" data-consent="save" onClick={() => saveConsent(selected)}>
            {t("consent.save")}
          </button>
          <button type="button" className="cookie-consent__button" data-consent="accept" onClick={() => saveConsent(consentCategories)}>
            {t("consent.acceptAll")}
          </button>
        </div>
      </dialog>
      <script
        nonce={nonce}
        // The browser hides the nonce from the DOM after parsing, so the client sees none.
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: consentEarlyScript() }}
      />
    </>
  );
}
