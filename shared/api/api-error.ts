// The one error of the API, on both sides: the server throws it with a status and a JSON body that
// is safe to show, and every client (HTTP or in-process) throws it with what the server answered.
export interface ErrorBody {
  error: string;
  field?: string;
  reason?: string;
  [key: string]: unknown;
}

export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly body: ErrorBody,
    /** Response headers that belong to the answer, e.g. Retry-After on a 429. */
    public readonly headers: Record<string, string> = {},
  ) {
    super(body.reason ? `${body.error}: ${body.field ?? ""} ${body.reason}` : body.error);
    this.name = "ApiError";
  }
}

export const notFound = (what = "not found") => new ApiError(404, { error: what });
export const badRequest = (field: string, reason: string) => new ApiError(400, { error: "invalid_input", field, reason });
export const forbidden = (reason: string) => new ApiError(403, { error: "forbidden", reason });

/**
 * Recognises an ApiError by its shape: the server and its SSR bundle each have their own copy of
 * this module, so `instanceof` is not enough.
 */
export function isApiError(error: unknown): error is ApiError {
  return (
    error instanceof ApiError ||
    (error instanceof Error && error.name === "ApiError" && typeof (error as ApiError).status === "number")
  );
}
