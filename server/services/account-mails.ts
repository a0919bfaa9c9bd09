// The mails of visitors' accounts, one function per mail, in the account's language: the sign-up's
// confirmation link, the note to an address that already has an account, the password reset link,
// the new address's confirmation link and the old address's notice. Each is written twice, plain
// text and HTML (account-mail-html.tsx). Composing reads no database: the caller hands in what it says.
import type { Lang } from "../../shared/lib/localized.ts";
import { urlFor } from "../../src/route-paths.ts";
import type { MailMessage } from "../shop/mail/mailer.ts";
import { accountMailHtml } from "./account-mail-html.tsx";

export interface AccountMailContent {
  lang: Lang;
  subject: string;
  greeting: string;
  paragraphs: string[];
  link?: { label: string; url: string };
  /** Paragraphs after the link. */
  after: string[];
  closing: string;
  signature: string;
}

export interface AccountMailContext {
  /** The site's origin, for the links. */
  origin: string;
  siteName: string;
}

export interface Recipient {
  email: string;
  firstName: string;
  lang: Lang;
}

const texts = {
  de: {
    greeting: (name: string) => (name ? `Guten Tag ${name},` : "Guten Tag,"),
    closing: "Viele Grüße",
    ignore: "Wenn Sie das nicht waren, müssen Sie nichts tun; diese Nachricht können Sie löschen.",
    confirmSubject: (site: string) => `Bitte bestätigen Sie Ihr Konto bei ${site}`,
    confirmIntro: "vielen Dank für Ihre Anmeldung. Bitte bestätigen Sie Ihre E-Mail-Adresse mit diesem Link; er gilt 48 Stunden:",
    confirmLink: "E-Mail-Adresse bestätigen",
    existingSubject: (site: string) => `Ihr Konto bei ${site}`,
    existingIntro: "jemand wollte mit dieser E-Mail-Adresse ein neues Konto anlegen. Sie haben aber schon ein Konto bei uns.",
    existingHint: "Wenn Sie Ihr Passwort vergessen haben, können Sie hier ein neues festlegen:",
    existingLink: "Passwort zurücksetzen",
    resetSubject: (site: string) => `Neues Passwort für ${site}`,
    resetIntro: "Sie möchten ein neues Passwort festlegen. Dieser Link gilt 60 Minuten:",
    resetLink: "Neues Passwort festlegen",
    changeSubject: (site: string) => `Bitte bestätigen Sie Ihre neue E-Mail-Adresse bei ${site}`,
    changeIntro: "Sie möchten diese Adresse für Ihr Konto verwenden. Bitte bestätigen Sie sie mit diesem Link; er gilt 24 Stunden:",
    changeLink: "Neue E-Mail-Adresse bestätigen",
    noticeSubject: (site: string) => `Ihre E-Mail-Adresse bei ${site} soll sich ändern`,
    noticeIntro: (email: string) => `für Ihr Konto wurde die neue Adresse ${email} angegeben. Sobald sie bestätigt ist, erhalten Sie Nachrichten nur noch dort.`,
    noticeHint: "Wenn Sie das nicht waren, ändern Sie bitte Ihr Passwort und schreiben Sie uns.",
  },
  en: {
    greeting: (name: string) => (name ? `Dear ${name},` : "Hello,"),
    closing: "Kind regards",
    ignore: "If this was not you, there is nothing to do; you can delete this message.",
    confirmSubject: (site: string) => `Please confirm your account at ${site}`,
    confirmIntro: "thank you for signing up. Please confirm your e-mail address with this link; it works for 48 hours:",
    confirmLink: "Confirm e-mail address",
    existingSubject: (site: string) => `Your account at ${site}`,
    existingIntro: "someone tried to create a new account with this e-mail address. You already have an account with us.",
    existingHint: "If you have forgotten your password, you can set a new one here:",
    existingLink: "Reset password",
    resetSubject: (site: string) => `New password for ${site}`,
    resetIntro: "You asked to set a new password. This link works for 60 minutes:",
    resetLink: "Set a new password",
    changeSubject: (site: string) => `Please confirm your new e-mail address at ${site}`,
    changeIntro: "You want to use this address for your account. Please confirm it with this link; it works for 24 hours:",
    changeLink: "Confirm new e-mail address",
    noticeSubject: (site: string) => `Your e-mail address at ${site} is about to change`,
    noticeIntro: (email: string) => `the new address ${email} was given for your account. Once it is confirmed, you will receive messages only there.`,
    noticeHint: "If this was not you, please change your password and write to us.",
  },
} satisfies Record<Lang, unknown>;

