// PLACEHOLDER until helper C's render-only benchmark merges (C owns this file; take C's version).
// It measures nothing: the page table shows "–" for render-only until then.
import type { PageType } from "./page-types.ts";

export interface RenderOnlyTarget {
  type: PageType;
  /** The page's path, e.g. "/de/spielplan". */
  path: string;
  /** The database the page servers use (the demo season). */
  databaseUrl: string;
}

/** Median ms of React's render of the page's tree with its data already in memory; null: not measured. */
export async function measureRenderOnly(_target: RenderOnlyTarget): Promise<number | null> {
  return null;
}
