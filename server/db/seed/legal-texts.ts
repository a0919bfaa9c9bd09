// Fictional but realistic legal pages. Each entry is a heading and its text, in German and English.
import { POSTAL_CODE, CITY } from "./places.ts";

export interface LegalSection {
  heading: [de: string, en: string];
  /** Simple HTML. */
  text: [de: string, en: string];
}

const address = `Staatstheater Kulisse<br>Theaterplatz 1<br>${POSTAL_CODE} ${CITY}`;

export const imprint: LegalSection[] = [
  {
    heading: ["Angaben gemäß § 5 DDG", "Information pursuant to section 5 DDG (German Digital Services Act)"],
    text: [
      `<p>${address}</p><p>Das Staatstheater Kulisse ist eine Anstalt des öffentlichen Rechts. Es wird vertreten durch die Intendantin Katharina Wendt und den Geschäftsführenden Direktor Dr. Bernd Hofmeister.</p>`,
      `<p>${address}</p><p>The Staatstheater Kulisse is a public-law institution. It is represented by its general director Katharina Wendt and its managing director Dr Bernd Hofmeister.</p>`,
    ],
  },
  {
    heading: ["Kontakt", "Contact"],
    text: [
      "<p>Telefon: 0551 123 45 0<br>Theaterkasse: 0551 123 45 60<br>E-Mail: info@kulisse.example</p>",
      "<p>Phone: +49 551 123 45 0<br>Box office: +49 551 123 45 60<br>Email: info@kulisse.example</p>",
    ],
  },
  {
    heading: ["Aufsicht und Umsatzsteuer", "Supervision and VAT"],
    text: [
      "<p>Aufsichtsbehörde: das für Kultur zuständige Landesministerium.<br>Umsatzsteuer-Identifikationsnummer gemäß § 27a UStG: DE 000 000 000 (Demo).</p>",
      "<p>Supervisory authority: the state ministry responsible for culture.<br>VAT identification number under section 27a UStG: DE 000 000 000 (demo).</p>",
    ],
  },
  {
    heading: ["Verantwortlich für den Inhalt", "Responsible for the content"],
    text: [
      `<p>Verantwortlich im Sinne des § 18 Abs. 2 MStV: Ulla Brenning, Leitung Kommunikation, Anschrift wie oben.</p>`,
      `<p>Responsible under section 18 (2) MStV (German State Media Treaty): Ulla Brenning, Head of Communications, address as above.</p>`,
    ],
  },
  {
    heading: ["Haftung für Links und Bildnachweise", "Liability for links and image credits"],
    text: [
      "<p>Für die Inhalte verlinkter externer Seiten sind ausschließlich deren Betreiber verantwortlich. Zum Zeitpunkt der Verlinkung waren keine Rechtsverstöße erkennbar.</p><p>Alle Grafiken dieser Demo-Website wurden automatisch erzeugt. Staatstheater Kulisse und die Stadt Lindenau sind frei erfunden.</p>",
      "<p>The operators of linked external sites are solely responsible for their content. No legal violations were apparent at the time the links were set.</p><p>All graphics on this demo website were generated automatically. Staatstheater Kulisse and the city of Lindenau are entirely fictional.</p>",
    ],
  },
];

