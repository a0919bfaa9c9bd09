// Articles as teaser cards: image, category, title link, date and author, teaser.
import { Link } from "react-router";
import type { ArticleSummary } from "../../../shared/api/content-types.ts";
import { Picture } from "../../components/picture.tsx";
import { useLang, useT } from "../../i18n/index.tsx";
import { formatLongDate } from "../../lib/format-date.ts";

export function ArticleList({ articles }: { articles: ArticleSummary[] }) {
  const t = useT();
  const lang = useLang();
  if (articles.length === 0) return <p className="screen-magazine__empty">{t("screens.magazine.noArticles")}</p>;
  return (
    <ul className="screen-magazine__list teaser-grid">
      {articles.map((article) => (
        <li key={article.id} className={article.category?.style_name ? `teaser-card ${article.category.style_name}` : "teaser-card"}>
          <Picture image={article.image} className="teaser-card__image" />
          <div className="teaser-card__body">
            {article.category ? <p className="teaser-card__preline label">{article.category.name}</p> : null}
            <h2 className="teaser-card__headline">
              <Link to={article.url}>{article.title}</Link>
            </h2>
            <p className="teaser-card__meta">
              <time dateTime={article.published_at}>{formatLongDate(article.published_at, lang)}</time>
              {article.author ? <> · {t("screens.magazine.by", { author: article.author })}</> : null}
            </p>
            {article.teaser ? <p className="teaser-card__text">{article.teaser}</p> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
