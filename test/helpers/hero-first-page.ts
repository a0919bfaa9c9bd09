// Makes a demo CMS page start with the home page's hero (in both languages): the hero is then the
// page's header and holds its <h1>. The demo has no such page below home.
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { pages } from "../../server/db/schema.ts";
import type { PageContent } from "../../shared/api/page-content.ts";
import { languages } from "../../shared/lib/localized.ts";

/** `germanPath`: the page's path below /de, e.g. "ueber-uns/jobs". */
export async function startWithHomeHero(db: Db, germanPath: string): Promise<void> {
  const [home] = await db.select().from(pages).where(sql`${pages.path}->>'de' = ''`);
  const [page] = await db.select().from(pages).where(sql`${pages.path}->>'de' = ${germanPath}`);
  if (!home || !page) throw new Error(`no demo page at ${germanPath}`);
  const content = structuredClone(page.content) as PageContent;
  for (const lang of languages) content[lang] = [structuredClone(home.content[lang]![0]!), ...(content[lang] ?? [])];
  await db.update(pages).set({ content }).where(eq(pages.id, page.id));
}
