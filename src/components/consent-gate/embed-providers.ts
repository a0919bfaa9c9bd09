// The third-party players the site embeds (spec §5 embed hosts), in one table: which page addresses a
// module accepts, how such an address becomes the provider's player address, and which origins the
// CSP's frame-src allows. Schemas, the consent gate and the security headers all read it.

export type EmbedKind = "video" | "audio" | "viewer" | "socialMedia";

export interface EmbedProvider {
  name: string;
  kind: EmbedKind;
  /** Hosts of the page addresses editors paste (subdomains included; "www." is ignored). */
  hosts: readonly string[];
  /** Where the player is loaded from (CSP frame-src). */
  frameOrigin: string;
  /** The player address for a page address on one of `hosts`, or null when it names nothing playable. */
  player(url: URL): string | null;
}

const segments = (url: URL) => url.pathname.split("/").filter(Boolean);
const idLike = (value: string | undefined, pattern = /^[\w-]{4,64}$/) => (value && pattern.test(value) ? value : null);

const youtubeId = (url: URL): string | null => {
  if (url.hostname.endsWith("youtu.be")) return idLike(segments(url)[0], /^[\w-]{6,20}$/);
  const [first, second] = segments(url);
  if (first === "watch") return idLike(url.searchParams.get("v") ?? undefined, /^[\w-]{6,20}$/);
  if (first === "embed" || first === "shorts" || first === "live") return idLike(second, /^[\w-]{6,20}$/);
  return null;
};

export const embedProviders: readonly EmbedProvider[] = [
  {
    name: "YouTube",
    kind: "video",
    hosts: ["youtube.com", "youtu.be"],
    frameOrigin: "https://www.youtube-nocookie.com",
    player: (url) => {
      const id = youtubeId(url);
      return id ? `https://www.youtube-nocookie.com/embed/${id}` : null;
    },
  },
  {
    name: "Vimeo",
    kind: "video",
    hosts: ["vimeo.com"],
    frameOrigin: "https://player.vimeo.com",
    player: (url) => {
      const id = segments(url).find((part) => /^\d{5,12}$/.test(part));
      return id ? `https://player.vimeo.com/video/${id}?dnt=1` : null;
    },
  },
  {
    name: "Spotify",
    kind: "audio",
    hosts: ["spotify.com"],
    frameOrigin: "https://open.spotify.com",
    player: (url) => {
      const parts = segments(url).filter((part) => !/^intl-/.test(part));
      const [type, id] = parts[0] === "embed" ? parts.slice(1) : parts;
      return ["track", "album", "playlist", "episode", "show", "artist"].includes(type) && idLike(id, /^[A-Za-z0-9]{10,40}$/) ? `https://open.spotify.com/embed/${type}/${id}` : null;
    },
  },
  {
    name: "SoundCloud",
    kind: "audio",
    hosts: ["soundcloud.com"],
    frameOrigin: "https://w.soundcloud.com",
    player: (url) => (segments(url).length >= 2 ? `https://w.soundcloud.com/player/?url=${encodeURIComponent(`https://soundcloud.com${url.pathname}`)}&visual=false` : null),
  },
  {
    name: "Podigee",
    kind: "audio",
    hosts: ["podigee.io"],
    frameOrigin: "https://*.podigee.io",
    player: (url) => {
      const podcast = /^([a-z0-9-]+)\.podigee\.io$/.exec(url.hostname)?.[1];
      const episode = idLike(segments(url)[0], /^[\w-]{1,120}$/);
      return podcast && podcast !== "www" && episode ? `https://${podcast}.podigee.io/${episode}/embed?context=external` : null;
    },
  },
  {
    name: "Issuu",
    kind: "viewer",
    hosts: ["issuu.com"],
    frameOrigin: "https://e.issuu.com",
    player: (url) => {
      const [user, docs, document] = segments(url);
      return docs === "docs" && idLike(user, /^[\w.-]{1,80}$/) && idLike(document, /^[\w.-]{1,200}$/) ? `https://e.issuu.com/embed.html?u=${user}&d=${document}` : null;
    },
  },
  {
    name: "Instagram",
    kind: "socialMedia",
    hosts: ["instagram.com"],
    frameOrigin: "https://www.instagram.com",
    player: (url) => {
      const [type, id] = segments(url);
      return ["p", "reel", "tv"].includes(type) && idLike(id, /^[\w-]{5,40}$/) ? `https://www.instagram.com/${type}/${id}/embed` : null;
    },
  },
  {
    name: "X (Twitter)",
    kind: "socialMedia",
    hosts: ["twitter.com", "x.com"],
    frameOrigin: "https://platform.twitter.com",
    player: (url) => {
      const [, status, id] = segments(url);
      return status === "status" && idLike(id, /^\d{5,25}$/) ? `https://platform.twitter.com/embed/Tweet.html?id=${id}&dnt=true` : null;
    },
  },
  {
    name: "Facebook",
    kind: "socialMedia",
    hosts: ["facebook.com"],
    frameOrigin: "https://www.facebook.com",
    player: (url) => (segments(url).length >= 2 ? `https://www.facebook.com/plugins/post.php?href=${encodeURIComponent(`https://www.facebook.com${url.pathname}`)}` : null),
  },
  {
    name: "TikTok",
    kind: "socialMedia",
    hosts: ["tiktok.com"],
    frameOrigin: "https://www.tiktok.com",
    player: (url) => {
      const [, video, id] = segments(url);
      return video === "video" && idLike(id, /^\d{5,25}$/) ? `https://www.tiktok.com/embed/v2/${id}` : null;
    },
  },
];

/** The hosts a kind of embed accepts (schemas and the editor's help texts). */
export function embedHostsOf(kind: EmbedKind): string[] {
  return embedProviders.filter((provider) => provider.kind === kind).flatMap((provider) => [...provider.hosts]);
}

/** Every origin a player is loaded from: the CSP's frame-src. */
export const embedFrameOrigins: readonly string[] = [...new Set(embedProviders.map((provider) => provider.frameOrigin))];

function hostMatches(host: string, allowed: string): boolean {
  return host === allowed || host.endsWith(`.${allowed}`);
}

export interface ResolvedEmbed {
  provider: string;
  src: string;
}

/** Which provider of `kind` a page address belongs to, or null for a foreign host or an unparsable address. */
export function embedProviderOf(kind: EmbedKind, address: string): EmbedProvider | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, "");
  return embedProviders.find((provider) => provider.kind === kind && provider.hosts.some((allowed) => hostMatches(host, allowed))) ?? null;
}

/** The provider's name and player address for a page address, or null when it cannot be embedded. */
export function resolveEmbed(kind: EmbedKind, address: string): ResolvedEmbed | null {
  const provider = embedProviderOf(kind, address);
  if (!provider) return null;
  const url = new URL(address);
  url.hostname = url.hostname.toLowerCase();
  const src = provider.player(url);
  return src ? { provider: provider.name, src } : null;
}
