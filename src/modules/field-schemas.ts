// The checks of module fields that depend on the site's embed providers (spec §5 embed hosts), beside
// the shared ones in shared/fields/checks.ts. A check sees only filled values; emptiness is the
// field's `required`.
import { refine, string, type Struct } from "superstruct";
import type { Localized } from "../../shared/lib/localized.ts";
import { embedHostsOf, embedProviderOf, resolveEmbed, type EmbedKind } from "../components/consent-gate/embed-providers.ts";

/** A page address of a provider of `kind` that the site can embed. */
export function embedUrl(kind: EmbedKind): Struct<string, null> {
  const hosts = embedHostsOf(kind).join(", ");
  return refine(string(), "embed URL", (value) => {
    if (value.trim() === "") return "is required";
    if (!/^https?:\/\//i.test(value) || !URL.canParse(value)) return "must be a web address starting with https://";
    if (!embedProviderOf(kind, value)) return `must be on ${hosts}`;
    return resolveEmbed(kind, value) !== null || `must be the address of a single item on ${hosts} that can be embedded`;
  });
}

/** A field's help naming the hosts of `kind`: "<de> youtube.com, vimeo.com." and the same in English. */
export function embedHostsHelp(kind: EmbedKind, de: string, en: string): Localized {
  const hosts = embedHostsOf(kind).join(", ");
  return { de: `${de} ${hosts}.`, en: `${en} ${hosts}.` };
}
