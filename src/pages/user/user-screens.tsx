// The user area (spec §2): the settings (the profile has its own screen, profile-screen.tsx), and the
// session loader the parts share. Anonymous visitors get the login prompt.
import { useLoaderData } from "react-router";
import { apiFrom } from "../../api/loader-api.ts";
import type { UserDetails } from "../../../shared/api/types.ts";
import { translator, useT } from "../../i18n/index.tsx";
import { UserArea } from "./user-area.tsx";
import type { Screen, ScreenLoaderArgs, WithMeta } from "../screen.ts";

type UserScreenName = "settings";

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
    return (
      <UserArea route={`user-${name}`} title={t(`user.${name}`)} user={user}>
        {user ? <AccountFacts user={user} /> : null}
      </UserArea>
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

export const settingsScreen = userScreen("settings");
