// The consent-gated embeds (video, video list, audio, PDF viewer, social media): spec §5's embed hosts,
// required fields and limits, and the provider table that turns page addresses into player addresses.
import assert from "node:assert/strict";
import { test } from "node:test";
import { embedFrameOrigins, embedHostsOf, resolveEmbed } from "../../../src/components/consent-gate/embed-providers.ts";
import { audioModule } from "../../../src/modules/types/audio.tsx";
import { socialMediaModule } from "../../../src/modules/types/social-media.tsx";
import { videoListModule } from "../../../src/modules/types/video-list.tsx";
import { videoModule } from "../../../src/modules/types/video.tsx";
import { viewerModule } from "../../../src/modules/types/viewer.tsx";
import { assertFailsAt, assertValid } from "../../helpers/module-schema.ts";

const youtube = "https://www.youtube.com/watch?v=aqz-KE-bpKQ";

test("the spec's embed hosts, per kind", () => {
  assert.deepEqual(embedHostsOf("video"), ["youtube.com", "youtu.be", "vimeo.com"]);
  assert.deepEqual(embedHostsOf("audio"), ["spotify.com", "soundcloud.com", "podigee.io"]);
  assert.deepEqual(embedHostsOf("viewer"), ["issuu.com"]);
  assert.deepEqual(embedHostsOf("socialMedia"), ["instagram.com", "twitter.com", "x.com", "facebook.com", "tiktok.com"]);
});

test("page addresses become the providers' player addresses; others are refused", () => {
  const cases: [Parameters<typeof resolveEmbed>[0], string, string | null][] = [
    ["video", youtube, "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ"],
    ["video", "https://youtu.be/aqz-KE-bpKQ", "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ"],
    ["video", "https://vimeo.com/817263541", "https://player.vimeo.com/video/817263541?dnt=1"],
    ["video", "https://www.youtube.com/", null],
    ["video", "https://evil.example/watch?v=aqz-KE-bpKQ", null],
    ["audio", "https://open.spotify.com/playlist/5Kq2mE9nXw3bL7dR1cVt8a", "https://open.spotify.com/embed/playlist/5Kq2mE9nXw3bL7dR1cVt8a"],
    ["audio", "https://soundcloud.com/kulisse/ouverture", "https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fkulisse%2Fouverture&visual=false"],
    ["audio", "https://kulisse.podigee.io/12-hinter-dem-vorhang", "https://kulisse.podigee.io/12-hinter-dem-vorhang/embed?context=external"],
    ["viewer", "https://issuu.com/staatstheater-kulisse/docs/spielzeitheft", "https://e.issuu.com/embed.html?u=staatstheater-kulisse&d=spielzeitheft"],
    ["socialMedia", "https://www.instagram.com/p/C7kLm2nPq4R/", "https://www.instagram.com/p/C7kLm2nPq4R/embed"],
    ["socialMedia", "https://x.com/kulisse/status/1790000000000000000", "https://platform.twitter.com/embed/Tweet.html?id=1790000000000000000&dnt=true"],
    ["socialMedia", "https://www.tiktok.com/@kulisse/video/7350000000000000000", "https://www.tiktok.com/embed/v2/7350000000000000000"],
    ["socialMedia", "https://www.facebook.com/kulisse/posts/123456", "https://www.facebook.com/plugins/post.php?href=https%3A%2F%2Fwww.facebook.com%2Fkulisse%2Fposts%2F123456"],
    ["socialMedia", "javascript:alert(1)", null],
  ];
  for (const [kind, address, player] of cases) assert.equal(resolveEmbed(kind, address)?.src ?? null, player, address);
});

test("the CSP's frame-src gets exactly the players' origins", () => {
  assert.deepEqual([...embedFrameOrigins], [
    "https://www.youtube-nocookie.com",
    "https://player.vimeo.com",
    "https://open.spotify.com",
    "https://w.soundcloud.com",
    "https://*.podigee.io",
    "https://e.issuu.com",
    "https://www.instagram.com",
    "https://platform.twitter.com",
    "https://www.facebook.com",
    "https://www.tiktok.com",
  ]);
});

