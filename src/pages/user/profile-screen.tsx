// The profile part of the user area (issue 26 point 2): name, address and phone, the consents, the
// download of all data about the account and its deletion. Someone not signed in gets the login
// prompt of <UserArea>.
import { useState } from "react";
import { useLoaderData } from "react-router";
import { accountProfileContract, type AccountProfile } from "../../../shared/api/contract/account-profile.ts";
import { endpointUrl } from "../../../shared/api/endpoint.ts";
import { apiFrom } from "../../api/loader-api.ts";
import { addTexts, translator, useLang, useT } from "../../i18n/index.tsx";
import { profileTextsDe, profileTextsEn } from "../../i18n/profile-texts.ts";
import type { Screen } from "../screen.ts";
import { AccountDeletionForm } from "./account-deletion-form.tsx";
import { ProfileConsents } from "./profile-consents.tsx";
import { ProfileDetailsForm } from "./profile-details-form.tsx";
import { UserArea } from "./user-area.tsx";
import { loadUser, type UserData } from "./user-session.tsx";

addTexts("de", profileTextsDe);
addTexts("en", profileTextsEn);

interface ProfileData extends UserData {
  profile: AccountProfile | null;
}

function DataDownload() {
  const t = useT();
  const lang = useLang();
  return (
    <section className="profile-section" aria-labelledby="profile-export-title">
      <h2 id="profile-export-title" className="profile-section__title">
        {t("profile.exportTitle")}
      </h2>
      <p>{t("profile.exportIntro")}</p>
      <a className="button" href={endpointUrl(accountProfileContract.accountDataExport, { lang })} download>
        {t("profile.exportLink")}
      </a>
    </section>
  );
}

function ProfilePage() {
  const data = useLoaderData() as ProfileData;
  const t = useT();
  // The answer of each save is the profile now (the consents' dates, the trimmed details).
  const [profile, setProfile] = useState(data.profile);
  return (
    <UserArea route="user-profile" title={t("user.profile")} user={data.user}>
      {profile ? (
        <div className="profile">
          <ProfileDetailsForm profile={profile} onSaved={setProfile} />
          <ProfileConsents profile={profile} onSaved={setProfile} />
          <DataDownload />
          <AccountDeletionForm profile={profile} />
        </div>
      ) : null}
    </UserArea>
  );
}

export const profileScreen: Screen<ProfileData> = {
  async loader(args) {
    const t = translator(args.lang);
    const user = await loadUser(args);
    const profile = user ? await apiFrom(args.context).accountProfile({ lang: args.lang }) : null;
    return { user, profile, meta: { title: t("user.profile") } };
  },
  Component: ProfilePage,
};
