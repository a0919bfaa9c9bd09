// The visitors' busiest queries run as named prepared statements, built once per query shape.
// PostgreSQL plans the calendar's six-table join in about 1.8 ms and runs it in 0.3 ms; prepared,
// each pool connection plans it once and, after five runs, keeps a generic plan. Drizzle took
// another quarter of a millisecond to build each query's text; a kept statement skips that too.
// The statement's name is a hash of its SQL text, so one name never stands for two texts (pg refuses
// that). Only for queries with few shapes, their values as placeholders (`sql.placeholder`): a
// statement stays prepared as long as its connection lives.
import { createHash } from "node:crypto";

interface Preparable<Statement> {
  toSQL(): { sql: string };
  prepare(name: string): Statement;
}

/** Per database handle (tests run apps on several in one process), per shape key. */
const statements = new WeakMap<object, Map<string, unknown>>();

/**
 * The prepared statement for `shape` on `db`: `build()` is called the first time only, and the
 * statement is run with `execute({ placeholder: value, … })`. Every query `build` can return for one
 * `shape` must be the same text.
 */
export function preparedStatement<Statement>(db: object, shape: string, build: () => Preparable<Statement>): Statement {
  let byShape = statements.get(db);
  if (!byShape) statements.set(db, (byShape = new Map()));
  let statement = byShape.get(shape) as Statement | undefined;
  if (!statement) {
    const query = build();
    statement = query.prepare(statementName(query.toSQL().sql));
    byShape.set(shape, statement);
  }
  return statement;
}

/**
 * Runs `query` as the prepared statement named after its SQL text: for a query whose shape depends
 * on more than a few keys. Drizzle builds the text each time; PostgreSQL plans it once per connection.
 * Only for texts of bounded variety (no IN list of varying length).
 */
export function runPrepared<Result>(query: Preparable<{ execute(): Promise<Result> }>): Promise<Result> {
  return query.prepare(statementName(query.toSQL().sql)).execute();
}

function statementName(text: string): string {
  return `k_${createHash("sha256").update(text).digest("base64url").slice(0, 24)}`;
}
