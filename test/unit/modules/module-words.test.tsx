// The words module types show visitors, in both languages, as a visitor's browser renders them (happy-dom,
// external media allowed so that embeds show their frames): they come from each type's namespace of
// the dictionary (src/i18n/modules/), added with the type's file, and read word for word as before.
import assert from "node:assert/strict";
import { after, test } from "node:test";
import type { ComponentType } from "react";
import type { ImageObj } from "../../../shared/api/types.ts";
import type { ArticleSummary } from "../../../shared/api/content-types.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import { installHappyDom } from "../../helpers/happy-dom.ts";

const dom = installHappyDom();
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const { act } = await import("react");
const { createRoot } = await import("react-dom/client");
const { LangProvider } = await import("../../../src/i18n/index.tsx");
const { grantConsent } = await import("../../../src/lib/consent.ts");
const { moduleRegistry } = await import("../../../src/modules/index.ts");
const { ArticleTeaser } = await import("../../../src/components/article-teaser.tsx");
after(() => dom.close());

const image: ImageObj = { id: 1, url: "/media/poster.png", width: 1240, height: 700, alt: "Probenfoto", credit: "" };

async function render(lang: Lang, element: React.ReactNode): Promise<HTMLElement> {
  const container = document.createElement("div");
  document.body.append(container);
  await act(async () => createRoot(container).render(<LangProvider lang={lang}>{element}</LangProvider>));
  return container;
}

async function renderModule(lang: Lang, type: string, values: Record<string, unknown>): Promise<HTMLElement> {
  const { Render } = moduleRegistry.get(type)! as unknown as { Render: ComponentType<{ module: Record<string, unknown> }> };
  return render(lang, <Render module={{ id: "m1", type, ...values }} />);
}

const frameTitles = (container: HTMLElement) => [...container.querySelectorAll("iframe")].map((frame) => frame.getAttribute("title"));

grantConsent("external-media");

test("image gallery: its name, the slides' positions and the buttons", async () => {
  const children = [{ image: 1, image_obj: image }, { image: 1, image_obj: image }];
  const words = { de: ["Bildergalerie", "Bild 1 von 2", "Vorheriges Bild", "Nächstes Bild"], en: ["Image gallery", "Image 1 of 2", "Previous image", "Next image"] };
  for (const lang of ["de", "en"] as const) {
    const container = await renderModule(lang, "image_list", { children });
    const [gallery, position, previous, next] = words[lang];
    assert.equal(container.querySelector("section")!.getAttribute("aria-label"), gallery);
    assert.equal(container.querySelector("li")!.getAttribute("aria-label"), position);
    assert.equal(container.querySelector(".module-image-list__status")!.textContent, position);
    assert.deepEqual([...container.querySelectorAll("button")].map((button) => button.getAttribute("aria-label")), [previous, next]);
  }
});

test("anchor list: the navigation's name", async () => {
  for (const [lang, name] of [["de", "Auf dieser Seite"], ["en", "On this page"]] as const) {
    const container = await renderModule(lang, "anchor_list", { children: [{ link_text: "Besetzung", anchor: "besetzung" }] });
    assert.equal(container.querySelector("nav")!.getAttribute("aria-label"), name);
  }
});

test("embeds: the frame's title names what it shows, with the module's title or without", async () => {
  const embeds: [string, Record<string, unknown>, Record<Lang, [string, string]>][] = [
    ["audio", { embed: "https://open.spotify.com/playlist/37i9dQZF1DX4sWSpwq3LiO" }, { de: ["Audio: Probe", "Audio:"], en: ["Audio: Probe", "Audio:"] }],
    ["viewer", { embed: "https://issuu.com/staatstheater-kulisse/docs/spielzeitheft" }, { de: ["Dokument: Probe", "Dokument:"], en: ["Document: Probe", "Document:"] }],
    ["social_media", { url: "https://www.instagram.com/p/C0aBcDeFgHi/" }, { de: ["Beitrag: Probe", "Beitrag:"], en: ["Post: Probe", "Post:"] }],
    ["video", { video_url: "https://www.youtube.com/watch?v=aqz-KE-bpKQ", image: 1, image_obj: image }, { de: ["Video: Probe", "Video: Probenfoto"], en: ["Video: Probe", "Video: Probenfoto"] }],
  ];
  for (const [type, values, titles] of embeds) {
    for (const lang of ["de", "en"] as const) {
      assert.deepEqual(frameTitles(await renderModule(lang, type, { ...values, title: "Probe" })), [titles[lang][0]], `${type}, ${lang}`);
      assert.deepEqual(frameTitles(await renderModule(lang, type, values)), [titles[lang][1]], `${type} without a title, ${lang}`);
    }
  }
  const children = [{ video_url: "https://www.youtube.com/watch?v=aqz-KE-bpKQ", title: "Probe", image: 1, image_obj: image }];
  for (const lang of ["de", "en"] as const) assert.deepEqual(frameTitles(await renderModule(lang, "video_list", { children })), ["Video: Probe"]);
});

test("video: its length; own video: the captions named by the page's language", async () => {
  for (const [lang, length, captions] of [["de", " (Länge 3:45)", "Deutsch"], ["en", " (Length 3:45)", "English"]] as const) {
    const video = await renderModule(lang, "video", { video_url: "https://www.youtube.com/watch?v=aqz-KE-bpKQ", image: 1, image_obj: image, length: "3:45" });
    assert.equal(video.querySelector(".module-video__length")!.textContent, length);
    const own = await renderModule(lang, "video_sh", { file: "/media/demo/probe.mp4", image: 1, image_obj: image, captions: "/media/demo/probe.vtt" });
    assert.equal(own.querySelector("track")!.getAttribute("label"), captions);
  }
});

test("article teaser: the author after the date", async () => {
  const article: ArticleSummary = { id: 1, title: "Probe", teaser: "", url: "https://example.org/probe", image: null, author: "Mara Kern", published_at: "2026-03-01T10:00:00Z", category: null };
  for (const [lang, byline] of [["de", " · von Mara Kern"], ["en", " · by Mara Kern"]] as const) {
    const container = await render(lang, <ArticleTeaser article={article} level={2} />);
    assert.ok(container.querySelector(".article-teaser__meta")!.textContent!.endsWith(byline), container.querySelector(".article-teaser__meta")!.textContent!);
  }
});
