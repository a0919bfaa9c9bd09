// The 400 of values an admin form sent that the definition or a binding's check refused. A file of
// its own: the item writes (admin-items.ts) and the bindings' hooks (resource-stores.ts) both throw it.
import { ApiError } from "../../shared/api/api-error.ts";
import type { AdminFailure } from "../../shared/api/contract/admin.ts";

/** The 400 for failing values: the first failure as `field`, then all of them. */
export function invalidValues(failures: AdminFailure[]): ApiError {
  return new ApiError(400, { error: "invalid_input", field: `values.${failures[0].field}`, reason: failures[0].reason, failures });
}

/** The 400 for one field a binding's check refused (`field` without the `values.` prefix). */
export function invalidValue(field: string, reason: string): ApiError {
  return invalidValues([{ field, reason }]);
}
