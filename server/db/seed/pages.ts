// The CMS page tree: home, visitor information, about us, subscriptions, contact, the legal pages
// and one unpublished preview page. Every page also gets its first published version.
import { pageVersions, pages } from "../schema.ts";
import { languages } from "../../../shared/lib/localized.ts";
import { contentSearchText } from "../../../src/modules/search-text.ts";
import type { Section } from "../../../shared/api/page-content.ts";
import type { SeedContext } from "./context.ts";
import { insertAll } from "./context.ts";
import { imprint, privacy, terms, whistleblowing, type LegalSection } from "./legal-texts.ts";
import { detailUrls, pageUrls, routeUrls } from "./links.ts";
import { buildContent, type ContentBuilder } from "./page-content.ts";
import { CITY, POSTAL_CODE, type Places } from "./places.ts";
import type { SeededProduction } from "./productions.ts";
import type { SeededSeries, SeriesKey } from "./series.ts";
import type { Taxonomies } from "./taxonomies.ts";
import { exhibitionTypeData } from "./taxonomies.ts";
import { loc, same, type Localized } from "./text.ts";
import { prepareShowcase } from "./showcase/index.ts";
import { createModule } from "../../../src/modules/create-module.ts";
import { faqModule } from "../../../src/modules/types/faq.tsx";
import { formModule } from "../../../src/modules/types/form.tsx";
import { quoteModule } from "../../../src/modules/types/quote.tsx";

export interface PageInputs {
  places: Places;
  productions: SeededProduction[];
  series: Record<SeriesKey, SeededSeries>;
  forms: Record<string, { id: number; slug: Localized }>;
  taxonomies: Taxonomies;
  editorId: number;
}

interface PageData {
  key: string;
  parent?: string;
  path: Localized;
  title: Localized;
  headline: Localized;
  description: Localized;
  inMenu?: boolean;
  inFooter?: boolean;
  isOnline?: boolean;
  ogImageId?: number;
  content: (b: ContentBuilder) => Section[];
}

/** Headline and text pairs for the legal pages. */
function legal(b: ContentBuilder, sections: LegalSection[]): Section[] {
  return [b.section("100", [sections.flatMap(({ heading, text }) => [b.headline(b.t(...heading), 2), b.text(b.t(...text))])])];
}

const euro = (cents: number) => (cents / 100).toFixed(0);

