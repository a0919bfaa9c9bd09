// Hostile inputs derived from superstruct schemas (the API contract's). For every field: missing,
// null, wrong types, arrays for scalars, values just outside the bounds the schema itself reveals
// when asked, PostgreSQL's integer limits, NUL, long and odd Unicode; for objects an extra field.
// Random parts come from a seeded generator, so a seed always gives the same inputs.
import { Random } from "../../server/db/seed/random.ts";

/** What the generator reads of a superstruct schema; every Struct fits. */
export interface Schema {
  type: string;
  schema: unknown;
  validate(value: unknown, options: { coerce: boolean }): readonly [unknown, unknown];
}

/** Text that goes into a URL as it is: already percent-encoded, or deliberately broken. */
export class RawUrlText {
  constructor(readonly text: string) {}
}

/** Text that goes into a JSON body as it is (`1e400`, 5,000 nested arrays), not as a JSON string. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** A field value that leaves the field out. */
export const OMIT = Symbol("omit");

export interface FuzzInput {
  /** What was changed, for the report: "id = 2147483648". */
  label: string;
  input: Record<string, unknown>;
}

/** A seeded stream of numbers in [0, 1): the demo seed's PRNG, so a run can be repeated. */
export function seededRandom(seed: number): () => number {
  const random = new Random(seed);
  return () => random.next();
}

/** Whether the schema takes the value; a value too deep for superstruct's recursion counts as refused. */
export function accepts(struct: Schema, value: unknown): boolean {
  try {
    const [error] = struct.validate(value, { coerce: true });
    return !error;
  } catch {
    return false;
  }
}

/** The fields of an object schema (`object`, `type`, or a refinement of either), or null. */
export function fieldsOf(struct: Schema): Record<string, Schema> | null {
  return (struct.type === "object" || struct.type === "type") && struct.schema ? (struct.schema as Record<string, Schema>) : null;
}

/** Values that fit many schemas, tried in order when nothing better is known. */
const candidates: Record<string, unknown[]> = {
  integer: [1, 2, 10, 0],
  number: [1, 0],
  string: ["fuzz", "de", "a", "1", "01-06-2026", "page:1", "fuzz@example.org", "fuzz-password-123", "productions"],
  boolean: [true],
};

/**
 * A value the schema accepts: `known[name]` when it fits, else the first candidate of its type that
 * does, else undefined (the field is then left out, or the endpoint is only fuzzed as it comes).
 */
export function validValueOf(struct: Schema, name: string, known: Record<string, unknown> = {}): unknown {
  const tries: unknown[] = [];
  if (name in known) tries.push(known[name]);
  const fields = fieldsOf(struct);
  if (fields) tries.push(validObjectOf(struct, known));
  else if (struct.type === "enums") tries.push(...Object.values(struct.schema as Record<string, unknown>));
  else if (struct.type === "literal") tries.push(struct.schema);
  else if (struct.type === "array") {
    const element = struct.schema ? validValueOf(struct.schema as Schema, name, known) : "fuzz";
    tries.push([element]);
  } else if (struct.type === "record") tries.push({});
  tries.push(...(candidates[struct.type] ?? []), "fuzz", 1, {}, [], null);
  return tries.find((value) => value !== undefined && accepts(struct, value));
}

/** Every field with a valid value; fields without one are left out (fine when they are optional). */
export function validObjectOf(struct: Schema, known: Record<string, unknown> = {}): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fieldsOf(struct) ?? {})) {
    const value = validValueOf(field, name, known);
    if (value !== undefined) result[name] = value;
  }
  return result;
}

/** The highest (or lowest) value in [from, to] the predicate holds for, given it holds at `from`. */
function edge(holds: (n: number) => boolean, from: number, to: number): number {
  let [good, bad] = [from, to];
  while (Math.abs(bad - good) > 1) {
    const middle = Math.trunc(good + (bad - good) / 2);
    if (holds(middle)) good = middle;
    else bad = middle;
  }
  return good;
}

