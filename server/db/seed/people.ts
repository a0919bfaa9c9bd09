// The ensemble, the orchestra's soloists and the artistic teams: 60 people with portraits and bios.
import { personCategoryLinks, persons } from "../schema.ts";
import type { SeedContext } from "./context.ts";
import { insertAll, insertLinks } from "./context.ts";
import { randomFor, type Random } from "./random.ts";
import { loc, paragraphs, type Localized } from "./text.ts";
import type { Ids } from "./taxonomies.ts";
import { slugify } from "../../../src/lib/urls.ts";

type Gender = "f" | "m";

/** What a person is called in the house; also decides which roles they can take. */
type PositionKey =
  | "intendant" | "gmd" | "director" | "director-educator" | "stage-designer" | "costume-designer" | "dramaturg"
  | "ballet-director" | "choreographer" | "conductor" | "concertmaster" | "cello" | "flute" | "horn" | "oboe"
  | "soprano" | "mezzo" | "alto" | "tenor" | "baritone" | "bass" | "actor" | "dancer";

/** Labels per position: German female, German male, English. */
const positionLabels: Record<PositionKey, [string, string, string]> = {
  intendant: ["Intendantin", "Intendant", "General Director"],
  gmd: ["Generalmusikdirektorin", "Generalmusikdirektor", "General Music Director"],
  director: ["Regisseurin", "Regisseur", "Director"],
  "director-educator": ["Regisseurin & Theaterpädagogin", "Regisseur & Theaterpädagoge", "Director & theatre educator"],
  "stage-designer": ["Bühnenbildnerin", "Bühnenbildner", "Set designer"],
  "costume-designer": ["Kostümbildnerin", "Kostümbildner", "Costume designer"],
  dramaturg: ["Dramaturgin", "Dramaturg", "Dramaturge"],
  "ballet-director": ["Ballettdirektorin & Choreografin", "Ballettdirektor & Choreograf", "Ballet director & choreographer"],
  choreographer: ["Choreografin", "Choreograf", "Choreographer"],
  conductor: ["Kapellmeisterin", "Kapellmeister", "Conductor"],
  concertmaster: ["1. Konzertmeisterin", "1. Konzertmeister", "First concertmaster"],
  cello: ["Solo-Cellistin", "Solo-Cellist", "Principal cello"],
  flute: ["Solo-Flötistin", "Solo-Flötist", "Principal flute"],
  horn: ["Solo-Hornistin", "Solo-Hornist", "Principal horn"],
  oboe: ["Solo-Oboistin", "Solo-Oboist", "Principal oboe"],
  soprano: ["Sopran", "Sopran", "Soprano"],
  mezzo: ["Mezzosopran", "Mezzosopran", "Mezzo-soprano"],
  alto: ["Alt", "Alt", "Contralto"],
  tenor: ["Tenor", "Tenor", "Tenor"],
  baritone: ["Bariton", "Bariton", "Baritone"],
  bass: ["Bass", "Bass", "Bass"],
  actor: ["Schauspielerin", "Schauspieler", "Actor"],
  dancer: ["Tänzerin", "Tänzer", "Dancer"],
};

/** Skills used to cast roles and staff teams (see contributors.ts). */
const skillsOf: Record<PositionKey, string[]> = {
  intendant: [], // leads the house, is not cast into teams
  gmd: ["conductor"],
  director: ["director"],
  "director-educator": ["director", "educator"],
  "stage-designer": ["stage"],
  "costume-designer": ["costume"],
  dramaturg: ["dramaturg", "guide"],
  "ballet-director": ["choreographer"],
  choreographer: ["choreographer"],
  conductor: ["conductor"],
  concertmaster: ["violin"],
  cello: ["cello"],
  flute: ["flute"],
  horn: ["horn"],
  oboe: ["oboe"],
  soprano: ["soprano"],
  mezzo: ["mezzo"],
  alto: ["alto"],
  tenor: ["tenor"],
  baritone: ["baritone"],
  bass: ["bass"],
  actor: [],
  dancer: [],
};

type PersonRow = [first: string, last: string, gender: Gender, position: PositionKey, categories: string[]];