export async function seedPages(ctx: SeedContext, inputs: PageInputs): Promise<{ pages: number; versions: number }> {
  const { places, productions, series, forms, taxonomies } = inputs;
  const img = ctx.images;
  const season = taxonomies.seasons.find((s) => s.key === "current")!;
  const seasonLabel = `${season.startsOn.slice(0, 4)}/${season.endsOn.slice(2, 4)}`;

  const heroImage = await img.horizontal({ name: "page-home-hero", alt: loc(`Motiv der Spielzeit ${seasonLabel}`, `Artwork for the ${seasonLabel} season`) }, "opera");
  const historyImage = await img.horizontal({ name: "page-history", alt: loc("Illustration: das Große Haus um 1911", "Illustration: the Main House around 1911") }, "venue");
  const visitImage = await img.horizontal({ name: "page-visit", alt: loc("Illustration: Foyer mit Garderobe", "Illustration: foyer with cloakroom") }, "venue");
  const subscriptionImage = await img.horizontal({ name: "page-subscriptions", alt: loc("Illustration: Abonnementkarten", "Illustration: subscription cards") }, "series");
  const jobsImage = await img.vertical({ name: "page-jobs", alt: loc("Illustration: Werkstatt", "Illustration: workshop") }, "special");

  const production = (key: string) => productions.find((p) => p.data.key === key)!;
  const typeName = (key: string) => exhibitionTypeData.find((type) => type.key === key)!.name;
  const mainHouse = places.venues.find((venue) => venue.key === "grosses-haus")!;
  const subscriptions = (Object.values(series) as SeededSeries[]).filter((s) => s.isSubscription);
  const at = (b: ContentBuilder, path: Localized) => b.pick(pageUrls(path));
  const showcase = await prepareShowcase({ ...inputs, ctx });

  const pageData: PageData[] = [
    {
      key: "home",
      path: same(""),
      title: loc("Oper, Schauspiel, Tanz & Konzert", "Opera, drama, dance & concerts"),
      headline: loc("Willkommen im Staatstheater Kulisse", "Welcome to the Staatstheater Kulisse"),
      description: loc(
        `Oper, Schauspiel, Tanz, Konzert und Junges Theater in ${CITY}: Spielplan, Karten und Abonnements des Staatstheaters Kulisse.`,
        `Opera, drama, dance, concerts and theatre for young audiences in ${CITY}: programme, tickets and subscriptions of the Staatstheater Kulisse.`,
      ),
      ogImageId: heroImage,
      content: (b) => [
        b.section("100", [
          [
            b.hero({
              headline: b.t(`Spielzeit ${seasonLabel}`, `Season ${seasonLabel}`),
              text: b.t(
                "Sechs Premieren, große Oper, neue Stücke und Theater für alle ab fünf: Entdecken Sie die neue Spielzeit.",
                "Six premieres, grand opera, new plays and theatre for everyone aged five and up: discover the new season.",
              ),
              button_text: b.t("Zum Spielplan", "See what’s on"),
              button_link: b.pick(routeUrls("events")),
              image: heroImage,
              online_from: new Date(ctx.now.getTime() - 86_400_000).toISOString(),
            }),
          ],
        ]),
        b.section("100", [[b.headline(b.t("Demnächst", "Coming up"), 2), b.eventList(6), b.link(b.t("Gesamter Spielplan", "Full programme"), b.pick(routeUrls("events")))]]),
        b.section(
          "100",
          [
            [
              b.headline(b.t("Neu in dieser Spielzeit", "New this season"), 2),
              b.teaserList(
                ["rosenkavalier", "nathan", "kleines-gespenst"].map((key) => {
                  const p = production(key);
                  return {
                    image: p.imageId,
                    preline: b.pick(typeName(p.data.type)),
                    headline: b.pick(p.data.title),
                    subline: b.pick(p.data.subline),
                    text: b.pick(p.data.teaser),
                    link_text: b.t("Mehr erfahren", "Find out more"),
                    link: b.pick(detailUrls("productions-slug-id", p.slug, p.id)),
                  };
                }),
              ),
            ],
          ],
          "cc02",
        ),
        b.section("50-50", [
          [
            b.headline(b.t("Ein Haus für die ganze Stadt", "A theatre for the whole city"), 2),
            b.text(
              b.t(
                "<p>Seit über hundert Jahren ist das Staatstheater Kulisse das kulturelle Herz von Lindenau. Rund 500 Menschen arbeiten auf, hinter und unter unseren Bühnen – vom Ensemble bis zur Schneiderei.</p><p>Unsere Foyers sind auch tagsüber geöffnet: zum Lesen, Arbeiten und Verweilen.</p>",
                "<p>For more than a hundred years the Staatstheater Kulisse has been the cultural heart of Lindenau. Some 500 people work on, behind and beneath our stages – from the ensemble to the costume workshop.</p><p>Our foyers are open during the day as well: for reading, working and spending time.</p>",
              ),
            ),
            b.link(b.t("Über uns", "About us"), at(b, loc("ueber-uns", "about-us"))),
          ],
          [b.image(mainHouse.imageId, "horizontal", b.pick(mainHouse.name))],
        ]),
        b.section(
          "100",
          [
            [
              b.headline(b.t("Abonnements", "Subscriptions"), 2, b.t("Ihr Platz, Ihre Spielzeit", "Your seat, your season")),
              b.text(
                b.t(
                  "<p>Mit einem Abonnement sparen Sie bis zu 30 % gegenüber dem Einzelkauf, sitzen immer auf Ihrem Stammplatz und erhalten Vorkaufsrecht für Sonderveranstaltungen.</p>",
                  "<p>With a subscription you save up to 30% compared with single tickets, always sit in your regular seat and get priority booking for special events.</p>",
                ),
              ),
              b.link(b.t("Abo finden", "Find a subscription"), at(b, loc("abonnements", "subscriptions")), true),
            ],
          ],
          "cc01",
        ),
      ],
    },
    {
      key: "ueber-uns",
      path: loc("ueber-uns", "about-us"),
      title: loc("Über uns", "About us"),
      headline: loc("Über das Staatstheater Kulisse", "About the Staatstheater Kulisse"),
      description: loc("Vier Häuser, fünf Sparten, ein Theater: das Staatstheater Kulisse stellt sich vor.", "Four houses, five companies, one theatre: get to know the Staatstheater Kulisse."),
      inMenu: true,
      content: (b) => [
        b.section("67-33", [
          [
            // Each page's headings go down one level at a time: an h2 before the h3s below.
            b.headline(b.t("Wer wir sind", "Who we are"), 2),
            b.text(
              b.t(
                "<p>Das Staatstheater Kulisse ist das größte Theater der Region. In vier Häusern zeigen Oper, Schauspiel, Tanz, die Staatskapelle Lindenau und das Junge Theater jede Spielzeit rund 800 Vorstellungen.</p><p>Wir verstehen uns als <strong>offenes Haus</strong>: mit Angeboten für Schulen, barrierefreien Vorstellungen und günstigen Karten für alle unter 30.</p>",
                "<p>The Staatstheater Kulisse is the largest theatre in the region. Across four houses, the opera, drama and dance companies, the Staatskapelle Lindenau and the Young Theatre give some 800 performances each season.</p><p>We see ourselves as an <strong>open house</strong>: with programmes for schools, accessible performances and affordable tickets for everyone under 30.</p>",
              ),
            ),
          ],
          [b.image(historyImage, "horizontal")],
        ]),
        b.section("33-33-33", [
          [b.headline(b.t("Geschichte", "History"), 3), b.text(b.t("<p>Vom Hoftheater zum Staatstheater.</p>", "<p>From court theatre to state theatre.</p>")), b.link(b.t("Zur Geschichte", "Our history"), at(b, loc("ueber-uns/geschichte", "about-us/history")))],
          [b.headline(b.t("Presse", "Press"), 3), b.text(b.t("<p>Pressemitteilungen, Fotos und Akkreditierung.</p>", "<p>Press releases, photos and accreditation.</p>")), b.link(b.t("Zur Presse", "Press area"), at(b, loc("ueber-uns/presse", "about-us/press")))],
          [b.headline(b.t("Jobs", "Jobs"), 3), b.text(b.t("<p>Arbeiten, wo andere ausgehen.</p>", "<p>Work where others go out.</p>")), b.link(b.t("Offene Stellen", "Vacancies"), at(b, loc("ueber-uns/jobs", "about-us/jobs")))],
        ]),
      ],
    },
    {
      key: "geschichte",
      parent: "ueber-uns",
      path: loc("ueber-uns/geschichte", "about-us/history"),
      title: loc("Geschichte", "History"),
      headline: loc("Über hundert Jahre Theater in Lindenau", "More than a hundred years of theatre in Lindenau"),
      description: loc("Vom Hoftheater 1911 bis heute: die Geschichte des Staatstheaters Kulisse.", "From the court theatre of 1911 to today: the history of the Staatstheater Kulisse."),
      inMenu: true,
      content: (b) => [
        b.section("100", [
          [
            b.image(historyImage, "horizontal", b.t("Das Große Haus, Entwurf von 1909", "The Main House, design from 1909")),
            b.headline(b.t("1911 bis 1945", "1911 to 1945"), 2),
            b.text(
              b.t(
                "<p>Das Große Haus wurde 1911 als Hoftheater eröffnet. Nach dem Ende der Monarchie übernahm 1919 das Land den Betrieb – das Staatstheater war geboren. 1944 zerstörte ein Luftangriff den Zuschauerraum.</p>",
                "<p>The Main House opened as a court theatre in 1911. After the end of the monarchy the state took over in 1919 – and the Staatstheater was born. In 1944 an air raid destroyed the auditorium.</p>",
              ),
            ),
            b.headline(b.t("Wiederaufbau und Gegenwart", "Reconstruction and the present"), 2),
            b.text(
              b.t(
                "<p>1951 wurde das Große Haus wiedereröffnet. 1978 kamen die Kammerspiele in der ehemaligen Tuchfabrik hinzu, 2009 das Junge Theater im alten Straßenbahndepot. Seit 2021 leitet Katharina Wendt das Haus.</p>",
                "<p>The Main House reopened in 1951. The Kammerspiele in the former cloth factory followed in 1978, and the Young Theatre in the old tram depot in 2009. Katharina Wendt has run the theatre since 2021.</p>",
              ),
            ),
            createModule(quoteModule, {
              content: b.t("Ein Stadttheater gehört allen, die in dieser Stadt leben – auch denen, die noch nie hier waren.", "A town’s theatre belongs to everyone who lives in the town – including those who have never been here."),
              author: b.t("Katharina Wendt, Intendantin", "Katharina Wendt, artistic director"),
            }),
          ],
        ]),
      ],
    },
    {
      key: "entdecken",
      parent: "ueber-uns",
      path: loc("ueber-uns/theater-entdecken", "about-us/discover-the-theatre"),
      title: loc("Das Theater entdecken", "Discover the theatre"),
      headline: loc("Das Theater entdecken", "Discover the theatre"),
      description: loc(
        "Ein Rundgang durch das Staatstheater Kulisse: Fragen und Antworten, Videos und Podcasts, Bilder aus den Werkstätten, unsere Spielstätten und das Magazin.",
        "A tour of the Staatstheater Kulisse: questions and answers, videos and podcasts, pictures from the workshops, our venues and the magazine.",
      ),
      inMenu: true,
      content: showcase,
    },
    {
      key: "presse",
      parent: "ueber-uns",
      path: loc("ueber-uns/presse", "about-us/press"),
      title: loc("Presse", "Press"),
      headline: loc("Presse", "Press"),
      description: loc("Pressekontakt, Pressefotos und Akkreditierung für Premieren.", "Press contact, press photos and accreditation for premieres."),
      inMenu: true,
      content: (b) => [
        b.section("50-50", [
          [
            b.headline(b.t("Pressekontakt", "Press contact"), 2),
            b.text(
              b.t(
                "<p><strong>Ulla Brenning</strong><br>Leitung Kommunikation<br>Telefon 0551 123 45 70<br>presse@kulisse.example</p>",
                "<p><strong>Ulla Brenning</strong><br>Head of Communications<br>Phone +49 551 123 45 70<br>presse@kulisse.example</p>",
              ),
            ),
          ],
          [
            b.headline(b.t("Akkreditierung", "Accreditation"), 2),
            b.text(
              b.t(
                "<p>Für Premieren stellen wir Pressekarten zur Verfügung. Bitte melden Sie sich bis spätestens eine Woche vor der Premiere an. Pressefotos stehen am Tag nach der Hauptprobe zum Download bereit.</p>",
                "<p>We provide press tickets for premieres. Please register no later than one week before the premiere. Press photos are available for download the day after the final dress rehearsal.</p>",
              ),
            ),
          ],
        ]),
      ],
    },
    {
      key: "jobs",
      parent: "ueber-uns",
      path: loc("ueber-uns/jobs", "about-us/jobs"),
      title: loc("Jobs", "Jobs"),
      headline: loc("Arbeiten am Staatstheater", "Working at the Staatstheater"),
      description: loc("Offene Stellen, Ausbildung und Praktika am Staatstheater Kulisse.", "Vacancies, apprenticeships and internships at the Staatstheater Kulisse."),
      inMenu: true,
      content: (b) => [
        b.section("67-33", [
          [
            b.text(
              b.t(
                "<p>Rund 500 Menschen aus über 30 Berufen machen jeden Abend Theater möglich. Wir suchen derzeit:</p><ul><li>Bühnentechnikerin / Bühnentechniker (Vollzeit)</li><li>Maskenbildnerin / Maskenbildner (Elternzeitvertretung)</li><li>Auszubildende zur Fachkraft für Veranstaltungstechnik</li><li>Regieassistenz Schauspiel</li></ul><p>Wir freuen uns über Bewerbungen von Menschen jeden Alters, jeder Herkunft und mit Behinderung.</p>",
                "<p>Some 500 people in more than 30 professions make theatre possible every evening. We are currently looking for:</p><ul><li>Stage technician (full time)</li><li>Make-up artist (parental leave cover)</li><li>Apprentice event technician</li><li>Assistant director, drama</li></ul><p>We welcome applications from people of every age and background and from people with disabilities.</p>",
              ),
            ),
            b.link(b.t("Fragen? Schreiben Sie uns", "Questions? Write to us"), b.pick(detailUrls("forms-slug-id", forms.contact.slug, forms.contact.id))),
          ],
          [b.image(jobsImage, "vertical")],
        ]),
      ],
    },
    {
      key: "besuch",
      path: loc("besuch", "visit"),
      title: loc("Besuch planen", "Plan your visit"),
      headline: loc("Ihr Theaterbesuch", "Your visit"),
      description: loc("Anfahrt, Barrierefreiheit und Gastronomie: alles für Ihren Besuch im Staatstheater Kulisse.", "Getting here, accessibility and food & drinks: everything for your visit to the Staatstheater Kulisse."),
      inMenu: true,
      content: (b) => [
        b.section("100", [[b.image(visitImage, "horizontal"), b.text(b.t("<p>Hier finden Sie alles, was Sie für einen entspannten Theaterabend wissen müssen.</p>", "<p>Here you will find everything you need to know for a relaxed evening at the theatre.</p>"))]]),
        b.section("100", [[b.headline(b.t("Alles für Ihren Besuch", "Everything for your visit"), 2)]]),
        b.section("33-33-33", [
          [b.headline(b.t("Anfahrt", "Getting here"), 3), b.link(b.t("Wege zu unseren Häusern", "How to find us"), at(b, loc("besuch/anfahrt", "visit/getting-here")))],
          [b.headline(b.t("Barrierefreiheit", "Accessibility"), 3), b.link(b.t("Angebote im Überblick", "Overview"), at(b, loc("besuch/barrierefreiheit", "visit/accessibility")))],
          [b.headline(b.t("Gastronomie", "Food & drinks"), 3), b.link(b.t("Essen und Trinken", "Eating and drinking"), at(b, loc("besuch/gastronomie", "visit/food-and-drinks")))],
        ]),
      ],
    },
    {
      key: "anfahrt",
      parent: "besuch",
      path: loc("besuch/anfahrt", "visit/getting-here"),
      title: loc("Anfahrt", "Getting here"),
      headline: loc("Anfahrt", "Getting here"),
      description: loc("So erreichen Sie das Große Haus, die Kammerspiele, das Konzerthaus und das Junge Theater.", "How to reach the Main House, the Kammerspiele, the Concert Hall and the Young Theatre."),
      inMenu: true,
      content: (b) => [
        b.section("100", [[b.headline(b.t("Unsere Häuser", "Our venues"), 2)]]),
        b.section(
          "50-50",
          [0, 1].map((column) =>
            places.venues
              .filter((_, i) => i % 2 === column)
              .flatMap((venue) => [
                b.headline(b.pick(venue.name), 3),
                b.text(`<p>${venue.street}<br>${POSTAL_CODE} ${CITY}</p>`),
                b.link(b.t("Mehr zum Haus", "More about the venue"), b.pick(detailUrls("venues-slug-id", venue.slug, venue.id))),
              ]),
          ),
        ),
        b.section("100", [
          [
            b.headline(b.t("Mit Bus und Bahn", "By public transport"), 2),
            b.text(
              b.t(
                "<p>Alle Häuser erreichen Sie bequem mit den Straßenbahnlinien 2 und 5 (Haltestelle Theaterplatz bzw. Stadtpark). Ihre Eintrittskarte gilt am Vorstellungstag ab drei Stunden vor Beginn als Fahrkarte im Stadtgebiet.</p><p>Parkplätze finden Sie im Parkhaus am Theaterplatz (Abendtarif 4 €).</p>",
                "<p>All our venues are easy to reach on tram lines 2 and 5 (stops Theaterplatz or Stadtpark). On the day of the performance your ticket is valid for travel within the city from three hours before the start.</p><p>Parking is available in the Theaterplatz car park (evening rate €4).</p>",
              ),
            ),
          ],
        ]),
      ],
    },
    {
      key: "barrierefreiheit",
      parent: "besuch",
      path: loc("besuch/barrierefreiheit", "visit/accessibility"),
      title: loc("Barrierefreiheit", "Accessibility"),
      headline: loc("Barrierefreiheit", "Accessibility"),
      description: loc("Rollstuhlplätze, Hörhilfen, Audiodeskription und Begleitpersonen im Staatstheater Kulisse.", "Wheelchair spaces, hearing assistance, audio description and companions at the Staatstheater Kulisse."),
      inMenu: true,
      content: (b) => [
        b.section("100", [
          [
            b.headline(b.t("Rollstuhlplätze", "Wheelchair spaces"), 2),
            b.text(
              b.t(
                "<p>Alle Häuser sind stufenlos zugänglich. Rollstuhlplätze buchen Sie bitte an der Theaterkasse; eine Begleitperson erhält freien Eintritt.</p>",
                "<p>All venues are step-free. Please book wheelchair spaces at the box office; one companion is admitted free of charge.</p>",
              ),
            ),
            b.headline(b.t("Hören und Sehen", "Hearing and seeing"), 2),
            b.text(
              b.t(
                "<p>Im Großen Haus und in den Kammerspielen gibt es eine induktive Höranlage. Ausgewählte Vorstellungen bieten wir mit <strong>Audiodeskription</strong> und Tastführung an – im Spielplan mit dem Schlagwort »Audiodeskription« gekennzeichnet.</p>",
                "<p>The Main House and the Kammerspiele have an induction loop. Selected performances are offered with <strong>audio description</strong> and a touch tour – marked with the tag »Audio description« in the programme.</p>",
              ),
            ),
            b.link(b.t("Zum Spielplan", "See what’s on"), b.pick(routeUrls("events"))),
          ],
        ]),
        b.section("100", [
          [
            b.headline(b.t("Fragen und Antworten", "Questions and answers"), 2),
            createModule(faqModule, {
              items: [
                {
                  question: b.t("Darf mein Assistenzhund mit in den Saal?", "May my assistance dog come into the auditorium?"),
                  answer: b.t("<p>Ja. Bitte sagen Sie uns bei der Buchung Bescheid, dann reservieren wir einen Platz mit genug Raum.</p>", "<p>Yes. Please tell us when you book, and we will reserve a seat with enough room.</p>"),
                  anchor: "assistenzhund",
                },
                {
                  question: b.t("Gibt es Übertitel?", "Are there surtitles?"),
                  answer: b.t("<p>Opern in Originalsprache zeigen wir mit deutschen und englischen Übertiteln über der Bühne.</p>", "<p>Operas in their original language are shown with German and English surtitles above the stage.</p>"),
                  anchor: "uebertitel",
                },
                {
                  question: b.t("Wo kann ich mein Auto abstellen?", "Where can I park?"),
                  answer: b.t("<p>Im Parkhaus am Theaterplatz gibt es vier Behindertenparkplätze direkt am Aufzug.</p>", "<p>The Theaterplatz car park has four disabled parking spaces right next to the lift.</p>"),
                  anchor: "parken",
                },
              ],
            }),
          ],
        ]),
      ],
    },
    {
      key: "gastronomie",
      parent: "besuch",
      path: loc("besuch/gastronomie", "visit/food-and-drinks"),
      title: loc("Gastronomie", "Food & drinks"),
      headline: loc("Essen und Trinken", "Food and drinks"),
      description: loc("Das Theaterrestaurant Souffleur und die Foyerbars im Staatstheater Kulisse.", "The Souffleur theatre restaurant and the foyer bars at the Staatstheater Kulisse."),
      inMenu: true,
      content: (b) => [
        b.section("100", [
          [
            b.headline(b.t("Restaurant Souffleur", "Souffleur restaurant"), 2),
            b.text(
              b.t(
                "<p>Das Theaterrestaurant im Großen Haus öffnet zwei Stunden vor Vorstellungsbeginn. Reservierungen unter 0551 123 45 80.</p>",
                "<p>The theatre restaurant in the Main House opens two hours before each performance. Reservations on +49 551 123 45 80.</p>",
              ),
            ),
            b.headline(b.t("Pausengetränke", "Interval drinks"), 2),
            b.text(
              b.t(
                "<p>Bestellen Sie Ihr Getränk vor der Vorstellung an der Foyerbar – in der Pause steht es für Sie bereit.</p>",
                "<p>Order your drink at the foyer bar before the performance – it will be waiting for you in the interval.</p>",
              ),
            ),
          ],
        ]),
      ],
    },
    {
      key: "abonnements",
      path: loc("abonnements", "subscriptions"),
      title: loc("Abonnements", "Subscriptions"),
      headline: loc("Abonnements", "Subscriptions"),
      description: loc(
        "Sechs Abonnements für Oper, Schauspiel, Konzert und Familien – sparen Sie bis zu 30 % gegenüber dem Einzelkauf.",
        "Six subscriptions for opera, drama, concerts and families – save up to 30% compared with single tickets.",
      ),
      inMenu: true,
      ogImageId: subscriptionImage,
      content: (b) => [
        b.section("100", [
          [
            b.image(subscriptionImage, "horizontal"),
            b.text(
              b.t(
                "<p>Ein Abonnement ist der einfachste Weg ins Theater: Sie wählen einmal, wir reservieren Ihren Stammplatz für die ganze Spielzeit. Termine lassen sich bis drei Tage vorher kostenlos tauschen.</p>",
                "<p>A subscription is the easiest way to the theatre: you choose once, and we reserve your regular seat for the whole season. Dates can be swapped free of charge up to three days before.</p>",
              ),
            ),
          ],
        ]),
        b.section("100", [
          [
            b.headline(b.t("Unsere Abonnements", "Our subscriptions"), 2),
            b.teaserList(
              subscriptions.map((s) => ({
                image: s.imageId,
                preline: b.t("Abonnement", "Subscription"),
                headline: b.pick(s.name),
                subline: s.priceCents ? b.t(`ab ${euro(s.priceCents)} €`, `from €${euro(s.priceCents)}`) : "",
                text: b.pick(s.description).replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim(),
                link_text: b.t("Termine und Preise", "Dates and prices"),
                link: b.pick(detailUrls("series-slug-id", s.slug, s.id)),
              })),
            ),
          ],
        ]),
        b.section(
          "100",
          [[b.headline(b.t("Beratung", "Advice"), 2), b.text(b.t("<p>Unser Abo-Büro berät Sie gern: Telefon 0551 123 45 65.</p>", "<p>Our subscription office is happy to advise you: phone +49 551 123 45 65.</p>")), b.link(b.t("Kontakt aufnehmen", "Get in touch"), at(b, loc("kontakt", "contact")), true)]],
          "cc03",
        ),
      ],
    },
    {
      key: "kontakt",
      path: loc("kontakt", "contact"),
      title: loc("Kontakt", "Contact"),
      headline: loc("Kontakt", "Contact"),
      description: loc("Theaterkasse, Besucherservice und Anschrift des Staatstheaters Kulisse.", "Box office, visitor service and address of the Staatstheater Kulisse."),
      inMenu: true,
      content: (b) => [
        b.section("50-50", [
          [
            b.headline(b.t("Theaterkasse", "Box office"), 2),
            b.text(
              b.t(
                `<p>Theaterplatz 1, ${POSTAL_CODE} ${CITY}<br>Telefon 0551 123 45 60<br>kasse@kulisse.example</p><p>Di–Fr 11:00–18:30 Uhr<br>Sa 10:00–14:00 und 17:00–19:30 Uhr<br>Die Abendkasse öffnet eine Stunde vor Vorstellungsbeginn.</p>`,
                `<p>Theaterplatz 1, ${POSTAL_CODE} ${CITY}<br>Phone +49 551 123 45 60<br>kasse@kulisse.example</p><p>Tue–Fri 11:00–18:30<br>Sat 10:00–14:00 and 17:00–19:30<br>The evening box office opens one hour before each performance.</p>`,
              ),
            ),
          ],
          [
            b.headline(b.t("Schreiben Sie uns", "Write to us"), 2),
            b.text(b.t("<p>Fragen, Lob und Anregungen nimmt unser Besucherservice gern per Formular entgegen.</p>", "<p>Our visitor service is happy to receive questions, praise and suggestions via the form.</p>")),
            b.link(b.t("Zum Kontaktformular", "Contact form"), b.pick(detailUrls("forms-slug-id", forms.contact.slug, forms.contact.id)), true),
            b.link(b.t("Schulvorstellung anfragen", "Request a school performance"), b.pick(detailUrls("forms-slug-id", forms.school.slug, forms.school.id))),
          ],
        ]),
        b.section("100", [[createModule(formModule, { hubspot_id: forms.contact.id })]], "cc03"),
      ],
    },
    {
      key: "agb",
      path: same("agb"),
      title: loc("AGB", "Terms and conditions"),
      headline: loc("Allgemeine Geschäftsbedingungen", "General terms and conditions"),
      description: loc("Allgemeine Geschäftsbedingungen für Kartenkauf und Vorstellungsbesuch.", "General terms and conditions for buying tickets and attending performances."),
      inFooter: true,
      content: (b) => legal(b, terms),
    },
    {
      key: "datenschutz",
      path: same("datenschutz"),
      title: loc("Datenschutz", "Privacy policy"),
      headline: loc("Datenschutzerklärung", "Privacy policy"),
      description: loc("Wie das Staatstheater Kulisse personenbezogene Daten verarbeitet.", "How the Staatstheater Kulisse processes personal data."),
      inFooter: true,
      content: (b) => legal(b, privacy),
    },
    {
      key: "impressum",
      path: same("impressum"),
      title: loc("Impressum", "Imprint"),
      headline: loc("Impressum", "Imprint"),
      description: loc("Anbieterkennzeichnung des Staatstheaters Kulisse.", "Legal notice of the Staatstheater Kulisse."),
      inFooter: true,
      content: (b) => legal(b, imprint),
    },
    {
      key: "hinweisgeberschutz",
      path: loc("hinweisgeberschutz", "whistleblower-protection"),
      title: loc("Hinweisgeberschutz", "Whistleblower protection"),
      headline: loc("Hinweisgeberschutz", "Whistleblower protection"),
      description: loc("Die interne Meldestelle des Staatstheaters Kulisse nach dem Hinweisgeberschutzgesetz.", "The internal reporting office of the Staatstheater Kulisse under the Whistleblower Protection Act."),
      inFooter: true,
      content: (b) => legal(b, whistleblowing),
    },
    {
      key: "vorschau",
      path: loc("intern/vorschau", "internal/preview"),
      title: loc("Vorschau: Spielzeitheft", "Preview: season brochure"),
      headline: loc("Vorschau auf die nächste Spielzeit", "Preview of next season"),
      description: loc("Interne Vorschau, noch nicht veröffentlicht.", "Internal preview, not yet published."),
      isOnline: false,
      content: (b) => [
        b.section("100", [
          [
            b.headline(b.t("Entwurf", "Draft"), 2, b.t("Nur für die Redaktion", "Editors only")),
            b.text(b.t("<p>Diese Seite ist noch nicht online. Die Texte zur neuen Spielzeit folgen nach der Pressekonferenz.</p>", "<p>This page is not online yet. The texts for the new season will follow after the press conference.</p>")),
            b.eventList(3),
          ],
        ]),
      ],
    },
  ];

  const ids = new Map<string, number>();
  let position = 0;
  const versions: (typeof pageVersions.$inferInsert)[] = [];
  for (const page of pageData) {
    const content = buildContent(page.key, page.content);
    const [id] = await insertAll(ctx.tx, pages, [
      {
        parentId: page.parent ? ids.get(page.parent)! : null,
        path: page.path,
        title: page.title,
        headline: page.headline,
        isOnline: page.isOnline ?? true,
        inMenu: page.inMenu ?? false,
        inFooter: page.inFooter ?? false,
        isLandingPage: false,
        // The title template adds the site name; the meta title is only the page's own.
        metaTitle: page.title,
        metaDescription: page.description,
        ogTitle: page.title,
        ogDescription: page.description,
        ogImageId: page.ogImageId ?? heroImage,
        content,
        searchText: contentSearchText(content),
        position: position++,
        updatedAt: ctx.now,
      },
    ]);
    ids.set(page.key, id);
    for (const lang of languages) versions.push({ pageId: id, title: page.title, content, lang, summary: "", authorId: inputs.editorId, isPublished: true, createdAt: ctx.now });
  }
  await insertAll(ctx.tx, pageVersions, versions);
  return { pages: pageData.length, versions: versions.length };
}
