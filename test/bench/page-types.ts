// The visitor page types of issue 15 and where to find one page of each on a running site with the
// demo season. The detail pages are found by following the first link of their list page, so the
// same code finds them on any checkout's build (the old commit's for "before" figures too).

export const PAGE_TYPES = ["home", "calendar", "event", "production", "person", "article", "search", "form", "cms"] as const;
export type PageType = (typeof PAGE_TYPES)[number];

export const PAGE_LABELS: Record<PageType, string> = {
  home: "home",
  calendar: "calendar",
  event: "event",
  production: "production",
  person: "person",
  article: "article",
  search: "search",
  form: "form",
  cms: "CMS page",
};

/** Fixed paths, or the list page whose first link matching `link` is the page. */
const WHERE: Record<PageType, string | { list: string; link: RegExp }> = {
  home: "/de",
  calendar: "/de/spielplan",
  event: { list: "/de/spielplan", link: /^\/de\/spielplan\/[^/?#]+\/\d+$/ },
  production: { list: "/de/produktionen", link: /^\/de\/produktionen\/[^/?#]+\/\d+$/ },
  person: { list: "/de/ensemble-und-kuenstlerische-teams", link: /^\/de\/ensemble-und-kuenstlerische-teams\/[^/?#]+\/\d+$/ },
  article: { list: "/de/magazine", link: /^\/de\/magazine\/(?!categories\/|tags\/)[^/?#]+\/\d+$/ },
  search: "/de/search?q=Oper",
  form: { list: "/de/kontakt", link: /^\/de\/forms\/[^/?#]+\/\d+$/ },
  cms: "/de/ueber-uns",
};

/** The first `href` of `html` (in document order) whose path matches `pattern`. */
export function firstLinkMatching(html: string, pattern: RegExp): string | undefined {
  for (const [, href] of html.matchAll(/\bhref="([^"]*)"/g)) {
    if (pattern.test(href)) return href;
  }
  return undefined;
}

/** The path of one page of every type on the site at `base`. */
export async function findPagePaths(base: string): Promise<Record<PageType, string>> {
  const lists = new Map<string, Promise<string>>();
  const listHtml = (path: string) => {
    if (!lists.has(path)) lists.set(path, fetch(base + path).then((response) => response.text()));
    return lists.get(path)!;
  };
  const found = await Promise.all(
    PAGE_TYPES.map(async (type) => {
      const where = WHERE[type];
      if (typeof where === "string") return where;
      const path = firstLinkMatching(await listHtml(where.list), where.link);
      if (!path) throw new Error(`no ${PAGE_LABELS[type]} page linked from ${where.list}`);
      return path;
    }),
  );
  return Object.fromEntries(PAGE_TYPES.map((type, index) => [type, found[index]])) as Record<PageType, string>;
}
