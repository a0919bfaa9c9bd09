// Blog: magazine articles about the production, as teaser cards.
import { Link } from "react-router";
import type { ArticleSummary } from "../../../../shared/api/content-types.ts";
import { Picture } from "../../../components/picture.tsx";
import { useT } from "../../../i18n/index.tsx";
import { DetailSection } from "./section.tsx";

export function BlogSection({ prefix, articles }: { prefix: string; articles: ArticleSummary[] }) {
  const t = useT();
  if (articles.length === 0) return null;
  return (
    <DetailSection name="Blog" id={`${prefix}-articles`} title={t("screens.productions.moreArticles")}>
      <ul className="teaser-grid">
        {articles.map((article) => (
          <li key={article.id} className="teaser-card">
            <Picture image={article.image} className="teaser-card__image" />
            <div className="teaser-card__body">
              <h3 className="teaser-card__headline">
                <Link to={article.url}>{article.title}</Link>
              </h3>
              {article.teaser ? <p className="teaser-card__text">{article.teaser}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}