const people: PersonRow[] = [
  ["Katharina", "Wendt", "f", "intendant", ["management"]],
  ["Sabine", "Achterberg", "f", "director", ["management"]],
  ["Tobias", "Kernfeld", "m", "director", ["management"]],
  ["Leonie", "Hartwig", "f", "director", ["management"]],
  ["Konstantin", "Berg", "m", "director", ["management"]],
  ["Friederike", "Hollmann", "f", "director-educator", ["management"]],
  ["Jonas", "Rieder", "m", "stage-designer", ["management"]],
  ["Marlene", "Vogt", "f", "stage-designer", ["management"]],
  ["Henrik", "Sauer", "m", "stage-designer", ["management"]],
  ["Ida", "Krämer", "f", "costume-designer", ["management"]],
  ["Paula", "Steinmetz", "f", "costume-designer", ["management"]],
  ["Johanna", "Feld", "f", "dramaturg", ["management"]],
  ["Felix", "Ostermann", "m", "dramaturg", ["management"]],
  ["Miriam", "Scholz", "f", "dramaturg", ["management"]],
  ["Martin", "Eberhardt", "m", "gmd", ["orchestra", "management"]],
  ["Clara", "Reinholz", "f", "conductor", ["orchestra"]],
  ["Sebastian", "Moll", "m", "conductor", ["orchestra"]],
  ["Lea", "Dorfmann", "f", "concertmaster", ["orchestra"]],
  ["Benedikt", "Arnold", "m", "cello", ["orchestra"]],
  ["Ulrike", "Pfeiffer", "f", "flute", ["orchestra"]],
  ["Jakob", "Wiesner", "m", "horn", ["orchestra"]],
  ["Theresa", "Kolb", "f", "oboe", ["orchestra"]],
  ["Anna", "Bergmann", "f", "soprano", ["opera"]],
  ["Sophie", "Reuter", "f", "soprano", ["opera"]],
  ["Lena", "Hofstetter", "f", "soprano", ["opera"]],
  ["Julia", "Kranz", "f", "soprano", ["opera"]],
  ["Charlotte", "Ebner", "f", "mezzo", ["opera"]],
  ["Hannah", "Zeller", "f", "mezzo", ["opera"]],
  ["Dorothea", "Sommer", "f", "alto", ["opera"]],
  ["Florian", "Hagen", "m", "tenor", ["opera"]],
  ["Lukas", "Brenner", "m", "tenor", ["opera"]],
  ["Maximilian", "Seidel", "m", "tenor", ["opera"]],
  ["Moritz", "Kessler", "m", "baritone", ["opera"]],
  ["Paul", "Engel", "m", "baritone", ["opera"]],
  ["Georg", "Haberland", "m", "bass", ["opera"]],
  ["Wilhelm", "Roth", "m", "bass", ["opera"]],
  ["Marie", "Lehmann", "f", "actor", ["drama"]],
  ["Franziska", "Ott", "f", "actor", ["drama"]],
  ["Luisa", "Brückner", "f", "actor", ["drama"]],
  ["Helene", "Kaiser", "f", "actor", ["drama"]],
  ["Nina", "Wagner", "f", "actor", ["drama"]],
  ["Emma", "Schreiber", "f", "actor", ["drama"]],
  ["Greta", "Wolff", "f", "actor", ["drama"]],
  ["Jan", "Köhler", "m", "actor", ["drama"]],
  ["David", "Fuchs", "m", "actor", ["drama"]],
  ["Simon", "Heller", "m", "actor", ["drama"]],
  ["Niklas", "Baumann", "m", "actor", ["drama"]],
  ["Oskar", "Winter", "m", "actor", ["drama"]],
  ["Elias", "Frank", "m", "actor", ["drama"]],
  ["Thomas", "Gerlach", "m", "actor", ["drama"]],
  ["Theo", "Brandt", "m", "actor", ["drama"]],
  ["Nora", "Lindner", "f", "ballet-director", ["dance", "management"]],
  ["Viktor", "Hahn", "m", "choreographer", ["dance"]],
  ["Mila", "Hoffmann", "f", "dancer", ["dance"]],
  ["Sara", "Jung", "f", "dancer", ["dance"]],
  ["Katrin", "Beck", "f", "dancer", ["dance"]],
  ["Lara", "Schuster", "f", "dancer", ["dance"]],
  ["Ben", "Albrecht", "m", "dancer", ["dance"]],
  ["Leon", "Martens", "m", "dancer", ["dance"]],
  ["Adrian", "Graf", "m", "dancer", ["dance"]],
];

export interface Person {
  id: number;
  name: string;
  gender: Gender;
  position: PositionKey;
  /** Role requirements this person can meet, e.g. "soprano", "actress", "director". */
  skills: string[];
}

// ------------------------------------------------------------------ biographies

