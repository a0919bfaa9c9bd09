// The demo's editor, box office and admin accounts, and one visitor's own account (a customer). Passwords are stored as scrypt hashes ("salt:key", hex).
// Without DEMO_EDITOR_PASSWORD the password is random and never shown, so the accounts are locked
// until someone sets one.
import crypto from "node:crypto";
import { users } from "../schema.ts";
import { hashPassword } from "../../services/passwords.ts";
import type { SeedContext } from "./context.ts";
import { insertAll } from "./context.ts";

function demoPassword(): string {
  return process.env.DEMO_EDITOR_PASSWORD || crypto.randomBytes(24).toString("base64url");
}

export interface SeededUsers {
  editorId: number;
  adminId: number;
  boxOfficeId: number;
  customerId: number;
}

export async function seedUsers(ctx: SeedContext): Promise<SeededUsers> {
  const [editorId, adminId, boxOfficeId, customerId] = await insertAll(ctx.tx, users, [
    {
      email: "redaktion@kulisse.example",
      username: "redaktion",
      firstName: "Lisa",
      lastName: "Marten",
      passwordHash: hashPassword(demoPassword()),
      role: "editor",
      hasDashboardOnlineAccess: false,
      emailConfirmedAt: ctx.now,
      createdAt: ctx.now,
    },
    {
      email: "admin@kulisse.example",
      username: "admin",
      firstName: "Jens",
      lastName: "Albers",
      passwordHash: hashPassword(demoPassword()),
      role: "admin",
      hasDashboardOnlineAccess: true,
      emailConfirmedAt: ctx.now,
      createdAt: ctx.now,
    },
    {
      email: "kasse@kulisse.example",
      username: "kasse",
      firstName: "Ute",
      lastName: "Brandt",
      passwordHash: hashPassword(demoPassword()),
      role: "box_office",
      hasDashboardOnlineAccess: false,
      emailConfirmedAt: ctx.now,
      createdAt: ctx.now,
    },
    {
      email: "besucherin@kulisse.example",
      username: "besucherin@kulisse.example",
      firstName: "Marie",
      lastName: "Sommer",
      passwordHash: hashPassword(demoPassword()),
      role: "customer",
      hasDashboardOnlineAccess: false,
      emailConfirmedAt: ctx.now,
      city: "Bremen",
      createdAt: ctx.now,
    },
  ]);
  return { editorId, adminId, boxOfficeId, customerId };
}
