// The site search on PostgreSQL: autocomplete, ranked full-text search (German and English
// stemming) in three scopes with snippets and paging, "did you mean", query counting, and the
// search screen that shows it all without JavaScript.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { and, eq } from "drizzle-orm";
import { Window } from "happy-dom";
import { persons, searchDocuments, searchQueries, searchQueryDays } from "../../server/db/schema.ts";
import { reindexSearchDocuments } from "../../server/services/search/index-documents.ts";
import type { SearchResults } from "../../shared/api/content-types.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

// This file searches more often than a visitor could; the limit itself is tested in call-limits.test.ts.
const app = sharedTestApp({ config: { searchLimit: 10_000 } });
const get = app.getJson;

type Invalid = { error: string; field: string; reason: string };

async function countOf(lang: "de" | "en", query: string): Promise<number> {
  const [row] = await app.db
    .select({ count: searchQueries.count })
    .from(searchQueries)
    .where(and(eq(searchQueries.lang, lang), eq(searchQueries.query, query)));
  return row?.count ?? 0;
}

/** Every hit of a search, following its next links (the count can pass one page of 10). */
async function allPages(url: string): Promise<SearchResults["results"]> {
  const hits: SearchResults["results"] = [];
  for (let next: string | null = url; next; ) {
    const page: SearchResults = (await get<SearchResults>(next)).body;
    hits.push(...page.results);
    next = page.next;
  }
  return hits;
}

function assertResultsShape(body: SearchResults): void {
  assert.deepEqual(Object.keys(body).sort(), ["count", "counts", "did_you_mean", "next", "previous", "results"]);
  assert.deepEqual(Object.keys(body.counts).sort(), ["all", "events", "others"]);
  for (const hit of body.results) {
    assert.deepEqual(Object.keys(hit).sort(), ["date", "id", "kind", "snippet", "title", "url"]);
    assert.equal(typeof hit.snippet.text, "string");
    assert.ok(Array.isArray(hit.snippet.matches));
  }
}

describe("autocomplete", () => {
  test("suggests titles for a prefix in any letter case, at most 8, as a plain list", async () => {
    const { status, body } = await get<string[]>("/de/api/search/autocomplete/?query=ZAUB");
    assert.equal(status, 200);
    assert.ok(Array.isArray(body) && body.length <= 8);
    assert.ok(body.includes("Die Zauberflöte"), JSON.stringify(body));
  });

  test("one or two letters suggest titles that start with them", async () => {
    const { status, body } = await get<string[]>("/de/api/search/autocomplete/?query=A");
    assert.equal(status, 200);
    assert.ok(body.length > 0 && body.length <= 8);
    for (const title of body) assert.match(title, /^a/i);
  });

  test("matches the start of a word, not the middle", async () => {
    const { body } = await get<string[]>("/de/api/search/autocomplete/?query=fl%C3%B6te");
    assert.ok(!body.includes("Die Zauberflöte"), JSON.stringify(body));
  });

  test("takes the language from the path or from ?lang= (German by default)", async () => {
    const english = await get<string[]>("/en/api/search/autocomplete/?query=magic");
    assert.ok(english.body.includes("The Magic Flute"));
    const param = await get<string[]>("/api/search/autocomplete/?query=magic&lang=en");
    assert.deepEqual(param.body, english.body);
    const german = await get<string[]>("/api/search/autocomplete/?query=zauberfl");
    assert.ok(german.body.includes("Die Zauberflöte"));
  });

  test("an empty or blank query, or an unknown language, is a 400 naming the field", async () => {
    for (const path of ["/de/api/search/autocomplete/?query=%20%20", "/de/api/search/autocomplete/", "/api/search/autocomplete/?query=a&lang=fr"]) {
      const { status, body } = await get<Invalid>(path);
      assert.equal(status, 400, path);
      assert.equal(body.field, path.includes("lang=fr") ? "lang" : "query");
      assert.ok(body.reason);
    }
  });

  test("is not counted as a search", async () => {
    await get("/de/api/search/autocomplete/?query=woyzeck");
    assert.equal(await countOf("de", "woyzeck"), 0);
  });
});