test("video: poster image and a YouTube or Vimeo address are required; length and title limits", () => {
  const valid = { image: 3, video_url: youtube, length: "3:45", title: "Trailer", anchor: "trailer" };
  assertValid(videoModule, valid);
  assertValid(videoModule, { ...valid, video_url: "https://youtu.be/aqz-KE-bpKQ" });
  assertValid(videoModule, { ...valid, video_url: "https://vimeo.com/817263541", length: "x".repeat(20), title: "x".repeat(200) });
  assertFailsAt(videoModule, { ...valid, image: 0 }, "image");
  assertFailsAt(videoModule, { ...valid, video_url: "" }, "video_url", "is required");
  assertFailsAt(videoModule, { ...valid, video_url: "trailer" }, "video_url", "must be a web address");
  for (const host of ["https://www.dailymotion.com/video/x8abc", "https://open.spotify.com/track/5Kq2mE9nXw3bL7dR1cVt8a", "https://youtube.com.evil.example/watch?v=aqz-KE-bpKQ"]) {
    assertFailsAt(videoModule, { ...valid, video_url: host }, "video_url", "must be on youtube.com, youtu.be, vimeo.com");
  }
  assertFailsAt(videoModule, { ...valid, video_url: "https://www.youtube.com/" }, "video_url", "that can be embedded");
  assertFailsAt(videoModule, { ...valid, length: "x".repeat(21) }, "length", "at most 20");
  assertFailsAt(videoModule, { ...valid, title: "x".repeat(201) }, "title", "at most 200");
  assertFailsAt(videoModule, { ...valid, anchor: "1 bad" }, "anchor");
});

test("video list: 1 to 12 videos, each with address, title and poster", () => {
  const item = { video_url: youtube, title: "Probe", content: "", image: 2 };
  assertValid(videoListModule, { children: [item] });
  assertValid(videoListModule, { headline: "x".repeat(200), children: Array.from({ length: 12 }, () => item) });
  assertFailsAt(videoListModule, { children: [] }, "children", "at least 1");
  assertFailsAt(videoListModule, { children: Array.from({ length: 13 }, () => item) }, "children", "at most 12");
  assertFailsAt(videoListModule, { children: [{ ...item, video_url: "https://issuu.com/a/docs/b" }] }, "children.0.video_url", "must be on");
  assertFailsAt(videoListModule, { children: [{ ...item, title: " " }] }, "children.0.title", "is required");
  assertFailsAt(videoListModule, { children: [{ ...item, image: 0 }] }, "children.0.image");
  assertFailsAt(videoListModule, { children: [{ ...item, content: "x".repeat(1001) }] }, "children.0.content", "at most 1000");
  assertFailsAt(videoListModule, { headline: "x".repeat(201), children: [item] }, "headline");
});

test("audio: Spotify, SoundCloud or Podigee; a known media type", () => {
  for (const embed of ["https://open.spotify.com/episode/5Kq2mE9nXw3bL7dR1cVt8a", "https://soundcloud.com/kulisse/ouverture", "https://kulisse.podigee.io/3-probe"]) assertValid(audioModule, { embed });
  assertFailsAt(audioModule, { embed: "" }, "embed", "is required");
  for (const embed of [youtube, "https://www.deezer.com/track/1", "https://issuu.com/a/docs/b"]) assertFailsAt(audioModule, { embed }, "embed", "must be on spotify.com, soundcloud.com, podigee.io");
  assertFailsAt(audioModule, { embed: "https://open.spotify.com/track/5Kq2mE9nXw3bL7dR1cVt8a", media_type: "video" }, "media_type");
  assertFailsAt(audioModule, { embed: "https://open.spotify.com/track/5Kq2mE9nXw3bL7dR1cVt8a", title: "x".repeat(201) }, "title");
});

test("PDF viewer: an issuu document only", () => {
  assertValid(viewerModule, { embed: "https://issuu.com/staatstheater-kulisse/docs/spielzeitheft", media_type: "landscape" });
  assertFailsAt(viewerModule, { embed: "" }, "embed", "is required");
  for (const embed of ["https://www.yumpu.com/de/document/view/1", "https://indd.adobe.com/view/abc", youtube]) assertFailsAt(viewerModule, { embed }, "embed", "must be on issuu.com");
  assertFailsAt(viewerModule, { embed: "https://issuu.com/staatstheater-kulisse" }, "embed", "that can be embedded");
});

test("social media: Instagram, X/Twitter, Facebook or TikTok posts", () => {
  for (const url of ["https://www.instagram.com/p/C7kLm2nPq4R/", "https://twitter.com/kulisse/status/1790000000000000000", "https://www.facebook.com/kulisse/posts/123456", "https://www.tiktok.com/@kulisse/video/7350000000000000000"]) {
    assertValid(socialMediaModule, { url });
  }
  assertFailsAt(socialMediaModule, { url: "" }, "url", "is required");
  for (const url of ["https://www.linkedin.com/posts/1", "https://mastodon.social/@kulisse/1", youtube]) assertFailsAt(socialMediaModule, { url }, "url", "must be on instagram.com, twitter.com, x.com, facebook.com, tiktok.com");
  assertFailsAt(socialMediaModule, { url: "https://www.instagram.com/p/C7kLm2nPq4R/", title: "x".repeat(201) }, "title");
});
