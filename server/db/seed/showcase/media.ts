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
  const poster = await img.horizontal({ name: "showcase-rehearsal-poster", alt: loc("Illustration: Orchesterprobe im Großen Saal", "Illustration: orchestra rehearsal in the Main Auditorium") }, "concert", "Orchesterprobe", "Großer Saal");
  const gallery: { image: number; de: string; en: string }[] = [];
  const scenes: [string, string, Theme][] = [
    ["Erster Akt", "Act one", "opera"],
    ["Die Königin der Nacht", "The Queen of the Night", "opera"],
    ["Papagenos Vogelkäfig", "Papageno’s birdcage", "youth"],
    ["Die Prüfungen", "The trials", "drama"],
    ["Schlussapplaus", "Curtain call", "musical"],
  ];
  for (const [index, [de, en, theme]] of scenes.entries()) {
    gallery.push({ image: await img.horizontal({ name: `showcase-gallery-${index + 1}`, alt: loc(`Szenenfoto: ${de}`, `Production photo: ${en}`), credit: "Foto: Kulisse Demo" }, theme, de), de, en });
  }
  const portrait = await img.vertical({ name: "showcase-portrait", alt: loc("Illustration: Kostümentwurf für Pamina", "Illustration: costume design for Pamina") }, "dance", "Kostümentwurf", "Pamina");
  const landscape = await img.horizontal({ name: "showcase-stage", alt: loc("Illustration: Bühnenbild mit Sternenhimmel", "Illustration: stage set with a starry sky") }, "opera", "Bühnenbild", "Sternenhimmel");
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
        createModule(videoShModule, { file: video, image: poster, title: b.t("Orchesterprobe zur »Zauberflöte«", "Orchestra rehearsal for “The Magic Flute”"), captions: b.pick(captions) }),
      ],
      [
        createModule(audioShModule, {
          file: audio,
          title: b.t("Einführung: Mozarts Dreiklang", "Introduction: Mozart’s triad"),
          description: b.t(
            "Der Dramaturg erklärt, warum die Ouvertüre der »Zauberflöte« mit drei Akkorden beginnt – ein Zeichen, das in der Oper immer wiederkehrt.",
            "The dramaturge explains why the overture of “The Magic Flute” begins with three chords – a sign that returns throughout the opera.",
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
      [createModule(imageAliasModule, { image: portrait, alias: "vertical", description: b.t("Kostümentwurf für Pamina: Seide in Nachtblau, mit Sternen bestickt.", "Costume design for Pamina: night-blue silk, embroidered with stars.") })],
      [createModule(imageAliasModule, { image: landscape, alias: "horizontal", description: b.t("Das Bühnenbild des zweiten Akts: ein Sternenhimmel aus 4000 Lichtpunkten.", "The stage set of act two: a starry sky of 4,000 points of light.") })],
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