const hometowns = ["Dresden", "Leipzig", "Hamburg", "Köln", "Graz", "Wien", "Zürich", "Bremen", "Freiburg", "Rostock", "Kassel", "Münster", "Regensburg", "Linz"];
const formerHouses = ["Stadttheater Halsberg", "Landestheater Nordheide", "Theater Kronstein", "Staatstheater Weidenfels", "Nationaltheater Almstedt", "Theater an der Ilm"];
const schools: Record<string, string[]> = {
  singer: ["Hochschule für Musik und Theater Leipzig", "Universität Mozarteum Salzburg", "Hochschule für Musik Detmold", "Hochschule für Musik Carl Maria von Weber Dresden"],
  actor: ["Hochschule für Schauspielkunst Ernst Busch Berlin", "Otto-Falckenberg-Schule München", "Folkwang Universität der Künste", "Hochschule für Musik und Darstellende Kunst Stuttgart"],
  dancer: ["Palucca Hochschule für Tanz Dresden", "John Cranko Schule Stuttgart", "Staatliche Ballettschule Berlin"],
  musician: ["Hochschule für Musik Hanns Eisler Berlin", "Musikhochschule Lübeck", "Hochschule für Musik Freiburg"],
};
const repertoire: Partial<Record<PositionKey, string[]>> = {
  soprano: ["Pamina", "Mimì", "Gilda", "Fiordiligi", "Agathe", "Micaëla"],
  mezzo: ["Cherubino", "Rosina", "Dorabella", "Octavian", "Carmen"],
  alto: ["Erda", "Ulrica", "Mrs. Quickly", "Gertrud"],
  tenor: ["Tamino", "Alfredo", "Don Ottavio", "Lenski", "Max"],
  baritone: ["Papageno", "Figaro", "Don Giovanni", "Eugen Onegin", "Wolfram"],
  bass: ["Sarastro", "Osmin", "Kaspar", "Baron Ochs", "Rocco"],
};
const actorRoles: [string, string][] = [
  ["Gretchen in »Faust«", "Gretchen in »Faust«"],
  ["Franz Moor in »Die Räuber«", "Franz Moor in »The Robbers«"],
  ["Nora in »Nora oder Ein Puppenheim«", "Nora in »A Doll’s House«"],
  ["Mephisto in »Faust«", "Mephisto in »Faust«"],
  ["Minna in »Minna von Barnhelm«", "Minna in »Minna von Barnhelm«"],
  ["Hamlet", "Hamlet"],
  ["Mascha in »Drei Schwestern«", "Masha in »Three Sisters«"],
  ["Ferdinand in »Kabale und Liebe«", "Ferdinand in »Intrigue and Love«"],
];
const instruments: Partial<Record<PositionKey, [string, string]>> = {
  concertmaster: ["Violine", "violin"],
  cello: ["Violoncello", "cello"],
  flute: ["Flöte", "flute"],
  horn: ["Horn", "horn"],
  oboe: ["Oboe", "oboe"],
};

function listDe(items: string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(", ")} und ${items[items.length - 1]}` : items[0];
}
function listEn(items: string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}` : items[0];
}

