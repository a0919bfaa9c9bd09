// The GiroCode's payload (EPC069-12, version 002) byte for byte, and its limits.
import assert from "node:assert/strict";
import { test } from "node:test";
import { epcPayload, giroCodeSvg } from "../../server/shop/documents/girocode.ts";

test("the payload follows the standard's layout: one element a line, LF, no line after the last element", () => {
  const payload = epcPayload({ bic: "BFSWDE33BER", name: "Wikimedia Fördergesellschaft", iban: "DE33 1002 0500 0001 1947 00", amountCents: 1250, text: "Bestellung K7QX2M4P" });
  const expected = "BCD\n002\n1\nSCT\nBFSWDE33BER\nWikimedia Fördergesellschaft\nDE33100205000001194700\nEUR12.50\n\n\nBestellung K7QX2M4P";
  assert.deepEqual(Buffer.from(payload, "utf8"), Buffer.from(expected, "utf8"));
});

test("the BIC may be empty, whole euros keep two decimals, cents are padded", () => {
  const lines = (amountCents: number) => epcPayload({ bic: "", name: "Kasse", iban: "DE02120300000000202051", amountCents, text: "X" }).split("\n");
  assert.equal(lines(3900)[4], "");
  assert.equal(lines(3900)[7], "EUR39.00");
  assert.equal(lines(5)[7], "EUR0.05");
  assert.equal(lines(123456789)[7], "EUR1234567.89");
});

test("name and text are cut to 70 and 140 characters, line breaks cannot shift the elements, the whole stays within 331 bytes", () => {
  const payload = epcPayload({ bic: "", name: "N".repeat(80), iban: "DE02120300000000202051", amountCents: 100, text: "Zeile\r\neins" + "ü".repeat(200) });
  const lines = payload.split("\n");
  assert.equal(lines.length, 11);
  assert.equal(lines[5], "N".repeat(70));
  assert.ok(lines[10].startsWith("Zeile eins"));
  assert.ok(Array.from(lines[10]).length <= 140);
  assert.ok(Buffer.byteLength(payload) <= 331);
});

test("the SVG is a QR code with error correction M and a quiet zone", async () => {
  const svg = await giroCodeSvg(epcPayload({ bic: "", name: "Kasse", iban: "DE02120300000000202051", amountCents: 100, text: "X" }));
  assert.match(svg, /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 (\d+) \1"/);
  // The first dark module sits 4 modules in: the quiet zone.
  assert.match(svg, /d="M4 4\.5h7/);
});
