// The primary menu as a row in the header bar (64em and wider). Items with children open a dropdown
// (disclosure button: Enter/Space toggle, Escape closes and returns focus, Tab moves on and out).
import { useId } from "react";
import { Link, NavLink } from "react-router";
import type { MenuItem } from "../../../shared/api/types.ts";
import { useT } from "../../i18n/index.tsx";
import { ChevronIcon } from "./header-icons.tsx";
import { useDisclosure } from "./use-disclosure.ts";

function DropdownItem({ item }: { item: MenuItem }) {
  const t = useT();
  const id = useId();
  const { open, toggle, close, containerRef, buttonRef, onBlur } = useDisclosure<HTMLLIElement>();
  return (
    <li className="desktop-menu__item dropdown" ref={containerRef} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className="site-nav__link desktop-menu__button"
        aria-expanded={open}
        aria-controls={`${id}-sub`}
        onClick={toggle}
      >
        {item.menu_name}
        <ChevronIcon />
      </button>
      <ul className="dropdown__panel" id={`${id}-sub`} hidden={!open}>
        <li>
          <Link className="dropdown__link" to={item.url} onClick={() => close()}>
            {t("header.overview")}: {item.menu_name}
          </Link>
        </li>
        {item.children.map((child) => (
          <li key={child.url}>
            <Link className="dropdown__link" to={child.url} onClick={() => close()}>
              {child.menu_name}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

export function DesktopMenu({ items }: { items: MenuItem[] }) {
  const t = useT();
  return (
    <nav className="site-nav desktop-menu" aria-label={t("mainNavigation")}>
      <ul className="site-nav__list">
        {items.map((item) =>
          item.children.length > 0 ? (
            <DropdownItem key={item.url} item={item} />
          ) : (
            <li key={item.url} className="desktop-menu__item">
              <NavLink to={item.url} className="site-nav__link">
                {item.menu_name}
              </NavLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
