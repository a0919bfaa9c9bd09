// The burger menu's full-screen panel: primary menu (items with children expand in place), search,
// secondary menu, language links and today's hours. A modal dialog: focus stays inside while open.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { Link } from "react-router";
import type { MenuItem, OpeningHoursToday } from "../../../shared/api/types.ts";
import { useT } from "../../i18n/index.tsx";
import { SearchBox } from "../search/search-box.tsx";
import { ChevronIcon, CloseIcon } from "./header-icons.tsx";
import { LanguageLinks } from "./language-dropdown.tsx";
import { OpeningHours } from "./opening-hours.tsx";

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

function PanelItem({ item, onNavigate }: { item: MenuItem; onNavigate: () => void }) {
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  if (item.children.length === 0) {
    return (
      <li className="menu-panel__item">
        <Link className="menu-panel__link" to={item.url} onClick={onNavigate}>
          {item.menu_name}
        </Link>
      </li>
    );
  }
  return (
    <li className="menu-panel__item">
      <button
        type="button"
        className="menu-panel__link menu-panel__toggle"
        aria-expanded={open}
        aria-controls={`${id}-sub`}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === "Escape" && open) {
            event.stopPropagation();
            setOpen(false);
          }
        }}
      >
        {item.menu_name}
        <ChevronIcon />
      </button>
      <ul className={`menu-panel__sub${item.has_tab_navigation ? " menu-panel__sub--tabs" : ""}`} id={`${id}-sub`} hidden={!open}>
        <li>
          <Link className="menu-panel__sublink" to={item.url} onClick={onNavigate}>
            {t("header.overview")}
          </Link>
        </li>
        {item.children.map((child) => (
          <li key={child.url}>
            <Link className="menu-panel__sublink" to={child.url} onClick={onNavigate}>
              {child.menu_name}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

export function MenuPanel({
  id,
  open,
  onClose,
  primary,
  secondary,
  hours,
}: {
  id: string;
  open: boolean;
  onClose: (returnFocus: boolean) => void;
  primary: MenuItem[];
  secondary: MenuItem[];
  hours: OpeningHoursToday;
}) {
  const t = useT();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  // Opening moves focus into the panel (its first item; the close button sits at the top right).
  useEffect(() => {
    if (!open) return;
    const first = panelRef.current?.querySelector<HTMLElement>(".menu-panel__primary a, .menu-panel__primary button");
    (first ?? closeRef.current)?.focus();
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      onClose(true);
      return;
    }
    if (event.key !== "Tab" || !panelRef.current) return;
    const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.offsetParent !== null || element === document.activeElement);
    if (focusable.length === 0) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const navigated = () => onClose(false);
  return (
    <div ref={panelRef} id={id} className="menu-panel" role="dialog" aria-modal="true" aria-label={t("header.menu")} hidden={!open} onKeyDown={onKeyDown}>
      <div className="menu-panel__inner">
        <div className="menu-panel__top">
          <OpeningHours hours={hours} />
          <button ref={closeRef} type="button" className="header-button menu-panel__close" onClick={() => onClose(true)}>
            <CloseIcon />
            <span className="visually-hidden">{t("header.closeMenu")}</span>
          </button>
        </div>
        <nav className="menu-panel__primary" aria-label={t("header.primaryMenu")}>
          <ul className="menu-panel__list">
            {primary.map((item) => (
              <PanelItem key={item.url} item={item} onNavigate={navigated} />
            ))}
          </ul>
        </nav>
        <div className="menu-panel__search">
          <SearchBox variant="panel" onSubmitted={navigated} />
        </div>
        <nav className="menu-panel__secondary" aria-label={t("header.secondaryMenu")}>
          <ul className="menu-panel__list menu-panel__list--secondary">
            {secondary.map((item) => (
              <li key={item.url}>
                <Link className="menu-panel__small-link" to={item.url} onClick={navigated}>
                  {item.menu_name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageLinks />
      </div>
    </div>
  );
}
