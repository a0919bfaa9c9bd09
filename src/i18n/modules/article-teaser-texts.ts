// The article teaser's words (src/components/article-teaser.tsx, which the blog teaser list and the
// highlight teasers show), which come with its chunk (module-texts.ts).
export const articleTeaserDe = { articleTeaser: { byAuthor: "von {{author}}" } };

export type ArticleTeaserDictionary = typeof articleTeaserDe;

export const articleTeaserEn: ArticleTeaserDictionary = { articleTeaser: { byAuthor: "by {{author}}" } };
