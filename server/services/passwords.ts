// Password hashes: scrypt with a random salt, stored as "salt:key" in hex.
import { randomBytes, scrypt, scryptSync, timingSafeEqual } from "node:crypto";

const KEY_LENGTH = 64;

export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  return `${salt.toString("hex")}:${scryptSync(password, salt, KEY_LENGTH).toString("hex")}`;
}

/**
 * A hash that matches no password, checked when the e-mail is unknown so both cases take as long
 * (the time is the scrypt of the check, whatever the key). Random bytes of a key's length, not a
 * scryptSync at module load, which held up every start by 50 ms.
 */
const DUMMY_HASH = `${randomBytes(16).toString("hex")}:${randomBytes(KEY_LENGTH).toString("hex")}`;

/** Whether `password` matches `stored` (or, for an unknown user, the dummy — always false). */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const [saltHex, keyHex] = (stored ?? DUMMY_HASH).split(":");
  if (!saltHex || !keyHex) return false;
  const expected = Buffer.from(keyHex, "hex");
  const actual = await new Promise<Buffer>((resolve, reject) =>
    scrypt(password, Buffer.from(saltHex, "hex"), expected.length, (error, key) => (error ? reject(error) : resolve(key))),
  );
  return stored !== null && actual.length === expected.length && timingSafeEqual(actual, expected);
}
