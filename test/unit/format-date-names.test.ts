// format-date.ts writes out the day and month names it used to take from date-fns's locales (so that
// visitors' pages load no date-fns): the words must stay exactly date-fns's.
import assert from "node:assert/strict";
import { test } from "node:test";
import { de, enGB } from "date-fns/locale";
import { dateNames } from "../../src/lib/format-date.ts";

const locales = { de, en: enGB };

for (const lang of ["de", "en"] as const) {
  test(`${lang}: day and month names are date-fns's`, () => {
    const { localize } = locales[lang];
    for (const width of ["short", "abbreviated", "wide"] as const) {
      assert.deepEqual(dateNames[lang].day[width], [0, 1, 2, 3, 4, 5, 6].map((day) => localize.day(day as 0, { width, context: "formatting" })), `days, ${width}`);
    }
    for (const width of ["abbreviated", "wide"] as const) {
      assert.deepEqual(dateNames[lang].month[width], [...Array(12).keys()].map((month) => localize.month(month as 0, { width, context: "formatting" })), `months, ${width}`);
    }
  });
}
