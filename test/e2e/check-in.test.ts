// Check-in at the door in Chromium on the production build: an admin picks tonight's performance,
// types a ticket's code (as a hardware scanner does: keys, then Enter) and sees "valid" in large
// type, then "already used" for the same code, then refusals; focus is back in the empty code field
// each time, the count goes up, axe finds nothing at 375 and 1280 px in each answer state. The camera
// path runs with a fake BarcodeDetector and a fake camera stream injected before the page's scripts:
// the scan loop reads a code once (not again while it stays in view), the camera stops with its
// button and when the screen is left, and a refused camera or a browser without a detector is said.
import assert from "node:assert/strict";
import { before, test } from "node:test";
import { eq } from "drizzle-orm";
import type { Page } from "puppeteer-core";
import { events } from "../../server/db/schema.ts";
import { axeViolations } from "../helpers/axe.ts";
import { openAdminPage } from "../helpers/admin-page.ts";
import { sharedBrowser } from "../helpers/browser.ts";
import { sessionCookie } from "../helpers/editor-session.ts";
import { placeTestOrder, stagePerformances, type StagedPerformance } from "../helpers/check-in-orders.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
const chromium = sharedBrowser();
let tonight: StagedPerformance;
let other: StagedPerformance;
let title = "";

before(async () => {
  await app.ready;
  [tonight, other] = await stagePerformances(app.db, 2, { capacity: 50 });
  // Tonight's performance begins now: today's by any clock the test runs at (sessions keep the real one).
  await app.db.update(events).set({ dateStart: new Date() }).where(eq(events.id, tonight.eventId));
  const { body } = await app.getJson<{ title: string }>(`/de/api/events/${tonight.eventId}/`);
  title = body.title;
});

async function openDoor(path: string, options: { width?: number; fakeCamera?: "works" | "denied" | "no-detector" } = {}) {
  const context = await chromium.browser.createBrowserContext();
  const opened = await openAdminPage(
    app,
    {
      async newPage() {
        const page = await context.newPage();
        if (options.fakeCamera) await page.evaluateOnNewDocument(fakeCamera(options.fakeCamera));
        return page;
      },
    },
    path,
    { role: "admin", bypassCsp: true, width: options.width ?? 375 },
  );
  return { ...opened, close: () => context.close() };
}

/**
 * Runs in the page before its scripts: a BarcodeDetector that reads `window.fakeQr.code`, and a camera
 * that films a canvas (or refuses). Plain JavaScript text: a function would carry the test runner's
 * transpiled helpers, which the page does not have.
 */
const fakeCamera = (mode: "works" | "denied" | "no-detector") => `(() => {
  const state = { code: "", detections: 0, stream: null };
  window.fakeQr = state;
  if (${JSON.stringify(mode)} === "no-detector") {
    delete window.BarcodeDetector;
  } else {
    window.BarcodeDetector = class {
      static async getSupportedFormats() { return ["qr_code", "ean_13"]; }
      async detect() {
        state.detections++;
        return state.code ? [{ rawValue: state.code, format: "qr_code" }] : [];
      }
    };
  }
  const getUserMedia = async () => {
    if (${JSON.stringify(mode)} === "denied") throw new DOMException("Permission denied", "NotAllowedError");
    const canvas = document.createElement("canvas");
    canvas.width = 320;
    canvas.height = 240;
    const context = canvas.getContext("2d");
    let shade = 0;
    const paint = () => {
      shade = (shade + 8) % 256;
      context.fillStyle = "rgb(" + shade + ", 80, 120)";
      context.fillRect(0, 0, 320, 240);
      requestAnimationFrame(paint);
    };
    paint();
    state.stream = canvas.captureStream(30);
    return state.stream;
  };
  Object.defineProperty(MediaDevices.prototype, "getUserMedia", { value: getUserMedia, configurable: true, writable: true });
})();`;

/** Types the code into the field as a person or a hardware scanner does, then Enter. */
async function typeCode(page: Page, code: string) {
  await page.focus("#check-in-code");
  await page.keyboard.type(code);
  await page.keyboard.press("Enter");
}

/** Waits for an answer panel of that kind; its live region's role and its words. */
async function answerOf(page: Page, kind: string): Promise<{ region: string | null; text: string }> {
  const panel = await page.waitForSelector(`.check-in-answer[data-kind="${kind}"]`);
  return panel!.evaluate((element) => ({ region: element.parentElement?.getAttribute("role") ?? null, text: element.textContent ?? "" }));
}

async function noAxeViolations(page: Page, state: string) {
  for (const width of [375, 1280]) {
    await page.setViewport({ width, height: 900 });
    assert.deepEqual(await axeViolations(page), [], `${state} at ${width} px`);
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true, `no sideways scrolling: ${state} at ${width} px`);
  }
  await page.setViewport({ width: 375, height: 900 });
}

const countText = (page: Page) => page.$eval(".check-in-count__value", (element) => element.textContent);

