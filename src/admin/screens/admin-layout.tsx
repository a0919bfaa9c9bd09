// The dashboard layout of the backend admin (spec §2 "dashboard"): a header with the way back to the
// site and the hub, the language switch and the logout, the navigation by content group, and the
// screen. Staff accounts get here (each screen asks its own ability: the box office sees the shop's
// screens only); visitors are sent to the login.
import { Link, NavLink, Outlet, redirect, useLoaderData, useLocation } from "react-router";
import { isApiError } from "../../../shared/api/api-error.ts";
import type { AdminAccount } from "../../../shared/api/contract/admin-account.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import { can } from "../../../shared/policies.ts";
import { apiFrom, routeError } from "../../api/loader-api.ts";
import { urlFor } from "../../route-paths.ts";
import { adminHref, adminLang } from "../../lib/admin-urls.ts";
import { adminGroups, adminResources, adminScreens } from "../resources/index.ts";
import type { ScreenLoaderArgs } from "../../pages/screen.ts";
import { translator } from "../../i18n/index.tsx";

export interface AdminLayoutData {
  lang: Lang;
  user: AdminAccount;
}

/** The account of this request, or the way to the login (visitors) or a 403 (no admin rights). */
export async function loadAdminLayout({ request, context }: Omit<ScreenLoaderArgs, "lang">): Promise<AdminLayoutData> {
  const url = new URL(request.url);
  const lang = adminLang(url.searchParams);
  try {
    const user = await apiFrom(context).adminAccount({ lang });
    if (!can(user, "openAdmin")) routeError(403, { kind: "api", error: "forbidden" });
    return { lang, user };
  } catch (error) {
    if (isApiError(error) && error.status === 401) throw redirect(`${urlFor("login", {}, lang)}?next=${encodeURIComponent(url.pathname + url.search)}`);
    throw error;
  }
}

/** The resources an account may open. */
export const resourcesFor = (user: AdminAccount) => adminResources.filter((resource) => can(user, resource.ability));

/** The entries of the navigation an account may open, per group: its content types, then the other screens. */
export function linksFor(user: AdminAccount, group: string): { path: string; label: { de: string; en: string } }[] {
  return [
    ...resourcesFor(user)
      .filter((resource) => resource.group === group)
      .map((resource) => ({ path: `/${resource.name}/`, label: resource.label })),
    ...adminScreens.filter((screen) => screen.group === group && can(user, screen.ability)).map((screen) => ({ path: screen.path, label: screen.label })),
  ];
}

export function AdminLayout() {
  const { lang, user } = useLoaderData() as AdminLayoutData;
  const t = translator(lang);
  const { pathname, search } = useLocation();
  const other: Lang = lang === "de" ? "en" : "de";
  const switchQuery = new URLSearchParams(search);
  switchQuery.delete("lang");
  return (
    <div className="admin">
      <a className="skip-link" href="#admin-main">
        {t("skipToContent")}
      </a>
      <header className="admin-header">
        <Link to={adminHref("/", lang)} className="admin-header__title">
          Kulisse · {t("admin.admin")}
        </Link>
        <nav className="admin-header__links" aria-label={t("admin.headerLinks")}>
          <a href={urlFor("home", {}, lang)}>{t("admin.toSite")}</a>
          {can(user, "editContent") ? <a href={urlFor("cms-hub", {}, lang)}>{t("admin.toHub")}</a> : null}
          <a href={`${pathname}?${new URLSearchParams([...(other === "de" ? [] : [["lang", other]]), ...switchQuery.entries()])}`.replace(/\?$/, "")} lang={other} hrefLang={other}>
            {t(`languageName.${other}`)}
          </a>
          <span className="admin-header__user">{[user.first_name, user.last_name].filter(Boolean).join(" ") || user.username}</span>
        </nav>
        <form method="post" action={urlFor("logout", {}, lang)} className="admin-header__logout">
          <button type="submit" className="admin-button admin-button--quiet">
            {t("admin.logout")}
          </button>
        </form>
      </header>
      <div className="admin-body">
        <nav className="admin-nav" aria-label={t("admin.adminNavigation")}>
          <NavLink to={adminHref("/", lang)} end className="admin-nav__overview">
            {t("admin.overview")}
          </NavLink>
          {adminGroups.map(({ group, label }) => {
            const members = linksFor(user, group);
            if (members.length === 0) return null;
            return (
              <div key={group} className="admin-nav__group">
                <h2 className="admin-nav__heading">{label[lang]}</h2>
                <ul>
                  {members.map((link) => (
                    <li key={link.path}>
                      <NavLink to={adminHref(link.path, lang)}>{link.label[lang]}</NavLink>
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
          {can(user, "editContent") ? (
            <div className="admin-nav__group">
              <h2 className="admin-nav__heading">{t("media.title")}</h2>
              <ul>
                <li>
                  <NavLink to={adminHref("/media/", lang)}>{t("media.title")}</NavLink>
                </li>
              </ul>
            </div>
          ) : null}
        </nav>
        <main id="admin-main" className="admin-main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
