// Both languages' texts, there from the start: the server (and anything run in Node) translates
// synchronously in either language. The browser build swaps this file for texts-in-browser.ts
// (vite.config.ts), which has none and loads one language's texts when a page needs them.
import type { Lang } from "../../shared/lib/localized.ts";
import { de, type Dictionary } from "./de.ts";
import { en } from "./en.ts";

export const bundledTexts: Partial<Record<Lang, Dictionary>> = { de, en };

export const importTexts: Record<Lang, () => Promise<Dictionary>> = { de: async () => de, en: async () => en };
