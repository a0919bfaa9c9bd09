// YouTube and Vimeo page URLs → their privacy-friendly player URLs (youtube-nocookie, player.vimeo).
export interface VideoEmbed {
  provider: "YouTube" | "Vimeo";
  src: string;
}

export function videoEmbed(url: string): VideoEmbed | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const host = parsed.hostname.replace(/^www\./, "");
  let youtubeId: string | null = null;
  if (host === "youtu.be") youtubeId = parsed.pathname.slice(1);
  else if (["youtube.com", "m.youtube.com", "youtube-nocookie.com"].includes(host)) {
    youtubeId = parsed.searchParams.get("v") ?? /^\/(?:embed|shorts|live)\/([^/]+)/.exec(parsed.pathname)?.[1] ?? null;
  }
  if (youtubeId && /^[\w-]{6,20}$/.test(youtubeId)) return { provider: "YouTube", src: `https://www.youtube-nocookie.com/embed/${youtubeId}` };
  if (host === "vimeo.com" || host === "player.vimeo.com") {
    const id = /(?:^|\/)(\d{5,12})(?:$|[/?])/.exec(parsed.pathname)?.[1];
    if (id) return { provider: "Vimeo", src: `https://player.vimeo.com/video/${id}?dnt=1` };
  }
  return null;
}
