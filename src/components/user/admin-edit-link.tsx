// "Edit in admin" on a detail page (issue 13): shown after hydration to a logged-in editor, so the
// page's HTML stays the same for every visitor; it opens the item's form in the backend admin.
import { adminHref } from "../../lib/admin-urls.ts";
import { useLang, useT } from "../../i18n/index.tsx";
import { useUserDetails } from "./use-user-details.ts";

export function AdminEditLink({ resource, id }: { resource: string; id: number }) {
  const user = useUserDetails();
  const lang = useLang();
  const t = useT();
  if (!user?.is_logged_in) return null;
  return (
    <p className="admin-edit-link">
      <a href={adminHref(`/${resource}/${id}`, lang)}>{t("user.editInAdmin")}</a>
    </p>
  );
}
