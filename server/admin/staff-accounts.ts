// Which rows of the users table are the staff's: the admin's account screens (list, form, password)
// reach these only; a visitor's own account (role customer) has its own screens.
import { eq, inArray } from "drizzle-orm";
import { staffRoles } from "../../shared/policies.ts";
import { users } from "../db/schema.ts";

export const staffAccount = inArray(users.role, [...staffRoles]);
export const customerAccount = eq(users.role, "customer");
