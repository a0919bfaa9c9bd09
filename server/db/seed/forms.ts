// Three forms: contact, newsletter and the booking request for school performances. Field types are
// numeric (1 text, 2 textarea, 3 email, 4 number, 5 select, 6 checkbox, 7 checkboxes, 8 date,
// 9 file); the API appends the email confirmation field itself.
import { formFields, forms } from "../schema.ts";
import type { SeedContext } from "./context.ts";
import { insertAll } from "./context.ts";
import { loc, paragraphs, slugs, type Localized } from "./text.ts";
import type { LocalizedList } from "../../../shared/lib/localized.ts";

export const FieldType = { text: 1, textarea: 2, email: 3, number: 4, select: 5, checkbox: 6, checkboxes: 7, date: 8, file: 9 } as const;

interface FieldData {
  slug: string;
  label: Localized;
  type: number;
  required?: boolean;
  choices?: LocalizedList;
  placeholder?: Localized;
  help?: Localized;
  defaultValue?: string;
}

interface FormData {
  key: string;
  title: Localized;
  intro: Localized;
  thankYou: Localized;
  fields: FieldData[];
}

const privacyConsent = (purpose: Localized): FieldData => ({
  slug: "privacy",
  label: loc(
    `Ich bin damit einverstanden, dass meine Angaben ${purpose.de} verarbeitet werden (siehe Datenschutzerklärung).`,
    `I agree that my details are processed ${purpose.en} (see privacy policy).`,
  ),
  type: FieldType.checkbox,
  required: true,
});

