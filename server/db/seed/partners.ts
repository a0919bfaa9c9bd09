// The organisations the demo season works with (spec §2 detail sections Sponsors and Promoter): two
// sponsors of performances and two societies that present productions in the theatre's houses. Their
// word-mark logos are dark, for the light page (the footer's light ones stand on the dark footer).
import { partners } from "../schema.ts";
import type { SeedContext } from "./context.ts";
import { insertAll } from "./context.ts";
import { loc, same, type Localized } from "./text.ts";

export type PartnerKey = "stadtwerke" | "buergerstiftung" | "kammermusikverein" | "tanzforum";

interface PartnerData {
  key: PartnerKey;
  name: string;
  /** The logo's two lines. */
  mark: [string, string];
  colour: string;
  url: string;
  description: Localized;
}

const partnerData: PartnerData[] = [
  {
    key: "stadtwerke",
    name: "Stadtwerke Lindenau",
    mark: ["Stadtwerke", "Lindenau"],
    colour: "#1d6355",
    url: "https://stadtwerke-lindenau.example",
    description: loc("Die Stadtwerke Lindenau fördern die Sinfoniekonzerte der Staatskapelle seit über zwanzig Jahren.", "Stadtwerke Lindenau have supported the symphony concerts of the Staatskapelle for more than twenty years."),
  },
  {
    key: "buergerstiftung",
    name: "Bürgerstiftung Lindenau",
    mark: ["Bürgerstiftung", "Lindenau"],
    colour: "#2b4c84",
    url: "https://buergerstiftung-lindenau.example",
    description: loc("Die Bürgerstiftung Lindenau fördert Kunst und Kultur für alle Menschen der Stadt.", "The Bürgerstiftung Lindenau, a community foundation, supports art and culture for everyone in town."),
  },
  {
    key: "kammermusikverein",
    name: "Kammermusikverein Lindenau e. V.",
    // The word-mark is shorter than the name: the logo's first line holds about 14 letters.
    mark: ["Kammermusik", "Lindenau e. V."],
    colour: "#7a2f1d",
    url: "https://kammermusik-lindenau.example",
    description: loc(
      "Der Kammermusikverein Lindenau lädt seit 1952 zu Kammerkonzerten ein, seit vielen Jahren gemeinsam mit den Musikerinnen und Musikern der Staatskapelle.",
      "The Kammermusikverein Lindenau has presented chamber music since 1952, for many years together with the musicians of the Staatskapelle.",
    ),
  },
  {
    key: "tanzforum",
    name: "Tanzforum Lindenau e. V.",
    mark: ["Tanzforum", "Lindenau e. V."],
    colour: "#5a2a6c",
    url: "https://tanzforum-lindenau.example",
    description: loc(
      "Das Tanzforum Lindenau veranstaltet die Tanztage gemeinsam mit der Tanzcompagnie des Staatstheaters und lädt Gäste aus ganz Europa ein.",
      "The Tanzforum Lindenau presents the Dance Days together with the Staatstheater’s dance company and invites guests from all over Europe.",
    ),
  },
];

export async function seedPartners(ctx: SeedContext): Promise<Record<PartnerKey, number>> {
  const ids = {} as Record<PartnerKey, number>;
  for (const partner of partnerData) {
    const logoId = await ctx.images.logo({ name: `partner-${partner.key}`, alt: same(partner.name), credit: "" }, partner.mark[0], partner.mark[1], partner.colour);
    const [id] = await insertAll(ctx.tx, partners, [{ name: partner.name, description: partner.description, linkUrl: partner.url, logoId }]);
    ids[partner.key] = id;
  }
  return ids;
}