test("typed codes: tonight's performance is picked, a ticket is valid, then already used, other tickets are refused; focus returns, axe passes", async () => {
  const paid = await placeTestOrder(app.db, tonight, { status: "paid", tickets: 2, firstName: "Clara", lastName: "Schumann" });
  const elsewhere = await placeTestOrder(app.db, other, { status: "paid" });
  const unpaid = await placeTestOrder(app.db, tonight, { status: "reserved" });
  const { page, problems, close } = await openDoor("/admin/check-in");
  try {
    assert.equal(await page.$eval("h1", (heading) => heading.textContent), "Einlass");
    const today = await page.$eval("#check-in-today + ul", (list) => list.textContent ?? "");
    assert.ok(today.includes(title), `tonight's performance is under "Heute": ${today}`);
    assert.ok(today.includes("0 von 2 eingelassen"));
    await noAxeViolations(page, "choosing the performance");
    await page.screenshot({ path: "/tmp/check-in-choice.png", fullPage: true });

    await Promise.all([page.waitForSelector("#check-in-code"), page.click(`a[href="/admin/check-in?event=${tonight.eventId}"]`)]);
    assert.equal(await countText(page), "0 von 2");
    const secret = paid.secrets[0];
    await typeCode(page, `${secret.slice(0, 4).toLowerCase()} ${secret.slice(4, 8)}-${secret.slice(8)}`);
    const valid = await answerOf(page, "valid");
    assert.equal(valid.region, "status", "a valid ticket is announced politely");
    assert.match(valid.text, /Gültig – Einlass/);
    assert.match(valid.text, /Clara Schumann · Parkett · Vollpreis/);
    assert.equal(await page.evaluate(() => document.activeElement?.id), "check-in-code", "focus is back in the code field");
    assert.equal(await page.$eval("#check-in-code", (input) => (input as HTMLInputElement).value), "", "the field is empty for the next code");
    assert.equal(await countText(page), "1 von 2");
    await page.screenshot({ path: "/tmp/check-in-valid.png", fullPage: true });
    await noAxeViolations(page, "valid");

    await typeCode(page, secret);
    const used = await answerOf(page, "already_used");
    assert.equal(used.region, "alert", "a used ticket is announced at once");
    assert.match(used.text, /Bereits benutzt/);
    assert.match(used.text, /Eingelassen .* von /);
    assert.equal(await page.$(`.check-in-answer[data-kind="valid"]`), null, "the earlier answer is gone");
    assert.equal(await page.evaluate(() => document.activeElement?.id), "check-in-code");
    await page.screenshot({ path: "/tmp/check-in-used.png", fullPage: true });
    await noAxeViolations(page, "already used");

    await typeCode(page, elsewhere.secrets[0]);
    const wrong = await answerOf(page, "wrong_performance");
    assert.equal(wrong.region, "alert");
    assert.match(wrong.text, /Falsche Vorstellung/);
    await page.screenshot({ path: "/tmp/check-in-wrong.png", fullPage: true });
    await noAxeViolations(page, "wrong performance");

    await typeCode(page, unpaid.secrets[0]);
    assert.match((await answerOf(page, "unpaid")).text, /Nicht bezahlt/);
    await typeCode(page, "NOTATICKET99");
    assert.match((await answerOf(page, "unknown")).text, /Unbekannter Code/);
    assert.equal(await countText(page), "1 von 2");
    assert.deepEqual(problems, []);
  } finally {
    await close();
  }
});