export const terms: LegalSection[] = [
  {
    heading: ["§ 1 Geltungsbereich", "§ 1 Scope"],
    text: [
      "<p>Diese Allgemeinen Geschäftsbedingungen gelten für den Verkauf von Eintrittskarten und Abonnements des Staatstheaters Kulisse an der Theaterkasse, telefonisch und im Webshop sowie für den Besuch der Vorstellungen.</p>",
      "<p>These general terms and conditions apply to the sale of tickets and subscriptions of the Staatstheater Kulisse at the box office, by telephone and in the webshop, and to attending performances.</p>",
    ],
  },
  {
    heading: ["§ 2 Vertragsschluss", "§ 2 Conclusion of contract"],
    text: [
      "<p>Mit dem Absenden der Bestellung im Webshop geben Sie ein verbindliches Angebot ab. Der Vertrag kommt mit der Bestätigung per E-Mail zustande. Karten im Warenkorb werden 15 Minuten für Sie reserviert.</p><p>Ein Widerrufsrecht besteht bei Freizeitveranstaltungen mit festem Termin nach § 312g Abs. 2 Nr. 9 BGB nicht.</p>",
      "<p>By submitting your order in the webshop you make a binding offer. The contract is concluded when we confirm it by email. Tickets in the cart are reserved for you for 15 minutes.</p><p>Under section 312g (2) no. 9 BGB there is no right of withdrawal for leisure events on a fixed date.</p>",
    ],
  },
  {
    heading: ["§ 3 Preise und Ermäßigungen", "§ 3 Prices and discounts"],
    text: [
      "<p>Es gelten die zum Zeitpunkt der Bestellung angegebenen Preise inklusive Umsatzsteuer. Ermäßigungen erhalten gegen Nachweis:</p><ul><li>Schülerinnen, Schüler, Auszubildende und Studierende bis 30 Jahre</li><li>Menschen mit einem Grad der Behinderung ab 50 sowie eine Begleitperson bei Merkzeichen B</li><li>Inhaberinnen und Inhaber des Lindenau-Passes</li></ul><p>Der Nachweis ist beim Einlass vorzuzeigen.</p>",
      "<p>The prices shown at the time of ordering apply, including VAT. Discounts are available on proof of eligibility for:</p><ul><li>pupils, apprentices and students up to the age of 30</li><li>people with a disability rating of 50 or more, plus one companion where the card carries the mark B</li><li>holders of the Lindenau Pass</li></ul><p>Proof must be shown on admission.</p>",
    ],
  },
  {
    heading: ["§ 4 Umtausch und Rückgabe", "§ 4 Exchange and return"],
    text: [
      "<p>Gekaufte Karten können bis drei Werktage vor der Vorstellung gegen eine Gebühr von 2 € pro Karte in Karten für eine andere Vorstellung derselben Spielzeit umgetauscht werden. Eine Rücknahme ist ausgeschlossen. Fällt eine Vorstellung aus, erstatten wir den Kartenpreis.</p>",
      "<p>Tickets can be exchanged for another performance in the same season up to three working days before the performance, for a fee of €2 per ticket. Tickets cannot be returned. If a performance is cancelled, we refund the ticket price.</p>",
    ],
  },
  {
    heading: ["§ 5 Einlass und Verspätung", "§ 5 Admission and late arrival"],
    text: [
      "<p>Zu spät kommende Besucherinnen und Besucher können erst zu einem geeigneten Zeitpunkt, in der Regel in der Pause, eingelassen werden. Ein Anspruch auf Erstattung besteht in diesem Fall nicht.</p>",
      "<p>Latecomers can only be admitted at a suitable moment, usually during the interval. There is no entitlement to a refund in this case.</p>",
    ],
  },
  {
    heading: ["§ 6 Programm- und Besetzungsänderungen", "§ 6 Changes to programme and cast"],
    text: [
      "<p>Besetzungsänderungen bleiben vorbehalten und berechtigen nicht zur Rückgabe der Karten. Über Änderungen von Vorstellungsbeginn oder Spielort informieren wir auf der Website und, soweit möglich, per E-Mail.</p>",
      "<p>Cast changes are reserved and do not entitle you to return your tickets. We announce changes to start times or venues on the website and, where possible, by email.</p>",
    ],
  },
  {
    heading: ["§ 7 Bild- und Tonaufnahmen", "§ 7 Photography and recordings"],
    text: [
      "<p>Bild-, Ton- und Videoaufnahmen während der Vorstellungen sind aus urheberrechtlichen Gründen nicht gestattet.</p>",
      "<p>For copyright reasons, photography and sound or video recording are not permitted during performances.</p>",
    ],
  },
];