const LIMIT = 2 ** 53;

/** The smallest and largest whole number the schema takes, by asking it; undefined where unbounded. */
export function numberBounds(struct: Schema, sample: number): { min?: number; max?: number } {
  const holds = (n: number) => accepts(struct, n);
  if (!holds(sample)) return {};
  return { min: holds(-LIMIT) ? undefined : edge(holds, sample, -LIMIT), max: holds(LIMIT) ? undefined : edge(holds, sample, LIMIT) };
}

/**
 * The longest text (or list) the schema takes, made by `make(length)`, up to `ceiling`; undefined
 * where that much is taken (longer ones are sent anyway).
 */
export function lengthBound(struct: Schema, make: (length: number) => unknown, sampleLength: number, ceiling: number): number | undefined {
  const holds = (n: number) => accepts(struct, make(n));
  if (!holds(sampleLength)) return undefined;
  return holds(ceiling) ? undefined : edge(holds, sampleLength, ceiling);
}

/** Deep nesting as raw JSON: arrays by default, or objects `{"a":{"a":…}}`. */
export function deepJson(depth: number, kind: "array" | "object" = "array"): RawJson {
  return kind === "array" ? new RawJson("[".repeat(depth) + "]".repeat(depth)) : new RawJson('{"a":'.repeat(depth) + "1" + "}".repeat(depth));
}

/** Texts PostgreSQL, JavaScript's string handling or a URL may choke on. */
function oddTexts(random: () => number): [string, string][] {
  const randomText = (length: number) =>
    Array.from({ length }, () => {
      const point = Math.floor(random() * 0x10ffff) + 1;
      // Lone surrogates are among the odd texts below; here only whole characters.
      return point >= 0xd800 && point <= 0xdfff ? "?" : String.fromCodePoint(point);
    }).join("");
  return [
    ["NUL inside", "a\u0000b"],
    ["only NUL", "\u0000"],
    ["lone high surrogate", "x\uD800y"],
    ["lone low surrogate", "\uDFFF"],
    ["byte order mark", "\uFEFFfuzz"],
    ["right-to-left override", "\u202Efuzz.exe"],
    ["family emoji", "👩‍👩‍👧‍👦"],
    ["500 combining accents", "e" + "\u0301".repeat(500)],
    ["noncharacters", "\uFFFF\uFFFE"],
    ["control characters", "\u0001\u001F\u007F\u0085\u2028"],
    ["line breaks", "a\r\nb\tc"],
    ["case-changing letters", "İß".repeat(40)],
    ["astral letters", "𝔘𝔫𝔦𝔠𝔬𝔡𝔢"],
    ["quotes and SQL", "' OR '1'='1' --"],
    ["LIKE wildcards", "%_\\"],
    ["HTML", "<script>alert(1)</script>"],
    ["path climb", "../../../etc/passwd"],
    ["templates", "{{7*7}}${7*7}"],
    ["prototype name", "__proto__"],
    ["random Unicode", randomText(16)],
    ["random Unicode, long", randomText(400)],
  ];
}

/** Broken or surprising percent-encodings, for path and query only. */
export const rawUrlTexts: [string, RawUrlText][] = [
  ["%00", new RawUrlText("%00")],
  ["truncated UTF-8 %E0%A4%A", new RawUrlText("%E0%A4%A")],
  ["encoded surrogate %ED%A0%80", new RawUrlText("%ED%A0%80")],
  ["invalid UTF-8 %FF%FE", new RawUrlText("%FF%FE")],
  ["lone %", new RawUrlText("%")],
  ["%zz", new RawUrlText("%zz")],
  ["overlong / %C0%AF", new RawUrlText("%C0%AF")],
  ["encoded slash", new RawUrlText("..%2F..%2Fx")],
];

const INT32_MAX = 2 ** 31 - 1;

