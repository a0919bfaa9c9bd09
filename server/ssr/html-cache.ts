// Anonymous pages' HTML in this process's memory (issue 15): rendered once, served until something
// the page shows changes. An editor's or admin's write forgets every page; a change of what is on
// sale forgets the pages that showed those performances; a moment noted during the render (a
// module's online window, a performance beginning, a hold running out, Berlin midnight) ends the
// entry, and so does the maximum age, for what changes by time without anyone noting it. Bounded
// by bytes (least recently used go first). Several processes each keep their own and hear every
// change through PostgreSQL (cache-notifications.ts).
import { LRUCache } from "lru-cache";
import { onCacheChange, type CacheChange } from "../services/cache-notifications.ts";
import type { ShownData } from "../services/render-dependencies.ts";
import { templateSize, type NonceTemplate } from "./nonce-template.ts";

export interface CachedPage {
  template: NonceTemplate;
  /** Performances whose availability the page shows. */
  eventIds: ReadonlySet<number>;
  /** Epoch ms by the app's clock after which the page is rendered again. */
  expiresAt: number;
}

/** How a request was answered, for the request log and the summary. */
export type CacheOutcome = "hit" | "miss" | "bypass";

/** A render's ticket: what had changed when it began, so a change during the render is not missed. */
export interface RenderTicket {
  readonly sequence: number;
}

export interface HtmlCacheOptions {
  maxBytes: number;
  maxAgeMs: number;
  /** The app's clock (tests move it). */
  now: () => Date;
}

export interface HtmlCacheCounts {
  hits: number;
  misses: number;
  bypasses: number;
  entries: number;
  bytes: number;
}

/** Each key's size counts too, so many tiny pages cannot exceed the bound. */
const sizeOf = (page: CachedPage, key: string) => templateSize(page.template) + key.length;

export class HtmlCache {
  private readonly pages: LRUCache<string, CachedPage>;
  /** Counts every change heard; a render remembers the count it began with. */
  private sequence = 0;
  private contentChangedAt = 0;
  /** When each performance's availability last changed (a sequence number); kept only while renders run. */
  private readonly availabilityChangedAt = new Map<number, number>();
  private rendering = 0;
  private counts = { hits: 0, misses: 0, bypasses: 0 };

  constructor(private readonly options: HtmlCacheOptions) {
    this.pages = new LRUCache({ maxSize: options.maxBytes, sizeCalculation: sizeOf });
  }

  /** The page under `key` if it is still current. */
  get(key: string): CachedPage | undefined {
    const page = this.pages.get(key);
    if (page && page.expiresAt <= this.options.now().getTime()) {
      this.pages.delete(key);
      return undefined;
    }
    return page;
  }

  /** Call before the render reads anything; pass the ticket to `set`, and `finish` it in any case. */
  beginRender(): RenderTicket {
    this.rendering++;
    return { sequence: this.sequence };
  }

  /** The render is over (stored or not). */
  finishRender(): void {
    this.rendering--;
    // No render is left that began before these changes: their sequence numbers can go.
    if (this.rendering === 0) this.availabilityChangedAt.clear();
  }

  /**
   * Keeps the page unless something it shows changed while it rendered, or its first change by
   * time has come already. Answers whether it was kept.
   */
  set(key: string, template: NonceTemplate, shown: ShownData, ticket: RenderTicket): boolean {
    if (this.contentChangedAt > ticket.sequence) return false;
    for (const id of shown.eventIds) if ((this.availabilityChangedAt.get(id) ?? 0) > ticket.sequence) return false;
    const now = this.options.now().getTime();
    const expiresAt = Math.min(shown.changesAt, now + this.options.maxAgeMs);
    if (expiresAt <= now) return false;
    this.pages.set(key, { template, eventIds: shown.eventIds, expiresAt });
    return this.pages.has(key);
  }

  /** Forgets what `change` affects. */
  forget(change: CacheChange): void {
    this.sequence++;
    if (change.kind === "content") {
      this.contentChangedAt = this.sequence;
      this.pages.clear();
      return;
    }
    const changed = new Set(change.eventIds);
    if (this.rendering > 0) for (const id of changed) this.availabilityChangedAt.set(id, this.sequence);
    // Rare (a seat group or time slot sold out or free again): a walk over the entries is cheap enough.
    for (const [key, page] of this.pages.entries()) {
      if ([...page.eventIds].some((id) => changed.has(id))) this.pages.delete(key);
    }
  }

  count(outcome: CacheOutcome): void {
    if (outcome === "hit") this.counts.hits++;
    else if (outcome === "miss") this.counts.misses++;
    else this.counts.bypasses++;
  }

  /** Requests counted since the last call, and what the cache holds now. */
  takeCounts(): HtmlCacheCounts {
    const counts = { ...this.counts, entries: this.pages.size, bytes: this.pages.calculatedSize };
    this.counts = { hits: 0, misses: 0, bypasses: 0 };
    return counts;
  }
}

/** The HTML cache of this process, listening for changes; null when HTML_CACHE_MB is 0. */
export function createHtmlCache(options: HtmlCacheOptions): HtmlCache | null {
  if (options.maxBytes <= 0) return null;
  const cache = new HtmlCache(options);
  onCacheChange((change) => cache.forget(change));
  return cache;
}
