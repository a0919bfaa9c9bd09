// The 31 magazine articles as plain data. Bodies are assembled in magazine.ts from `text`, the
// interview questions and, for premieres, the date from the calendar.

export interface ArticleData {
  category: "background" | "interview" | "premiere" | "behind-the-scenes";
  tags: string[];
  /** Key of the production the article is about. */
  production?: string;
  author: string;
  title: [de: string, en: string];
  teaser: [de: string, en: string];
  text: [de: string, en: string];
  /** Interview questions and answers: [question de, answer de, question en, answer en]. */
  qa?: [string, string, string, string][];
  /** Facts shown as a list. */
  facts?: [de: string[], en: string[]];
}

export const articleData: ArticleData[] = [
  {
    category: "premiere",
    tags: ["opera", "premiere"],
    production: "rosenkavalier",
    author: "Johanna Feld",
    title: ["Die Zeit, sie ist ein sonderbar Ding", "Time is a strange thing"],
    teaser: ["Mit »Der Rosenkavalier« kommt die große Strauss-Komödie zurück nach Lindenau.", "With »Der Rosenkavalier«, Strauss’s great comedy returns to Lindenau."],
    text: [
      "Über zwanzig Jahre war Richard Strauss’ »Komödie für Musik« nicht mehr am Staatstheater zu erleben. Leonie Hartwig erzählt sie als Stück über das Älterwerden – und über den Mut, loszulassen.",
      "Richard Strauss’s »comedy for music« has not been seen at the Staatstheater for more than twenty years. Leonie Hartwig tells it as a piece about growing older – and about the courage to let go.",
    ],
  },
  {
    category: "interview",
    tags: ["opera"],
    production: "rosenkavalier",
    author: "Johanna Feld",
    title: ["»Die Marschallin ist die Klügste von allen«", "»The Marschallin is the wisest of them all«"],
    teaser: ["Regisseurin Leonie Hartwig über Silberrosen, Sanduhren und die Frage, wann man gehen sollte.", "Director Leonie Hartwig on silver roses, hourglasses and knowing when to leave."],
    text: ["Wir haben Leonie Hartwig in der Probebühne getroffen, zwei Wochen vor der Hauptprobe.", "We met Leonie Hartwig on the rehearsal stage, two weeks before the final rehearsals."],
    qa: [
      ["Was reizt Sie am »Rosenkavalier«?", "Dass er so leicht daherkommt und so viel Schmerz enthält. Die Marschallin erkennt als Einzige, was die Zeit mit uns macht.", "What draws you to »Der Rosenkavalier«?", "That it seems so light and holds so much pain. The Marschallin is the only one who sees what time does to us."],
      ["Wie sieht Ihr Wien aus?", "Es ist ein Wien, das es nie gab – ein Traum von Rokoko, in den die Gegenwart hineinbricht.", "What does your Vienna look like?", "It is a Vienna that never existed – a rococo dream into which the present breaks."],
    ],
  },
  {
    category: "background",
    tags: ["dance"],
    production: "tanztage",
    author: "Johanna Feld",
    title: ["Drei Tage im Zeichen des Tanzes", "Three days of dance"],
    teaser: [
      "Die Lindenauer Tanztage bringen die Compagnie, Gäste aus ganz Europa und ihr Publikum zusammen – auf den Bühnen und im Festivalzentrum.",
      "The Lindenau Dance Days bring the company, guests from all over Europe and their audience together – on stage and in the festival centre.",
    ],
    text: [
      "Was 2021 als Wochenende mit zwei Vorstellungen begann, ist ein Festival geworden: Das Tanzforum Lindenau und die Tanzcompagnie zeigen in diesem Jahr ihr Repertoire, Tanzfilme und ein offenes Training für alle.",
      "What began in 2021 as a weekend with two performances has become a festival: this year the Tanzforum Lindenau and the dance company present their repertoire, dance films and an open class for everyone.",
    ],
    facts: [
      ["Festivalpass für alle Vorstellungen", "Festivalzentrum im Oberen Foyer", "Tanzfilmnacht bei freiem Eintritt"],
      ["Festival pass for every performance", "Festival centre in the Upper Foyer", "Dance film night, free admission"],
    ],
  },
  {
    category: "background",
    tags: ["opera"],
    production: "rosenkavalier",
    author: "Felix Ostermann",
    title: ["Strauss, Hofmannsthal und das erfundene Wien", "Strauss, Hofmannsthal and an invented Vienna"],
    teaser: ["Wie der Komponist und sein Librettist 1911 eine Oper über eine Epoche schrieben, die es so nie gegeben hat.", "How the composer and his librettist wrote an opera in 1911 about an era that never really existed."],
    text: [
      "Die Walzer im »Rosenkavalier« sind ein bewusster Anachronismus: Zur Zeit Maria Theresias tanzte niemand Walzer. Hofmannsthal erfand eine Sprache, die nach 18. Jahrhundert klingt, und Strauss schrieb dazu Musik, die ihre Gegenwart nicht verleugnet.",
      "The waltzes in »Der Rosenkavalier« are a deliberate anachronism: nobody danced the waltz in Maria Theresa’s day. Hofmannsthal invented a language that sounds like the eighteenth century, and Strauss wrote music that does not hide its own time.",
    ],
  },
  {
    category: "premiere",
    tags: ["opera", "premiere"],
    production: "carmen",
    author: "Miriam Scholz",
    title: ["Carmen in der Grenzstadt", "Carmen in a border town"],
    teaser: ["Konstantin Berg verlegt Bizets Oper in die Gegenwart – an einen Ort, an dem alles verhandelbar ist.", "Konstantin Berg moves Bizet’s opera into the present – to a place where everything is up for negotiation."],
    text: [
      "Zigarettenfabrik und Schmugglerbande werden zu einem Grenzübergang mit Lagerhallen und Nachtbars. Die Freiheit, die Carmen lebt, ist hier gefährlicher denn je.",
      "The cigarette factory and the smugglers become a border crossing with warehouses and night bars. The freedom Carmen lives is more dangerous here than ever.",
    ],
  },
  {
    category: "interview",
    tags: ["opera", "concert"],
    production: "carmen",
    author: "Miriam Scholz",
    title: ["»Bizet schreibt Musik wie Sonnenlicht«", "»Bizet writes music like sunlight«"],
    teaser: ["Kapellmeisterin Clara Reinholz über ihre erste »Carmen« und die Tücken der Dialogfassung.", "Conductor Clara Reinholz on her first »Carmen« and the pitfalls of the spoken-dialogue version."],
    text: ["Clara Reinholz ist Kapellmeisterin am Staatstheater. »Carmen« dirigiert sie zum ersten Mal.", "Clara Reinholz is a conductor at the Staatstheater. This is her first »Carmen«."],
    qa: [
      ["Warum die Fassung mit gesprochenen Dialogen?", "Weil sie dem Stück seine Härte zurückgibt. Die Musik bricht ab, und plötzlich stehen die Menschen ganz ungeschützt da.", "Why the version with spoken dialogue?", "Because it gives the piece back its harshness. The music stops, and suddenly the people stand there completely exposed."],
      ["Was ist die größte Herausforderung?", "Die Leichtigkeit. Bizets Partitur ist so transparent, dass man jeden Fehler hört.", "What is the biggest challenge?", "The lightness. Bizet’s score is so transparent that you hear every mistake."],
    ],
  },
  {
    category: "premiere",
    tags: ["drama", "premiere"],
    production: "nathan",
    author: "Felix Ostermann",
    title: ["Die Ringparabel heute", "The parable of the rings today"],
    teaser: ["Sabine Achterberg inszeniert Lessings »Nathan der Weise« in den Kammerspielen.", "Sabine Achterberg directs Lessing’s »Nathan the Wise« in the Kammerspiele."],
    text: [
      "Lessings Drama ist über 240 Jahre alt und wird doch immer wieder neu gelesen. Die Inszenierung stellt die Frage, ob Vernunft allein genügt, um Frieden zu stiften.",
      "Lessing’s drama is over 240 years old and yet is read anew again and again. The production asks whether reason alone is enough to make peace.",
    ],
  },
  {
    category: "background",
    tags: ["drama"],
    production: "nathan",
    author: "Felix Ostermann",
    title: ["Lessing und die Toleranz", "Lessing and tolerance"],
    teaser: ["Warum ein Stück aus der Aufklärung zum Schulklassiker wurde – und was es uns heute noch sagt.", "Why a play from the Enlightenment became a school classic – and what it still tells us today."],
    text: [
      "Lessing schrieb »Nathan« 1779, nachdem ihm die Obrigkeit verboten hatte, weiter über Religion zu publizieren. Er wich aufs Theater aus, seine »alte Kanzel«.",
      "Lessing wrote »Nathan« in 1779 after the authorities had banned him from publishing anything further on religion. He turned to the theatre instead – his »old pulpit«.",
    ],
  },
  {
    category: "premiere",
    tags: ["drama", "premiere"],
    production: "tage-wie-glas",
    author: "Miriam Scholz",
    title: ["Ein Stück über das Zurückkommen", "A play about coming back"],
    teaser: ["Mit »Tage wie Glas« bringt die Studiobühne das neue Stück der Lindenauer Autorin Mara Lenz heraus.", "With »Days Like Glass«, the Studio Stage premieres the new play by Lindenau author Mara Lenz."],
    text: [
      "Das Stück entstand in enger Zusammenarbeit mit dem Ensemble. Viele Szenen wurden in den Proben weitergeschrieben – bis kurz vor der Uraufführung.",
      "The play was developed in close collaboration with the ensemble. Many scenes were rewritten during rehearsals – right up to the world premiere.",
    ],
  },
  {
    category: "interview",
    tags: ["drama"],
    production: "tage-wie-glas",
    author: "Miriam Scholz",
    title: ["»Familien sind Glashäuser«", "»Families are glass houses«"],
    teaser: ["Autorin Mara Lenz über ihr neues Stück, ihre Heimatstadt und das Schweigen zwischen Müttern und Töchtern.", "Author Mara Lenz on her new play, her home town and the silence between mothers and daughters."],
    text: ["Mara Lenz wuchs in Lindenau auf und lebt heute in Leipzig. »Tage wie Glas« ist ihr drittes Stück.", "Mara Lenz grew up in Lindenau and now lives in Leipzig. »Days Like Glass« is her third play."],
    qa: [
      ["Wie viel Lindenau steckt im Stück?", "Mehr, als mir lieb ist. Die Straße, in der Ella aufwächst, gibt es wirklich.", "How much Lindenau is in the play?", "More than I would like. The street Ella grows up on really exists."],
      ["Warum der Titel?", "Weil man durch Glas alles sieht und trotzdem nichts berühren kann. So fühlen sich manche Familienbesuche an.", "Why the title?", "Because you can see everything through glass and still touch nothing. That is how some family visits feel."],
    ],
  },
  {
    category: "premiere",
    tags: ["dance", "premiere"],
    production: "bolero-sacre",
    author: "Johanna Feld",
    title: ["Zwei Choreografien, ein Abend", "Two choreographies, one evening"],
    teaser: ["»Boléro | Sacre« bringt zwei Meilensteine der Musikgeschichte in neuen Choreografien auf die Bühne des Großen Hauses.", "»Boléro | Sacre« brings two milestones of music history to the Main House stage in new choreographies."],
    text: [
      "Ravels »Boléro« steigert eine einzige Melodie bis zur Ekstase, Strawinskys »Sacre du printemps« löste 1913 einen Skandal aus. Nora Lindner und Viktor Hahn antworten darauf mit zwei sehr unterschiedlichen Handschriften.",
      "Ravel’s »Boléro« builds a single melody to ecstasy; Stravinsky’s »Rite of Spring« caused a scandal in 1913. Nora Lindner and Viktor Hahn respond with two very different signatures.",
    ],
  },
  {
    category: "behind-the-scenes",
    tags: ["dance", "workshops"],
    production: "schwanensee",
    author: "Redaktion Kulisse",
    title: ["Spitzenschuhe im Akkord", "Pointe shoes by the dozen"],
    teaser: ["Für eine Spielzeit »Schwanensee« braucht die Compagnie Hunderte Paar Spitzenschuhe. Ein Besuch in der Schuhmacherei.", "A season of »Swan Lake« takes hundreds of pairs of pointe shoes. A visit to the shoemaker’s workshop."],
    text: [
      "Jede Tänzerin präpariert ihre Schuhe selbst: Bänder annähen, Sohlen brechen, Spitzen mit Schellack härten. Ein Paar hält manchmal nur eine einzige Vorstellung.",
      "Every dancer prepares her own shoes: sewing on ribbons, breaking the soles, hardening the tips with shellac. Sometimes a pair lasts only a single performance.",
    ],
    facts: [
      ["rund 400 Paar Spitzenschuhe pro Spielzeit", "etwa 20 Minuten Vorbereitung je Paar", "Handarbeit aus drei Manufakturen"],
      ["around 400 pairs of pointe shoes per season", "about 20 minutes of preparation per pair", "handmade by three workshops"],
    ],
  },
  {
    category: "premiere",
    tags: ["youth", "premiere"],
    production: "kleines-gespenst",
    author: "Redaktion Kulisse",
    title: ["Puppenspiel für die Jüngsten", "Puppetry for the youngest"],
    teaser: ["»Das kleine Gespenst« ist die neue Produktion des Jungen Theaters für alle ab fünf Jahren.", "»The Little Ghost« is the Young Theatre’s new production for everyone aged five and up."],
    text: [
      "Otfried Preußlers Geschichte vom Gespenst, das einmal die Welt bei Tag sehen will, erzählt das Junge Theater mit Puppen, Live-Musik und viel Humor.",
      "The Young Theatre tells Otfried Preußler’s story of the ghost who wants to see the world by daylight just once with puppets, live music and plenty of humour.",
    ],
  },
  {
    category: "behind-the-scenes",
    tags: ["youth", "workshops"],
    production: "kleines-gespenst",
    author: "Redaktion Kulisse",
    title: ["Wie ein Gespenst fliegen lernt", "How a ghost learns to fly"],
    teaser: ["In der Puppenwerkstatt entsteht die Titelfigur – aus Seidenpapier, Draht und sehr viel Geduld.", "The title character takes shape in the puppet workshop – from tissue paper, wire and a great deal of patience."],
    text: [
      "Das Gespenst wiegt kaum 300 Gramm und wird von zwei Spielerinnen geführt. Damit es im Licht leuchtet, ist sein Kleid mit fluoreszierender Farbe bemalt.",
      "The ghost weighs barely 300 grams and is operated by two performers. Its gown is painted with fluorescent paint so it glows under the lights.",
    ],
  },
  {
    category: "background",
    tags: ["drama"],
    production: "woyzeck",
    author: "Felix Ostermann",
    title: ["Ein Fragment, viele Fassungen", "One fragment, many versions"],
    teaser: ["Georg Büchner hinterließ »Woyzeck« unvollendet. Jede Inszenierung muss sich ihre eigene Reihenfolge suchen.", "Georg Büchner left »Woyzeck« unfinished. Every production has to find its own order of scenes."],
    text: [
      "Büchner starb 1837 mit 23 Jahren; die Handschriften zum »Woyzeck« wurden erst Jahrzehnte später entziffert. Unsere Fassung folgt einer filmischen Logik aus harten Schnitten.",
      "Büchner died in 1837 at the age of 23; the manuscripts of »Woyzeck« were only deciphered decades later. Our version follows a filmic logic of hard cuts.",
    ],
  },
  {
    category: "interview",
    tags: ["drama"],
    production: "woyzeck",
    author: "Felix Ostermann",
    title: ["»Büchner ist ein Punk«", "»Büchner is a punk«"],
    teaser: ["Regisseur Tobias Kernfeld über Live-Musik, Wut und einen Autor, der seiner Zeit voraus war.", "Director Tobias Kernfeld on live music, anger and an author ahead of his time."],
    text: ["Tobias Kernfeld inszenierte in Lindenau bereits »La traviata«. Mit »Woyzeck« kehrt er ins Schauspiel zurück.", "Tobias Kernfeld has already directed »La traviata« in Lindenau. With »Woyzeck« he returns to drama."],
    qa: [
      ["Warum Live-Musik?", "Weil Woyzeck ständig Stimmen hört. Die Band macht hörbar, was in seinem Kopf passiert.", "Why live music?", "Because Woyzeck keeps hearing voices. The band makes audible what is going on in his head."],
      ["Ist das Stück heute noch aktuell?", "Leider ja. Es geht um einen Menschen, der für Geld alles mit sich machen lässt.", "Is the play still relevant today?", "Unfortunately, yes. It is about a man who lets anything be done to him for money."],
    ],
  },
  {
    category: "behind-the-scenes",
    tags: ["opera", "workshops"],
    production: "haensel-und-gretel",
    author: "Redaktion Kulisse",
    title: ["400 Quadratmeter Wald", "400 square metres of forest"],
    teaser: ["Der Malsaal hat den Zauberwald für »Hänsel und Gretel« aufgefrischt – ein Besuch zwischen Farbeimern und Rollgerüsten.", "The paint shop has refreshed the enchanted forest for »Hansel and Gretel« – a visit among paint buckets and scaffolding."],
    text: [
      "Die Prospekte werden auf dem Boden liegend bemalt, mit Pinseln an langen Stielen. Erst auf der Bühne, im richtigen Licht, zeigt sich die Tiefe des Waldes.",
      "The backdrops are painted lying on the floor, with brushes on long handles. Only on stage, in the right light, does the forest reveal its depth.",
    ],
  },
  {
    category: "background",
    tags: ["opera"],
    production: "zauberfloete",
    author: "Johanna Feld",
    title: ["Mozart und das Vorstadttheater", "Mozart and the suburban theatre"],
    teaser: ["»Die Zauberflöte« war 1791 ein Stück für das breite Publikum – mit Theatermaschinen, Tieren und Witzen.", "In 1791, »The Magic Flute« was a show for a broad audience – with stage machinery, animals and jokes."],
    text: [
      "Emanuel Schikaneder, Librettist und erster Papageno, leitete das Freihaustheater in der Wiener Vorstadt. Sein Publikum wollte Spektakel – und bekam mit Mozarts Musik viel mehr.",
      "Emanuel Schikaneder, librettist and the first Papageno, ran the Freihaus Theatre in the Viennese suburbs. His audience wanted spectacle – and with Mozart’s music got much more.",
    ],
  },
  {
    category: "interview",
    tags: ["opera", "ensemble"],
    production: "traviata",
    author: "Johanna Feld",
    title: ["Abschied von Violetta", "Farewell to Violetta"],
    teaser: ["Sopranistin Anna Bergmann singt ihre letzten Vorstellungen von »La traviata«. Ein Gespräch über eine Lebensrolle.", "Soprano Anna Bergmann sings her last performances of »La traviata«. A conversation about a role of a lifetime."],
    text: ["Anna Bergmann hat die Violetta in Lindenau über dreißig Mal gesungen.", "Anna Bergmann has sung Violetta in Lindenau more than thirty times."],
    qa: [
      ["Fällt Ihnen der Abschied schwer?", "Sehr. Violetta hat mich durch viele Jahre begleitet, ich habe mit ihr erwachsen werden dürfen.", "Is it hard to say goodbye?", "Very. Violetta has been with me for many years; I was allowed to grow up with her."],
      ["Welcher Moment ist Ihnen der liebste?", "Das »Addio del passato« im dritten Akt. Da ist alles gesagt, und trotzdem singt sie weiter.", "Which moment do you love most?", "The »Addio del passato« in the third act. Everything has been said, and still she keeps singing."],
    ],
  },
  {
    category: "background",
    tags: ["drama"],
    production: "zerbrochne-krug",
    author: "Felix Ostermann",
    title: ["Letzte Gelegenheit für Dorfrichter Adam", "Last chance for Judge Adam"],
    teaser: ["»Der zerbrochne Krug« verabschiedet sich aus dem Spielplan. Ein Rückblick auf eine Erfolgsproduktion.", "»The Broken Jug« is leaving the programme. A look back at a hit production."],
    text: [
      "Über 40 Vorstellungen, fast immer ausverkauft: Leonie Hartwigs Kleist-Inszenierung hat das Publikum zu Geschworenen gemacht. Wer sie noch nicht gesehen hat, sollte sich beeilen.",
      "More than 40 performances, nearly always sold out: Leonie Hartwig’s Kleist production turned the audience into a jury. Anyone who has not yet seen it should hurry.",
    ],
  },
  {
    category: "behind-the-scenes",
    tags: ["workshops"],
    author: "Redaktion Kulisse",
    title: ["Ein Tag in der Requisite", "A day in the props department"],
    teaser: ["Vom Lebkuchen bis zum Revolver: Die Requisite sorgt dafür, dass jedes Ding am richtigen Platz ist.", "From gingerbread to revolvers: the props department makes sure everything is in the right place."],
    text: [
      "Das Team der Requisite betreut an manchen Tagen drei Vorstellungen gleichzeitig. Essen auf der Bühne wird jeden Abend frisch zubereitet.",
      "On some days the props team looks after three performances at once. Food eaten on stage is freshly prepared every evening.",
    ],
    facts: [
      ["rund 12.000 Gegenstände im Fundus", "sechs Requisiteurinnen und Requisiteure", "täglich frischer Lebkuchen für »Hänsel und Gretel«"],
      ["around 12,000 items in store", "six props staff", "fresh gingerbread every day for »Hansel and Gretel«"],
    ],
  },
  {
    category: "background",
    tags: ["drama"],
    production: "verwandlung",
    author: "Miriam Scholz",
    title: ["Warum Kafka komisch ist", "Why Kafka is funny"],
    teaser: ["Kafka soll beim Vorlesen der »Verwandlung« selbst gelacht haben. Unsere Studiobühnen-Produktion nimmt ihn beim Wort.", "Kafka is said to have laughed while reading »The Metamorphosis« aloud. Our Studio Stage production takes him at his word."],
    text: [
      "Die Absurdität von Gregors Lage liegt in der Ruhe, mit der alle reagieren: Sorge macht nicht das Ungeziefer, sondern der verpasste Zug.",
      "The absurdity of Gregor’s situation lies in how calmly everyone reacts: what worries them is not the insect but the missed train.",
    ],
  },
  {
    category: "interview",
    tags: ["dance"],
    production: "zwischenraeume",
    author: "Johanna Feld",
    title: ["»Nähe ist eine Entscheidung«", "»Closeness is a choice«"],
    teaser: ["Choreograf Viktor Hahn über Improvisation, drei Seiten Publikum und die Angst vor Berührung.", "Choreographer Viktor Hahn on improvisation, an audience on three sides and the fear of touch."],
    text: ["Viktor Hahn arbeitet regelmäßig mit der Tanzcompagnie Kulisse.", "Viktor Hahn works regularly with the Kulisse dance company."],
    qa: [
      ["Wie entsteht ein Stück wie »Zwischenräume«?", "Aus Aufgaben. Ich frage die Tänzerinnen und Tänzer etwas, sie antworten mit dem Körper.", "How does a piece like »Spaces Between« come about?", "Through tasks. I ask the dancers something, and they answer with their bodies."],
      ["Warum sitzt das Publikum so nah?", "Weil man Atem hören soll. Tanz ist Arbeit, das darf man sehen.", "Why does the audience sit so close?", "Because you should hear the breathing. Dance is work, and that may be seen."],
    ],
  },
  {
    category: "background",
    tags: ["concert"],
    production: "sinfoniekonzert-3",
    author: "Felix Ostermann",
    title: ["Mahlers Fünfte: eine Liebeserklärung", "Mahler’s Fifth: a declaration of love"],
    teaser: ["Das berühmte Adagietto gilt als Liebesbrief an Alma Schindler. Doch die Sinfonie erzählt noch viel mehr.", "The famous Adagietto is seen as a love letter to Alma Schindler. But the symphony tells much more."],
    text: [
      "Mahler begann die Sinfonie 1901 nach einer lebensbedrohlichen Erkrankung. Vom Trauermarsch bis zum Rondo-Finale schreitet sie vom Dunkel ins Licht.",
      "Mahler began the symphony in 1901 after a life-threatening illness. From the funeral march to the rondo finale, it moves from darkness into light.",
    ],
  },
  {
    category: "behind-the-scenes",
    tags: ["concert", "ensemble"],
    production: "sinfoniekonzert-2",
    author: "Redaktion Kulisse",
    title: ["Brahms mit Lea Dorfmann", "Brahms with Lea Dorfmann"],
    teaser: ["Die Konzertmeisterin der Staatskapelle tritt als Solistin vor ihr Orchester. Ein Probenbesuch.", "The Staatskapelle’s concertmaster steps in front of her orchestra as soloist. A visit to rehearsals."],
    text: [
      "Sonst sitzt Lea Dorfmann am ersten Pult, im Sinfoniekonzert steht sie vorne. »Man kennt jeden Atemzug der Kolleginnen und Kollegen – das ist ein Geschenk«, sagt sie.",
      "Lea Dorfmann usually sits at the first desk; in the symphony concert she stands at the front. »You know every breath your colleagues take – that is a gift«, she says.",
    ],
  },
  {
    category: "background",
    tags: ["youth", "education"],
    production: "buehne-frei",
    author: "Redaktion Kulisse",
    title: ["Theater für Schulklassen", "Theatre for school classes"],
    teaser: ["Vorstellungen, Workshops, Materialmappen: So unterstützt das Junge Theater Lehrerinnen und Lehrer.", "Performances, workshops, teaching packs: how the Young Theatre supports teachers."],
    text: [
      "Jede Produktion des Jungen Theaters wird von Theaterpädagoginnen und -pädagogen begleitet. Sie kommen auf Wunsch auch in die Schule.",
      "Every Young Theatre production is accompanied by theatre educators, who will also come to your school on request.",
    ],
    facts: [
      ["Schulvorstellungen ab 7 € pro Person", "kostenlose Workshops in der Werkstatt", "Materialmappen zum Download"],
      ["school performances from €7 per person", "free workshops in the Workshop", "teaching packs to download"],
    ],
  },
  {
    category: "behind-the-scenes",
    tags: ["workshops", "sustainability"],
    author: "Redaktion Kulisse",
    title: ["Bühnenbilder im Kreislauf", "Stage sets in a circular economy"],
    teaser: ["Wie die Werkstätten des Staatstheaters Material wiederverwenden und Energie sparen.", "How the theatre’s workshops reuse materials and save energy."],
    text: [
      "Stahlrahmen, Podeste und Stoffe aus abgespielten Produktionen werden gelagert und neu verwendet. Seit zwei Spielzeiten arbeitet die Beleuchtung fast ausschließlich mit LED-Scheinwerfern.",
      "Steel frames, platforms and fabrics from closed productions are stored and reused. For two seasons now, the lighting department has worked almost exclusively with LED fixtures.",
    ],
  },
  {
    category: "interview",
    tags: ["ensemble"],
    author: "Redaktion Kulisse",
    title: ["»Ein Theater für die ganze Stadt«", "»A theatre for the whole city«"],
    teaser: ["Intendantin Katharina Wendt über die Spielzeit, neue Publikumsgruppen und offene Foyers.", "General director Katharina Wendt on the season, new audiences and open foyers."],
    text: ["Katharina Wendt ist Intendantin des Staatstheaters Kulisse. Wir haben sie in ihrem Büro über dem Theaterplatz besucht.", "Katharina Wendt is the general director of the Staatstheater Kulisse. We visited her in her office above Theaterplatz."],
    qa: [
      ["Was ist Ihnen in dieser Spielzeit besonders wichtig?", "Dass wir neugierig bleiben: auf neue Stücke wie »Tage wie Glas« und auf Menschen, die noch nie bei uns waren.", "What matters most to you this season?", "That we stay curious: about new plays like »Days Like Glass« and about people who have never been to us before."],
      ["Was meinen Sie mit offenen Foyers?", "Unsere Foyers sind tagsüber geöffnet – zum Lesen, Arbeiten, Verweilen. Theater beginnt nicht erst mit dem dritten Gong.", "What do you mean by open foyers?", "Our foyers are open during the day – for reading, working, spending time. Theatre does not only begin with the third bell."],
    ],
  },
  {
    category: "background",
    tags: ["opera"],
    production: "kaiser-von-atlantis",
    author: "Johanna Feld",
    title: ["Musik aus Theresienstadt", "Music from Theresienstadt"],
    teaser: ["Viktor Ullmanns »Der Kaiser von Atlantis« ist ein Werk des Widerstands. Nur noch wenige Vorstellungen auf der Studiobühne.", "Viktor Ullmann’s »The Emperor of Atlantis« is a work of resistance. Only a few performances left on the Studio Stage."],
    text: [
      "Die Oper wurde in Theresienstadt geprobt, aber nie aufgeführt. Ullmann wurde 1944 in Auschwitz ermordet; die Partitur überlebte und wurde 1975 uraufgeführt.",
      "The opera was rehearsed in Theresienstadt but never performed. Ullmann was murdered in Auschwitz in 1944; the score survived and was first performed in 1975.",
    ],
  },
  {
    category: "behind-the-scenes",
    tags: ["ensemble"],
    production: "cabaret",
    author: "Redaktion Kulisse",
    title: ["Willkommen zurück im Kit Kat Klub", "Welcome back to the Kit Kat Klub"],
    teaser: ["Für die Wiederaufnahme von »Cabaret« wird der Klub im Großen Haus neu eingerichtet – mit 2.000 Pailletten pro Kostüm.", "For the revival of »Cabaret« the club is rebuilt in the Main House – with 2,000 sequins per costume."],
    text: [
      "In der Kostümabteilung wurden die Kostüme überarbeitet, die Band probt die Songs neu. Für eine Wiederaufnahme stehen nur zwei Wochen Proben zur Verfügung.",
      "The costume department has refurbished the costumes and the band is rehearsing the songs again. A revival gets just two weeks of rehearsals.",
    ],
  },
  {
    category: "background",
    tags: ["youth"],
    production: "tschick",
    author: "Miriam Scholz",
    title: ["Warum »Tschick« die Schulen erobert hat", "Why »Tschick« conquered the schools"],
    teaser: ["Wolfgang Herrndorfs Roman über zwei Außenseiter ist längst Schullektüre. Auf der Bühne wird er zum Roadmovie.", "Wolfgang Herrndorf’s novel about two outsiders has long been on the school syllabus. On stage it becomes a road movie."],
    text: [
      "Maik und Tschick sind keine Helden, sie sind einfach unterwegs. Gerade das macht sie für junge Zuschauerinnen und Zuschauer so glaubwürdig.",
      "Maik and Tschick are not heroes; they are simply on the road. That is exactly what makes them so believable to young audiences.",
    ],
  },
];
