// The profile part of the user area (issue 26 point 2): the account's name, address and phone (the
// checkout pre-fills from them), its consents (newsletter, information about the programme) with
// when each was given, the download of all data about the account (GDPR Art. 15/20) and the
// deletion of the account (orders kept anonymized for bookkeeping).
import { boolean, enums, object, refine, size, string } from "superstruct";
import { endpoint, type FileAnswer } from "../endpoint.ts";
import { langSchema } from "../schemas.ts";
import { SESSION_COOKIE } from "./session.ts";

export const profileLimits = {
  /** Characters of a first or last name (as the checkout allows). */
  name: 100,
  street: 200,
  postalCode: 20,
  city: 100,
  country: 100,
  /** Characters of a phone number (as the checkout allows). */
  phone: 40,
  password: 200,
} as const;

export const consentTopics = ["newsletter", "information"] as const;
export type ConsentTopic = (typeof consentTopics)[number];

// One line of text: no control characters (a line break, a tab, an escape sequence) in a name or an address.
// eslint-disable-next-line no-control-regex -- finding them is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;
const line = (max: number, required = false) =>
  refine(size(string(), 0, max), "one line of text", (value) => {
    if (CONTROL_CHARACTER.test(value)) return "must not contain control characters (line breaks, tabs)";
    if (required && value.trim() === "") return "must not be empty";
    return true;
  });

export const profileFields = ["first_name", "last_name", "street", "postal_code", "city", "country", "phone"] as const;
export type ProfileField = (typeof profileFields)[number];

/** The account's contact details as the profile shows and saves them. */
export interface ProfileDetails {
  first_name: string;
  last_name: string;
  street: string;
  postal_code: string;
  city: string;
  country: string;
  phone: string;
}

/** One consent: its current text and version, and whether (and since when) the account has given it. */
export interface ProfileConsent {
  topic: ConsentTopic;
  text: string;
  text_version: string;
  granted: boolean;
  /** When the consent was last given or withdrawn (ISO 8601), null when never. */
  changed_at: string | null;
}

export interface AccountProfile {
  email: string;
  details: ProfileDetails;
  consents: ProfileConsent[];
  /** Whether the account may delete itself here (customers; staff accounts are deactivated by an admin). */
  may_delete: boolean;
}

export const PHONE_PATTERN = /^\+?[0-9 ()/-]*$/;

const phone = refine(line(profileLimits.phone), "phone number", (value) => {
  const trimmed = value.trim();
  return trimmed === "" || (PHONE_PATTERN.test(trimmed) && trimmed.replace(/\D/g, "").length >= 3) || "must be a phone number (digits, spaces, + ( ) / -)";
});

export const accountProfileContract = {
  accountProfile: endpoint<AccountProfile>()({
    method: "GET",
    path: "/:lang/api/account/profile/",
    input: object({ lang: langSchema }),
    access: "useAccount",
  }),
  /** Saves name, address and phone; only the name is required. */
  saveAccountProfile: endpoint<AccountProfile>()({
    method: "PUT",
    path: "/:lang/api/account/profile/",
    input: object({
      lang: langSchema,
      first_name: line(profileLimits.name, true),
      last_name: line(profileLimits.name, true),
      street: line(profileLimits.street),
      postal_code: line(profileLimits.postalCode),
      city: line(profileLimits.city),
      country: line(profileLimits.country),
      phone,
    }),
    access: "useAccount",
  }),
  /** Gives or withdraws one consent with the text shown now; a change writes a row, the same answer twice writes none. */
  saveAccountConsent: endpoint<AccountProfile>()({
    method: "PUT",
    path: "/:lang/api/account/consents/:topic/",
    input: object({ lang: langSchema, topic: enums(consentTopics), granted: boolean() }),
    access: "useAccount",
  }),
  /** Everything stored about the account, as a JSON file (attachment). */
  accountDataExport: endpoint<FileAnswer>()({
    method: "GET",
    path: "/:lang/api/account/data-export/",
    input: object({ lang: langSchema }),
    access: "useAccount",
    answer: "file",
  }),
  /** Deletes the account (the password confirms it) and ends the session; 403 for staff accounts. */
  deleteAccount: endpoint<{ ok: true; home_url: string }>()({
    method: "POST",
    path: "/:lang/api/account/delete/",
    input: object({ lang: langSchema, password: size(string(), 1, profileLimits.password) }),
    access: "useAccount",
    status: 200,
    cookies: [SESSION_COOKIE],
  }),
};
