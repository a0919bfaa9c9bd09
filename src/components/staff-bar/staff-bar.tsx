// The staff bar (issue 25 point 1, spec §6): on every visitor page a logged-in editor gets a slim bar
// with the way into editing: "Seite bearbeiten" (CMS pages), "Im Admin bearbeiten" (detail pages), the
// page's state, its versions and the hub. A lazy chunk: staff-bar-slot.tsx loads it only for staff.
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import type { PageEditState } from "../../../shared/api/contract/page-state.ts";
import { useApi } from "../../api/loader-api.ts";
import "../../i18n/staff-bar-texts.ts";
import "./staff-bar.css";
import { useLang, useT } from "../../i18n/index.tsx";
import { adminHref } from "../../lib/admin-urls.ts";
import { urlFor } from "../../route-paths.ts";
import { stateTime, TranslationHint } from "./translation-hint.tsx";
import { useStaffTarget } from "./staff-target.tsx";
import { usePageEditState } from "./use-page-edit-state.ts";

/** The editor may edit pages (401/403 otherwise: the box office gets no bar). */
function useMayEditPages(): boolean {
  const api = useApi();
  const lang = useLang();
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    let current = true;
    api.editorUser({ lang }).then(
      () => current && setAllowed(true),
      () => current && setAllowed(false),
    );
    return () => {
      current = false;
    };
  }, [api, lang]);
  return allowed;
}

function StateText({ state }: { state: PageEditState }) {
  const t = useT();
  const lang = useLang();
  const text = state.status === "scheduled" && state.scheduled_at ? t("staffBar.scheduled", { date: stateTime(state.scheduled_at, lang) }) : t(`staffBar.${state.status}`);
  return (
    <span className="staff-bar__state" data-status={state.status}>
      {t("staffBar.state")} <strong>{text}</strong>
    </span>
  );
}

export default function StaffBar() {
  const t = useT();
  const lang = useLang();
  const target = useStaffTarget();
  const allowed = useMayEditPages();
  const state = usePageEditState(allowed && target?.kind === "page" ? target.id : null);
  const here = useLocation().pathname;
  if (!allowed) return null;
  return (
    <nav className="staff-bar" aria-label={t("staffBar.label")}>
      <ul className="staff-bar__actions">
        {target?.kind === "page" ? (
          <>
            <li>
              <a className="staff-bar__link staff-bar__link--primary" data-staff="edit" href={`${here}?edit`}>
                {t("staffBar.editPage")}
              </a>
            </li>
            <li>
              <a className="staff-bar__link" data-staff="versions" href={`${here}?edit&versions`}>
                {t("staffBar.versions")}
              </a>
            </li>
          </>
        ) : null}
        {target?.kind === "admin" ? (
          <li>
            <a className="staff-bar__link staff-bar__link--primary" data-staff="admin" href={adminHref(`/${target.resource}/${target.id}`, lang)}>
              {t("staffBar.editInAdmin")}
            </a>
          </li>
        ) : null}
        <li>
          <a className="staff-bar__link" data-staff="hub" href={urlFor("cms-hub", {}, lang)}>
            {t("user.hub")}
          </a>
        </li>
      </ul>
      {state ? (
        <p className="staff-bar__status">
          <StateText state={state} />
          <TranslationHint state={state} />
        </p>
      ) : null}
    </nav>
  );
}
