// What the user area's parts (and the hub) share: the session as a screen's loader reads it, and the
// account's facts.
import { apiFrom } from "../../api/loader-api.ts";
import type { UserDetails } from "../../../shared/api/types.ts";
import { useT } from "../../i18n/index.tsx";
import type { ScreenLoaderArgs, WithMeta } from "../screen.ts";

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
