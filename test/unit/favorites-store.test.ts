// The favorites kept on the device (issue 16) are read defensively: whatever the stored value is
// (another version's shape, a hand-edited or broken value), the store hands out ids the favorites
// API accepts, at most as many as it takes in one call, the newest kept. Marking, cross-tab sync and
// the page are tested in the browser (test/e2e/favorites.test.ts).
import assert from "node:assert/strict";
import { test } from "node:test";
import { favoritesContract, MAX_FAVORITE_IDS } from "../../shared/api/contract/favorites.ts";
import { validateInput } from "../../shared/api/validate-input.ts";
import { FAVORITES_KEY, parseFavorites } from "../../src/components/favorites/favorites-store.ts";

const none = { events: [], productions: [] };

test("the key carries a version, so that a later shape can have its own", () => {
  assert.match(FAVORITES_KEY, /\.v\d+$/);
});

test("nothing stored, or anything but an object, is no favorites", () => {
  for (const stored of [null, "", "not json", "{", "null", "42", '"text"', "true", "[]", "[1,2]"]) {
    assert.deepEqual(parseFavorites(stored), none, String(stored));
  }
});

test("only whole ids from 1 to the largest id are kept, each once, in their order", () => {
  const stored = JSON.stringify({ events: [3, "4", -1, 0, 1.5, null, 2147483647, 2147483648, 1e21, 3, { id: 5 }, 7], productions: "12", extra: [1] });
  assert.deepEqual(parseFavorites(stored), { events: [3, 2147483647, 7], productions: [] });
  assert.deepEqual(parseFavorites('{"events":[1]}'), { events: [1], productions: [] });
});

test(`at most ${MAX_FAVORITE_IDS} of a kind: the newest (last) are kept`, () => {
  const ids = Array.from({ length: MAX_FAVORITE_IDS + 20 }, (_, index) => index + 1);
  const parsed = parseFavorites(JSON.stringify({ events: ids, productions: ids }));
  assert.equal(parsed.events.length, MAX_FAVORITE_IDS);
  assert.deepEqual(parsed.events, ids.slice(20));
  assert.deepEqual(parsed.productions, ids.slice(20));
});

test("whatever is stored, the favorites API accepts what the store hands out", () => {
  const hostile = [
    JSON.stringify({ events: Array.from({ length: 500 }, (_, index) => 2147483647 - index), productions: [0, -5, 2 ** 40, 1] }),
    JSON.stringify({ events: [Number.MAX_SAFE_INTEGER, 1], productions: Array.from({ length: 250 }, (_, index) => index) }),
  ];
  for (const stored of hostile) {
    const favorites = parseFavorites(stored);
    assert.doesNotThrow(() => validateInput(favoritesContract.favorites.input, { lang: "de", ...favorites }));
  }
});
