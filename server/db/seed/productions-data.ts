// The season's 26 productions as plain data: texts in both languages, cast roles (with the voice
// or skill they need), team functions, how they are scheduled (see schedule.ts) and the detail
// sections some of them have (programme, opening hours, trailer, promoter, sponsors).
import type { PartnerKey } from "./partners.ts";
import type { RoomKey } from "./places.ts";
import { loc, type Localized } from "./text.ts";

/** Kinds of slots a room offers; a production lists the kinds it may be played in. */
export type SlotKind = "evening" | "matinee" | "school" | "family" | "workshop" | "tour" | "festival";

export type TeamKey = "music" | "direction" | "stage" | "costume" | "stage-costume" | "dramaturgy" | "choreography" | "education" | "guide" | "artistic-direction";

export interface CastRole {
  role: Localized;
  /** Person skill needed, e.g. "soprano", "actress", "dancer-m", "violin". */
  skill: string;
  /** Slug of the person who must play it, when the texts name them. */
  person?: string;
}

/** A team function, optionally pinned to a person (slug) named in the texts. */
export type TeamEntry = TeamKey | [TeamKey, string];

/** Played in a room's regular slots between two day offsets from today. */
export interface RepertoirePlan {
  mode: "repertoire";
  room: RoomKey;
  kinds: SlotKind[];
  from: number;
  /** Last day offset; below 90 the last date is labelled "last performance". */
  to: number;
  /** New production: opens with a premiere on the first `premiereWeekday` on or after `from`. */
  premiere?: boolean;
  premiereWeekday?: number;
  /** Back from last season: the first date is labelled "revival". */
  revival?: boolean;
  /** Relative share of the room's slots (default 1). */
  weight?: number;
}

/** Fixed dates, e.g. a symphony concert's Sunday morning and Monday evening. */
export interface FixedPlan {
  mode: "fixed";
  room: RoomKey;
  /** week: which Sunday from tomorrow on (0 = the first); offset: days from that Sunday; kind. */
  dates: { week: number; offset: number; time: string; kind: SlotKind }[];
}

/**
 * A festival: one event over `days` days, opening on `weekday` at `time` in `room` and ending at
 * `endTime` on its last day. It is placed on the week of the calendar with the most performances of
 * type `of` over those days, and they become its parts (the Children of its page).
 */
export interface FestivalPlan {
  mode: "festival";
  room: RoomKey;
  weekday: number;
  time: string;
  days: number;
  endTime: string;
  of: ProductionData["type"];
}

/** One entry of the programme (detail section Programs). */
export interface ProgrammeEntry {
  title: Localized;
  text?: Localized;
}

export interface ProductionData {
  key: string;
  type: "opera" | "drama" | "dance" | "concert" | "youth" | "musical" | "special";
  genre: string;
  title: Localized;
  subline: Localized;
  teaser: Localized;
  /** The body paragraph of the description (simple inline HTML allowed). */
  about: Localized;
  language: Localized;
  intervals: number;
  /** Running time; a festival, whose event spans days, has none. */
  durationMinutes?: number;
  age?: Localized;
  importantInfo?: Localized;
  tags: string[];
  cast: CastRole[];
  team: TeamEntry[];
  plan: RepertoirePlan | FixedPlan | FestivalPlan;
  /** Days before today of the premiere, for productions already running. */
  premieredDaysAgo?: number;
  stickyEvent?: boolean;
  /** Time slots bookable inside one event (tours, workshops). */
  timeSlots?: string[];
  /** Detail section Programs: a concert's works, a festival's days. */
  programme?: ProgrammeEntry[];
  /** Detail section OpeningHours: ISO weekday and "HH:MM" times. */
  openingHours?: { weekday: number; from: string; to: string }[];
  /** Detail section Video: the trailer's page on YouTube or Vimeo (fictional addresses, as in the showcase). */
  videoUrl?: string;
  /** Detail section Promoter: who presents it when the theatre does not. */
  promoter?: PartnerKey;
  /** Detail section Sponsors: who supports each of its performances. */
  sponsors?: PartnerKey[];
}

const work = (composer: string, de: string, en: string): ProgrammeEntry => ({ title: loc(composer, composer), text: loc(de, en) });

const r = (de: string, en: string, skill: string, person?: string): CastRole => ({ role: loc(de, en), skill, person });

const germanSurtitles = loc("In deutscher Sprache mit deutschen und englischen Übertiteln", "Sung in German with German and English surtitles");
const italianSurtitles = loc("In italienischer Sprache mit deutschen und englischen Übertiteln", "Sung in Italian with German and English surtitles");
const frenchSurtitles = loc("In französischer Sprache mit deutschen und englischen Übertiteln", "Sung in French with German and English surtitles");
const german = loc("In deutscher Sprache", "In German");
const noWords = loc("Ohne Sprache", "No spoken language");

