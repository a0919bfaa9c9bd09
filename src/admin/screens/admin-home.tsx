// The admin's start: every content type the account may open, by group.
import { Link, useRouteLoaderData } from "react-router";
import { can } from "../../../shared/policies.ts";
import { adminHref } from "../../lib/admin-urls.ts";
import { adminGroups } from "../resources/index.ts";
import { linksFor, type AdminLayoutData } from "./admin-layout.tsx";
import { translator } from "../../i18n/index.tsx";

export function AdminHome() {
  const { lang, user } = useRouteLoaderData("admin") as AdminLayoutData;
  const t = translator(lang);
  return (
    <>
      <title>{`${t("admin.admin")} | Kulisse`}</title>
      <h1>{t("admin.admin")}</h1>
      <div className="admin-home">
        {adminGroups.map(({ group, label }) => {
          const members = linksFor(user, group);
          if (members.length === 0) return null;
          return (
            <section key={group} className="admin-home__group" aria-labelledby={`group-${group}`}>
              <h2 id={`group-${group}`}>{label[lang]}</h2>
              <ul>
                {members.map((link) => (
                  <li key={link.path}>
                    <Link to={adminHref(link.path, lang)}>{link.label[lang]}</Link>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
        {can(user, "editContent") ? (
          <section className="admin-home__group" aria-labelledby="group-media">
            <h2 id="group-media">{t("media.title")}</h2>
            <ul>
              <li>
                <Link to={adminHref("/media/", lang)}>{t("media.title")}</Link>
              </li>
            </ul>
          </section>
        ) : null}
      </div>
    </>
  );
}
