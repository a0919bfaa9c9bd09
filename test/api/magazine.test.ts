// The magazine: articles newest first, by category and tag; one article; categories and tags.
import assert from "node:assert/strict";
import { test } from "node:test";
import { eq } from "drizzle-orm";
import { articles } from "../../server/db/schema.ts";
import type { Paged } from "../../shared/api/types.ts";
import type { ArticleCategory, ArticleDetail, ArticleSummary, ArticleTag } from "../../shared/api/content-types.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
const get = app.getJson;

test("GET /:lang/api/articles/ answers ten articles, newest first", async () => {
  const { status, body } = await get<Paged<ArticleSummary>>("/de/api/articles/");
  assert.equal(status, 200);
  assert.ok(body.results.length > 0 && body.results.length <= 10);
  const times = body.results.map((article) => new Date(article.published_at).getTime());
  assert.deepEqual(times, [...times].sort((a, b) => b - a));
  assert.match(body.results[0].url, /^\/de\/magazine\/[a-z0-9-]+\/\d+$/);
});

test("category and tag filters", async () => {
  const { body: categories } = await get<ArticleCategory[]>("/de/api/article-categories/");
  assert.ok(categories.length > 0);
  for (const category of categories) assert.deepEqual(Object.keys(category).sort(), ["id", "name", "slug", "slugs", "style_name"]);
  const byCategory = await get<Paged<ArticleSummary>>(`/de/api/articles/?category=${categories[0].id}`);
  for (const article of byCategory.body.results) assert.equal(article.category?.id, categories[0].id);

  const { body: tags } = await get<ArticleTag[]>("/de/api/article-tags/");
  assert.ok(tags.length > 0);
  const byTag = await get<Paged<ArticleSummary>>(`/de/api/articles/?tag=${tags[0].id}`);
  assert.equal(byTag.status, 200);
  for (const article of byTag.body.results) {
    const { body } = await get<ArticleDetail>(`/de/api/articles/${article.id}/`);
    assert.ok(body.tags.some((tag) => tag.id === tags[0].id));
  }
});

test("a bad page is a 400 naming the field", async () => {
  const response = await get<{ field: string }>("/de/api/articles/?page=0");
  assert.equal(response.status, 400);
  assert.equal(response.body.field, "page");
});

test("GET /:lang/api/articles/:id/ answers the body, tags and slugs; unknown, offline and scheduled ones are 404", async () => {
  const { body: list } = await get<Paged<ArticleSummary>>("/en/api/articles/");
  const id = list.results[0].id;
  const { status, body } = await get<ArticleDetail>(`/en/api/articles/${id}/`);
  assert.equal(status, 200);
  assert.ok(body.body.length > 0);
  assert.equal(body.url, `/en/mag/${body.slugs.en}/${id}`);
  assert.equal((await get("/en/api/articles/999999/")).status, 404);
  await app.db.update(articles).set({ isOnline: false }).where(eq(articles.id, id));
  assert.equal((await get(`/en/api/articles/${id}/`)).status, 404);
  await app.db.update(articles).set({ isOnline: true, publishedAt: new Date(Date.now() + 7 * 24 * 3600 * 1000) }).where(eq(articles.id, id));
  assert.equal((await get(`/en/api/articles/${id}/`)).status, 404, "not published yet");
  const after = await get<Paged<ArticleSummary>>("/en/api/articles/");
  assert.ok(!after.body.results.some((article) => article.id === id));
});

test("the articles list's next and previous links, fetched, answer the neighbouring pages", async () => {
  const { body: categories } = await get<ArticleCategory[]>("/de/api/article-categories/");
  const first = await get<Paged<ArticleSummary>>("/de/api/articles/");
  assert.ok(first.body.next, "more than ten articles");
  const second = await get<Paged<ArticleSummary>>(first.body.next);
  assert.equal(second.status, 200);
  assert.ok(!second.body.results.some((article) => first.body.results.some((other) => other.id === article.id)));
  const back = await get<Paged<ArticleSummary>>(second.body.previous!);
  assert.deepEqual(back.body.results.map((article) => article.id), first.body.results.map((article) => article.id));
  const byCategory = await get<Paged<ArticleSummary>>(`/de/api/articles/?category=${categories[0].id}`);
  if (byCategory.body.next) assert.match(byCategory.body.next, new RegExp(`category=${categories[0].id}`));
});

test("GET /:lang/api/articles-teaser/ answers the newest articles, three by default", async () => {
  const { status, body } = await get<Paged<ArticleSummary>>("/en/api/articles-teaser/");
  assert.equal(status, 200);
  assert.deepEqual(Object.keys(body).sort(), ["count", "next", "previous", "results"]);
  assert.equal(body.results.length, 3);
  const newest = await get<Paged<ArticleSummary>>("/en/api/articles/");
  assert.deepEqual(body.results, newest.body.results.slice(0, 3));
  for (const article of body.results) {
    assert.deepEqual(Object.keys(article).sort(), ["author", "category", "id", "image", "published_at", "teaser", "title", "url"]);
  }
  assert.equal(body.next, "/en/api/articles-teaser/?page=2");
  const next = await get<Paged<ArticleSummary>>(body.next!);
  assert.deepEqual(next.body.results, newest.body.results.slice(3, 6));
});

test("the magazine teaser takes a category and a page size up to eight", async () => {
  const { body: categories } = await get<ArticleCategory[]>("/de/api/article-categories/");
  const { body } = await get<Paged<ArticleSummary>>(`/de/api/articles-teaser/?category=${categories[1].id}&page_size=5`);
  assert.ok(body.results.length > 0 && body.results.length <= 5);
  for (const article of body.results) assert.equal(article.category?.id, categories[1].id);
  const many = await get<Paged<ArticleSummary>>("/de/api/articles-teaser/?page_size=50");
  assert.equal(many.body.results.length, 8);
});

test("the magazine teaser's bad input is a 400 naming the field", async () => {
  for (const [path, field] of [
    ["/de/api/articles-teaser/?category=news", "category"],
    ["/de/api/articles-teaser/?page=0", "page"],
    ["/de/api/articles-teaser/?page=500", "page"],
  ]) {
    const response = await get<{ field: string }>(path);
    assert.equal(response.status, 400, path);
    assert.equal(response.body.field, field, path);
  }
});