const formData: FormData[] = [
  {
    key: "contact",
    title: loc("Kontakt", "Contact"),
    intro: loc(
      paragraphs("Sie haben eine Frage, ein Lob oder eine Anregung? Schreiben Sie uns – wir antworten in der Regel innerhalb von drei Werktagen."),
      paragraphs("Do you have a question, praise or a suggestion? Write to us – we usually reply within three working days."),
    ),
    thankYou: loc(paragraphs("Vielen Dank für Ihre Nachricht! Wir melden uns bald bei Ihnen."), paragraphs("Thank you for your message! We will get back to you soon.")),
    fields: [
      { slug: "name", label: loc("Name", "Name"), type: FieldType.text, placeholder: loc("Vor- und Nachname", "First and last name") },
      { slug: "email", label: loc("E-Mail-Adresse", "Email address"), type: FieldType.email, required: true, placeholder: loc("name@beispiel.de", "name@example.com") },
      { slug: "message", label: loc("Ihre Nachricht", "Your message"), type: FieldType.textarea, required: true },
    ],
  },
  {
    key: "newsletter",
    title: loc("Newsletter", "Newsletter"),
    intro: loc(
      paragraphs("Einmal im Monat: Premieren, Spielplanhighlights und exklusive Angebote direkt in Ihr Postfach."),
      paragraphs("Once a month: premieres, highlights from the programme and exclusive offers straight to your inbox."),
    ),
    thankYou: loc(
      paragraphs("Fast geschafft! Bitte bestätigen Sie Ihre Anmeldung über den Link in der E-Mail, die wir Ihnen gerade geschickt haben."),
      paragraphs("Almost done! Please confirm your subscription using the link in the email we have just sent you."),
    ),
    fields: [
      { slug: "email", label: loc("E-Mail-Adresse", "Email address"), type: FieldType.email, required: true },
      { slug: "first_name", label: loc("Vorname", "First name"), type: FieldType.text },
      {
        slug: "interests",
        label: loc("Was interessiert Sie?", "What are you interested in?"),
        type: FieldType.checkboxes,
        choices: { de: ["Oper", "Schauspiel", "Tanz", "Konzert", "Junges Theater"], en: ["Opera", "Drama", "Dance", "Concert", "Young Theatre"] },
        help: loc("Mehrfachauswahl möglich", "Choose as many as you like"),
      },
      privacyConsent(loc("für den Versand des Newsletters", "for sending the newsletter")),
    ],
  },
  {
    key: "school",
    title: loc("Schulvorstellung buchen", "Book a school performance"),
    intro: loc(
      paragraphs(
        "Sie möchten mit Ihrer Klasse eine Vorstellung des Jungen Theaters besuchen? Senden Sie uns Ihren Wunschtermin – unser Besucherservice meldet sich mit einem Angebot.",
        "Schulvorstellungen kosten 7 € pro Schülerin und Schüler; zwei Begleitpersonen pro Klasse sind frei.",
      ),
      paragraphs(
        "Would you like to bring your class to a Young Theatre performance? Send us your preferred date – our visitor service will get back to you with an offer.",
        "School performances cost €7 per pupil; two accompanying adults per class go free.",
      ),
    ),
    thankYou: loc(
      paragraphs("Vielen Dank für Ihre Anfrage! Wir prüfen die Verfügbarkeit und melden uns innerhalb einer Woche."),
      paragraphs("Thank you for your request! We will check availability and get back to you within a week."),
    ),
    fields: [
      { slug: "school", label: loc("Schule", "School"), type: FieldType.text, required: true },
      { slug: "contact_person", label: loc("Ansprechperson", "Contact person"), type: FieldType.text, required: true },
      { slug: "email", label: loc("E-Mail-Adresse", "Email address"), type: FieldType.email, required: true },
      { slug: "phone", label: loc("Telefon", "Phone"), type: FieldType.text, placeholder: loc("für Rückfragen", "in case we have questions") },
      {
        slug: "production",
        label: loc("Stück", "Production"),
        type: FieldType.select,
        required: true,
        choices: {
          de: ["Die Schneekönigin (ab 6)", "Das kleine Gespenst (ab 5)", "Tschick (ab 13)", "Bühne frei! Die Theaterwerkstatt"],
          en: ["The Snow Queen (6+)", "The Little Ghost (5+)", "Tschick (13+)", "Take the Stage! The Theatre Workshop"],
        },
      },
      { slug: "preferred_date", label: loc("Wunschtermin", "Preferred date"), type: FieldType.date, required: true },
      { slug: "pupils", label: loc("Anzahl Schülerinnen und Schüler", "Number of pupils"), type: FieldType.number, required: true, defaultValue: "25" },
      { slug: "grade", label: loc("Klassenstufe", "School year"), type: FieldType.text },
      {
        slug: "extras",
        label: loc("Zusätzliche Angebote", "Additional offers"),
        type: FieldType.checkboxes,
        choices: {
          de: ["Vorbereitung im Klassenzimmer", "Nachgespräch mit dem Ensemble", "Führung durch das Theater"],
          en: ["Preparation session in the classroom", "Talk with the cast afterwards", "Guided tour of the theatre"],
        },
      },
      {
        slug: "attachment",
        label: loc("Teilnehmerliste (optional)", "List of participants (optional)"),
        type: FieldType.file,
        help: loc("PDF oder Bild, höchstens 10 MB", "PDF or image, 10 MB at most"),
      },
      { slug: "message", label: loc("Anmerkungen", "Comments"), type: FieldType.textarea, placeholder: loc("z. B. Barrierefreiheit, Alternativtermine", "e.g. accessibility needs, alternative dates") },
      privacyConsent(loc("zur Bearbeitung der Anfrage", "to handle this request")),
    ],
  },
];

export async function seedForms(ctx: SeedContext): Promise<Record<string, { id: number; slug: Localized }>> {
  const result: Record<string, { id: number; slug: Localized }> = {};
  for (const form of formData) {
    const slug = slugs(form.title);
    const [id] = await insertAll(ctx.tx, forms, [{ slug, title: form.title, intro: form.intro, thankYou: form.thankYou }]);
    await insertAll(
      ctx.tx,
      formFields,
      form.fields.map((field, position) => ({
        formId: id,
        slug: field.slug,
        label: field.label,
        fieldType: field.type,
        required: field.required ?? false,
        choices: field.choices ?? { de: [], en: [] },
        defaultValue: field.defaultValue ?? "",
        placeholderText: field.placeholder ?? loc("", ""),
        helpText: field.help ?? loc("", ""),
        position,
      })),
    );
    result[form.key] = { id, slug };
  }
  return result;
}
