// Who may do what: the one table every route asks (shared/policies.ts).
import assert from "node:assert/strict";
import { test } from "node:test";
import { abilities, can, roleOf, type Ability, type Role } from "../../shared/policies.ts";

const expected: Record<Ability, Role[]> = {
  readDrafts: ["editor", "admin"],
  editPages: ["editor", "admin"],
  editContent: ["editor", "admin"],
  manageNavigation: ["admin"],
  manageRedirects: ["admin"],
  editRawHtml: ["admin"],
  changeSettings: ["admin"],
  manageAccounts: ["admin"],
  openAdmin: ["editor", "box_office", "admin"],
  manageOrders: ["box_office", "admin"],
  sellTickets: ["box_office", "admin"],
  checkInTickets: ["box_office", "admin"],
  useAccount: ["customer", "editor", "box_office", "admin"],
  manageVisitorAccounts: ["admin"],
  manageVouchers: ["admin"],
};

const users = { visitor: null, customer: { role: "customer" as const }, editor: { role: "editor" as const }, box_office: { role: "box_office" as const }, admin: { role: "admin" as const } };

test("every ability is granted to exactly the roles of the table, never to visitors", () => {
  assert.deepEqual([...abilities].sort(), Object.keys(expected).sort());
  for (const ability of abilities) {
    for (const [role, user] of Object.entries(users)) {
      assert.equal(can(user, ability), expected[ability].includes(role as Role), `${role} ${ability}`);
    }
  }
});

test("a user's role is theirs; nobody logged in is a visitor", () => {
  assert.equal(roleOf(null), "visitor");
  assert.equal(roleOf(undefined), "visitor");
  assert.equal(roleOf({ role: "editor" }), "editor");
  assert.equal(roleOf({ role: "admin" }), "admin");
  assert.equal(roleOf({ role: "box_office" }), "box_office");
  assert.equal(roleOf({ role: "customer" }), "customer");
});
