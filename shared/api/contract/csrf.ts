// The call that hands a browser its CSRF cookie (every API answer does, this one exists for it).
import { object } from "superstruct";
import { endpoint } from "../endpoint.ts";

export const csrfEndpoint = endpoint<{ ok: true }>()({ method: "GET", path: "/api/csrf/", input: object({}) });
