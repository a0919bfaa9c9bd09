// Showcase part "pictures and sound": a rehearsal video file with captions, an audio introduction, a
// production photo gallery, a portrait and a landscape image with a fixed crop, and the sponsors' logos.
import { createModule } from "../../../../src/modules/create-module.ts";
import { audioShModule } from "../../../../src/modules/types/audio-sh.tsx";
import { imageAliasModule } from "../../../../src/modules/types/image-alias.tsx";
import { imageListModule } from "../../../../src/modules/types/image-list.tsx";
import { logoListModule } from "../../../../src/modules/types/logo-list.tsx";
import { videoShModule } from "../../../../src/modules/types/video-sh.tsx";
import type { Theme } from "../images.ts";
import { loc } from "../text.ts";
import { chordWav, rehearsalCaptions, rehearsalWebm } from "./demo-media.ts";
import type { ShowcasePart } from "./showcase-part.ts";

export const mediaShowcase: ShowcasePart = async ({ ctx }) => {
  const img = ctx.images;
  const video = img.file("showcase-rehearsal.webm", rehearsalWebm());
  const captions = { de: img.file("showcase-rehearsal.de.vtt", rehearsalCaptions("de")), en: img.file("showcase-rehearsal.en.vtt", rehearsalCaptions("en")) };
  const audio = img.file("showcase-introduction.wav", chordWav());
  const poster = await img.horizontal({ name: "showcase-rehearsal-poster", alt: loc("Illustration: Orchesterprobe im Großen Saal", "Illustration: orchestra rehearsal in the Main Auditorium") }, "concert");
  const gallery: { image: number; de: string; en: string }[] = [];
  const scenes: [string, string, Theme][] = [
    ["Erster Akt", "Act one", "opera"],
    ["Vor der Zigarettenfabrik", "Outside the cigarette factory", "opera"],
    ["In der Schenke", "At the tavern", "youth"],
    ["Bei den Schmugglern", "With the smugglers", "drama"],
    ["Schlussapplaus", "Curtain call", "musical"],
  ];
  for (const [index, [de, en, theme]] of scenes.entries()) {
    gallery.push({ image: await img.horizontal({ name: `showcase-gallery-${index + 1}`, alt: loc(`Szenenfoto: ${de}`, `Production photo: ${en}`), credit: "© Kulisse Demo" }, theme), de, en });
  }
  const portrait = await img.vertical({ name: "showcase-portrait", alt: loc("Illustration: Kostümentwurf für Carmen", "Illustration: costume design for Carmen") }, "dance");
  const landscape = await img.horizontal({ name: "showcase-stage", alt: loc("Illustration: Bühnenbild mit Sternenhimmel", "Illustration: stage set with a starry sky") }, "opera");
  const sponsors = [
    ["Stadtwerke Lindenau", "#1f6f62"],
    ["Sparkasse Lindenau", "#b30d29"],
    ["Kulturstiftung des Landes", "#2f4d73"],
    ["Freundeskreis des Theaters", "#9a6b2f"],
  ];
  const logos: { image: number; name: string }[] = [];
  for (const [index, [name, colour]] of sponsors.entries()) {
    const [line1, ...rest] = name.split(" ");
    logos.push({ image: await img.logo({ name: `showcase-sponsor-${index + 1}`, alt: loc(name, name) }, line1, rest.join(" "), colour), name });
  }

  return (b) => [
    b.section("100", [[b.headline(b.t("Bilder und Klang", "Pictures and sound"), 2, b.t("Aus der Probe", "From rehearsals"), "", "medien")]]),
    b.section("50-50", [
      [
        createModule(videoShModule, { file: video, image: poster, title: b.t("Orchesterprobe zu »Carmen«", "Orchestra rehearsal for “Carmen”"), captions: b.pick(captions) }),
      ],
      [
        createModule(audioShModule, {
          file: audio,
          title: b.t("Einführung: Die Habanera", "Introduction: the Habanera"),
          description: b.t(
            "Die Dramaturgin erklärt, warum Bizet für Carmens Auftritt ein kubanisches Tanzlied umschrieb – und warum es bis heute jeder kennt.",
            "The dramaturge explains why Bizet rewrote a Cuban dance song for Carmen’s entrance – and why everyone still knows it today.",
          ),
        }),
      ],
    ]),
    b.section("100", [
      [
        createModule(imageListModule, {
          format: "horizontal",
          anchor: "galerie",
          children: gallery.map((slide) => ({ image: slide.image, caption: b.t(slide.de, slide.en) })),
        }),
      ],
    ]),
    b.section("33-67", [
      [createModule(imageAliasModule, { image: portrait, alias: "vertical", description: b.t("Kostümentwurf für Carmen: rote Seide mit schwarzer Spitze.", "Costume design for Carmen: red silk with black lace.") })],
      [createModule(imageAliasModule, { image: landscape, alias: "horizontal", description: b.t("Das Bühnenbild des dritten Akts: ein Sternenhimmel über den Bergen aus 4000 Lichtpunkten.", "The stage set of act three: a starry sky over the mountains made of 4,000 points of light.") })],
    ]),
    b.section("100", [
      [
        createModule(logoListModule, {
          headline: b.t("Wir danken unseren Förderern", "With thanks to our sponsors"),
          children: logos.map((logo) => ({ image: logo.image, name: logo.name, link: "" })),
        }),
      ],
    ]),
  ];
};
