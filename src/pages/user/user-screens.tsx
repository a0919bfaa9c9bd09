// The user area (spec §2): profile and settings, plain for now. Anonymous visitors get the login
// prompt; a logged-in editor sees their name and e-mail address.
import { Link, useLoaderData } from "react-router";
import { apiFrom } from "../../api/loader-api.ts";
import type { UserDetails } from "../../../shared/api/types.ts";
import { LoginPrompt } from "../../components/login-prompt.tsx";
import { Breadcrumb } from "../../components/breadcrumb.tsx";
import { screenCrumb, trailFromHome } from "../../lib/breadcrumb-trail.ts";
import { translator, useLang, useT } from "../../i18n/index.tsx";
import { urlFor } from "../../route-paths.ts";
import type { Screen, ScreenLoaderArgs, WithMeta } from "../screen.ts";

type UserScreenName = "profile" | "settings";

export interface UserData extends WithMeta {
  user: UserDetails | null;
}

/** The session as the API sees it; a failing call only means "not logged in" here (spec §8). */
export async function loadUser({ context, lang }: ScreenLoaderArgs): Promise<UserDetails | null> {
  const user = await apiFrom(context)
    .userDetails({ lang })
    .catch(() => null);
  return user?.is_logged_in ? user : null;
}

export function AccountFacts({ user }: { user: UserDetails }) {
  const t = useT();
  const rows: [string, string | null][] = [
    [t("screens.account.firstName"), user.first_name],
    [t("screens.account.lastName"), user.last_name],
    [t("screens.account.email"), user.email],
    [t("screens.account.username"), user.username],
  ];
  return (
    <dl className="account-facts">
      {rows
        .filter(([, value]) => !!value)
        .map(([label, value]) => (
          <div key={label} className="account-facts__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

function userPage(name: UserScreenName) {
  return function UserPage() {
    const { user } = useLoaderData() as UserData;
    const t = useT();
    const lang = useLang();
    const other: UserScreenName = name === "profile" ? "settings" : "profile";
    const fullName = user ? `${user.first_name ?? ""} ${user.last_name ?? ""}`.trim() : "";
    return (
      <section className={`screen screen-user screen-user-${name}`} aria-labelledby="user-title">
        <header className="page-header">
          <Breadcrumb items={trailFromHome(lang, screenCrumb(`user-${name}`, lang))} />
          <h1 id="user-title" className="page-header__title">
            {t(`user.${name}`)}
          </h1>
          {fullName ? <p className="page-header__subline">{fullName}</p> : null}
        </header>
        {user ? (
          <>
            <AccountFacts user={user} />
            <ul className="screen-user__links">
              <li>
                <Link className="arrow-link" to={urlFor(`user-${other}`, {}, lang)}>
                  {t(`user.${other}`)}
                </Link>
              </li>
              {user.logout_url ? (
                <li>
                  <a className="arrow-link" href={user.logout_url}>
                    {t("user.logout")}
                  </a>
                </li>
              ) : null}
            </ul>
          </>
        ) : (
          <LoginPrompt />
        )}
      </section>
    );
  };
}

function userScreen(name: UserScreenName): Screen<UserData> {
  return {
    async loader(args) {
      const t = translator(args.lang);
      return { user: await loadUser(args), meta: { title: t(`user.${name}`) } };
    },
    Component: userPage(name),
  };
}

export const profileScreen = userScreen("profile");
export const settingsScreen = userScreen("settings");