/** A two-paragraph biography from the person's position, in both languages. */
function biography(rng: Random, row: PersonRow, thisYear: number): Localized {
  const [first, last, gender, position] = row;
  const name = `${first} ${last}`;
  const she = gender === "f";
  const [er, Er, sein] = she ? ["sie", "Sie", "ihr"] : ["er", "Er", "sein"];
  const [he, He, his] = she ? ["she", "She", "her"] : ["he", "He", "his"];
  const town = rng.pick(hometowns);
  const house = rng.pick(formerHouses);
  const since = thisYear - rng.int(1, 14);
  const kulisse = "Staatstheater Kulisse";

  if (repertoire[position]) {
    const roles = rng.sample(repertoire[position]!, 3);
    return loc(
      paragraphs(
        `${name} wurde in ${town} geboren und studierte Gesang an der ${rng.pick(schools.singer)}. Nach einem Engagement am ${house} gehört ${er} seit ${since} zum Opernensemble des ${kulisse}.`,
        `Zu ${sein}en wichtigsten Partien zählen ${listDe(roles)}. Gastspiele führten ${name.split(" ")[0]} unter anderem nach Wien, Amsterdam und Kopenhagen.`,
      ),
      paragraphs(
        `${name} was born in ${town} and studied singing at the ${rng.pick(schools.singer)}. After an engagement at the ${house}, ${he} has been a member of the opera ensemble of the ${kulisse} since ${since}.`,
        `${He} is best known for ${listEn(roles)}. Guest appearances have taken ${name.split(" ")[0]} to Vienna, Amsterdam and Copenhagen, among others.`,
      ),
    );
  }
  if (position === "actor") {
    const [roleDe, roleEn] = rng.pick(actorRoles);
    return loc(
      paragraphs(
        `${name} stammt aus ${town} und absolvierte ${sein}e Ausbildung an der ${rng.pick(schools.actor)}. ${Er} spielte am ${house}, bevor ${er} ${since} ins Schauspielensemble des ${kulisse} kam.`,
        `Das Publikum in Lindenau erlebte ${name.split(" ")[0]} zuletzt als ${roleDe}.`,
      ),
      paragraphs(
        `${name} comes from ${town} and trained at the ${rng.pick(schools.actor)}. ${He} worked at the ${house} before joining the drama ensemble of the ${kulisse} in ${since}.`,
        `Audiences in Lindenau most recently saw ${name.split(" ")[0]} as ${roleEn}.`,
      ),
    );
  }
  if (position === "dancer") {
    return loc(
      paragraphs(
        `${name} wurde an der ${rng.pick(schools.dancer)} ausgebildet und tanzte am ${house}. Seit ${since} ist ${er} Mitglied der Tanzcompagnie Kulisse.`,
        `${Er} arbeitete mit Choreografinnen und Choreografen wie Nora Lindner und Viktor Hahn und tanzt in dieser Spielzeit in mehreren Produktionen.`,
      ),
      paragraphs(
        `${name} trained at the ${rng.pick(schools.dancer)} and danced at the ${house}. ${He} has been a member of the Kulisse dance company since ${since}.`,
        `${He} has worked with choreographers such as Nora Lindner and Viktor Hahn and appears in several productions this season.`,
      ),
    );
  }
  if (instruments[position]) {
    const [instrumentDe, instrumentEn] = instruments[position]!;
    return loc(
      paragraphs(
        `${name} studierte ${instrumentDe} an der ${rng.pick(schools.musician)} und war Stipendiat${she ? "in" : ""} der Orchesterakademie in ${town}. Seit ${since} ist ${er} Mitglied der Staatskapelle Lindenau.`,
        `Neben dem Orchesterdienst widmet sich ${name.split(" ")[0]} der Kammermusik und unterrichtet den Nachwuchs der Musikschule Lindenau.`,
      ),
      paragraphs(
        `${name} studied the ${instrumentEn} at the ${rng.pick(schools.musician)} and held a scholarship at the orchestra academy in ${town}. ${He} has been a member of the Staatskapelle Lindenau since ${since}.`,
        `Alongside ${his} orchestral work, ${name.split(" ")[0]} plays chamber music and teaches young players at the Lindenau music school.`,
      ),
    );
  }
  const [female, male, english] = positionLabels[position];
  const titleDe = she ? female : male;
  return loc(
    paragraphs(
      `${name} arbeitet als ${titleDe} und stammt aus ${town}. Nach Stationen am ${house} und zahlreichen Gastarbeiten im deutschsprachigen Raum ist ${er} seit ${since} am ${kulisse} tätig.`,
      `${sein.charAt(0).toUpperCase() + sein.slice(1)}e Arbeiten verbinden genaue Textarbeit mit einer starken Bildsprache.`,
    ),
    paragraphs(
      `${name} works as ${/^[AEIOU]/.test(english) ? "an" : "a"} ${english.toLowerCase()} and comes from ${town}. After working at the ${house} and as a guest across the German-speaking world, ${he} joined the ${kulisse} in ${since}.`,
      `${his.charAt(0).toUpperCase() + his.slice(1)} work combines close reading of the text with a strong visual language.`,
    ),
  );
}

function skills(gender: Gender, position: PositionKey): string[] {
  if (position === "actor") return [gender === "f" ? "actress" : "actor"];
  if (position === "dancer") return ["dancer", gender === "f" ? "dancer-f" : "dancer-m"];
  return skillsOf[position];
}

export async function seedPeople(ctx: SeedContext, categories: Ids): Promise<Person[]> {
  const rng = randomFor("people");
  const thisYear = Number(ctx.today.slice(0, 4));
  const rows = [];
  for (const row of people) {
    const [first, last, gender, position] = row;
    const slug = slugify(`${first} ${last}`);
    const imageId = await ctx.images.portrait(
      { name: `person-${slug}`, alt: loc(`Porträt von ${first} ${last}`, `Portrait of ${first} ${last}`) },
      `${first[0]}${last[0]}`,
    );
    const [female, male, english] = positionLabels[position];
    rows.push({
      slug,
      firstName: first,
      lastName: last,
      position: loc(gender === "f" ? female : male, english),
      biography: biography(rng, row, thisYear),
      imageId,
    });
  }
  if (new Set(rows.map((row) => row.slug)).size !== rows.length) throw new Error("person slugs are not unique");
  const ids = await insertAll(ctx.tx, persons, rows);
  await insertLinks(
    ctx.tx,
    personCategoryLinks,
    people.flatMap((row, i) => row[4].map((key) => ({ personId: ids[i], categoryId: categories[key] }))),
  );
  return people.map(([first, last, gender, position], i) => ({
    id: ids[i],
    name: `${first} ${last}`,
    gender,
    position,
    skills: skills(gender, position),
  }));
}
