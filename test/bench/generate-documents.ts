// 20,000 extra search documents for the benchmark (half German, half English): titles and texts
// drawn from a theatre vocabulary by a seeded random generator, so every run loads the same words.
import { sql } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { Random } from "../../server/db/seed/random.ts";

const words = {
  de: `Oper Schauspiel Ballett Konzert Premiere Vorstellung Bühne Theater Ensemble Regie Inszenierung Musik Orchester
    Dirigent Sängerin Sänger Tänzerin Tänzer Chor Probe Kostüm Maske Licht Kulisse Vorhang Applaus Publikum Spielzeit
    Abonnement Karte Foyer Garderobe Pause Liebe Tod Macht Freiheit Hoffnung Sehnsucht Verrat Rache Glück Traum Nacht
    Sommer Winter Frühling Herbst Stadt Wald Meer König Königin Prinz Prinzessin Mutter Vater Tochter Sohn Bruder
    Schwester Freund Fremder Reise Heimat Geschichte Erinnerung Zukunft Komödie Tragödie Märchen Drama Operette Musical
    Lesung Gespräch Einführung Führung Workshop Familie Kinder Jugend Schule Festival Gastspiel Uraufführung
    Wiederaufnahme Derniere Sinfonie Kammermusik Lied Arie Duett Quartett Klavier Violine Cello Trompete Schlagzeug
    Stimme Wort Bild Raum Zeit Spiel Spiegel Fenster Garten Haus Schloss Insel Brücke Straße Markt Hafen Zug Brief
    Geheimnis Wahrheit Lüge Schuld Mut Angst Zorn Wunder Zauber Geist Schatten Feuer Wasser Erde Luft Stern Mond
    Sonne Himmel erzählt spielt singt tanzt zeigt verliebt verloren gefunden vergessen zerrissen leuchtend dunkel
    hell leise laut schnell langsam neu alt groß klein fremd wild zart`,
  en: `opera drama ballet concert premiere performance stage theatre ensemble direction production music orchestra
    conductor singer dancer choir rehearsal costume makeup light scenery curtain applause audience season
    subscription ticket foyer cloakroom interval love death power freedom hope longing betrayal revenge happiness
    dream night summer winter spring autumn city forest sea king queen prince princess mother father daughter son
    brother sister friend stranger journey home history memory future comedy tragedy fairytale musical reading talk
    introduction tour workshop family children youth school festival guest world premiere revival farewell symphony
    chamber song aria duet quartet piano violin cello trumpet percussion voice word image space time play mirror
    window garden house castle island bridge street market harbour train letter secret truth lie guilt courage fear
    anger wonder magic ghost shadow fire water earth air star moon sun sky tells plays sings dances shows enamoured
    lost found forgotten torn shining dark bright quiet loud fast slow new old great small strange wild tender`,
};

const kinds = ["production", "person", "article", "page"] as const;

/** A seeded stream of numbers in [0, 1) (the demo seed's PRNG). */
function random(seed: number): () => number {
  const stream = new Random(seed);
  return () => stream.next();
}

export async function generateDocuments(db: Db, count: number, now: Date): Promise<void> {
  const next = random(20_000);
  const vocabulary = { de: words.de.split(/\s+/).filter(Boolean), en: words.en.split(/\s+/).filter(Boolean) };
  const pickWords = (lang: "de" | "en", n: number) => Array.from({ length: n }, () => vocabulary[lang][Math.floor(next() * vocabulary[lang].length)]);
  const capitalized = (word: string) => word[0].toUpperCase() + word.slice(1);
  const batch = 2_000;
  for (let start = 0; start < count; start += batch) {
    const rows = { kind: [] as string[], objectId: [] as number[], lang: [] as string[], title: [] as string[], text: [] as string[], url: [] as string[], date: [] as (string | null)[] };
    for (let i = start; i < Math.min(count, start + batch); i++) {
      const lang = i % 2 === 0 ? "de" : "en";
      const kind = kinds[i % kinds.length];
      rows.kind.push(kind);
      rows.objectId.push(1_000_000 + Math.floor(i / 2));
      rows.lang.push(lang);
      rows.title.push(pickWords(lang, 2 + Math.floor(next() * 4)).map(capitalized).join(" "));
      rows.text.push(pickWords(lang, 40 + Math.floor(next() * 80)).join(" ") + ".");
      rows.url.push(`/${lang}/bench/${kind}/${i}`);
      rows.date.push(kind === "article" ? new Date(now.getTime() - Math.floor(next() * 730) * 86_400_000).toISOString() : null);
    }
    await db.execute(sql`
      insert into search_documents (kind, object_id, lang, title, text, url, date)
      select * from unnest(${sql.param(rows.kind)}::text[], ${sql.param(rows.objectId)}::int[], ${sql.param(rows.lang)}::text[],
                           ${sql.param(rows.title)}::text[], ${sql.param(rows.text)}::text[], ${sql.param(rows.url)}::text[],
                           ${sql.param(rows.date)}::timestamptz[])`);
  }
}
