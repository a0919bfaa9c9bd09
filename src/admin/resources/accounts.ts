// The accounts of editors, the box office and admins (spec §6). Admins only. An account is never deleted, only
// deactivated (the activity log keeps its author); its password is set on its own screen
// (`/admin/accounts/{id}/password`) and never shown or sent back.
import { refine, string } from "superstruct";
import { defineResource } from "../define-resource.ts";

const roles = [
  { value: "editor", label: { de: "Redaktion", en: "Editor" } },
  { value: "box_office", label: { de: "Theaterkasse", en: "Box office" } },
  { value: "admin", label: { de: "Administration", en: "Admin" } },
];

const emailAddress = refine(string(), "e-mail", (value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) || "must be a valid e-mail address");

const username = refine(string(), "username", (value) => /^[a-z0-9][a-z0-9._-]*$/i.test(value) || "must start with a letter and use only letters, digits, - and _");

export const accountsResource = defineResource({
  name: "accounts",
  label: { de: "Konten", en: "Accounts" },
  singular: { de: "Konto", en: "Account" },
  group: "site",
  ability: "manageAccounts",
  deletable: false,
  fields: [
    { name: "email", kind: "text", required: true, maxLength: 254, check: emailAddress, label: { de: "E-Mail", en: "E-mail" } },
    { name: "username", kind: "text", required: true, maxLength: 60, check: username, label: { de: "Benutzername", en: "Username" } },
    { name: "first_name", kind: "text", maxLength: 100, label: { de: "Vorname", en: "First name" } },
    { name: "last_name", kind: "text", maxLength: 100, label: { de: "Nachname", en: "Last name" } },
    { name: "role", kind: "select", options: roles, required: true, default: "editor", label: { de: "Rolle", en: "Role" } },
    {
      name: "is_active",
      kind: "boolean",
      default: true,
      label: { de: "Aktiv", en: "Active" },
      help: { de: "Ein deaktiviertes Konto kann sich nicht anmelden; seine Sitzungen enden sofort.", en: "A deactivated account cannot log in; its sessions end at once." },
    },
  ],
  columns: ["email", "role", "is_active"],
  title: (values) => [values.first_name, values.last_name].filter(Boolean).join(" ") || String(values.username ?? ""),
  itemLinks: [{ path: "/password", label: { de: "Passwort festlegen", en: "Set password" } }],
});
