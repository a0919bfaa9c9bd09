// The admin's start: every content type the account may open, by group.
import { Link, useRouteLoaderData } from "react-router";
import { can } from "../../../shared/policies.ts";
import { adminWord } from "../admin-text.ts";
import { adminHref } from "../../lib/admin-urls.ts";
import { adminGroups } from "../resources/index.ts";
import { linksFor, type AdminLayoutData } from "./admin-layout.tsx";

export function AdminHome() {
  const { lang, user } = useRouteLoaderData("admin") as AdminLayoutData;
  return (
    <>
      <title>{`${adminWord("admin", lang)} | Kulisse`}</title>
      <h1>{adminWord("admin", lang)}</h1>
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
            <h2 id="group-media">{adminWord("media", lang)}</h2>
            <ul>
              <li>
                <Link to={adminHref("/media/", lang)}>{adminWord("media", lang)}</Link>
              </li>
            </ul>
          </section>
        ) : null}
      </div>
    </>
  );
}