export const privacy: LegalSection[] = [
  {
    heading: ["1. Verantwortliche Stelle", "1. Controller"],
    text: [
      `<p>Verantwortlich für die Verarbeitung personenbezogener Daten auf dieser Website ist:</p><p>${address}<br>E-Mail: datenschutz@kulisse.example</p>`,
      `<p>The controller responsible for processing personal data on this website is:</p><p>${address}<br>Email: datenschutz@kulisse.example</p>`,
    ],
  },
  {
    heading: ["2. Aufruf der Website", "2. Visiting the website"],
    text: [
      "<p>Beim Aufruf unserer Seiten verarbeitet der Server technisch notwendige Daten wie IP-Adresse, Datum und Uhrzeit, aufgerufene Adresse und Browsertyp (Art. 6 Abs. 1 lit. f DSGVO). Die Protokolle werden nach sieben Tagen gelöscht.</p>",
      "<p>When you visit our pages, the server processes technically necessary data such as the IP address, date and time, the address requested and the browser type (Art. 6 (1) (f) GDPR). The logs are deleted after seven days.</p>",
    ],
  },
  {
    heading: ["3. Cookies und Einwilligung", "3. Cookies and consent"],
    text: [
      "<p>Notwendige Cookies, etwa für den Warenkorb, setzen wir ohne Einwilligung. Statistik-, Marketing- und externe Medien-Dienste laden wir erst, wenn Sie in den Cookie-Einstellungen zugestimmt haben. Ihre Auswahl können Sie jederzeit über den Link »Cookie-Einstellungen« im Fußbereich ändern.</p>",
      "<p>We set necessary cookies, for example for the shopping cart, without consent. Statistics, marketing and external media services are only loaded once you have agreed in the cookie settings. You can change your choice at any time using the »Cookie settings« link in the footer.</p>",
    ],
  },
  {
    heading: ["4. Kartenkauf", "4. Buying tickets"],
    text: [
      "<p>Für den Kartenkauf verarbeiten wir Name, Anschrift, E-Mail-Adresse und Zahlungsdaten zur Vertragserfüllung (Art. 6 Abs. 1 lit. b DSGVO). Steuerrechtlich relevante Daten bewahren wir zehn Jahre auf.</p>",
      "<p>To sell you tickets we process your name, address, email address and payment details to perform the contract (Art. 6 (1) (b) GDPR). We keep data relevant for tax purposes for ten years.</p>",
    ],
  },
  {
    heading: ["5. Newsletter und Kontaktformular", "5. Newsletter and contact form"],
    text: [
      "<p>Den Newsletter versenden wir nur nach Bestätigung Ihrer E-Mail-Adresse (Double-Opt-in). Sie können ihn jederzeit über den Link in jeder Ausgabe abbestellen. Anfragen über das Kontaktformular speichern wir, bis sie abschließend bearbeitet sind.</p>",
      "<p>We only send the newsletter once you have confirmed your email address (double opt-in). You can unsubscribe at any time using the link in every issue. We keep enquiries sent through the contact form until they have been dealt with.</p>",
    ],
  },
  {
    heading: ["6. Ihre Rechte", "6. Your rights"],
    text: [
      "<p>Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch sowie das Recht, eine erteilte Einwilligung zu widerrufen. Außerdem können Sie sich bei einer Datenschutz-Aufsichtsbehörde beschweren.</p><p>Unsere Datenschutzbeauftragte erreichen Sie unter datenschutz@kulisse.example.</p>",
      "<p>You have the right of access, rectification, erasure, restriction of processing, data portability and objection, and the right to withdraw any consent you have given. You may also lodge a complaint with a data protection supervisory authority.</p><p>You can reach our data protection officer at datenschutz@kulisse.example.</p>",
    ],
  },
];

export const whistleblowing: LegalSection[] = [
  {
    heading: ["Hinweise sicher abgeben", "Reporting concerns safely"],
    text: [
      "<p>Das Staatstheater Kulisse nimmt Hinweise auf Rechtsverstöße ernst. Nach dem Hinweisgeberschutzgesetz (HinSchG) haben wir eine interne Meldestelle eingerichtet, an die sich Beschäftigte, Gäste, Bewerberinnen und Bewerber sowie Geschäftspartner wenden können.</p>",
      "<p>The Staatstheater Kulisse takes reports of legal violations seriously. Under the German Whistleblower Protection Act (HinSchG) we have set up an internal reporting office that employees, guest artists, applicants and business partners can contact.</p>",
    ],
  },
  {
    heading: ["So erreichen Sie die Meldestelle", "How to reach the reporting office"],
    text: [
      "<ul><li>per E-Mail an hinweise@kulisse.example</li><li>telefonisch dienstags 10 bis 12 Uhr unter 0551 123 45 99</li><li>per Post mit dem Vermerk »persönlich/vertraulich« an die Meldestelle, Theaterplatz 1</li></ul><p>Auf Wunsch ist auch ein persönliches Gespräch möglich.</p>",
      "<ul><li>by email to hinweise@kulisse.example</li><li>by phone on Tuesdays from 10 am to 12 noon on +49 551 123 45 99</li><li>by post marked »personal/confidential« to the reporting office, Theaterplatz 1</li></ul><p>A personal meeting is also possible on request.</p>",
    ],
  },
  {
    heading: ["Vertraulichkeit und Schutz vor Benachteiligung", "Confidentiality and protection from reprisals"],
    text: [
      "<p>Die Identität hinweisgebender Personen wird vertraulich behandelt. Wer in gutem Glauben einen Hinweis gibt, darf deswegen keine Nachteile erleiden. Sie erhalten innerhalb von sieben Tagen eine Eingangsbestätigung und innerhalb von drei Monaten eine Rückmeldung.</p>",
      "<p>The identity of people who report concerns is kept confidential. Anyone who reports in good faith must not suffer any disadvantage as a result. You will receive an acknowledgement within seven days and feedback within three months.</p>",
    ],
  },
  {
    heading: ["Externe Meldestellen", "External reporting offices"],
    text: [
      "<p>Sie können sich auch an die externe Meldestelle des Bundes beim Bundesamt für Justiz wenden.</p>",
      "<p>You may also contact the federal external reporting office at the Federal Office of Justice.</p>",
    ],
  },
];
