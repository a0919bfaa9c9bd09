// Both languages' texts, there from the start: the server (and anything run in Node) translates
// synchronously in either language. The browser build swaps this file for texts-in-browser.ts
// (vite.config.ts) and loads one language's texts when a page needs them (index.tsx loadTexts).
import type { Lang } from "../../shared/lib/localized.ts";
import { de, type Dictionary } from "./de.ts";
import { en } from "./en.ts";

export const bundledTexts: Partial<Record<Lang, Dictionary>> = { de, en };
