// What gives German away on a page of the English site: distinctly German words in what a visitor
// reads (text, alt texts, labels, the description), and links that lead into /de.
const germanWords = [
  "und", "oder", "nicht", "wird", "werden", "wurde", "ist", "sind", "sich", "auch", "eine", "einer", "einem", "mit", "für", "zum", "zur",
  "Sie", "Ihre", "Ihr", "gefördert", "Unterstützung", "freundlicher", "Theaterkasse", "Abendkasse", "Spielplan", "Karten", "Eintritt", "frei",
  "Uhr", "Vorstellung", "Vorstellungen", "Spielzeit", "Bühne", "Grafik", "Foto", "Stadt", "Artikel", "Motiv", "Illustration zum",
];

/**
 * Names of the demo's people, places and institutions, which stay German on the English site (the
 * Staatskapelle is called so in English too) and streets; removed before the words are looked for.
 */
const germanNames = [
  "Büchner", "Preußler", "Dürrenmatt", "György", "Bürgerstiftung Lindenau", "Freundeskreis Kulisse e. V.", "Freundeskreis Kulisse", "Staatstheater Kulisse", "Staatskapelle Lindenau", "Theaterplatz", "Schillerstraße", "Am Stadtpark", "Mühlgasse",
];

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X")) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
    return entities[name.toLowerCase()] ?? whole;
  });
}

/** What a visitor reads: the text outside scripts, styles and comments, and the texts in attributes that are read out or shown. */
export function readableText(html: string): string {
  const page = html.replace(/<!--[\s\S]*?-->/g, " ").replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, " ");
  const attributes = [...page.matchAll(/\s(?:alt|title|aria-label|placeholder)="([^"]*)"/gi)].map((match) => match[1]);
  const description = [...page.matchAll(/<meta\s+(?:name|property)="(?:description|og:description|og:title)"\s+content="([^"]*)"/gi)].map((match) => match[1]);
  const text = page.replace(/<[^>]*>/g, " ");
  return decode([text, ...attributes, ...description].join(" ")).replace(/\s+/g, " ");
}

/** The German words (and words with umlauts or ß) in the page's readable text, each once. */
export function germanWordsIn(html: string): string[] {
  let text = readableText(html);
  for (const name of germanNames) text = text.split(name).join(" ");
  const found = new Set<string>();
  for (const word of germanWords) if (new RegExp(`(?<![\\p{L}\\p{N}])${word}(?![\\p{L}\\p{N}])`, "u").test(text)) found.add(word);
  for (const match of text.matchAll(/[\p{L}]*[äöüÄÖÜß][\p{L}]*/gu)) found.add(match[0]);
  return [...found];
}

/**
 * Links into the German site (`/de…`, also with the site's origin) other than those that say they
 * lead to German on purpose: the language switch and the hreflang alternates carry `hreflang`.
 */
export function linksIntoGerman(html: string, origin: string): string[] {
  const page = html.replace(/<!--[\s\S]*?-->/g, " ").replace(/<script\b[\s\S]*?<\/script>/gi, " ");
  const found: string[] = [];
  for (const [tag] of page.matchAll(/<(?:a|link|area|form)\b[^>]*>/gi)) {
    const target = /\s(?:href|action)="([^"]*)"/i.exec(tag)?.[1];
    if (target === undefined) continue;
    const path = decode(target).startsWith(origin) ? decode(target).slice(origin.length) : decode(target);
    if (!/^\/de(?=$|[/?#])/.test(path)) continue;
    if (/\shreflang="(?:de|x-default)"/i.test(tag)) continue;
    found.push(tag);
  }
  return found;
}
