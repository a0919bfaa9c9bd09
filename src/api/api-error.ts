// The one error type every API client throws: the HTTP status and the JSON body the server sent.
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
  ) {
    super(body.reason ? `${body.error}: ${body.field ?? ""} ${body.reason}` : body.error);
    this.name = "ApiError";
  }
}

/**
 * Recognises an ApiError by its shape: the server's in-process client and the SSR bundle each have
 * their own copy of this module, so `instanceof` is not enough.
 */
export function isApiError(error: unknown): error is ApiError {
  return (
    error instanceof ApiError ||
    (error instanceof Error && error.name === "ApiError" && typeof (error as ApiError).status === "number")
  );
}
