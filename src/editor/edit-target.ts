// The editor's side of an EditTarget (editor-props.ts): where the working copy is saved, the presence
// target, whether versions exist, and opening it (an editor opening a missing container creates it
// empty, spec §4 and §8). Everything else in the editor is the same for pages and containers.
import { isApiError } from "../../shared/api/api-error.ts";
import type { ApiClient } from "../../shared/api/contract/index.ts";
import type { PageVersionSummary } from "../../shared/api/editor-types.ts";
import type { Section } from "../../shared/api/page-content.ts";
import type { Lang } from "../../shared/lib/localized.ts";
import { targetSections, type EditTarget } from "./editor-props.ts";

export interface TargetSession {
  /** What the presence heartbeat names: "page:12:de", "container:event-4:de". */
  presence: string;
  sections: Section[];
  headVersion: PageVersionSummary | null;
  /** The page whose versions the versions dialog lists; null for containers (they keep none). */
  versionsOf: number | null;
  /** Makes sure the target exists on the server (creates a missing container once). */
  open(): Promise<void>;
  /** Saves `sections`; answers the new version (null for containers). 409 stale_version on a stale base. */
  save(sections: Section[], baseVersion: number | null): Promise<PageVersionSummary | null>;
  /** The newest version on the server (the base a stale save is re-applied on). */
  head(): Promise<PageVersionSummary | null>;
}

/** The page's path as api.page takes it: its address in `lang` without the language prefix. */
function pathOf(url: string | undefined, lang: string): string {
  const pathname = url ? new URL(url, window.location.origin).pathname : window.location.pathname;
  return pathname.replace(new RegExp(`^/${lang}(/|$)`), "").replace(/\/$/, "");
}

/** One store per key: another page or container starts a new working copy. */
export function targetKey(target: EditTarget): string {
  return target.kind === "page" ? `page:${target.page.id}` : `container:${target.place.slug}`;
}

export function targetSession(target: EditTarget, api: ApiClient, lang: Lang): TargetSession {
  const sections = targetSections(target);
  if (target.kind === "page") {
    const { page } = target;
    return {
      presence: `${targetKey(target)}:${lang}`,
      sections,
      headVersion: page.head_version,
      versionsOf: page.id,
      open: () => Promise.resolve(),
      save: async (sent, baseVersion) => (await api.savePageContent({ lang, id: page.id, base_version: baseVersion, sections: sent })).version,
      head: async () => (await api.page({ lang, path: pathOf(page.urls[lang], lang) })).head_version,
    };
  }
  const { place } = target;
  let opening: Promise<void> | null = target.container ? Promise.resolve() : null;
  const open = () =>
    (opening ??= api.createContainer({ lang, ...place }).then(
      () => undefined,
      (error: unknown) => {
        // Another editor created it a moment ago: it exists, which is all that is needed.
        if (isApiError(error) && error.status === 409) return;
        opening = null;
        throw error;
      },
    ));
  return {
    presence: `${targetKey(target)}:${lang}`,
    sections,
    headVersion: null,
    versionsOf: null,
    open,
    save: async (sent) => {
      await open();
      await api.saveContainer({ lang, slug: place.slug, sections: sent });
      return null;
    },
    head: () => Promise.resolve(null),
  };
}
