// The JavaScript a first visit of one page downloads, read from what the server sends: the page's
// module scripts, modulepreloads and script preloads, and every module they import statically, each gzipped at level
// 9. Dynamic imports count only when the page preloads them. Going through HTTP rather than a build
// manifest measures any checkout's build alike (the "before" figures too).
import zlib from "node:zlib";

/** The module scripts, modulepreloads and script preloads of a page, as they are written (relative or absolute). */
export function moduleUrlsOfPage(html: string): string[] {
  const urls: string[] = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const isModuleScript = tag.startsWith("<script") && /\btype="module"/.test(tag);
    const isPreload = tag.startsWith("<link") && (/\brel="modulepreload"/.test(tag) || (/\brel="preload"/.test(tag) && /\bas="script"/.test(tag)));
    const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if ((isModuleScript || isPreload) && url) urls.push(url.replaceAll("&amp;", "&"));
  }
  return urls;
}

/** The specifiers a module imports statically (`import … from "x"`, `import "x"`, `export … from "x"`). */
export function staticImportsOf(source: string): string[] {
  const pattern = /(?:^|[;\s}])(?:import|export)\s*(?:(?:[\w$]+\s*,?\s*)?(?:\{[^}]*\}|\*\s*(?:as\s+[\w$]+)?)?\s*from\s*)?["']([^"']+)["']/g;
  return [...source.matchAll(pattern)].map((match) => match[1]);
}

/** Bytes (gzip level 9) of the JavaScript a first visit of `pageUrl` loads, and the files. */
export async function firstVisitJavaScript(pageUrl: string): Promise<{ gzipBytes: number; files: string[] }> {
  const html = await (await fetch(pageUrl)).text();
  const seen = new Set<string>();
  let gzipBytes = 0;
  const visit = async (url: string): Promise<void> => {
    if (seen.has(url)) return;
    seen.add(url);
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    const source = await response.text();
    gzipBytes += zlib.gzipSync(source, { level: 9 }).length;
    await Promise.all(staticImportsOf(source).map((specifier) => visit(new URL(specifier, url).href)));
  };
  await Promise.all(moduleUrlsOfPage(html).map((url) => visit(new URL(url, pageUrl).href)));
  return { gzipBytes, files: [...seen].map((url) => new URL(url).pathname) };
}
