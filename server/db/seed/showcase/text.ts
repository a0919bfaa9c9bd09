// Showcase part "text and layout": the page's jump links, FAQ about a visit, a quote, a full teaser for
// the season opening, a tinted section with three columns, two columns, an HTML snippet and a shared
// container (seeded here, "service-hinweise") placed by its slug.
import { createModule } from "../../../../src/modules/create-module.ts";
import { anchorListModule } from "../../../../src/modules/types/anchor-list.tsx";
import { containerModule } from "../../../../src/modules/types/container.tsx";
import { faqModule } from "../../../../src/modules/types/faq.tsx";
import { fullTeaserModule } from "../../../../src/modules/types/full-teaser.tsx";
import { htmlModule } from "../../../../src/modules/types/html.tsx";
import { quoteModule } from "../../../../src/modules/types/quote.tsx";
import { sectionModule } from "../../../../src/modules/types/section.tsx";
import { twoColumnsModule } from "../../../../src/modules/types/two-columns.tsx";
import { containers } from "../../schema.ts";
import { buildContent } from "../page-content.ts";
import { loc } from "../text.ts";
import type { ShowcasePart } from "./showcase-part.ts";

export const SERVICE_CONTAINER = "service-hinweise";

export const textShowcase: ShowcasePart = async ({ ctx, productions }) => {
  const img = ctx.images;
  const openingImage = await img.horizontal({ name: "showcase-season-opening", alt: loc("Illustration: Vorhang auf zur Spielzeiteröffnung", "Illustration: curtain up for the season opening") }, "opera");
  const workshopImage = await img.horizontal({ name: "showcase-workshops", alt: loc("Illustration: Blick in die Theaterwerkstätten", "Illustration: a look into the theatre workshops") }, "special");
  const opening = productions.find((production) => production.data.key === "carmen");

  await ctx.tx.insert(containers).values({
    slug: SERVICE_CONTAINER,
    contentType: "shared",
    model: "shared",
    columns: buildContent(SERVICE_CONTAINER, (b) => [
      b.section("100", [
        [
          b.headline(b.t("Gut zu wissen", "Good to know"), 2),
          b.text(b.t("<p>Die Theaterkasse am Theaterplatz ist dienstags bis samstags von 10 bis 18 Uhr geöffnet, telefonisch erreichen Sie uns unter 05551 40 40 40.</p>", "<p>The box office on Theaterplatz is open Tuesday to Saturday from 10 am to 6 pm; you can reach us by phone on +49 5551 40 40 40.</p>")),
        ],
      ]),
    ]),
    updatedAt: ctx.now,
  });

  return (b) => [
    b.section("100", [
      [
        createModule(anchorListModule, {
          sticky: true,
          children: [
            { link_text: b.t("Fragen", "Questions"), anchor: "fragen" },
            { link_text: b.t("Bilder und Klang", "Pictures and sound"), anchor: "medien" },
            { link_text: b.t("Spielstätten", "Venues"), anchor: "spielstaetten" },
          ],
        }),
        createModule(fullTeaserModule, {
          image: openingImage,
          preline: b.t("Spielzeiteröffnung", "Season opening"),
          headline: b.t("Vorhang auf!", "Curtain up!"),
          subline: b.t("Theaterfest auf dem Theaterplatz, mit offenen Werkstätten und Bühnenführungen", "A theatre party on Theaterplatz, with open workshops and backstage tours"),
          text: b.t(
            "Zum Start der Spielzeit öffnen wir alle Türen: Das Ensemble singt und spielt Ausschnitte aus den Premieren, die Werkstätten zeigen, wie Kulissen entstehen, und für Kinder gibt es Schminken und Kostümprobe. Der Eintritt ist frei.",
            "To start the season we open every door: the ensemble sings and plays scenes from the premieres, the workshops show how sets are made, and children can try make-up and costumes. Admission is free.",
          ),
          link_text: b.t("Zum Spielplan", "To the calendar"),
          link: b.t("/de/spielplan", "/en/calendar"),
        }),
      ],
    ]),
    b.section("67-33", [
      [
        b.headline(b.t("Häufige Fragen", "Frequently asked questions"), 2, "", "", "fragen"),
        createModule(faqModule, {
          items: [
            {
              question: b.t("Wie komme ich an Karten?", "How do I get tickets?"),
              answer: b.t("<p>Online rund um die Uhr im Webshop, an der Theaterkasse am Theaterplatz oder telefonisch. Reservierte Karten halten wir 15 Minuten im Warenkorb.</p>", "<p>Online around the clock in the webshop, at the box office on Theaterplatz or by phone. Reserved tickets stay in your cart for 15 minutes.</p>"),
              anchor: "faq-karten",
            },
            {
              question: b.t("Gibt es eine Garderobe?", "Is there a cloakroom?"),
              answer: b.t("<p>Ja, die Garderobe im Foyer ist kostenlos. Große Taschen und Rucksäcke geben Sie bitte dort ab.</p>", "<p>Yes, the cloakroom in the foyer is free of charge. Please leave large bags and backpacks there.</p>"),
              anchor: "faq-garderobe",
            },
            {
              question: b.t("Ist das Theater barrierefrei?", "Is the theatre accessible?"),
              answer: b.t("<p>Alle Säle sind stufenlos erreichbar, es gibt Rollstuhlplätze, eine induktive Höranlage und ausgewählte Vorstellungen mit Audiodeskription.</p>", "<p>All auditoriums have step-free access; there are wheelchair spaces, a hearing loop and selected performances with audio description.</p>"),
              anchor: "faq-barrierefreiheit",
            },
          ],
        }),
      ],
      [
        createModule(quoteModule, {
          content: b.t("Theater ist der Ort, an dem eine Stadt sich selbst zuschaut – und manchmal über sich lacht.", "Theatre is where a town watches itself – and sometimes laughs at itself."),
          author: b.t("Katharina Wendt, Intendantin", "Katharina Wendt, artistic director"),
        }),
        createModule(containerModule, { slug: SERVICE_CONTAINER, layout: "narrow" }),
      ],
    ]),
    b.section("100", [
      [
        createModule(sectionModule, {
          extra_class: "cc02",
          columns: [
            { content: b.t("<h3>Probenbesuch</h3><p>Schulklassen können eine Probe besuchen und anschließend mit dem Regieteam sprechen.</p>", "<h3>Visit a rehearsal</h3><p>School classes can watch a rehearsal and then talk to the directing team.</p>") },
            { content: b.t("<h3>Führungen</h3><p>Jeden Samstag um 11 Uhr zeigen wir Bühne, Unterbühne und Schnürboden.</p>", "<h3>Tours</h3><p>Every Saturday at 11 am we show the stage, the understage and the fly tower.</p>") },
            { content: b.t("<h3>Theaterclubs</h3><p>Vier Spielclubs für alle ab zwölf Jahren proben jede Woche im Depot.</p>", "<h3>Theatre clubs</h3><p>Four drama clubs for everyone from twelve rehearse every week at the Depot.</p>") },
          ],
        }),
        createModule(twoColumnsModule, {
          extra_class: "image-text",
          image: workshopImage,
          text: b.t(
            `<h3>Aus den Werkstätten</h3><p>Für ${opening ? `»${opening.data.title.de}«` : "jede Premiere"} bauen Schreinerei, Malsaal und Schneiderei in acht Wochen eine ganze Welt. Über 60 Menschen arbeiten hinter der Bühne.</p>`,
            `<h3>From the workshops</h3><p>For ${opening ? `“${opening.data.title.en}”` : "every premiere"} the carpentry, paint shop and costume department build a whole world in eight weeks. More than 60 people work behind the stage.</p>`,
          ),
        }),
        createModule(htmlModule, {
          html_code: b.t(
            '<p class="module-html__note"><strong>Tipp:</strong> Mit dem <a href="/de/abonnements">Theaterabo</a> sparen Sie bis zu 30 Prozent.</p>',
            '<p class="module-html__note"><strong>Tip:</strong> With a <a href="/en/subscriptions">subscription</a> you save up to 30 per cent.</p>',
          ),
        }),
      ],
    ]),
  ];
};
