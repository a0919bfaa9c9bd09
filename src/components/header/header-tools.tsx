// Favorites (the page in the visitor's language), cart and account at the right of the header bar.
// What belongs to one visitor (cart count, login name) is read on the client after hydration, so the
// server's HTML is the same for all.
import { useId, useState, type ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { useLang, useT } from "../../i18n/index.tsx";
import { urlFor } from "../../route-paths.ts";
import { AccountIcon, CartIcon } from "../icons.tsx";
import { CartLink } from "./cart-link.tsx";
import { ChevronIcon, HeartIcon } from "./header-icons.tsx";
import { useDisclosure } from "./use-disclosure.ts";
import { useUserDetails } from "../user/use-user-details.ts";
import { useAccountFavorites } from "../favorites/use-account-favorites.ts";
import type { UserDetails } from "../../../shared/api/types.ts";
import { useStaffTarget } from "../staff-bar/staff-target.tsx";

/** A tool that cannot be used while the webshop is offline: a button described by a tooltip. */
function OfflineTool({ label, icon }: { label: string; icon: ReactNode }) {
  const t = useT();
  const id = useId();
  const [dismissed, setDismissed] = useState(false);
  return (
    <span className="tooltip-anchor" data-dismissed={dismissed ? "true" : undefined} onMouseLeave={() => setDismissed(false)}>
      <button
        type="button"
        className="header-button header-button--offline"
        aria-disabled="true"
        aria-describedby={`${id}-tip`}
        onBlur={() => setDismissed(false)}
        onKeyDown={(event) => {
          if (event.key === "Escape") setDismissed(true);
        }}
      >
        {icon}
        <span className="visually-hidden">{label}</span>
      </button>
      <span className="tooltip" role="tooltip" id={`${id}-tip`}>
        {t("header.shopOffline")}
      </span>
    </span>
  );
}

function UserDropdown({ user }: { user: UserDetails }) {
  const lang = useLang();
  const t = useT();
  const id = useId();
  const name = [user.first_name, user.last_name].filter(Boolean).join(" ") || user.username || user.email || "";
  const { open, toggle, containerRef, buttonRef, onBlur } = useDisclosure<HTMLDivElement>();
  // The way into editing (issue 25): the hub, and edit mode of the CMS page on screen.
  const target = useStaffTarget();
  const { pathname } = useLocation();
  return (
    <div className="dropdown user-dropdown" ref={containerRef} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className="header-button user-dropdown__button"
        aria-expanded={open}
        aria-controls={`${id}-user`}
        onClick={toggle}
      >
        <AccountIcon />
        <span className="user-dropdown__name">{name}</span>
        <ChevronIcon />
      </button>
      <ul className="dropdown__panel dropdown__panel--end" id={`${id}-user`} hidden={!open} aria-label={t("header.userMenu", { name })}>
        <li>
          <Link className="dropdown__link" to={urlFor("user-profile", {}, lang)}>
            {t("header.myProfile")}
          </Link>
        </li>
        {user.is_staff && target?.kind === "page" ? (
          <li>
            <a className="dropdown__link" href={`${pathname}?edit`}>
              {t("user.editPage")}
            </a>
          </li>
        ) : null}
        {user.is_staff ? (
          <li>
            <a className="dropdown__link" href={urlFor("cms-hub", {}, lang)}>
              {t("user.hub")}
            </a>
          </li>
        ) : null}
        {user.logout_url ? (
          <li>
            {/* Logging out changes state, so it is a same-origin form post, not a GET link. */}
            <form method="post" action={user.logout_url}>
              <button type="submit" className="dropdown__link dropdown__link--button">
                {t("header.logout")}
              </button>
            </form>
          </li>
        ) : null}
      </ul>
    </div>
  );
}

function AccountLink({ shopOnline }: { shopOnline: boolean }) {
  const lang = useLang();
  const t = useT();
  const user = useUserDetails();
  if (user?.is_logged_in) return <UserDropdown user={user} />;
  if (!shopOnline) return <OfflineTool label={t("header.login")} icon={<AccountIcon />} />;
  return (
    <a className="header-button" href={user?.login_url ?? urlFor("login", {}, lang)} aria-label={t("header.login")}>
      <AccountIcon />
    </a>
  );
}

export function HeaderTools({ shopOnline }: { shopOnline: boolean }) {
  const t = useT();
  const lang = useLang();
  // On every page, so that the first page after sign-in brings the device's favorites to the account.
  useAccountFavorites();
  return (
    <>
      <Link className="header-button header-tools__favorites" to={urlFor("favorites", {}, lang)} aria-label={t("header.favorites")}>
        <HeartIcon />
      </Link>
      {shopOnline ? <CartLink /> : <OfflineTool label={t("header.cart")} icon={<CartIcon />} />}
      <AccountLink shopOnline={shopOnline} />
    </>
  );
}
