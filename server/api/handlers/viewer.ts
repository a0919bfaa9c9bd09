// Who is looking, as the services need it: whether drafts (offline items) may be shown, and when.
import { can } from "../../../shared/policies.ts";
import type { RequestContext } from "../request-context.ts";

export const viewerOf = (ctx: RequestContext) => ({ isEditor: can(ctx.user, "readDrafts"), now: ctx.now() });