/** A page of the site with the link's token. */
const linkTo = (context: AccountMailContext, route: LinkRoute, lang: Lang, token: string) =>
  `${context.origin}${urlFor(route, {}, lang, { token })}`;

function message(to: string, content: AccountMailContent): MailMessage {
  const text = [content.greeting, "", ...content.paragraphs.flatMap((p) => [p, ""]), ...(content.link ? [content.link.url, ""] : []), ...content.after.flatMap((p) => [p, ""]), content.closing, content.signature].join("\n");
  return { to, subject: content.subject, text, html: accountMailHtml(content) };
}

function compose(recipient: Recipient, context: AccountMailContext, parts: Pick<AccountMailContent, "subject" | "paragraphs" | "link" | "after">): MailMessage {
  const t = texts[recipient.lang];
  return message(recipient.email, { lang: recipient.lang, greeting: t.greeting(recipient.firstName), closing: t.closing, signature: context.siteName, ...parts });
}

type LinkRoute = "account-confirm" | "account-reset" | "account-email-confirm";
type LinkTexts = { [K in keyof (typeof texts)["de"]]: (typeof texts)["de"][K] extends string ? K : never }[keyof (typeof texts)["de"]];

/** A mail whose point is one link with a token: its intro, the link, and "if this was not you". */
function linkMail(recipient: Recipient, context: AccountMailContext, subject: (site: string) => string, intro: LinkTexts, label: LinkTexts, route: LinkRoute, token: string): MailMessage {
  const t = texts[recipient.lang];
  return compose(recipient, context, {
    subject: subject(context.siteName),
    paragraphs: [t[intro]],
    link: { label: t[label], url: linkTo(context, route, recipient.lang, token) },
    after: [t.ignore],
  });
}

/** The sign-up's double opt-in link. */
export const confirmAccountMail = (recipient: Recipient, context: AccountMailContext, token: string): MailMessage =>
  linkMail(recipient, context, texts[recipient.lang].confirmSubject, "confirmIntro", "confirmLink", "account-confirm", token);

/** The password reset link. */
export const passwordResetMail = (recipient: Recipient, context: AccountMailContext, token: string): MailMessage =>
  linkMail(recipient, context, texts[recipient.lang].resetSubject, "resetIntro", "resetLink", "account-reset", token);

/** The confirmation link of a new address, sent to that address. */
export const emailChangeMail = (recipient: Recipient, context: AccountMailContext, token: string): MailMessage =>
  linkMail(recipient, context, texts[recipient.lang].changeSubject, "changeIntro", "changeLink", "account-email-confirm", token);

/** Sign-up with an address that has an account: no second account, a way back in instead. */
export function alreadyRegisteredMail(recipient: Recipient, context: AccountMailContext): MailMessage {
  const t = texts[recipient.lang];
  return compose(recipient, context, {
    subject: t.existingSubject(context.siteName),
    paragraphs: [t.existingIntro, t.existingHint],
    link: { label: t.existingLink, url: `${context.origin}${urlFor("login", {}, recipient.lang)}#password-reset` },
    after: [t.ignore],
  });
}

/** The notice to the old address that a new one was asked for. */
export function emailChangeNoticeMail(recipient: Recipient, context: AccountMailContext, newEmail: string): MailMessage {
  const t = texts[recipient.lang];
  return compose(recipient, context, { subject: t.noticeSubject(context.siteName), paragraphs: [t.noticeIntro(newEmail), t.noticeHint], after: [] });
}
