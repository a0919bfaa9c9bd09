// The editors' hub: links into the backend admin for every content type (spec §1); anonymous
// visitors get the login prompt.
import { useLoaderData } from "react-router";
import { LoginPrompt } from "../../components/login-prompt.tsx";
import { translator, useT } from "../../i18n/index.tsx";
import type { Screen } from "../screen.ts";
import { AccountFacts, loadUser, type UserData } from "../user/user-screens.tsx";

/** The backend admin's sections, one per content type the spec names. */
const contentTypes = ["pages", "events", "productions", "persons", "articles", "venues", "series", "forms"] as const;

function CmsHubPage() {
  const { user } = useLoaderData() as UserData;
  const t = useT();
  return (
    <section className="screen screen-cms-hub" aria-labelledby="cms-hub-title">
      <header className="page-header">
        <h1 id="cms-hub-title" className="page-header__title">
          {t("user.hub")}
        </h1>
      </header>
      {user ? (
        <>
          <AccountFacts user={user} />
          {user.admin_menus.length > 0 ? (
            <section className="screen-cms-hub__menus" aria-labelledby="cms-hub-admin">
              <h2 id="cms-hub-admin">{t("screens.account.adminLinks")}</h2>
              <ul>
                {user.admin_menus.map((entry) => (
                  <li key={entry.url}>
                    <a className="arrow-link" href={entry.url}>
                      {entry.title}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section className="screen-cms-hub__content" aria-labelledby="cms-hub-content">
            <h2 id="cms-hub-content">{t("screens.account.contentTypes")}</h2>
            <ul>
              {contentTypes.map((type) => (
                <li key={type}>
                  {/* The admin is served by the server (dashboard layout), not by the site's router. */}
                  <a className="arrow-link" href={`/admin/${type}/`}>
                    {t(`screens.admin.${type}`)}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        </>
      ) : (
        <LoginPrompt />
      )}
    </section>
  );
}

export const cmsHubScreen: Screen<UserData> = {
  async loader(args) {
    const t = translator(args.lang);
    return { user: await loadUser(args), meta: { title: t("user.hub") } };
  },
  Component: CmsHubPage,
};
