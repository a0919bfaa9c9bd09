// The account working in the backend admin; the router made sure it may open it.
import type { Handlers } from "./types.ts";

export const adminAccountHandlers: Handlers<"adminAccount"> = {
  adminAccount: async (_input, ctx) => {
    const user = ctx.user!;
    return { id: user.id, username: user.username, first_name: user.firstName, last_name: user.lastName, role: user.role };
  },
};