export const productionData: ProductionData[] = [
  // ------------------------------------------------------------ opera
  {
    key: "zauberfloete",
    type: "opera",
    genre: "grand-opera",
    title: loc("Die Zauberflöte", "The Magic Flute"),
    subline: loc("Oper in zwei Aufzügen von Wolfgang Amadeus Mozart", "Opera in two acts by Wolfgang Amadeus Mozart"),
    teaser: loc(
      "Prinz Tamino soll Pamina aus Sarastros Reich befreien – und findet sich in einer Welt voller Prüfungen wieder.",
      "Prince Tamino sets out to rescue Pamina from Sarastro’s realm – and finds himself in a world full of trials.",
    ),
    about: loc(
      "Regisseurin Sabine Achterberg erzählt Mozarts Märchenoper als Reise durch ein Theater im Theater: Papageno stolpert durch <em>Schnürboden</em> und Unterbühne, die Königin der Nacht erscheint im Licht der Scheinwerfer. Eine Inszenierung für alle ab acht Jahren.",
      "Director Sabine Achterberg tells Mozart’s fairy-tale opera as a journey through a theatre within the theatre: Papageno stumbles through the <em>fly tower</em> and the understage, the Queen of the Night appears in the spotlight. A production for everyone aged eight and up.",
    ),
    language: germanSurtitles,
    intervals: 1,
    durationMinutes: 170,
    tags: ["surtitles", "families", "repertoire"],
    cast: [
      r("Tamino", "Tamino", "tenor"),
      r("Pamina", "Pamina", "soprano"),
      r("Königin der Nacht", "Queen of the Night", "soprano"),
      r("Papageno", "Papageno", "baritone"),
      r("Papagena", "Papagena", "soprano"),
      r("Sarastro", "Sarastro", "bass"),
      r("Monostatos", "Monostatos", "tenor"),
    ],
    team: ["music", ["direction", "sabine-achterberg"], "stage", "costume", "dramaturgy"],
    plan: { mode: "repertoire", room: "grosser-saal", kinds: ["evening", "matinee"], from: 0, to: 90, weight: 1.2 },
    premieredDaysAgo: 420,
    stickyEvent: true,
    videoUrl: "https://vimeo.com/817263541",
  },
  {
    key: "traviata",
    type: "opera",
    genre: "grand-opera",
    title: loc("La traviata", "La traviata"),
    subline: loc("Oper in drei Akten von Giuseppe Verdi", "Opera in three acts by Giuseppe Verdi"),
    teaser: loc(
      "Violetta Valéry liebt das Leben und den Rausch der Pariser Salons – bis Alfredo ihr eine andere Liebe zeigt.",
      "Violetta Valéry loves life and the whirl of the Paris salons – until Alfredo shows her a different kind of love.",
    ),
    about: loc(
      "Tobias Kernfelds Inszenierung verlegt Verdis Drama in eine Welt der Blitzlichter und Society-Partys. Zum letzten Mal in dieser Spielzeit: Anna Bergmann verabschiedet sich mit ihrer gefeierten Violetta.",
      "Tobias Kernfeld’s staging moves Verdi’s drama into a world of camera flashes and society parties. For the last time this season: Anna Bergmann says farewell with her acclaimed Violetta.",
    ),
    language: italianSurtitles,
    intervals: 1,
    durationMinutes: 150,
    tags: ["surtitles", "repertoire"],
    cast: [
      r("Violetta Valéry", "Violetta Valéry", "soprano", "anna-bergmann"),
      r("Alfredo Germont", "Alfredo Germont", "tenor"),
      r("Giorgio Germont", "Giorgio Germont", "baritone"),
      r("Flora Bervoix", "Flora Bervoix", "mezzo"),
      r("Doktor Grenvil", "Doctor Grenvil", "bass"),
    ],
    team: ["music", ["direction", "tobias-kernfeld"], "stage", "costume", "dramaturgy"],
    plan: { mode: "repertoire", room: "grosser-saal", kinds: ["evening"], from: 0, to: 42 },
    premieredDaysAgo: 610,
  },
  {
    key: "rosenkavalier",
    type: "opera",
    genre: "grand-opera",
    title: loc("Der Rosenkavalier", "Der Rosenkavalier"),
    subline: loc("Komödie für Musik in drei Aufzügen von Richard Strauss", "Comedy for music in three acts by Richard Strauss"),
    teaser: loc(
      "Die Zeit, sie ist ein sonderbar Ding: Die Feldmarschallin spürt, dass ihre Liebe zu Octavian nicht bleiben wird.",
      "Time is a strange thing: the Marschallin senses that her love for Octavian will not last.",
    ),
    about: loc(
      "Generalmusikdirektor Martin Eberhardt dirigiert Strauss’ wienerische Komödie. Leonie Hartwig inszeniert das Stück als <strong>Spiel mit der Zeit</strong> – zwischen Rokoko-Zitat und Gegenwart.",
      "General Music Director Martin Eberhardt conducts Strauss’s Viennese comedy. Leonie Hartwig stages the piece as a <strong>game with time</strong> – between rococo quotation and the present day.",
    ),
    language: germanSurtitles,
    intervals: 2,
    durationMinutes: 225,
    tags: ["surtitles"],
    cast: [
      r("Die Feldmarschallin", "The Marschallin", "soprano"),
      r("Octavian", "Octavian", "mezzo"),
      r("Sophie", "Sophie", "soprano"),
      r("Baron Ochs auf Lerchenau", "Baron Ochs auf Lerchenau", "bass"),
      r("Herr von Faninal", "Herr von Faninal", "baritone"),
      r("Ein Sänger", "An Italian Singer", "tenor"),
    ],
    team: [["music", "martin-eberhardt"], ["direction", "leonie-hartwig"], "stage", "costume", "dramaturgy"],
    plan: { mode: "repertoire", room: "grosser-saal", kinds: ["evening"], from: 20, to: 90, premiere: true, premiereWeekday: 6 },
    stickyEvent: true,
  },
  {
    key: "carmen",
    type: "opera",
    genre: "grand-opera",
    title: loc("Carmen", "Carmen"),
    subline: loc("Opéra comique in vier Akten von Georges Bizet", "Opéra comique in four acts by Georges Bizet"),
    teaser: loc(
      "Freiheit um jeden Preis: Carmen lässt sich von niemandem besitzen – auch nicht von Don José.",
      "Freedom at any price: Carmen will not be owned by anyone – not even by Don José.",
    ),
    about: loc(
      "Konstantin Berg zeigt Bizets Welterfolg in einer Grenzstadt der Gegenwart, in der Schmuggel, Sehnsucht und Gewalt dicht beieinanderliegen. Am Pult: Clara Reinholz.",
      "Konstantin Berg sets Bizet’s worldwide hit in a present-day border town where smuggling, longing and violence lie close together. Conducted by Clara Reinholz.",
    ),
    language: frenchSurtitles,
    intervals: 1,
    durationMinutes: 180,
    tags: ["surtitles"],
    cast: [
      r("Carmen", "Carmen", "mezzo"),
      r("Don José", "Don José", "tenor"),
      r("Escamillo", "Escamillo", "baritone"),
      r("Micaëla", "Micaëla", "soprano"),
      r("Zuniga", "Zuniga", "bass"),
      r("Frasquita", "Frasquita", "soprano"),
    ],
    team: [["music", "clara-reinholz"], ["direction", "konstantin-berg"], "stage", "costume", "dramaturgy"],
    plan: { mode: "repertoire", room: "grosser-saal", kinds: ["evening"], from: 58, to: 90, premiere: true, premiereWeekday: 6 },
    videoUrl: "https://www.youtube.com/watch?v=Kx7vQe2lZf0",
  },
  {
    key: "haensel-und-gretel",
    type: "opera",
    genre: "family",
    title: loc("Hänsel und Gretel", "Hansel and Gretel"),
    subline: loc("Märchenoper in drei Bildern von Engelbert Humperdinck", "Fairy-tale opera in three scenes by Engelbert Humperdinck"),
    teaser: loc(
      "Zwei Geschwister, ein dunkler Wald und ein Haus aus Lebkuchen: die Familienoper für alle ab sechs Jahren.",
      "Two siblings, a dark forest and a gingerbread house: the family opera for everyone aged six and up.",
    ),
    about: loc(
      "Die Inszenierung von Friederike Hollmann nimmt die Ängste der Kinder ernst und feiert ihren Mut. Der Kinderchor des Staatstheaters singt die Lebkuchenkinder.",
      "Friederike Hollmann’s production takes the children’s fears seriously and celebrates their courage. The theatre’s children’s chorus sings the gingerbread children.",
    ),
    language: germanSurtitles,
    intervals: 1,
    durationMinutes: 135,
    age: loc("Empfohlen ab 6 Jahren", "Recommended for ages 6 and up"),
    tags: ["families", "repertoire"],
    cast: [
      r("Hänsel", "Hansel", "mezzo"),
      r("Gretel", "Gretel", "soprano"),
      r("Die Knusperhexe", "The Witch", "tenor"),
      r("Peter, Besenbinder", "Peter, a broom-maker", "baritone"),
      r("Gertrud, seine Frau", "Gertrud, his wife", "alto"),
    ],
    team: ["music", ["direction", "friederike-hollmann"], "stage", "costume", "dramaturgy"],
    plan: { mode: "repertoire", room: "grosser-saal", kinds: ["matinee"], from: 0, to: 90, weight: 0.6 },
    premieredDaysAgo: 780,
  },
  {
    key: "kaiser-von-atlantis",
    type: "opera",
    genre: "chamber-opera",
    title: loc("Der Kaiser von Atlantis", "The Emperor of Atlantis"),
    subline: loc("Spiel in einem Akt von Viktor Ullmann", "Play in one act by Viktor Ullmann"),
    teaser: loc(
      "Der Tod verweigert den Dienst – und Kaiser Overall verliert die Macht über sein Reich.",
      "Death goes on strike – and Emperor Overall loses his hold over his empire.",
    ),
    about: loc(
      "Viktor Ullmann komponierte seine Kammeroper 1943 im Ghetto Theresienstadt; eine Aufführung erlebte er nicht mehr. Auf der Studiobühne spielen fünf Sängerinnen und Sänger und ein Ensemble der Staatskapelle – nur noch wenige Male.",
      "Viktor Ullmann composed his chamber opera in 1943 in the Theresienstadt ghetto; he did not live to see it performed. On the Studio Stage, five singers and an ensemble of the Staatskapelle play it – only a few more times.",
    ),
    language: germanSurtitles,
    intervals: 0,
    durationMinutes: 70,
    tags: ["surtitles", "live-music"],
    cast: [
      r("Kaiser Overall", "Emperor Overall", "baritone"),
      r("Der Tod", "Death", "bass"),
      r("Harlekin", "Harlequin", "tenor"),
      r("Bubikopf", "Bubikopf", "soprano"),
      r("Der Trommler", "The Drummer", "mezzo"),
    ],
    team: ["music", "direction", "stage-costume", "dramaturgy"],
    plan: { mode: "repertoire", room: "studiobuehne", kinds: ["evening"], from: 0, to: 60, weight: 0.8 },
    premieredDaysAgo: 150,
  },
  // ------------------------------------------------------------ drama
  {
    key: "woyzeck",
    type: "drama",
    genre: "classic",
    title: loc("Woyzeck", "Woyzeck"),
    subline: loc("Dramenfragment von Georg Büchner", "Dramatic fragment by Georg Büchner"),
    teaser: loc(
      "Ein Soldat, ausgenutzt von allen: Büchners Fragment über Armut, Eifersucht und die Frage, was ein Mensch aushält.",
      "A soldier exploited by everyone: Büchner’s fragment about poverty, jealousy and how much a human being can bear.",
    ),
    about: loc(
      "Tobias Kernfeld inszeniert Büchners Fragment als atemlosen Abend mit Live-Musik. Die Szenen folgen einander wie Schnitte im Film – bis zur Katastrophe am Teich.",
      "Tobias Kernfeld stages Büchner’s fragment as a breathless evening with live music. The scenes follow one another like cuts in a film – right up to the catastrophe at the pond.",
    ),
    language: german,
    intervals: 0,
    durationMinutes: 95,
    importantInfo: loc(
      "In dieser Inszenierung werden Stroboskoplicht, Nebel und laute Geräusche eingesetzt.",
      "This production uses strobe lighting, haze and loud noises.",
    ),
    tags: ["age-14", "live-music", "repertoire"],
    cast: [
      r("Woyzeck", "Woyzeck", "actor"),
      r("Marie", "Marie", "actress"),
      r("Tambourmajor", "Drum Major", "actor"),
      r("Hauptmann", "Captain", "actor"),
      r("Doktor", "Doctor", "actor"),
      r("Andres", "Andres", "actor"),
    ],
    team: [["direction", "tobias-kernfeld"], "stage", "costume", "dramaturgy"],
    plan: { mode: "repertoire", room: "kammerspiele", kinds: ["evening"], from: 0, to: 90, weight: 1.2 },
    premieredDaysAgo: 96,
    stickyEvent: true,
  },
  {
    key: "zerbrochne-krug",
    type: "drama",
    genre: "comedy",
    title: loc("Der zerbrochne Krug", "The Broken Jug"),
    subline: loc("Lustspiel von Heinrich von Kleist", "Comedy by Heinrich von Kleist"),
    teaser: loc(
      "Dorfrichter Adam muss über einen Fall urteilen, den er selbst verschuldet hat – und verstrickt sich in immer neue Lügen.",
      "Village judge Adam has to rule on a case he caused himself – and gets tangled up in ever new lies.",
    ),
    about: loc(
      "Kleists Gerichtskomödie als bissiges Spiel über Macht und Wahrheit: In Leonie Hartwigs Inszenierung sitzt das Publikum als Geschworene mit im Saal. Nur noch bis zur Mitte der Spielzeit.",
      "Kleist’s courtroom comedy as a biting play about power and truth: in Leonie Hartwig’s staging the audience sits in the courtroom as the jury. Only until the middle of the season.",
    ),
    language: german,
    intervals: 0,
    durationMinutes: 110,
    tags: ["repertoire"],
    cast: [
      r("Dorfrichter Adam", "Judge Adam", "actor"),
      r("Gerichtsrat Walter", "Councillor Walter", "actor"),
      r("Licht, Schreiber", "Licht, the clerk", "actor"),
      r("Frau Marthe Rull", "Mistress Marthe Rull", "actress"),
      r("Eve, ihre Tochter", "Eve, her daughter", "actress"),
      r("Ruprecht", "Ruprecht", "actor"),
    ],
    team: [["direction", "leonie-hartwig"], "stage", "costume", "dramaturgy"],
    plan: { mode: "repertoire", room: "kammerspiele", kinds: ["evening", "matinee"], from: 0, to: 50 },
    premieredDaysAgo: 330,
  },
  {
    key: "nathan",
    type: "drama",
    genre: "classic",
    title: loc("Nathan der Weise", "Nathan the Wise"),
    subline: loc("Dramatisches Gedicht von Gotthold Ephraim Lessing", "Dramatic poem by Gotthold Ephraim Lessing"),
    teaser: loc(
      "Jerusalem zur Zeit der Kreuzzüge: Welche der drei Religionen ist die wahre? Nathan antwortet mit einer Geschichte.",
      "Jerusalem at the time of the crusades: which of the three religions is the true one? Nathan answers with a story.",
    ),
    about: loc(
      "Sabine Achterberg befragt Lessings Plädoyer für Toleranz nach seiner Kraft heute. Die berühmte <strong>Ringparabel</strong> wird zum Zentrum eines Abends über Herkunft, Zugehörigkeit und Vernunft.",
      "Sabine Achterberg asks what Lessing’s plea for tolerance can still do today. The famous <strong>parable of the rings</strong> becomes the centre of an evening about origins, belonging and reason.",
    ),
    language: german,
    intervals: 1,
    durationMinutes: 150,
    tags: [],
    cast: [
      r("Nathan", "Nathan", "actor"),
      r("Recha", "Recha", "actress"),
      r("Sultan Saladin", "Sultan Saladin", "actor"),
      r("Sittah", "Sittah", "actress"),
      r("Ein junger Tempelherr", "A young Templar", "actor"),
      r("Daja", "Daja", "actress"),
    ],
    team: [["direction", "sabine-achterberg"], "stage", "costume", "dramaturgy"],
    plan: { mode: "repertoire", room: "kammerspiele", kinds: ["evening", "matinee"], from: 8, to: 90, premiere: true, premiereWeekday: 5 },
  },
  {
    key: "physiker",
    type: "drama",
    genre: "comedy",
    title: loc("Die Physiker", "The Physicists"),
    subline: loc("Komödie in zwei Akten von Friedrich Dürrenmatt", "Comedy in two acts by Friedrich Dürrenmatt"),
    teaser: loc(
      "Drei Physiker in einem Sanatorium, drei tote Krankenschwestern – und eine Formel, die die Welt zerstören könnte.",
      "Three physicists in a sanatorium, three dead nurses – and a formula that could destroy the world.",
    ),
    about: loc(
      "Konstantin Bergs Inszenierung lässt Dürrenmatts »schlimmstmögliche Wendung« mit schwarzem Humor über das Publikum hereinbrechen. Ein Abend über Verantwortung in der Wissenschaft.",
      "Konstantin Berg’s staging lets Dürrenmatt’s »worst possible turn« crash down on the audience with black humour. An evening about responsibility in science.",
    ),
    language: german,
    intervals: 1,
    durationMinutes: 120,
    tags: ["repertoire"],
    cast: [
      r("Johann Wilhelm Möbius", "Johann Wilhelm Möbius", "actor"),
      r("Newton", "Newton", "actor"),
      r("Einstein", "Einstein", "actor"),
      r("Dr. h. c. Dr. med. Mathilde von Zahnd", "Dr Mathilde von Zahnd", "actress"),
      r("Schwester Monika Stettler", "Nurse Monika Stettler", "actress"),
    ],
    team: [["direction", "konstantin-berg"], "stage", "costume", "dramaturgy"],
    plan: { mode: "repertoire", room: "kammerspiele", kinds: ["evening", "matinee"], from: 0, to: 90 },
    premieredDaysAgo: 240,
  },
  {
    key: "verwandlung",
    type: "drama",
    genre: "classic",
    title: loc("Die Verwandlung", "The Metamorphosis"),
    subline: loc("nach der Erzählung von Franz Kafka", "after the novella by Franz Kafka"),
    teaser: loc(
      "Als Gregor Samsa eines Morgens aus unruhigen Träumen erwacht, ist er ein Ungeziefer. Seine Familie muss damit leben.",
      "When Gregor Samsa wakes one morning from troubled dreams, he has turned into a monstrous insect. His family has to live with it.",
    ),
    about: loc(
      "Die gefeierte Studiobühnen-Produktion kehrt zurück: vier Spielerinnen und Spieler, ein schräger Raum und Kafkas Sprache, die zugleich komisch und erschreckend ist.",
      "The acclaimed Studio Stage production returns: four performers, a tilted room and Kafka’s language, which is at once funny and terrifying.",
    ),
    language: german,
    intervals: 0,
    durationMinutes: 80,
    tags: ["age-14", "repertoire"],
    cast: [
      r("Gregor Samsa", "Gregor Samsa", "actor"),
      r("Grete Samsa", "Grete Samsa", "actress"),
      r("Vater", "Father", "actor"),
      r("Mutter", "Mother", "actress"),
    ],
    team: ["direction", "stage-costume", "dramaturgy"],
    plan: { mode: "repertoire", room: "studiobuehne", kinds: ["evening"], from: 4, to: 90, revival: true },
    premieredDaysAgo: 560,
  },
  {
    key: "tage-wie-glas",
    type: "drama",
    genre: "contemporary",
    title: loc("Tage wie Glas", "Days Like Glass"),
    subline: loc("von Mara Lenz · Uraufführung", "by Mara Lenz · world premiere"),
    teaser: loc(
      "Ella kehrt nach zehn Jahren in die Kleinstadt ihrer Kindheit zurück. Ihre Mutter hat das Haus verkauft – und nichts gesagt.",
      "Ella returns to the small town of her childhood after ten years. Her mother has sold the house – without a word.",
    ),
    about: loc(
      "Die Lindenauer Autorin Mara Lenz schrieb ihr neues Stück im Auftrag des Staatstheaters. Ein zarter, oft komischer Abend über Familien, die sich nichts mehr zu sagen haben – und es trotzdem versuchen.",
      "Lindenau author Mara Lenz wrote her new play as a commission for the Staatstheater. A tender, often funny evening about families who have nothing left to say to each other – and try anyway.",
    ),
    language: german,
    intervals: 0,
    durationMinutes: 90,
    tags: ["world-premiere"],
    cast: [r("Ella", "Ella", "actress"), r("Jonas", "Jonas", "actor"), r("Die Mutter", "The Mother", "actress")],
    team: ["direction", "stage-costume", "dramaturgy"],
    plan: { mode: "repertoire", room: "studiobuehne", kinds: ["evening"], from: 28, to: 90, premiere: true, premiereWeekday: 5 },
  },
  // ------------------------------------------------------------ dance
  {
    key: "schwanensee",
    type: "dance",
    genre: "ballet",
    title: loc("Schwanensee", "Swan Lake"),
    subline: loc("Ballett von Nora Lindner nach Marius Petipa · Musik von Pjotr I. Tschaikowsky", "Ballet by Nora Lindner after Marius Petipa · Music by Pyotr I. Tchaikovsky"),
    teaser: loc(
      "Prinz Siegfried verliebt sich in die verzauberte Schwanenprinzessin Odette – und wird von ihrem dunklen Spiegelbild getäuscht.",
      "Prince Siegfried falls in love with the enchanted swan princess Odette – and is deceived by her dark mirror image.",
    ),
    about: loc(
      "Ballettdirektorin Nora Lindner verbindet die klassische Choreografie der Schwanenakte mit neuen Bildern für den Hof. Die Staatskapelle spielt Tschaikowskys Partitur live.",
      "Ballet director Nora Lindner combines the classical choreography of the swan acts with new images for the court. The Staatskapelle plays Tchaikovsky’s score live.",
    ),
    language: noWords,
    intervals: 1,
    durationMinutes: 140,
    tags: ["families", "live-music", "repertoire"],
    cast: [
      r("Odette / Odile", "Odette / Odile", "dancer-f"),
      r("Prinz Siegfried", "Prince Siegfried", "dancer-m"),
      r("Rotbart", "Von Rothbart", "dancer-m"),
      r("Die Königin", "The Queen", "dancer-f"),
      r("Benno", "Benno", "dancer-m"),
    ],
    team: ["music", ["choreography", "nora-lindner"], "stage", "costume", "dramaturgy"],
    plan: { mode: "repertoire", room: "grosser-saal", kinds: ["evening", "matinee"], from: 0, to: 90 },
    premieredDaysAgo: 300,
    videoUrl: "https://www.youtube.com/watch?v=Pq3sT8vWx1Y",
  },
  {
    key: "bolero-sacre",
    type: "dance",
    genre: "contemporary-dance",
    title: loc("Boléro | Sacre", "Boléro | Sacre"),
    subline: loc("Tanzabend von Nora Lindner und Viktor Hahn · Musik von Maurice Ravel und Igor Strawinsky", "Dance evening by Nora Lindner and Viktor Hahn · Music by Maurice Ravel and Igor Stravinsky"),
    teaser: loc(
      "Zwei Partituren, die das 20. Jahrhundert erschüttert haben, in zwei neuen Choreografien.",
      "Two scores that shook the twentieth century, in two new choreographies.",
    ),
    about: loc(
      "Viktor Hahn lässt zu Ravels <em>Boléro</em> die Compagnie in einem einzigen, immer dichter werdenden Kreis tanzen. Nora Lindners <em>Sacre</em> fragt, wer heute geopfert wird – und wer zusieht.",
      "To Ravel’s <em>Boléro</em>, Viktor Hahn has the company dance in a single, ever tighter circle. Nora Lindner’s <em>Sacre</em> asks who is sacrificed today – and who watches.",
    ),
    language: noWords,
    intervals: 1,
    durationMinutes: 85,
    importantInfo: loc("In dieser Produktion werden Nebel und Stroboskoplicht eingesetzt.", "This production uses haze and strobe lighting."),
    tags: ["live-music"],
    cast: [
      r("Die Auserwählte", "The Chosen One", "dancer-f"),
      r("Tanz", "Dance", "dancer"),
      r("Tanz", "Dance", "dancer"),
      r("Tanz", "Dance", "dancer"),
      r("Tanz", "Dance", "dancer"),
    ],
    team: ["music", ["choreography", "viktor-hahn"], ["choreography", "nora-lindner"], "stage", "costume", "dramaturgy"],
    plan: { mode: "repertoire", room: "grosser-saal", kinds: ["evening"], from: 38, to: 90, premiere: true, premiereWeekday: 6 },
  },
  {
    key: "zwischenraeume",
    type: "dance",
    genre: "contemporary-dance",
    title: loc("Zwischenräume", "Spaces Between"),
    subline: loc("Tanzstück von Viktor Hahn", "Dance piece by Viktor Hahn"),
    teaser: loc(
      "Sechs Tänzerinnen und Tänzer, ein leerer Raum und die Frage, wie viel Nähe wir ertragen.",
      "Six dancers, an empty room and the question of how much closeness we can bear.",
    ),
    about: loc(
      "Viktor Hahns Stück für die Studiobühne entstand aus Improvisationen der Compagnie. Das Publikum sitzt auf drei Seiten, ganz nah an den Körpern der Tanzenden.",
      "Viktor Hahn’s piece for the Studio Stage grew out of the company’s improvisations. The audience sits on three sides, very close to the dancers’ bodies.",
    ),
    language: noWords,
    intervals: 0,
    durationMinutes: 70,
    tags: [],
    cast: [r("Tanz", "Dance", "dancer"), r("Tanz", "Dance", "dancer"), r("Tanz", "Dance", "dancer"), r("Tanz", "Dance", "dancer")],
    team: [["choreography", "viktor-hahn"], "stage-costume", "dramaturgy"],
    plan: { mode: "repertoire", room: "studiobuehne", kinds: ["evening"], from: 0, to: 90, weight: 0.8 },
    premieredDaysAgo: 200,
  },
  // ------------------------------------------------------------ concerts
  {
    key: "sinfoniekonzert-2",
    type: "concert",
    genre: "symphonic",
    title: loc("2. Sinfoniekonzert", "2nd Symphony Concert"),
    subline: loc("Johannes Brahms: Violinkonzert D-Dur · Robert Schumann: Sinfonie Nr. 2 C-Dur", "Johannes Brahms: Violin Concerto in D major · Robert Schumann: Symphony No. 2 in C major"),
    teaser: loc(
      "Zwei Freunde, zwei Meisterwerke: Konzertmeisterin Lea Dorfmann spielt das Violinkonzert von Brahms.",
      "Two friends, two masterpieces: concertmaster Lea Dorfmann plays Brahms’s Violin Concerto.",
    ),
    about: loc(
      "Brahms schrieb sein Violinkonzert für den Geiger Joseph Joachim, Schumann seine zweite Sinfonie nach einer schweren Krise. Eine Konzerteinführung beginnt 45 Minuten vor Konzertbeginn im Kleinen Saal.",
      "Brahms wrote his Violin Concerto for the violinist Joseph Joachim, Schumann his Second Symphony after a severe crisis. A pre-concert talk starts 45 minutes before each concert in the Small Hall.",
    ),
    language: loc("Konzert", "Concert"),
    intervals: 1,
    durationMinutes: 110,
    tags: [],
    cast: [r("Violine", "Violin", "violin", "lea-dorfmann")],
    team: ["music"],
    plan: {
      mode: "fixed",
      room: "konzertsaal",
      dates: [
        { week: 1, offset: 0, time: "11:00", kind: "matinee" },
        { week: 1, offset: 1, time: "20:00", kind: "evening" },
      ],
    },
    programme: [
      work("Johannes Brahms (1833–1897)", "Konzert für Violine und Orchester D-Dur op. 77", "Violin Concerto in D major, Op. 77"),
      work("Robert Schumann (1810–1856)", "Sinfonie Nr. 2 C-Dur op. 61", "Symphony No. 2 in C major, Op. 61"),
    ],
    sponsors: ["stadtwerke"],
  },
  {
    key: "sinfoniekonzert-3",
    type: "concert",
    genre: "symphonic",
    title: loc("3. Sinfoniekonzert", "3rd Symphony Concert"),
    subline: loc("Gustav Mahler: Sinfonie Nr. 5 cis-Moll", "Gustav Mahler: Symphony No. 5 in C sharp minor"),
    teaser: loc(
      "Vom Trauermarsch bis zum berühmten Adagietto: Martin Eberhardt dirigiert Mahlers Fünfte.",
      "From the funeral march to the famous Adagietto: Martin Eberhardt conducts Mahler’s Fifth.",
    ),
    about: loc(
      "Mahlers fünfte Sinfonie führt durch Trauer, Aufruhr und Liebe zu einem strahlenden Finale. Das Adagietto wurde durch Viscontis Film »Tod in Venedig« weltberühmt.",
      "Mahler’s Fifth Symphony leads through grief, turmoil and love to a radiant finale. Its Adagietto became world-famous through Visconti’s film »Death in Venice«.",
    ),
    language: loc("Konzert", "Concert"),
    intervals: 0,
    durationMinutes: 85,
    tags: [],
    cast: [],
    team: [["music", "martin-eberhardt"]],
    plan: {
      mode: "fixed",
      room: "konzertsaal",
      dates: [
        { week: 6, offset: 0, time: "11:00", kind: "matinee" },
        { week: 6, offset: 1, time: "20:00", kind: "evening" },
        { week: 6, offset: 2, time: "20:00", kind: "evening" },
      ],
    },
    programme: [work("Gustav Mahler (1860–1911)", "Sinfonie Nr. 5 cis-Moll", "Symphony No. 5 in C sharp minor")],
    sponsors: ["stadtwerke"],
  },
  {
    key: "kammerkonzert",
    type: "concert",
    genre: "chamber-music",
    title: loc("Kammerkonzert: Bläserquintette", "Chamber Concert: Wind Quintets"),
    subline: loc("Werke von Anton Reicha, Carl Nielsen und György Ligeti", "Works by Anton Reicha, Carl Nielsen and György Ligeti"),
    teaser: loc(
      "Solistinnen und Solisten der Staatskapelle zeigen, wie farbig fünf Bläser klingen können.",
      "Principal players of the Staatskapelle show how colourful five wind instruments can sound.",
    ),
    about: loc(
      "Von Reichas klassischer Eleganz über Nielsens humorvolles Quintett bis zu Ligetis frechen Bagatellen: ein Abend voller Überraschungen im intimen Kleinen Saal.",
      "From Reicha’s classical elegance and Nielsen’s witty quintet to Ligeti’s cheeky bagatelles: an evening full of surprises in the intimate Small Hall.",
    ),
    language: loc("Konzert", "Concert"),
    intervals: 1,
    durationMinutes: 100,
    tags: [],
    cast: [r("Flöte", "Flute", "flute"), r("Oboe", "Oboe", "oboe"), r("Horn", "Horn", "horn"), r("Violoncello (Gast)", "Cello (guest)", "cello")],
    team: [],
    plan: {
      mode: "fixed",
      room: "kleiner-saal",
      dates: [
        { week: 3, offset: 2, time: "20:00", kind: "evening" },
        { week: 10, offset: 3, time: "20:00", kind: "evening" },
      ],
    },
    programme: [
      work("Anton Reicha (1770–1836)", "Bläserquintett Es-Dur op. 88 Nr. 2", "Wind Quintet in E flat major, Op. 88 No. 2"),
      work("Carl Nielsen (1865–1931)", "Bläserquintett op. 43", "Wind Quintet, Op. 43"),
      work("György Ligeti (1923–2006)", "Sechs Bagatellen für Bläserquintett", "Six Bagatelles for Wind Quintet"),
    ],
    promoter: "kammermusikverein",
  },
  {
    key: "familienkonzert",
    type: "concert",
    genre: "family",
    title: loc("Familienkonzert: Peter und der Wolf", "Family Concert: Peter and the Wolf"),
    subline: loc("Musikalisches Märchen von Sergej Prokofjew", "Musical fairy tale by Sergei Prokofiev"),
    teaser: loc(
      "Die Flöte ist der Vogel, das Horn der Wolf: Prokofjews Märchen stellt die Instrumente des Orchesters vor.",
      "The flute is the bird, the horn is the wolf: Prokofiev’s tale introduces the instruments of the orchestra.",
    ),
    about: loc(
      "Ein Konzert für alle ab fünf Jahren, mit Erzähler und der ganzen Staatskapelle. Vor dem Konzert dürfen Kinder im Foyer Instrumente ausprobieren.",
      "A concert for everyone aged five and up, with a narrator and the full Staatskapelle. Before the concert, children can try out instruments in the foyer.",
    ),
    language: german,
    intervals: 0,
    durationMinutes: 60,
    age: loc("Empfohlen ab 5 Jahren", "Recommended for ages 5 and up"),
    tags: ["families"],
    cast: [r("Erzähler", "Narrator", "actor")],
    team: ["music"],
    plan: {
      mode: "fixed",
      room: "konzertsaal",
      dates: [
        { week: 4, offset: -1, time: "15:00", kind: "family" },
        { week: 4, offset: 0, time: "11:00", kind: "family" },
        { week: 4, offset: 1, time: "10:00", kind: "school" },
      ],
    },
    programme: [
      {
        title: loc("Sergej Prokofjew (1891–1953)", "Sergei Prokofiev (1891–1953)"),
        text: loc("Peter und der Wolf op. 67 – ein musikalisches Märchen für Kinder", "Peter and the Wolf, Op. 67 – a musical fairy tale for children"),
      },
    ],
    sponsors: ["buergerstiftung"],
  },
  // ------------------------------------------------------------ youth
  {
    key: "schneekoenigin",
    type: "youth",
    genre: "family",
    title: loc("Die Schneekönigin", "The Snow Queen"),
    subline: loc("nach dem Märchen von Hans Christian Andersen", "after the fairy tale by Hans Christian Andersen"),
    teaser: loc(
      "Ein Splitter des Zauberspiegels trifft Kay ins Herz. Gerda macht sich auf die Suche nach ihrem Freund – bis ans Ende der Welt.",
      "A splinter of the magic mirror pierces Kay’s heart. Gerda sets out to find her friend – to the end of the world.",
    ),
    about: loc(
      "Das Wintermärchen des Jungen Theaters: mit Schneegestöber, einer sprechenden Krähe und einer Räubertochter, die lieber frei sein will. Für Schulklassen gibt es Begleitmaterial zum Download.",
      "The Young Theatre’s winter fairy tale: with snowstorms, a talking crow and a robber girl who would rather be free. Teaching materials for school classes are available to download.",
    ),
    language: german,
    intervals: 0,
    durationMinutes: 75,
    age: loc("Empfohlen ab 6 Jahren", "Recommended for ages 6 and up"),
    tags: ["families"],
    cast: [
      r("Gerda", "Gerda", "actress"),
      r("Kay", "Kay", "actor"),
      r("Die Schneekönigin", "The Snow Queen", "actress"),
      r("Großmutter", "Grandmother", "actress"),
      r("Die Krähe", "The Crow", "actor"),
      r("Räubertochter", "Robber Girl", "actress"),
    ],
    team: ["direction", "stage-costume", ["education", "friederike-hollmann"], "dramaturgy"],
    plan: { mode: "repertoire", room: "depot", kinds: ["school", "family"], from: 0, to: 90, weight: 1.3 },
    premieredDaysAgo: 40,
    stickyEvent: true,
  },
  {
    key: "tschick",
    type: "youth",
    genre: "contemporary",
    title: loc("Tschick", "Tschick"),
    subline: loc("nach dem Roman von Wolfgang Herrndorf", "after the novel by Wolfgang Herrndorf"),
    teaser: loc(
      "Sommerferien, ein geklauter Lada und keine Landkarte: Maik und Tschick fahren los – irgendwohin.",
      "Summer holidays, a stolen Lada and no map: Maik and Tschick just drive – anywhere.",
    ),
    about: loc(
      "Herrndorfs Roadnovel über Freundschaft und das Erwachsenwerden, gespielt von drei Schauspielerinnen und Schauspielern auf einer Bühne aus alten Autositzen.",
      "Herrndorf’s road novel about friendship and growing up, played by three actors on a stage made of old car seats.",
    ),
    language: german,
    intervals: 0,
    durationMinutes: 100,
    age: loc("Empfohlen ab 13 Jahren", "Recommended for ages 13 and up"),
    importantInfo: loc(
      "Empfohlen ab 13 Jahren. Im Anschluss an die Schulvorstellungen findet ein Nachgespräch statt.",
      "Recommended for ages 13 and up. School performances are followed by a talk with the cast.",
    ),
    tags: ["age-14"],
    cast: [r("Maik Klingenberg", "Maik Klingenberg", "actor"), r("Tschick", "Tschick", "actor"), r("Isa", "Isa", "actress")],
    team: ["direction", "stage-costume", "dramaturgy"],
    plan: { mode: "repertoire", room: "depot", kinds: ["school", "evening"], from: 0, to: 90 },
    premieredDaysAgo: 380,
  },
  {
    key: "kleines-gespenst",
    type: "youth",
    genre: "family",
    title: loc("Das kleine Gespenst", "The Little Ghost"),
    subline: loc("nach dem Kinderbuch von Otfried Preußler", "after the children’s book by Otfried Preußler"),
    teaser: loc(
      "Einmal die Welt bei Tag sehen! Das kleine Gespenst von Burg Eulenstein erfüllt sich seinen größten Wunsch – mit Folgen.",
      "To see the world by daylight just once! The little ghost of Owlstone Castle makes its greatest wish come true – with consequences.",
    ),
    about: loc(
      "Die neue Produktion für die Jüngsten: mit Puppenspiel, viel Musik und einem Uhu, der alles besser weiß. Premiere am Wochenende, danach auch vormittags für Kitas und Grundschulen.",
      "The new production for the youngest: with puppetry, lots of music and an owl who knows everything better. Premiere at the weekend, then also in the mornings for nurseries and primary schools.",
    ),
    language: german,
    intervals: 0,
    durationMinutes: 60,
    age: loc("Empfohlen ab 5 Jahren", "Recommended for ages 5 and up"),
    tags: ["families"],
    cast: [r("Das kleine Gespenst", "The Little Ghost", "actress"), r("Uhu Schuhu", "Schuhu the Owl", "actor"), r("Bürgermeister", "Mayor", "actor")],
    team: ["direction", "stage-costume", "dramaturgy"],
    plan: { mode: "repertoire", room: "depot", kinds: ["school", "family"], from: 16, to: 90, premiere: true, premiereWeekday: 6 },
  },
  {
    key: "buehne-frei",
    type: "youth",
    genre: "other",
    title: loc("Bühne frei! Die Theaterwerkstatt", "Take the Stage! The Theatre Workshop"),
    subline: loc("Mitmach-Workshop für Schulklassen", "Hands-on workshop for school classes"),
    teaser: loc(
      "Sprechen, bewegen, spielen: 90 Minuten Theater zum Selbermachen für Klassen ab Stufe 3.",
      "Speaking, moving, playing: 90 minutes of do-it-yourself theatre for classes from year 3.",
    ),
    about: loc(
      "Unsere Theaterpädagoginnen und -pädagogen laden Schulklassen in die Werkstatt ein. Zwei Termine pro Vormittag stehen zur Wahl; die Teilnahme ist kostenlos, eine Anmeldung ist erforderlich.",
      "Our theatre educators invite school classes to the Workshop. Two sessions per morning are available; taking part is free, but booking is required.",
    ),
    language: german,
    intervals: 0,
    durationMinutes: 90,
    age: loc("Für Klassenstufen 3 bis 10", "For school years 3 to 10"),
    tags: [],
    cast: [],
    team: [["education", "friederike-hollmann"]],
    plan: { mode: "repertoire", room: "werkstatt", kinds: ["workshop"], from: 0, to: 90 },
    timeSlots: ["10:00:00", "11:45:00"],
  },
  // ------------------------------------------------------------ musical and specials
  {
    key: "cabaret",
    type: "musical",
    genre: "musical",
    title: loc("Cabaret", "Cabaret"),
    subline: loc("Musical von John Kander und Fred Ebb · Buch von Joe Masteroff", "Musical by John Kander and Fred Ebb · Book by Joe Masteroff"),
    teaser: loc(
      "Willkommen im Kit Kat Klub! Berlin 1930: Die Nächte sind wild, draußen marschieren die Nazis.",
      "Welcome to the Kit Kat Klub! Berlin, 1930: the nights are wild, outside the Nazis are marching.",
    ),
    about: loc(
      "Die Erfolgsproduktion der letzten Spielzeit ist zurück – für wenige Wochen. Zwischen Glitzer und Abgrund erzählt das Musical von Sally Bowles, die nicht hinsehen will.",
      "Last season’s hit production is back – for a few weeks only. Between glitter and abyss, the musical tells the story of Sally Bowles, who does not want to see.",
    ),
    language: loc("In deutscher Sprache, Songs auf Englisch", "In German, songs in English"),
    intervals: 1,
    durationMinutes: 165,
    tags: ["live-music"],
    cast: [
      r("Sally Bowles", "Sally Bowles", "actress"),
      r("Clifford Bradshaw", "Clifford Bradshaw", "actor"),
      r("Conférencier", "Emcee", "actor"),
      r("Fräulein Schneider", "Fräulein Schneider", "actress"),
      r("Herr Schultz", "Herr Schultz", "actor"),
    ],
    team: ["music", "direction", "choreography", "stage", "costume"],
    plan: { mode: "repertoire", room: "grosser-saal", kinds: ["evening"], from: 5, to: 70, revival: true },
    premieredDaysAgo: 500,
  },
  {
    key: "theaterfuehrung",
    type: "special",
    genre: "other",
    title: loc("Blick hinter die Kulissen", "Behind the Scenes"),
    subline: loc("Führung durch das Große Haus", "Guided tour of the Main House"),
    teaser: loc(
      "Von der Unterbühne bis zum Schnürboden: Erleben Sie, wie Theater entsteht.",
      "From the understage to the fly tower: discover how theatre is made.",
    ),
    about: loc(
      "Unsere Dramaturginnen und Dramaturgen führen Sie durch Werkstätten, Probebühnen und den Bühnenturm. Treffpunkt ist das Obere Foyer; pro Termin gibt es mehrere Startzeiten.",
      "Our dramaturges take you through the workshops, rehearsal stages and the stage tower. The tour starts in the Upper Foyer; each date offers several start times.",
    ),
    language: loc("In deutscher Sprache, auf Anfrage auch auf Englisch", "In German, English on request"),
    intervals: 0,
    durationMinutes: 75,
    importantInfo: loc(
      "Die Führung ist nicht barrierefrei: Es sind viele Treppen zu steigen. Bitte tragen Sie festes Schuhwerk.",
      "The tour is not step-free: there are many stairs to climb. Please wear sturdy shoes.",
    ),
    tags: [],
    cast: [],
    team: ["guide"],
    plan: { mode: "repertoire", room: "foyer", kinds: ["tour"], from: 0, to: 90 },
    timeSlots: ["11:00:00", "12:30:00", "14:00:00"],
  },
  // ------------------------------------------------------------ festival
  {
    key: "tanztage",
    type: "dance",
    genre: "contemporary-dance",
    title: loc("Lindenauer Tanztage", "Lindenau Dance Days"),
    subline: loc("Festival für Tanz in allen Häusern", "A festival of dance in all our houses"),
    teaser: loc(
      "Drei Tage, drei Bühnen, ein Festival: Die Tanzcompagnie und ihre Gäste zeigen, wie vielfältig Tanz heute ist.",
      "Three days, three stages, one festival: the dance company and its guests show how varied dance is today.",
    ),
    about: loc(
      "Zum fünften Mal verwandeln die Lindenauer Tanztage das Große Haus und die Kammerspiele in ein Festival: mit den Stücken der Compagnie, Tanzfilmen, einem offenen Training für alle und Gesprächen mit Choreografinnen und Choreografen. Das Festivalzentrum im Oberen Foyer ist Treffpunkt, Kasse und Bar.",
      "For the fifth time, the Lindenau Dance Days turn the Main House and the Kammerspiele into a festival: with the company’s pieces, dance films, an open class for everyone and talks with choreographers. The festival centre in the Upper Foyer is meeting point, box office and bar.",
    ),
    language: loc("Vorstellungen ohne Sprache, Gespräche in deutscher Sprache", "Performances without words, talks in German"),
    intervals: 0,
    importantInfo: loc(
      "Der Festivalpass gilt für alle Vorstellungen der Tanztage. Bitte holen Sie Ihre Platzkarten bis 30 Minuten vor Beginn im Festivalzentrum ab.",
      "The festival pass is valid for every performance of the Dance Days. Please collect your seat tickets at the festival centre up to 30 minutes before the start.",
    ),
    tags: [],
    cast: [],
    team: [["artistic-direction", "viktor-hahn"], "dramaturgy"],
    plan: { mode: "festival", room: "foyer", weekday: 5, time: "19:30", days: 3, endTime: "20:00", of: "dance" },
    programme: [
      {
        title: loc("Freitag: Eröffnung", "Friday: Opening night"),
        text: loc(
          "Festivalauftakt mit Musik im Oberen Foyer, danach Vorstellungen in allen Häusern und die Festivalbar bis spät in die Nacht.",
          "The festival opens with live music in the Upper Foyer, followed by performances in all our houses and the festival bar until late.",
        ),
      },
      {
        title: loc("Samstag: Tanzfilmnacht", "Saturday: Dance film night"),
        text: loc("Kurzfilme aus zehn Ländern, ausgewählt vom Tanzforum Lindenau – ab 22:30 Uhr im Oberen Foyer, Eintritt frei.", "Short films from ten countries, chosen by the Tanzforum Lindenau – from 22:30 in the Upper Foyer, free admission."),
      },
      {
        title: loc("Sonntag: Offenes Training", "Sunday: Open class"),
        text: loc(
          "Die Compagnie lädt alle ab 14 Jahren zum Training ein: um 11:00 Uhr im Ballettsaal, ohne Vorkenntnisse, in bequemer Kleidung.",
          "The company invites everyone aged 14 and up to join its class: at 11:00 in the ballet studio, no experience needed, in comfortable clothes.",
        ),
      },
    ],
    openingHours: [
      { weekday: 5, from: "17:00", to: "23:30" },
      { weekday: 6, from: "11:00", to: "23:30" },
      { weekday: 7, from: "11:00", to: "20:00" },
    ],
    videoUrl: "https://www.youtube.com/watch?v=Tz4nWq8rLs2",
    promoter: "tanzforum",
    sponsors: ["buergerstiftung", "stadtwerke"],
  },
];
