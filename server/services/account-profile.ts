// The account's own contact details (name, address, phone) as the profile shows and saves them; the
// checkout reads the same users columns to pre-fill its form.
import { eq } from "drizzle-orm";
import type { AccountProfile, ProfileDetails } from "../../shared/api/contract/account-profile.ts";
import type { Lang } from "../../shared/lib/localized.ts";
import { isStaff } from "../../shared/policies.ts";
import type { Db } from "../db/client.ts";
import { users } from "../db/schema.ts";
import { currentConsents } from "./account-consents.ts";

/** The contact details of a users row. */
export function profileDetailsOf(user: typeof users.$inferSelect): ProfileDetails {
  return { first_name: user.firstName, last_name: user.lastName, street: user.street, postal_code: user.postalCode, city: user.city, country: user.country, phone: user.phone };
}

/** The profile of the account `userId` in `lang` (the consents' texts), or null when it is gone. */
export async function accountProfile(db: Db, userId: number, lang: Lang): Promise<AccountProfile | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  return {
    email: user.email,
    details: profileDetailsOf(user),
    consents: await currentConsents(db, userId, lang),
    may_delete: !isStaff(user),
  };
}

/** Saves the details, each trimmed (the contract has checked length and characters). */
export async function saveProfileDetails(db: Db, userId: number, details: ProfileDetails): Promise<void> {
  const trim = (value: string) => value.trim();
  await db
    .update(users)
    .set({
      firstName: trim(details.first_name),
      lastName: trim(details.last_name),
      street: trim(details.street),
      postalCode: trim(details.postal_code),
      city: trim(details.city),
      country: trim(details.country),
      phone: trim(details.phone),
    })
    .where(eq(users.id, userId));
}
