// One magazine article as a teaser card (blog teaser list, highlight teasers): image, category,
// title link, date and author, teaser text. The heading level follows the module around it.
import type { ArticleSummary } from "../../shared/api/content-types.ts";
import { addTexts, useLang, useT } from "../i18n/index.tsx";
import { articleTeaserDe, articleTeaserEn } from "../i18n/modules/article-teaser-texts.ts";
import { formatLongDate } from "../lib/format-date.ts";
import { Picture } from "./picture.tsx";
import { SmartLink } from "./smart-link.tsx";

addTexts("de", articleTeaserDe);
addTexts("en", articleTeaserEn);

/** A category's style (cc01…) as a class name only when it is one: it comes from the database. */
const styleClass = (style: string | undefined) => (style && /^[a-z][\w-]{0,30}$/.test(style) ? ` article-teaser--${style}` : "");

export function ArticleTeaser({ article, level, large, className }: { article: ArticleSummary; level: 2 | 3; large?: boolean; className?: string }) {
  const lang = useLang();
  const t = useT();
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <article className={`teaser-card article-teaser${large ? " article-teaser--large" : ""}${styleClass(article.category?.style_name)}${className ? ` ${className}` : ""}`}>
      <Picture image={article.image} className="teaser-card__image article-teaser__image" />
      <div className="teaser-card__body article-teaser__body">
        {article.category ? <p className="teaser-card__preline article-teaser__category">{article.category.name}</p> : null}
        <Heading className="teaser-card__headline article-teaser__title">
          <SmartLink href={article.url}>{article.title}</SmartLink>
        </Heading>
        <p className="article-teaser__meta">
          <time dateTime={article.published_at}>{formatLongDate(article.published_at, lang)}</time>
          {article.author ? ` · ${t("articleTeaser.byAuthor", { author: article.author })}` : null}
        </p>
        {article.teaser ? <p className="teaser-card__text article-teaser__text">{article.teaser}</p> : null}
      </div>
    </article>
  );
}
