// The editor's side of an EditTarget (editor-props.ts): where the working copy is saved, the presence
// target, whether versions exist, and opening it (an editor opening a missing container creates it
// empty, spec §4 and §8). Everything else in the editor is the same for pages and containers.
import { isApiError } from "../../shared/api/api-error.ts";
import type { ApiClient } from "../../shared/api/contract/index.ts";
import type { PageVersionSummary } from "../../shared/api/editor-types.ts";
import type { Section } from "../../shared/api/page-content.ts";
import type { Lang } from "../../shared/lib/localized.ts";
import { targetSections, type EditTarget } from "./editor-props.ts";

/** What a save or a load leaves as the base: the version number the next save names, and the page's version. */
export interface TargetBase {
  /** The page's version id or the container's version counter; null while a page has no version. */
  base: number | null;
  /** The page's version (null for containers, which keep none). */
  version: PageVersionSummary | null;
}

/** The newest saved state on the server, to merge a stale save onto. */
export interface TargetHead extends TargetBase {
  sections: Section[];
}

export interface TargetSession {
  /** What the presence heartbeat names: "page:12:de", "container:event-4:de". */
  presence: string;
  sections: Section[];
  /** The base the target was opened on. */
  opened: TargetBase;
  /** The page whose versions the versions dialog lists; null for containers (they keep none). */
  versionsOf: number | null;
  /** Makes sure the target exists on the server (creates a missing container once). */
  open(): Promise<void>;
  /** Saves `sections` on `base`; answers the new base. 409 stale_version on a stale base. */
  save(sections: Section[], base: number | null): Promise<TargetBase>;
  /** The newest saved state on the server (what a stale save is merged onto). */
  head(): Promise<TargetHead>;
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
      opened: { base: page.head_version?.id ?? null, version: page.head_version },
      versionsOf: page.id,
      open: () => Promise.resolve(),
      async save(sent, base) {
        const { version } = await api.savePageContent({ lang, id: page.id, base_version: base, sections: sent });
        return { base: version.id, version };
      },
      async head() {
        const current = await api.page({ lang, path: pathOf(page.urls[lang], lang), draft: "1" });
        return { base: current.head_version?.id ?? null, version: current.head_version, sections: current.modules };
      },
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
    // A container created on opening starts at version 1.
    opened: { base: target.container?.version ?? 1, version: null },
    versionsOf: null,
    open,
    async save(sent, base) {
      await open();
      const saved = await api.saveContainer({ lang, slug: place.slug, base_version: base ?? 1, sections: sent });
      return { base: saved.version, version: null };
    },
    async head() {
      const current = await api.container({ lang, slug: place.slug });
      return { base: current.version, version: null, sections: current.sections };
    },
  };
}