function numberMutations(struct: Schema, valid: unknown): [string, unknown][] {
  const sample = typeof valid === "number" ? valid : 1;
  const bounds = numberBounds(struct, sample);
  const result: [string, unknown][] = [];
  if (bounds.min !== undefined) result.push(["min", bounds.min], ["min - 1", bounds.min - 1]);
  if (bounds.max !== undefined) result.push(["max", bounds.max], ["max + 1", bounds.max + 1]);
  result.push(
    ["0", 0],
    ["-1", -1],
    ["2^31 - 1", INT32_MAX],
    ["2^31", INT32_MAX + 1],
    ["-2^31 - 1", -INT32_MAX - 2],
    ["2^53 + 1", new RawJson("9007199254740993")],
    ["2^53 + 1 as digits", "9007199254740993"],
    ["2^63 as digits", "9223372036854775808"],
    ["2^63", 2 ** 63],
    ["-2^63", -(2 ** 63)],
    ["2^64 as digits", "18446744073709551616"],
    ["1e23", 1e23],
    ["1e23 as text", "1e23"],
    ["1e400 (infinite)", new RawJson("1e400")],
    ["1.5", 1.5],
    ["1.5 as text", "1.5"],
    ["-0", new RawJson("-0")],
    ["hex", "0x10"],
    ["padded", " 1 "],
    ["leading zeros", "0001"],
    ["Arabic digits", "١٢"],
    ["NaN", "NaN"],
    ["Infinity", "Infinity"],
    ["digits with NUL", "1\u00002"],
  );
  return result;
}

function stringMutations(struct: Schema, valid: unknown, random: () => number): [string, unknown][] {
  const unit = typeof valid === "string" && valid.length > 0 ? valid[0] : "a";
  const longest = lengthBound(struct, (n) => unit.repeat(n), typeof valid === "string" ? valid.length : 1, 1 << 16);
  const result: [string, unknown][] = [["empty", ""], ["space only", "   "]];
  if (longest !== undefined) result.push(["longest", unit.repeat(longest)], ["longest + 1", unit.repeat(longest + 1)]);
  result.push(["5,000 characters", unit.repeat(5000)], ["60,000 characters", unit.repeat(60_000)], ["number", 1], ["2^31 as text", String(INT32_MAX + 1)]);
  if (typeof valid === "string") result.push(["valid + NUL", `${valid}\u0000`], ["valid with NUL inside", valid.slice(0, 1) + "\u0000" + valid.slice(1)]);
  return result.concat(oddTexts(random));
}

function enumMutations(struct: Schema): [string, unknown][] {
  const first = String(Object.values((struct.schema as Record<string, unknown>) ?? {})[0] ?? "x");
  return [
    ["upper case", first.toUpperCase()],
    ["with a space", `${first} `],
    ["with NUL", `${first}\u0000`],
    ["inherited name", "constructor"],
    ["prototype name", "__proto__"],
    ["number", 1],
  ];
}

/** Values for a field that takes anything (`unknown()`, records' values, custom types). */
function anythingMutations(): [string, unknown][] {
  return [
    ["NUL text", "a\u0000b"],
    ["NUL key", { "a\u0000": 1 }],
    ["nested NUL", { a: [{ b: "x\u0000" }] }],
    ["2^31", 2 ** 31],
    ["2^63", 2 ** 63],
    ["1e400", new RawJson("1e400")],
    ["lone surrogate", "\uD800"],
    ["5,000 nested arrays", deepJson(5000)],
    ["5,000 nested objects", deepJson(5000, "object")],
    ["prototype key", new RawJson('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}')],
    ["object with type", { type: "x\u0000", content: [{ type: "text", text: "\u0000" }] }],
  ];
}

