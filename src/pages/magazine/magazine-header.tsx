// The magazine header of spec §2 on the magazine's lists (all articles, a category, a topic, all
// topics): breadcrumb, title, the search start — the site search's form, ready to type in — then the
// category links and the link to all topics.
import type { ArticleCategory } from "../../../shared/api/content-types.ts";
import type { LinkRef } from "../../../shared/api/types.ts";
import { Breadcrumb } from "../../components/breadcrumb.tsx";
import { SearchBox } from "../../components/search/search-box.tsx";
import { useT } from "../../i18n/index.tsx";
import { MagazineNav } from "./magazine-nav.tsx";

interface MagazineHeaderProps {
  crumbs: LinkRef[];
  heading: string;
  /** The <h1>'s id, which the screen's section is labelled by. */
  titleId: string;
  categories: ArticleCategory[];
  current: "all" | "tags" | number | null;
}

export function MagazineHeader({ crumbs, heading, titleId, categories, current }: MagazineHeaderProps) {
  const t = useT();
  return (
    <>
      <header className="page-header magazine-header">
        <Breadcrumb items={crumbs} />
        <div className="magazine-header__row">
          <h1 id={titleId} className="page-header__title">
            {heading}
          </h1>
          <SearchBox variant="page" label={t("screens.magazine.search")} />
        </div>
      </header>
      <MagazineNav categories={categories} current={current} />
    </>
  );
}
