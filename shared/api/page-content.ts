// The stored shape of editable content: section → columns (a 12-unit layout preset) → modules.
// Plain JSON, validated by each module definition's schema (see src/modules/index.ts).
import type { Lang } from "../lib/localized.ts";

export interface ModuleData {
  /** Stable id inside the page, used by the editor for ordering and undo. */
  id: string;
  type: string;
  [field: string]: unknown;
}

export interface Column {
  index: number;
  classes: string;
  children: ModuleData[];
}

export const layoutPresets = {
  "100": [12],
  "67-33": [8, 4],
  "33-67": [4, 8],
  "50-50": [6, 6],
  "33-33-33": [4, 4, 4],
  "25-50-25": [3, 6, 3],
} as const;
export type LayoutPreset = keyof typeof layoutPresets;

export interface Section {
  id: string;
  layout: LayoutPreset;
  extra_class: string;
  columns: Column[];
}

export type PageContent = Record<Lang, Section[]>;
