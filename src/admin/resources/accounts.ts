// The accounts of editors, the box office and admins (spec §6). Admins only. An account is never deleted, only
// deactivated (the activity log keeps its author); its password is set on its own screen
// (`/admin/accounts/{id}/password`) and never shown or sent back.
import { enums, object, refine, string } from "superstruct";
import { flag, plainText } from "../admin-field-schemas.ts";
import { defineResource } from "../define-resource.ts";

const roles = [
  { value: "editor", label: { de: "Redaktion", en: "Editor" } },
  { value: "box_office", label: { de: "Theaterkasse", en: "Box office" } },
  { value: "admin", label: { de: "Administration", en: "Admin" } },
];

export const email = refine(string(), "e-mail", (value) => {
  if (value.trim() === "") return "is required";
  if (value.length > 254) return "must be at most 254 characters";
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) || "must be a valid e-mail address";
});

const username = refine(string(), "username", (value) => {
  if (value.trim() === "") return "is required";
  if (value.length > 60) return "must be at most 60 characters";
  return /^[a-z0-9][a-z0-9._-]*$/i.test(value) || "must start with a letter and use only letters, digits, - and _";
});

export const accountsResource = defineResource({
  name: "accounts",
  label: { de: "Konten", en: "Accounts" },
  singular: { de: "Konto", en: "Account" },
  group: "site",
  ability: "manageAccounts",
  deletable: false,
  fields: [
    { name: "email", kind: "text", required: true, maxLength: 254, label: { de: "E-Mail", en: "E-mail" } },
    { name: "username", kind: "text", required: true, maxLength: 60, label: { de: "Benutzername", en: "Username" } },
    { name: "first_name", kind: "text", maxLength: 100, label: { de: "Vorname", en: "First name" } },
    { name: "last_name", kind: "text", maxLength: 100, label: { de: "Nachname", en: "Last name" } },
    { name: "role", kind: "select", options: roles, required: true, label: { de: "Rolle", en: "Role" } },
    {
      name: "is_active",
      kind: "boolean",
      label: { de: "Aktiv", en: "Active" },
      help: { de: "Ein deaktiviertes Konto kann sich nicht anmelden; seine Sitzungen enden sofort.", en: "A deactivated account cannot log in; its sessions end at once." },
    },
  ],
  schema: object({
    email,
    username,
    first_name: plainText(100),
    last_name: plainText(100),
    role: enums(roles.map((role) => role.value)),
    is_active: flag,
  }),
  defaults: { email: "", username: "", first_name: "", last_name: "", role: "editor", is_active: true },
  columns: ["email", "role", "is_active"],
  title: (values) => [values.first_name, values.last_name].filter(Boolean).join(" ") || String(values.username ?? ""),
  itemLinks: [{ path: "/password", label: { de: "Passwort festlegen", en: "Set password" } }],
});
