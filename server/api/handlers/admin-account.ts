// The account working in the backend admin; the router made sure it may open it (staff only).
import { ApiError } from "../../../shared/api/api-error.ts";
import { isStaff } from "../../../shared/policies.ts";
import type { Handlers } from "./types.ts";

export const adminAccountHandlers: Handlers<"adminAccount"> = {
  adminAccount: async (_input, ctx) => {
    const user = ctx.user;
    if (!isStaff(user)) throw new ApiError(403, { error: "forbidden", reason: "staff only" });
    return { id: user.id, username: user.username, first_name: user.firstName, last_name: user.lastName, role: user.role };
  },
};
