// A custom HTML error page is a whole HTML file; the site shows its <style> and <body> parts.
export interface CustomErrorHtml {
  style: string;
  body: string;
}

/** The style and body parts of an HTML file, or null when it has no body. */
export function parseCustomErrorHtml(html: string): CustomErrorHtml | null {
  const body = /<body[^>]*>([\s\S]*?)<\/body>/i.exec(html)?.[1]?.trim();
  if (!body) return null;
  const style = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1]).join("\n");
  return { style, body };
}

/** Only files under /html/ of the site's own public folder may serve as error pages. */
export function isAllowedErrorPagePath(path: string): boolean {
  return /^\/html\/[A-Za-z0-9._-]+\.html$/.test(path) && !path.includes("..");
}
