// Issue 14 "No 500 from any input": requests derived from the API contract's schemas (wrong types,
// bounds ± 1, 2^31, 2^63, NUL, long and odd Unicode, arrays for scalars, missing and extra fields,
// broken and deeply nested JSON) for every endpoint anyone may call, as the role that reaches its handler.
// Any answer of 500 or more, no answer, or a stack trace in an answer fails. The harness and the
// other fuzz files: test/helpers/fuzz-app.ts, fuzz-*.test.ts.
import { callerOf, fuzzApp, testServerStillAnswers } from "../helpers/fuzz-app.ts";
import { testEndpoints } from "../helpers/fuzz-endpoint-requests.ts";

const fuzz = fuzzApp({ samples: true });

testEndpoints(fuzz, "API: every endpoint anyone may call, fuzzed from its schema, answers without 500 or a stack trace", (endpoint) => callerOf(endpoint) === "visitor");

testServerStillAnswers(fuzz);
