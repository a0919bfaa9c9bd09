// Who works in the backend admin: the logged-in account and its role, which decides the screens its
// navigation offers (the editors' content, the box office's shop, an admin's everything).
import { object } from "superstruct";
import type { StaffRole } from "../../policies.ts";
import { endpoint } from "../endpoint.ts";
import { langSchema } from "../schemas.ts";

export interface AdminAccount {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  role: StaffRole;
}

export const adminAccountContract = {
  adminAccount: endpoint<AdminAccount>()({
    method: "GET",
    path: "/:lang/admin-api/account/",
    input: object({ lang: langSchema }),
    access: "openAdmin",
  }),
};
