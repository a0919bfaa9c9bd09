// An error with an HTTP status and a JSON body that is safe to show to the client.
import type { ErrorBody } from "../../src/api/api-error.ts";

export class HttpError extends Error {
  constructor(
    public readonly status: number,
    public readonly body: ErrorBody,
  ) {
    super(body.reason ? `${body.error}: ${body.reason}` : body.error);
    this.name = "HttpError";
  }
}

export const notFound = (what = "not found") => new HttpError(404, { error: what });
export const badRequest = (field: string, reason: string) => new HttpError(400, { error: "invalid_input", field, reason });
export const forbidden = (reason: string) => new HttpError(403, { error: "forbidden", reason });
