// The browser's stand-in for bundled-texts.ts (vite.config.ts swaps it in): no texts in the first
// chunk; a page loads its own language's (index.tsx loadTexts), the other one only if it is visited.
import type { Lang } from "../../shared/lib/localized.ts";
import type { Dictionary, VisitorDictionary } from "./de.ts";

export const bundledTexts: Partial<Record<Lang, Dictionary>> = {};

export const importTexts: Record<Lang, () => Promise<VisitorDictionary>> = {
  de: () => import("./de.ts").then((module) => module.de),
  en: () => import("./en.ts").then((module) => module.en),
};
