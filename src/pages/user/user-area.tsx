// The frame of every part of the user area: breadcrumb, the part's heading, the navigation between
// the parts (the current one marked with aria-current), then the part itself, or the login prompt
// for someone not signed in.
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { UserDetails } from "../../../shared/api/types.ts";
import { Breadcrumb } from "../../components/breadcrumb.tsx";
import { LoginPrompt } from "../../components/login-prompt.tsx";
import { useLang, useT } from "../../i18n/index.tsx";
import { trailFromHome } from "../../lib/breadcrumb-trail.ts";
import { urlFor, type RouteName } from "../../route-paths.ts";
import { userAreaLinks } from "./user-area-links.ts";

interface UserAreaProps {
  /** The part shown (its route). */
  route: RouteName;
  title: string;
  user: UserDetails | null;
  children: ReactNode;
}

export function UserArea({ route, title, user, children }: UserAreaProps) {
  const t = useT();
  const lang = useLang();
  const fullName = user ? `${user.first_name ?? ""} ${user.last_name ?? ""}`.trim() : "";
  return (
    <section className={`screen screen-user screen-${route}`} aria-labelledby="user-title">
      <header className="page-header">
        <Breadcrumb items={trailFromHome(lang, { title, url: urlFor(route, {}, lang) })} />
        <h1 id="user-title" className="page-header__title">
          {title}
        </h1>
        {fullName ? <p className="page-header__subline">{fullName}</p> : null}
      </header>
      {user ? (
        <div className="user-area">
          <nav className="user-area__nav" aria-label={t("user.areaNav")}>
            <ul>
              {userAreaLinks.map((link) => (
                <li key={link.route}>
                  <Link to={urlFor(link.route, {}, lang)} aria-current={link.route === route ? "page" : undefined}>
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="user-area__part">{children}</div>
        </div>
      ) : (
        <LoginPrompt loginUrl={urlFor("login", {}, lang, { next: urlFor(route, {}, lang) })} />
      )}
    </section>
  );
}