function recordMutations(): [string, unknown][] {
  return [
    ["empty key", { "": 1 }],
    ["NUL in key", { "a\u0000b": "x" }],
    ["NUL in value", { title: "a\u0000b" }],
    ["1,000-character key", { ["k".repeat(1000)]: 1 }],
    ["2,000 keys", Object.fromEntries(Array.from({ length: 2000 }, (_, index) => [`k${index}`, index]))],
    ["2^31 value", { id: 2 ** 31 }],
    ["array value", { title: ["a", "b"] }],
    ["deep value", { title: deepJson(5000) }],
    ["prototype keys", new RawJson('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"hasOwnProperty":1}')],
  ];
}

/**
 * Mutated values for one field: [label, value], value OMIT to leave the field out. `valid` is a value
 * the field takes (bounds are searched from it); nested objects and lists are mutated inside too.
 */
export function valueMutations(struct: Schema, valid: unknown, random: () => number, depth = 0): [string, unknown][] {
  const result: [string, unknown][] = [
    ["missing", OMIT],
    ["null", null],
    ["empty object", {}],
    ["true", true],
  ];
  const type = struct.type;
  if (type !== "array") result.push(["array for the value", valid === undefined ? ["x"] : [valid]], ["array of two", [valid ?? 1, valid ?? 1]]);
  const fields = fieldsOf(struct);
  if (fields) {
    const base = (valid && typeof valid === "object" ? valid : {}) as Record<string, unknown>;
    result.push(["extra field", { ...base, fuzz_extra: 1 }], ["text for the object", "x"], ["array for the object", []]);
    if (depth < 2)
      for (const [name, field] of Object.entries(fields))
        for (const [label, value] of valueMutations(field, base[name], random, depth + 1)) {
          const copy = { ...base };
          if (value === OMIT) delete copy[name];
          else copy[name] = value;
          result.push([`.${name} ${label}`, copy]);
        }
    return result;
  }
  switch (type) {
    case "integer":
    case "number":
      return result.concat(numberMutations(struct, valid), oddTexts(random).slice(0, 2));
    case "string":
      return result.concat(stringMutations(struct, valid, random));
    case "enums":
    case "literal":
      return result.concat(enumMutations(struct), oddTexts(random).slice(0, 3));
    case "boolean":
      return result.concat([["true as text", "true"], ["1", 1], ["NUL", "\u0000"]]);
    case "record":
      return result.concat(recordMutations(), anythingMutations());
    case "array": {
      const element = struct.schema as Schema | null;
      const elementValid = Array.isArray(valid) && valid.length ? valid[0] : validValueOf(element ?? struct, "", {});
      const longest = lengthBound(struct, (n) => Array.from({ length: n }, () => elementValid), Array.isArray(valid) ? valid.length : 1, 1 << 10);
      result.push(["empty list", []], ["list of null", [null]], ["text for the list", "x"], ["number for the list", 1], ["nested lists", [[elementValid]]], ["5,000 nested arrays", deepJson(5000)]);
      if (longest !== undefined) result.push(["longest + 1", Array.from({ length: longest + 1 }, () => elementValid)]);
      result.push(["10,000 items", Array.from({ length: 10_000 }, () => elementValid)]);
      if (element && depth < 2)
        for (const [label, value] of valueMutations(element, elementValid, random, depth + 1)) if (value !== OMIT) result.push([`[0] ${label}`, [value]]);
      return result;
    }
    default:
      return result.concat(anythingMutations(), oddTexts(random).slice(0, 4));
  }
}

/** How fuzzInputs treats a field schema that earlier endpoints share (the language, ids, page numbers). */
export interface Repeats {
  /** Whether this field's schema was fuzzed in full before, in the same place (path, query or body); marks it fuzzed. */
  seenBefore(name: string, field: Schema): boolean;
  /** The value as the server will see it (query and path values arrive as text). */
  arriving(name: string, value: unknown): unknown;
  /** How many of the values the schema refuses to send again; every value it takes is sent (it reaches this handler). */
  keep: number;
}

