// Visitors' own accounts (issue 26): sign-up with double opt-in, the confirmation link, resending
// it, password reset by mail, and the settings of a signed-in account (e-mail, password, language).
// Sign-up, resend and reset answer the same whether or not the address has an account.
import { coerce, enums, literal, object, refine, size, string } from "superstruct";
import { endpoint } from "../endpoint.ts";
import type { UserDetails } from "../types.ts";
import { id, langSchema } from "../schemas.ts";
import { SESSION_COOKIE } from "./session.ts";

/** A new password: long enough to resist guessing, short enough to hash quickly. */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;

const emailAddress = refine(
  coerce(size(string(), 3, 254), string(), (value) => value.trim().toLowerCase()),
  "email",
  (value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) || "must be an e-mail address",
);
const newPassword = size(string(), PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH);
const name = coerce(size(string(), 1, 100), string(), (value) => value.trim());
const token = size(string(), 10, 200);

/** The same answer for every address: the mail (if any) goes out after it. */
export interface MailRequested {
  ok: true;
}

export interface AccountSettings {
  email: string;
  preferred_lang: "de" | "en";
  /** Staff addresses are changed by an admin, not here. */
  email_editable: boolean;
}

export const accountsContract = {
  /** Creates an unconfirmed visitor account and mails the confirmation link (202, the same for a known address). */
  signUp: endpoint<MailRequested>()({
    method: "POST",
    path: "/:lang/api/account/sign-up/",
    input: object({ lang: langSchema, first_name: name, last_name: name, email: emailAddress, password: newPassword, accept_terms: literal(true) }),
    status: 202,
  }),
  /** Mails the confirmation link again to an unconfirmed account's address (202 whatever the address). */
  resendConfirmation: endpoint<MailRequested>()({
    method: "POST",
    path: "/:lang/api/account/resend-confirmation/",
    input: object({ lang: langSchema, email: emailAddress }),
    status: 202,
  }),
  /** Confirms the address with the mail's token and signs the visitor in (410 for a used, expired or unknown link). */
  confirmAccount: endpoint<UserDetails>()({
    method: "POST",
    path: "/:lang/api/account/confirm/",
    input: object({ lang: langSchema, token }),
    status: 200,
    cookies: [SESSION_COOKIE],
  }),
  /** Mails a password reset link (202 whatever the address). */
  requestPasswordReset: endpoint<MailRequested>()({
    method: "POST",
    path: "/:lang/api/account/password-reset/",
    input: object({ lang: langSchema, email: emailAddress }),
    status: 202,
  }),
  /** Sets a new password with the reset mail's token; every session of the account ends (410 for a bad link). */
  resetPassword: endpoint<{ ok: true }>()({
    method: "POST",
    path: "/:lang/api/account/password-reset/confirm/",
    input: object({ lang: langSchema, token, password: newPassword }),
    status: 200,
  }),
  /** The signed-in account's settings. */
  accountSettings: endpoint<AccountSettings>()({
    method: "GET",
    path: "/:lang/api/account/settings/",
    input: object({ lang: langSchema }),
    access: "useAccount",
  }),
  /** A new password (the current one required); the account's other sessions end, this browser gets a new one. */
  changePassword: endpoint<{ ok: true }>()({
    method: "POST",
    path: "/:lang/api/account/password/",
    input: object({ lang: langSchema, current_password: size(string(), 1, PASSWORD_MAX_LENGTH), password: newPassword }),
    status: 200,
    access: "useAccount",
    cookies: [SESSION_COOKIE],
  }),
  /** Mails a confirmation link to the new address and a notice to the old one (visitor accounts only). */
  changeEmail: endpoint<MailRequested>()({
    method: "POST",
    path: "/:lang/api/account/email/",
    input: object({ lang: langSchema, email: emailAddress, current_password: size(string(), 1, PASSWORD_MAX_LENGTH) }),
    status: 202,
    access: "useAccount",
  }),
  /** Confirms the new address with the mail's token (410 for a bad link, 409 when the address is taken by now). */
  confirmEmailChange: endpoint<{ ok: true; email: string }>()({
    method: "POST",
    path: "/:lang/api/account/email/confirm/",
    input: object({ lang: langSchema, token }),
    status: 200,
  }),
  /** The language of the account's mails. */
  setPreferredLang: endpoint<AccountSettings>()({
    method: "PUT",
    path: "/:lang/api/account/language/",
    input: object({ lang: langSchema, preferred_lang: enums(["de", "en"]) }),
    access: "useAccount",
  }),
  /** The admin mails an unconfirmed visitor account its confirmation link again (409 once confirmed). */
  adminResendConfirmation: endpoint<{ ok: true; email: string }>()({
    method: "POST",
    path: "/:lang/admin-api/visitor-accounts/:id/resend-confirmation/",
    input: object({ lang: langSchema, id }),
    status: 200,
    access: "manageVisitorAccounts",
  }),
};
