// Contributors: cast and team, each under its own subheading.
import type { Contributor } from "../../../../shared/api/content-types.ts";
import { ContributorList } from "../../../components/contributor-list.tsx";
import { useT } from "../../../i18n/index.tsx";
import { DetailSection } from "./section.tsx";

export function ContributorsSection({ prefix, cast, team }: { prefix: string; cast: Contributor[]; team: Contributor[] }) {
  const t = useT();
  if (cast.length === 0 && team.length === 0) return null;
  return (
    <DetailSection name="Contributors" id={`${prefix}-contributors`} title={t("eventDetail.contributors")}>
      {cast.length > 0 ? (
        <div className={`${prefix === "event" ? "screen-event" : "screen-production"}__cast`}>
          <h3 id={`${prefix}-cast`}>{t("sections.cast")}</h3>
          <ContributorList contributors={cast} />
        </div>
      ) : null}
      {team.length > 0 ? (
        <div className={`${prefix === "event" ? "screen-event" : "screen-production"}__team`}>
          <h3 id={`${prefix}-team`}>{t("sections.team")}</h3>
          <ContributorList contributors={team} />
        </div>
      ) : null}
    </DetailSection>
  );
}
