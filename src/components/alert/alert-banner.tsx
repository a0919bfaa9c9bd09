// The breaking-news alert above the header (spec §2, §4): title, text, link, close. Closing stores
// the alert id in a cookie named for the alert; while the header menu is open it hides (not stored).
// The server always renders it (the HTML is the same for every visitor); a tiny inline script hides
// a dismissed alert before the first paint, and the client removes it after hydration.
import { useEffect, useId, useState } from "react";
import type { Alert } from "../../../shared/api/types.ts";
import { useNonce } from "../../layouts/nonce.ts";
import { useT } from "../../i18n/index.tsx";
import { SmartLink } from "../smart-link.tsx";
import { alertEarlyScript, isAlertDismissed, storeAlertDismissal } from "./alert-cookie.ts";

/** Dispatched on window by the site header: `new CustomEvent("header-menu", { detail: { open } })`. */
export const HEADER_MENU_EVENT = "header-menu";

function useHeaderMenuOpen(): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onMenu = (event: Event) => setOpen(!!(event as CustomEvent<{ open?: boolean }>).detail?.open);
    window.addEventListener(HEADER_MENU_EVENT, onMenu);
    return () => window.removeEventListener(HEADER_MENU_EVENT, onMenu);
  }, []);
  return open;
}

export function AlertBanner({ alert }: { alert: Alert }) {
  const t = useT();
  const nonce = useNonce();
  const textId = useId();
  const menuOpen = useHeaderMenuOpen();
  const [dismissed, setDismissed] = useState(false);
  const [expanded, setExpanded] = useState(false);

  useEffect(() => {
    const dismissedBefore = isAlertDismissed(alert.id);
    setDismissed(dismissedBefore);
    setExpanded(false);
    // The early script's marker belongs to an alert that was dismissed; a different one shows.
    if (!dismissedBefore) document.documentElement.removeAttribute("data-alert-dismissed");
  }, [alert.id]);

  if (dismissed) return null;

  const close = () => {
    storeAlertDismissal(alert.id);
    setDismissed(true);
  };

  return (
    <>
      <script
        nonce={nonce}
        // The browser hides the nonce from the DOM after parsing, so the client sees none.
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: alertEarlyScript(alert.id) }}
      />
      <aside className="alert-banner" data-alert-id={alert.id} aria-label={t("alert.label")} hidden={menuOpen}>
        <div className="alert-banner__inner">
          <p id={textId} className={expanded ? "alert-banner__text alert-banner__text--expanded" : "alert-banner__text"}>
            <strong className="alert-banner__title">{alert.title}</strong> {alert.text}
          </p>
          <button
            type="button"
            className="alert-banner__more"
            aria-expanded={expanded}
            aria-controls={textId}
            onClick={() => setExpanded((value) => !value)}
          >
            {expanded ? t("alert.less") : t("alert.more")}
          </button>
          {alert.link ? (
            <SmartLink href={alert.link.url} className="alert-banner__link">
              {alert.link_title || alert.link.url}
            </SmartLink>
          ) : null}
          <button type="button" className="alert-banner__close" aria-label={t("alert.close")} onClick={close}>
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      </aside>
    </>
  );
}