describe("full search", () => {
  test("finds German word forms by stem and ranks the production first", async () => {
    const { status, body } = await get<SearchResults>("/de/api/search/?query=Zauberfl%C3%B6ten");
    assert.equal(status, 200);
    assertResultsShape(body);
    assert.ok(body.count > 0);
    const first = body.results[0];
    assert.equal(first.kind, "production");
    assert.equal(first.title, "Die Zauberflöte");
    assert.match(first.url, /^\/de\/produktionen\/die-zauberfloete\/\d+$/);
    assert.equal(body.did_you_mean, null);
  });

  test("a partial last word is a prefix", async () => {
    const { body } = await get<SearchResults>("/de/api/search/?query=zauberfl");
    assert.ok(body.results.some((hit) => hit.title === "Die Zauberflöte"));
  });

  test("uses the English configuration on /en: plural and singular meet", async () => {
    const { body } = await get<SearchResults>("/en/api/search/?query=flutes");
    const hit = body.results.find((result) => result.kind === "production");
    assert.equal(hit?.title, "The Magic Flute");
    assert.match(hit!.url, /^\/en\/productions\//);
    const german = await get<SearchResults>("/de/api/search/?query=flutes");
    assert.equal(german.body.count, 0, "German documents are not searched on /de with English words");
  });

  test("the snippet is plain text with the offsets of the matched words", async () => {
    const { body } = await get<SearchResults>("/de/api/search/?query=Mozart");
    const withMatch = body.results.filter((hit) => hit.snippet.matches.length > 0);
    assert.ok(withMatch.length > 0);
    for (const hit of withMatch) {
      assert.doesNotMatch(hit.snippet.text, /<\/?[a-z]+[^>]*>/i, "no HTML from the content");
      for (const [start, end] of hit.snippet.matches) assert.match(hit.snippet.text.slice(start, end), /^mozart/i);
    }
  });

  /** The indexed text of a hit, which its snippet quotes from. */
  async function indexedText(lang: "de" | "en", hit: SearchResults["results"][number]): Promise<string> {
    const [row] = await app.db
      .select({ text: searchDocuments.text })
      .from(searchDocuments)
      .where(and(eq(searchDocuments.lang, lang), eq(searchDocuments.kind, hit.kind), eq(searchDocuments.objectId, hit.id)));
    return row.text;
  }

  /** The snippet is one stretch of the indexed text, cut between words, with "…" exactly where text was left out. */
  function assertCutBetweenWords(snippet: string, text: string): void {
    const inner = snippet.replace(/^… /, "").replace(/ ?…$/, "");
    const at = text.indexOf(inner);
    assert.ok(at >= 0, `"${snippet}" quotes one stretch of "${text}"`);
    const end = at + inner.length;
    assert.ok((at === 0 || text[at - 1] === " ") && (end === text.length || text[end] === " "), `whole words: "${snippet}"`);
    assert.equal(snippet.startsWith("… "), at > 0, snippet);
    assert.equal(snippet.endsWith("…"), end < text.length, snippet);
    assert.doesNotMatch(snippet, /[·,;:]\s*…?$/, "no separator left hanging");
  }

  for (const [lang, teaser] of [["de", "Freiheit um jeden Preis"], ["en", "Freedom at any price"]] as const) {
    test(`${lang}: "Carmen" quotes the production's teaser once, cut between words, with the matches marked`, async () => {
      const { body } = await get<SearchResults>(`/${lang}/api/search/?query=Carmen`);
      const production = body.results.find((hit) => hit.kind === "production" && hit.title === "Carmen");
      assert.ok(production, "the production is found");
      assert.equal(production.snippet.text.split(teaser).length - 1, 1, `the teaser once: ${production.snippet.text}`);
      assert.ok(production.snippet.matches.length > 0);
      for (const hit of body.results) {
        // A performance's text opens with its date, which the snippet leaves out (tested below).
        const quoted = (await indexedText(lang, hit)).replace(hit.kind === "event" ? /^[^·]*· / : /^/, "");
        assertCutBetweenWords(hit.snippet.text, quoted);
        for (const [start, end] of hit.snippet.matches) assert.match(hit.snippet.text.slice(start, end), /^carmen/i);
      }
    });
  }

  test("a performance's snippet leaves out its date, which the hit shows beside it", async () => {
    for (const [lang, query, weekdays] of [
      ["de", "zauber", /Sonntag|Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag/],
      ["en", "magic", /Sunday|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday/],
    ] as const) {
      const { body } = await get<SearchResults>(`/${lang}/api/search/events/?query=${query}`);
      assert.ok(body.results.length > 0);
      for (const hit of body.results) {
        assert.match(await indexedText(lang, hit), weekdays, "the date in words is still searchable");
        assert.doesNotMatch(hit.snippet.text, weekdays, hit.snippet.text);
        assert.doesNotMatch(hit.snippet.text, /\b20\d\d\b/, hit.snippet.text);
        assert.doesNotMatch(hit.snippet.text, /[·,;:]\s*…?$|\b(in|von|by)…?$/, `no dangling end: ${hit.snippet.text}`);
      }
    }
  });

  test("each thing is said once: a production's type is not repeated after a subline that names it", async () => {
    const { body } = await get<SearchResults>("/de/api/search/?query=Zauberfl%C3%B6te");
    const production = body.results.find((hit) => hit.kind === "production")!;
    assert.match(production.snippet.text, /^Oper in zwei Aufzügen von Wolfgang Amadeus Mozart · Prinz Tamino/);
  });

  test("the un-prefixed path is German unless ?lang=en", async () => {
    const german = await get<SearchResults>("/api/search/?query=Zauberfl%C3%B6te");
    assert.ok(german.body.results.some((hit) => hit.title === "Die Zauberflöte"));
    const english = await get<SearchResults>("/api/search/?query=magic%20flute&lang=en");
    assert.ok(english.body.results.some((hit) => hit.title === "The Magic Flute"));
  });

  test("a misspelling finds nothing but suggests the closest word, which finds something", async () => {
    const { body } = await get<SearchResults>("/de/api/search/?query=zauberflte");
    assert.equal(body.count, 0);
    assert.equal(body.did_you_mean, "Zauberflöte");
    const suggested = await get<SearchResults>(`/de/api/search/?query=${encodeURIComponent(body.did_you_mean)}`);
    assert.ok(suggested.body.count > 0);
    const nonsense = await get<SearchResults>("/de/api/search/?query=xqzjvw");
    assert.equal(nonsense.body.did_you_mean, null);
  });

  test("pattern and query-syntax characters are only text", async () => {
    for (const query of ["%25%25", "%26%7C!():*", "a%27%3B%20drop%20table%20events"]) {
      const { status, body } = await get<SearchResults>(`/de/api/search/?query=${query}`);
      assert.equal(status, 200, query);
      assertResultsShape(body);
    }
  });

  test("the query is 1 to 200 characters after trimming", async () => {
    const blank = await get<Invalid>("/de/api/search/?query=%20");
    assert.deepEqual([blank.status, blank.body.field], [400, "query"]);
    const long = await get<Invalid>(`/de/api/search/?query=${"a".repeat(201)}`);
    assert.deepEqual([long.status, long.body.field], [400, "query"]);
    const padded = await get<SearchResults>(`/de/api/search/?query=${encodeURIComponent(`  ${"a".repeat(200)}  `)}`);
    assert.equal(padded.status, 200);
  });
});

describe("events and others", () => {
  test("events lists only upcoming performances, soonest first among equals", async () => {
    const now = new Date();
    const { status, body } = await get<SearchResults>("/de/api/search/events/?query=Zauberfl%C3%B6te");
    assert.equal(status, 200);
    assertResultsShape(body);
    assert.ok(body.count > 0);
    for (const hit of body.results) {
      assert.equal(hit.kind, "event");
      assert.ok(hit.date && new Date(hit.date) >= now, hit.date ?? "no date");
      assert.match(hit.url, /^\/de\/spielplan\/die-zauberfloete\/\d+$/);
    }
    assert.equal(body.count, body.counts.events);
  });

  test("performances that have started are no longer found", async () => {
    const first = "/de/api/search/events/?query=Zauberfl%C3%B6te";
    const hits = await allPages(first);
    assert.ok(hits.length > 1, `more than one performance (${hits.length})`);
    const soonest = hits.reduce((a, b) => (a.date! <= b.date! ? a : b));
    app.setNow(new Date(new Date(soonest.date!).getTime() + 60_000));
    try {
      const later = await allPages(first);
      assert.equal(later.length, hits.length - 1);
      assert.ok(!later.some((hit) => hit.id === soonest.id));
      app.setNow(new Date(Date.now() + 3 * 365 * 86_400_000));
      const none = await get<SearchResults>("/de/api/search/events/?query=Zauberfl%C3%B6te");
      assert.equal(none.body.count, 0);
    } finally {
      app.setNow(null);
    }
  });

  test("pages of 10 with next and previous links that answer the neighbouring page", async () => {
    const first = await get<SearchResults>("/de/api/search/events/?query=Haus");
    assert.ok(first.body.count > 10, `enough performances in a "Haus" (${first.body.count})`);
    assert.equal(first.body.results.length, 10);
    assert.equal(first.body.previous, null);
    assert.equal(first.body.next, "/de/api/search/events/?query=Haus&page=2");
    const second = await get<SearchResults>(first.body.next!);
    assert.equal(second.status, 200);
    assert.equal(second.body.previous, "/de/api/search/events/?query=Haus&page=1");
    const ids = new Set(first.body.results.map((hit) => hit.id));
    assert.ok(second.body.results.every((hit) => !ids.has(hit.id)), "no hit twice");
  });

  test("a page that is not a positive number, or past the end, is a 400 on page", async () => {
    for (const page of ["abc", "0", "999"]) {
      const { status, body } = await get<Invalid>(`/de/api/search/events/?query=Haus&page=${page}`);
      assert.deepEqual([status, body.field], [400, "page"], page);
    }
  });

  test("others has everything but performances, and the counts add up", async () => {
    const { status, body } = await get<SearchResults>("/de/api/search/others/?query=Mozart");
    assert.equal(status, 200);
    assertResultsShape(body);
    assert.ok(body.count > 0);
    assert.ok(body.results.every((hit) => hit.kind !== "event"));
    assert.equal(body.counts.all, body.counts.events + body.counts.others);
    const english = await get<SearchResults>("/api/search/others/?query=Mozart&lang=en");
    assert.ok(english.body.results.every((hit) => hit.url.startsWith("/en/")));
    const bad = await get<Invalid>("/de/api/search/others/?query=");
    assert.deepEqual([bad.status, bad.body.field], [400, "query"]);
  });
});

describe("query counting", () => {
  test("each first page of a full search counts once under its normalized text", async () => {
    const before = await countOf("de", "die physiker");
    await get("/de/api/search/?query=Die%20%20PHYSIKER%20");
    await get("/api/search/?query=die%20physiker");
    assert.equal(await countOf("de", "die physiker"), before + 2);
    // Tabs and further pages are the same search; English is counted on its own.
    await get("/de/api/search/events/?query=die%20physiker");
    await get("/de/api/search/others/?query=die%20physiker");
    assert.equal(await countOf("de", "die physiker"), before + 2);
    await get("/en/api/search/?query=die%20physiker");
    assert.equal(await countOf("en", "die physiker"), 1);
  });

  test("text without a letter or digit is searched but not counted; long text is counted by its first 100 characters", async () => {
    // The running totals and the day's rows, as sets of texts.
    const rows = async () => ({
      totals: new Set((await app.db.select({ query: searchQueries.query }).from(searchQueries)).map((row) => row.query)),
      days: new Set((await app.db.select({ query: searchQueryDays.query }).from(searchQueryDays)).map((row) => row.query)),
    });
    const before = await rows();
    assert.equal((await get(`/de/api/search/?query=${encodeURIComponent("%%% ?! --")}`)).status, 200);
    assert.deepEqual(await rows(), before, "nothing for the hub to learn");
    const long = `Opernhaus ${"abc ".repeat(60)}`.slice(0, 200);
    assert.equal((await get(`/de/api/search/?query=${encodeURIComponent(long)}`)).status, 200);
    const after = await rows();
    const stored = long.toLowerCase().slice(0, 100).trimEnd();
    assert.deepEqual([...after.totals].filter((query) => !before.totals.has(query)), [stored]);
    assert.deepEqual([...after.days].filter((query) => !before.days.has(query)), [stored]);
  });
});

describe("index upkeep", () => {
  test("re-indexing an object after a save finds its new text, and an offline one no more", async () => {
    const [person] = await app.db.select().from(persons).where(eq(persons.isOnline, true)).limit(1);
    await app.db.update(persons).set({ firstName: "Quirinella" }).where(eq(persons.id, person.id));
    assert.equal((await get<SearchResults>("/de/api/search/?query=Quirinella")).body.count, 0, "not before re-indexing");
    await reindexSearchDocuments(app.db, "person", [person.id], new Date());
    const found = await get<SearchResults>("/de/api/search/?query=Quirinella");
    assert.deepEqual(found.body.results.map((hit) => [hit.kind, hit.id]), [["person", person.id]]);
    const misspelled = await get<SearchResults>("/de/api/search/?query=Quirinela");
    assert.equal(misspelled.body.did_you_mean, "Quirinella", "new words join the vocabulary");
    await app.db.update(persons).set({ isOnline: false }).where(eq(persons.id, person.id));
    await reindexSearchDocuments(app.db, "person", [person.id], new Date());
    assert.equal((await get<SearchResults>("/de/api/search/?query=Quirinella")).body.count, 0);
  });
});

describe("search screen", () => {
  const window = new Window();

  async function page(path: string) {
    const response = await fetch(app.url + path);
    const document = new window.DOMParser().parseFromString(await response.text(), "text/html");
    return { status: response.status, main: document.querySelector("main")! };
  }

  test("tabs for all, events and others with their counts; events lists performances only", async () => {
    const all = await page("/de/search?q=Zauberfl%C3%B6te");
    const tabs = [...all.main.querySelectorAll(".screen-search__filters a")].map((link) => [link.textContent?.replace(/\s+/g, " ").trim(), link.getAttribute("href")]);
    assert.equal(tabs.length, 3);
    assert.match(tabs[0][0] ?? "", /^Alle \(\d+\)$/);
    assert.match(tabs[1][0] ?? "", /^Veranstaltungen \(\d+\)$/);
    assert.equal(tabs[1][1], "/de/search/events?q=Zauberfl%C3%B6te");
    assert.match(tabs[2][0] ?? "", /^Weitere \(\d+\)$/);
    const events = await page("/de/search/events?q=Zauberfl%C3%B6te");
    assert.equal(events.status, 200);
    const labels = [...events.main.querySelectorAll(".search-result__type")].map((label) => label.textContent);
    assert.ok(labels.length > 0 && labels.every((label) => label === "Vorstellung"));
    assert.ok(events.main.querySelector(".search-result time[datetime]"));
    const english = await page("/en/search/others?q=Mozart");
    assert.match(english.main.querySelector(".filter-link--active")?.textContent ?? "", /^Others/);
    assert.ok(english.main.querySelector(".search-result__text mark"));
  });

  test("stored text that looks like HTML is shown as text, with the query's words in <mark>", async () => {
    const [person] = await app.db.select().from(persons).where(eq(persons.isOnline, true)).limit(1);
    const biography = "<p>Singt &lt;img src=x onerror=alert(1)&gt; als Quirinalda &lt;/p&gt;&lt;script&gt;alert(2)&lt;/script&gt;</p>";
    await app.db.update(persons).set({ biography: { de: biography, en: biography } }).where(eq(persons.id, person.id));
    await reindexSearchDocuments(app.db, "person", [person.id], new Date());
    const { main } = await page("/de/search?q=Quirinalda");
    const text = main.querySelector(".search-result__text")!;
    assert.equal(text.querySelector("img, script"), null, "no element from stored text");
    assert.deepEqual([...text.querySelectorAll("mark")].map((mark) => mark.textContent), ["Quirinalda"]);
    assert.match(text.textContent ?? "", /Singt <img src=x onerror=alert\(1\)> als Quirinalda <\/p><script>alert\(2\)<\/script>/);
  });

  test("no results: the message and a 'did you mean' link", async () => {
    const { main } = await page("/en/search?q=magik%20flute");
    assert.match(main.textContent ?? "", /Your search did not return any results/);
    assert.match(main.querySelector(".screen-search__suggestion")?.textContent ?? "", /^Did you mean: magic flute$/i);
    assert.match(main.querySelector(".screen-search__suggestion a")?.getAttribute("href") ?? "", /^\/en\/search\?q=magic\+flute$/i);
  });

  test("an unknown tab is a 404", async () => {
    assert.equal((await page("/de/search/production?q=a")).status, 404);
  });
});