test("the camera: the scan loop reads a code once while it stays in view, the next ticket is read, the camera stops with its button and when the screen is left", async () => {
  const paid = await placeTestOrder(app.db, tonight, { status: "paid", tickets: 2 });
  const { page, problems, close } = await openDoor(`/admin/check-in?event=${tonight.eventId}`, { fakeCamera: "works" });
  try {
    const checks: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().includes("/admin-api/check-in/")) checks.push(request.postData() ?? "");
    });
    await page.click(".check-in-camera__toggle");
    await page.waitForFunction(() => document.querySelector(".check-in-camera__message")?.textContent?.includes("QR-Code"));
    assert.equal(await page.$eval(".check-in-camera__video", (video) => (video as HTMLVideoElement).hidden), false);

    await page.evaluate((code) => ((window as unknown as { fakeQr: { code: string } }).fakeQr.code = code), paid.secrets[0]);
    assert.match((await answerOf(page, "valid")).text, /Gültig/);
    // The ticket stays in front of the camera for many more frames: no second check.
    const seen = await page.evaluate(() => (window as unknown as { fakeQr: { detections: number } }).fakeQr.detections);
    await page.waitForFunction((after) => (window as unknown as { fakeQr: { detections: number } }).fakeQr.detections > after + 30, {}, seen);
    assert.equal(checks.length, 1, "one check while the ticket is in view");
    assert.ok(await page.$(`.check-in-answer[data-kind="valid"]`), "still the valid answer");

    await page.evaluate((code) => ((window as unknown as { fakeQr: { code: string } }).fakeQr.code = code), paid.secrets[1].toLowerCase());
    await page.waitForFunction((words) => document.querySelector('.check-in-answer[data-kind="valid"]')?.textContent?.includes(words), {}, `Ticket 2 der Bestellung ${paid.code}`);
    assert.equal(checks.length, 2);
    assert.ok(checks[1].includes(paid.secrets[1]), "the scanned code is sent normalized");

    await page.click(".check-in-camera__toggle");
    assert.equal(await page.evaluate(() => (window as unknown as { fakeQr: { stream: MediaStream } }).fakeQr.stream.getTracks().every((track) => track.readyState === "ended")), true, "the button stops the camera");

    await page.click(".check-in-camera__toggle");
    await page.waitForFunction(() => (window as unknown as { fakeQr: { stream: MediaStream } }).fakeQr.stream?.getTracks().some((track) => track.readyState === "live"));
    await Promise.all([page.waitForSelector("#check-in-today"), page.click(".check-in-performance a")]);
    assert.equal(await page.evaluate(() => (window as unknown as { fakeQr: { stream: MediaStream } }).fakeQr.stream.getTracks().every((track) => track.readyState === "ended")), true, "leaving the screen stops the camera");
    assert.deepEqual(problems, []);
  } finally {
    await close();
  }
});

test("without camera permission, or in a browser that cannot read QR codes, the screen says so and typing still works", async () => {
  for (const [mode, words] of [
    ["denied", /Zugriff auf die Kamera ist nicht erlaubt/],
    ["no-detector", /kann keine QR-Codes lesen/],
  ] as const) {
    const { page, close } = await openDoor(`/admin/check-in?event=${tonight.eventId}`, { fakeCamera: mode });
    try {
      await page.click(".check-in-camera__toggle");
      await page.waitForSelector(".check-in-camera__message--problem");
      assert.match(await page.$eval(".check-in-camera__message--problem", (element) => element.textContent ?? ""), words, mode);
      assert.deepEqual(await axeViolations(page), [], mode);
      await typeCode(page, "NOTATICKET99");
      await answerOf(page, "unknown");
    } finally {
      await close();
    }
  }
});

test("without JavaScript the code field is a plain form and the page answers, here in English", async () => {
  const paid = await placeTestOrder(app.db, tonight, { status: "paid" });
  const context = await chromium.browser.createBrowserContext();
  try {
    const page = await context.newPage();
    const [name, value] = (await sessionCookie(app.db, "admin")).split("=");
    await page.setCookie({ name, value, url: app.url });
    await page.setJavaScriptEnabled(false);
    await page.goto(`${app.url}/admin/check-in?event=${tonight.eventId}&lang=en`);
    assert.equal(await page.$eval("h1", (heading) => heading.textContent), "Check-in");
    await page.type("#check-in-code", paid.secrets[0]);
    await Promise.all([page.waitForNavigation(), page.click(".check-in-form button[type=submit]")]);
    assert.match(await page.$eval('.check-in-answer[data-kind="valid"]', (element) => element.textContent ?? ""), /Valid – admit/);
    await page.type("#check-in-code", paid.secrets[0]);
    await Promise.all([page.waitForNavigation(), page.click(".check-in-form button[type=submit]")]);
    assert.match(await page.$eval('[role="alert"] .check-in-answer[data-kind="already_used"]', (element) => element.textContent ?? ""), /Already used/);
  } finally {
    await context.close();
  }
});

test("the hub shows an admin sold / reserved / free per performance and the reservations lapsing soon, axe passes at 375 and 1280 px", async () => {
  const due = await placeTestOrder(app.db, other, { status: "reserved", tickets: 2, releaseInSeconds: 3 * 3600, firstName: "Fanny", lastName: "Hensel" });
  const { page, problems, close } = await openDoor("/de/cms-hub");
  try {
    assert.ok(await page.$("#hub-sales"), "the sales part is there");
    const row = await page.$eval(`.hub-sales tr[data-event-id="${other.eventId}"]`, (element) => [...element.querySelectorAll("td")].map((cell) => cell.textContent));
    // 50 seats: 1 sold in the first test, 2 held for this reservation.
    assert.deepEqual(row, ["1", "2", "47"]);
    const link = await page.$eval(`.hub-sales a[href="/admin/orders/${due.id}"]`, (element) => element.closest("li")?.textContent ?? "");
    assert.match(link, new RegExp(`Bestellung ${due.code} · Fanny Hensel · 2 Karten · Zahlung an der Kasse`));
    await (await page.$(".hub-sales"))!.screenshot({ path: "/tmp/hub-sales.png" });
    await noAxeViolations(page, "the hub");
    assert.deepEqual(problems, []);
  } finally {
    await close();
  }
});
