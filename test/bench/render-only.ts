// PLACEHOLDER until helper C's render-only benchmark merges (C owns this file; take C's version,
// whose signature this one copies). It measures nothing: the page table shows "–" until then.

export interface RenderOnlyOptions {
  iterations?: number;
  warmup?: number;
  /** The build to render with; this checkout's dist/ unless given. */
  distDir?: string;
}

/** Median ms of React's render of each path with its data already in memory, by path. */
export async function measureRenderOnly(_baseUrl: string, _paths: string[], _options: RenderOnlyOptions = {}): Promise<Record<string, number>> {
  return {};
}
