// The demo's editor, box office and admin accounts. Passwords are stored as scrypt hashes ("salt:key", hex).
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
}

export async function seedUsers(ctx: SeedContext): Promise<SeededUsers> {
  const [editorId, adminId, boxOfficeId] = await insertAll(ctx.tx, users, [
    {
      email: "redaktion@kulisse.example",
      username: "redaktion",
      firstName: "Lisa",
      lastName: "Marten",
      passwordHash: hashPassword(demoPassword()),
      role: "editor",
      hasDashboardOnlineAccess: false,
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
      createdAt: ctx.now,
    },
  ]);
  return { editorId, adminId, boxOfficeId };
}
