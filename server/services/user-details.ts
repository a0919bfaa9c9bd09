// The session fields of spec §3 for the header, and the editor's own record for the page editor.
import type { EditorUser } from "../../shared/api/content-types.ts";
import type { UserDetails } from "../../shared/api/types.ts";
import type { Lang } from "../../shared/lib/localized.ts";
import { isStaff } from "../../shared/policies.ts";
import { urlFor } from "../../src/route-paths.ts";
import type { SessionUser } from "./sessions.ts";

/** The backend admin's entry points an editor gets in the toolbar. */
function adminMenus(lang: Lang): { title: string; url: string }[] {
  return [{ title: lang === "de" ? "Verwaltung" : "Administration", url: "/admin/" }];
}

/** Login state as the site's header reads it; anonymous visitors get the login URL only. */
export function userDetails(user: SessionUser | null, lang: Lang): UserDetails {
  const loginUrl = urlFor("login", {}, lang);
  if (!user) {
    return {
      logged: false,
      is_logged_in: false,
      id: null,
      email: null,
      username: null,
      first_name: null,
      last_name: null,
      admin_menus: [],
      has_dashboard_online_access: false,
      is_staff: false,
      login_url: loginUrl,
      logout_url: null,
      webshop_url: "/webshop/",
    };
  }
  return {
    logged: true,
    is_logged_in: true,
    id: user.id,
    email: user.email,
    username: user.username,
    first_name: user.firstName,
    last_name: user.lastName,
    admin_menus: isStaff(user) ? adminMenus(lang) : [],
    has_dashboard_online_access: isStaff(user) && user.hasDashboardOnlineAccess,
    is_staff: isStaff(user),
    login_url: loginUrl,
    logout_url: urlFor("logout", {}, lang),
    webshop_url: "/webshop/",
  };
}

/** The logged-in editor as the page editor reads it (spec §7 pageeditor-api/user). */
export function editorUser(user: SessionUser, lang: Lang): EditorUser {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    first_name: user.firstName,
    last_name: user.lastName,
    is_admin: user.role === "admin",
    admin_menus: adminMenus(lang),
    has_dashboard_online_access: user.hasDashboardOnlineAccess,
  };
}
