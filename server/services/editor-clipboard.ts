// The editor's copy buffer (spec §4), kept per account on the server so that a copied module or
// section can be pasted on another page or after a reload. What goes in is checked like saved
// content, so pasting never brings in something a save would refuse.
import { eq } from "drizzle-orm";
import type { ClipboardAnswer, ClipboardItem } from "../../shared/api/editor-types.ts";
import type { ModuleData, Section } from "../../shared/api/page-content.ts";
import type { Db } from "../db/client.ts";
import { editorClipboard } from "../db/schema.ts";
import { checkedSections } from "./checked-content.ts";

/** A copied module is checked as the only module of a one-column section. */
const wrapperSection = (module: unknown) => ({ id: "clipboard", layout: "100", extra_class: "", columns: [{ index: 0, classes: "", children: [module] }] });

function answer(row: typeof editorClipboard.$inferSelect | undefined): ClipboardAnswer {
  if (!row) return { clipboard: null };
  const copiedAt = row.updatedAt.toISOString();
  const clipboard: ClipboardItem = row.kind === "module" ? { kind: "module", item: row.item as ModuleData, copied_at: copiedAt } : { kind: "section", item: row.item as Section, copied_at: copiedAt };
  return { clipboard };
}

/** What the account has copied last, or null. */
export async function readClipboard(db: Db, userId: number): Promise<ClipboardAnswer> {
  const [row] = await db.select().from(editorClipboard).where(eq(editorClipboard.userId, userId)).limit(1);
  return answer(row);
}

/** Replaces the account's copy buffer with a module or a section (400 naming failing fields). */
export async function writeClipboard(db: Db, userId: number, kind: "module" | "section", item: unknown, now: Date): Promise<ClipboardAnswer> {
  const [section] = checkedSections([kind === "module" ? wrapperSection(item) : item], "item");
  const stored = kind === "module" ? section.columns[0].children[0] : section;
  const [row] = await db
    .insert(editorClipboard)
    .values({ userId, kind, item: stored, updatedAt: now })
    .onConflictDoUpdate({ target: editorClipboard.userId, set: { kind, item: stored, updatedAt: now } })
    .returning();
  return answer(row);
}