/**
 * The fuzz inputs of an object schema: its valid input, then for each field every mutation of that
 * field with the others valid, and the whole input with an extra field. A shared field schema fuzzed
 * before (see Repeats) gets the values it takes and a seeded sample of the others.
 */
export function fuzzInputs(
  struct: Schema,
  options: { known?: Record<string, unknown>; seed: number; urlFields?: readonly string[]; pathFields?: readonly string[]; repeats?: Repeats },
): FuzzInput[] {
  const random = seededRandom(options.seed);
  const valid = validObjectOf(struct, options.known);
  const inputs: FuzzInput[] = [{ label: "valid", input: valid }, { label: "extra field", input: { ...valid, fuzz_extra: "x\u0000" } }];
  const fields = Object.entries(fieldsOf(struct) ?? {});
  const pathFields = options.pathFields ?? [];
  const inPath = Object.fromEntries(Object.entries(valid).filter(([name]) => pathFields.includes(name)));
  // With a required field beside the path's, an optional field is also sent alone: a check across
  // fields must not trip over the ones that are missing.
  const alone = fields.some(([name, field]) => !pathFields.includes(name) && !accepts(field, undefined));
  for (const [name, field] of fields) {
    let mutations = valueMutations(field, valid[name], random);
    // Path parameters and query fields also get URL texts no JSON value can make.
    if (options.urlFields?.includes(name)) mutations.push(...rawUrlTexts);
    const { repeats } = options;
    if (repeats?.seenBefore(name, field)) {
      const arriving = (value: unknown) => repeats.arriving(name, value === OMIT ? undefined : value);
      const taken = mutations.filter(([, value]) => !(value instanceof RawUrlText) && accepts(field, arriving(value)));
      const refused = mutations.filter((mutation) => !taken.includes(mutation));
      mutations = [...taken, ...Array.from({ length: Math.min(repeats.keep, refused.length) }, () => refused.splice(Math.floor(random() * refused.length), 1)[0])];
    }
    for (const [label, value] of mutations) {
      const input = { ...valid };
      if (value === OMIT) delete input[name];
      else input[name] = value;
      inputs.push({ label: `${name} ${label}`, input });
    }
    if (alone && !pathFields.includes(name) && accepts(field, undefined))
      for (const [label, value] of mutations) if (value !== OMIT) inputs.push({ label: `${name} ${label}, alone`, input: { ...inPath, [name]: value } });
  }
  return inputs;
}

/**
 * Mutations of a real value (a stored item, a page's sections) at its leaves: each chosen leaf
 * becomes NUL text, 2^31, a long text, a list or deep JSON in turn. At most `limit` leaves, picked
 * with the seeded generator.
 */
export function leafMutations(sample: unknown, options: { seed: number; limit: number }): { label: string; value: unknown }[] {
  const leaves: (string | number)[][] = [];
  const walk = (value: unknown, path: (string | number)[]) => {
    if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...path, index]));
    else if (value && typeof value === "object") for (const [key, item] of Object.entries(value)) walk(item, [...path, key]);
    else leaves.push(path);
  };
  walk(sample, []);
  const random = seededRandom(options.seed);
  const chosen = leaves.length <= options.limit ? leaves : Array.from({ length: options.limit }, () => leaves[Math.floor(random() * leaves.length)]);
  const replacements: [string, unknown][] = [
    ["NUL", "a\u0000b"],
    ["2^31", 2 ** 31],
    ["20,000 characters", "x".repeat(20_000)],
    ["list", ["a", 1]],
    ["500 nested arrays", deepJson(500)],
  ];
  const result: { label: string; value: unknown }[] = [];
  for (const path of chosen)
    for (const [label, replacement] of replacements) {
      const copy = structuredClone(sample);
      if (path.length === 0) result.push({ label, value: replacement });
      else {
        let parent = copy as Record<string | number, unknown>;
        for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
        parent[path[path.length - 1]] = replacement;
        result.push({ label: `${path.join(".")} ${label}`, value: copy });
      }
    }
  return result;
}
