// Showcase part "external media": a trailer and a video list on YouTube and Vimeo, the season playlist
// and a podcast episode, the season brochure on issuu, and an Instagram post. The addresses are
// fictional; nothing is loaded from the providers before a visitor allows external media.
import { createModule } from "../../../../src/modules/create-module.ts";
import { audioModule } from "../../../../src/modules/types/audio.tsx";
import { socialMediaModule } from "../../../../src/modules/types/social-media.tsx";
import { videoListModule } from "../../../../src/modules/types/video-list.tsx";
import { videoModule } from "../../../../src/modules/types/video.tsx";
import { viewerModule } from "../../../../src/modules/types/viewer.tsx";
import { loc } from "../text.ts";
import type { ShowcasePart } from "./showcase-part.ts";

export const embedsShowcase: ShowcasePart = async ({ ctx }) => {
  const img = ctx.images;
  const trailer = await img.horizontal({ name: "showcase-trailer", alt: loc("Illustration: Trailer »Carmen«", "Illustration: trailer “Carmen”") }, "opera");
  const talk = await img.horizontal({ name: "showcase-video-talk", alt: loc("Illustration: Gespräch mit der Regisseurin", "Illustration: talk with the director") }, "drama");
  const dance = await img.horizontal({ name: "showcase-video-dance", alt: loc("Illustration: Probe der Tanzcompagnie", "Illustration: dance company rehearsal") }, "dance");

  return (b) => [
    b.section("67-33", [
      [
        createModule(videoModule, {
          image: trailer,
          video_url: "https://www.youtube.com/watch?v=Kx7vQe2lZf0",
          length: "2:14",
          title: b.t("Trailer: Carmen", "Trailer: Carmen"),
          anchor: "trailer",
        }),
      ],
      [
        createModule(audioModule, { embed: "https://open.spotify.com/playlist/5Kq2mE9nXw3bL7dR1cVt8a", media_type: "playlist", title: b.t("Die Spielzeit zum Hören", "The season to listen to") }),
        createModule(audioModule, { embed: "https://kulisse.podigee.io/12-hinter-dem-vorhang", media_type: "podcast", title: b.t("Podcast »Hinter dem Vorhang«, Folge 12", "Podcast “Behind the curtain”, episode 12") }),
      ],
    ]),
    b.section("100", [
      [
        createModule(videoListModule, {
          headline: b.t("Mehr Videos", "More videos"),
          children: [
            { video_url: "https://vimeo.com/817263541", title: b.t("Regie im Gespräch", "The director in conversation"), content: b.t("Sabine Achterberg über Mozarts Märchenoper als Theater im Theater.", "Sabine Achterberg on Mozart’s fairy-tale opera as a theatre within the theatre."), image: talk },
            { video_url: "https://www.youtube.com/watch?v=Pq3sT8vWx1Y", title: b.t("Tanzcompagnie: Probeneinblick", "Dance company: a look at rehearsals"), content: b.t("Zwei Minuten aus dem Ballettsaal, vier Wochen vor der Premiere.", "Two minutes from the ballet studio, four weeks before the premiere."), image: dance },
          ],
        }),
      ],
    ]),
    b.section("50-50", [
      [createModule(viewerModule, { embed: "https://issuu.com/staatstheater-kulisse/docs/spielzeitheft", media_type: "portrait", title: b.t("Das Spielzeitheft zum Blättern", "Leaf through the season brochure") })],
      [createModule(socialMediaModule, { url: "https://www.instagram.com/p/C7kLm2nPq4R/", title: b.t("Backstage bei der Kostümprobe", "Backstage at the costume rehearsal") })],
    ]),
  ];
};
