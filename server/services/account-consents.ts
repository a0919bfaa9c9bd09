// An account's consents (newsletter, information about the programme): the texts the profile shows,
// in one place with their version, so a new wording is one change here (a new version, which the
// rows written from then on carry). Every change is a row of account_consents (granted or withdrawn,
// the version and the very text shown); the newest row of a topic is its state.
import { and, desc, eq, sql } from "drizzle-orm";
import type { ConsentTopic, ProfileConsent } from "../../shared/api/contract/account-profile.ts";
import { consentTopics } from "../../shared/api/contract/account-profile.ts";
import type { Lang } from "../../shared/lib/localized.ts";
import type { Db, Tx } from "../db/client.ts";
import { accountConsents } from "../db/schema.ts";

/** The version of the texts below; change it with any change of their wording. */
export const CONSENT_TEXT_VERSION = "2026-11";

export const consentTexts: Record<ConsentTopic, Record<Lang, string>> = {
  newsletter: {
    de: "Ja, ich möchte den Newsletter der Kulisse per E-Mail erhalten (höchstens einmal im Monat). Ich kann die Einwilligung jederzeit hier oder über den Link in jedem Newsletter widerrufen.",
    en: "Yes, I would like to receive the Kulisse newsletter by e-mail (at most once a month). I can withdraw this consent at any time here or through the link in every newsletter.",
  },
  information: {
    de: "Ja, ich möchte per E-Mail Informationen zum Spielplan erhalten (Premieren, Vorverkaufsstart, Zusatzvorstellungen). Ich kann die Einwilligung jederzeit hier widerrufen.",
    en: "Yes, I would like to receive information about the programme by e-mail (premieres, start of advance sales, extra performances). I can withdraw this consent at any time here.",
  },
};

export interface ConsentRow {
  topic: ConsentTopic;
  granted: boolean;
  textVersion: string;
  text: string;
  createdAt: Date;
}

/** Every consent row of the account, newest first. */
export async function consentHistory(db: Db | Tx, userId: number): Promise<ConsentRow[]> {
  return db
    .select({ topic: accountConsents.topic, granted: accountConsents.granted, textVersion: accountConsents.textVersion, text: accountConsents.text, createdAt: accountConsents.createdAt })
    .from(accountConsents)
    .where(eq(accountConsents.userId, userId))
    .orderBy(desc(accountConsents.createdAt), desc(accountConsents.id));
}

/** Each topic's current text and the account's state of it (the newest row). */
export async function currentConsents(db: Db | Tx, userId: number, lang: Lang): Promise<ProfileConsent[]> {
  const history = await consentHistory(db, userId);
  return consentTopics.map((topic) => {
    const newest = history.find((row) => row.topic === topic);
    return {
      topic,
      text: consentTexts[topic][lang],
      text_version: CONSENT_TEXT_VERSION,
      granted: newest?.granted ?? false,
      changed_at: newest ? newest.createdAt.toISOString() : null,
    };
  });
}

/**
 * Gives or withdraws a consent with the text shown in `lang`; writes a row only when the state
 * changes. The account's row is locked first, so two clicks at once cannot both write.
 */
export async function recordConsent(db: Db, userId: number, topic: ConsentTopic, granted: boolean, lang: Lang): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from users where id = ${userId} for update`);
    const [newest] = await tx
      .select({ granted: accountConsents.granted })
      .from(accountConsents)
      .where(and(eq(accountConsents.userId, userId), eq(accountConsents.topic, topic)))
      .orderBy(desc(accountConsents.createdAt), desc(accountConsents.id))
      .limit(1);
    if ((newest?.granted ?? false) === granted) return;
    await tx.insert(accountConsents).values({ userId, topic, granted, textVersion: CONSENT_TEXT_VERSION, text: consentTexts[topic][lang] });
  });
}
