// The editors' hub (spec §1, issue 13): the site's state, recent page activities, what goes online
// or offline in the next 14 days, unread form entries, the search terms of the last 30 days, links
// that lead to no page, pages with unpublished drafts, and links into the backend admin for every content type. Anonymous visitors get the login prompt.
import { useLoaderData } from "react-router";
import type { BrokenLinks, DashboardSchedule, DashboardSite, PageActivity, SearchKeywords, UnreadFormEntries } from "../../../shared/api/dashboard-types.ts";
import { apiFrom } from "../../api/loader-api.ts";
import { LoginPrompt } from "../../components/login-prompt.tsx";
import { translator, useT } from "../../i18n/index.tsx";
import type { Screen } from "../screen.ts";
import { AccountFacts, loadUser, type UserData } from "../user/user-session.tsx";
import { ActivitiesPart } from "./activities-part.tsx";
import { BrokenLinksPart } from "./broken-links-part.tsx";
import { FormEntriesPart } from "./form-entries-part.tsx";
import { SchedulePart } from "./schedule-part.tsx";
import { SearchKeywordsPart } from "./search-keywords-part.tsx";
// the sales overview (issue 23)
import type { DashboardSales } from "../../../shared/api/contract/dashboard-sales.ts";
import { isApiError } from "../../../shared/api/api-error.ts";
import { SalesPart } from "./sales-part.tsx";
import { SiteStatePart } from "./site-state-part.tsx";
// the unpublished drafts (issue 25)
import type { UnpublishedDrafts } from "../../../shared/api/unpublished-drafts-types.ts";
import { DraftsPart } from "./drafts-part.tsx";
// visitors' accounts, vouchers and gift cards (issue 26)
import type { DashboardAccounts } from "../../../shared/api/contract/dashboard-accounts.ts";
import { AccountsPart } from "./accounts-part.tsx";

/** The backend admin's sections, one per content type the spec names. */
const contentTypes = ["pages", "events", "productions", "persons", "articles", "venues", "series", "forms"] as const;

/** The hub's parts; a part that could not be read is null and says so, the others still show. */
interface HubParts {
  site: DashboardSite | null;
  activities: PageActivity[] | null;
  schedule: DashboardSchedule | null;
  formEntries: UnreadFormEntries | null;
  keywords: SearchKeywords | null;
  brokenLinks: BrokenLinks | null;
  /** The sales overview; "hidden" for an account that may not see orders. */
  sales: DashboardSales | null | "hidden";
  drafts: UnpublishedDrafts | null;
  /** Visitors' accounts and gift cards; "hidden" for an account that is not an admin. */
  accounts: DashboardAccounts | null | "hidden";
}

interface HubData extends UserData {
  hub: HubParts | null;
}

function CmsHubPage() {
  const { user, hub } = useLoaderData() as HubData;
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
          {hub ? (
            <>
              <SiteStatePart site={hub.site} />
              <ActivitiesPart activities={hub.activities} />
              <SchedulePart schedule={hub.schedule} />
              <FormEntriesPart entries={hub.formEntries} />
              <SearchKeywordsPart keywords={hub.keywords} />
              <BrokenLinksPart links={hub.brokenLinks} />
              <DraftsPart drafts={hub.drafts} />
              {hub.sales !== "hidden" ? <SalesPart sales={hub.sales} /> : null}
              {hub.accounts !== "hidden" ? <AccountsPart accounts={hub.accounts} /> : null}
            </>
          ) : null}
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

export const cmsHubScreen: Screen<HubData> = {
  async loader(args) {
    const t = translator(args.lang);
    const user = await loadUser(args);
    let hub: HubParts | null = null;
    if (user) {
      const api = apiFrom(args.context);
      const lang = args.lang;
      // Each part on its own: one failing read leaves the others on the screen.
      const hiddenWhenForbidden = (error: unknown) => (isApiError(error) && error.status === 403 ? ("hidden" as const) : null);
      const [site, activities, schedule, formEntries, keywords, brokenLinks, sales, drafts, accounts] = await Promise.all([
        api.dashboardSite({ lang }).catch(() => null),
        api.dashboardActivities({ lang }).catch(() => null),
        api.dashboardSchedule({ lang }).catch(() => null),
        api.dashboardFormEntries({ lang }).catch(() => null),
        api.dashboardSearchKeywords({ lang }).catch(() => null),
        api.dashboardBrokenLinks({ lang }).catch(() => null),
        api.dashboardSales({ lang }).catch(hiddenWhenForbidden),
        api.dashboardDrafts({ lang }).catch(() => null),
        api.dashboardAccounts({ lang }).catch(hiddenWhenForbidden),
      ]);
      hub = { site, activities, schedule, formEntries, keywords, brokenLinks, sales, drafts, accounts };
    }
    return { user, hub, meta: { title: t("user.hub") } };
  },
  Component: CmsHubPage,
};
