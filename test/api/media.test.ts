// The media library (shared/api/contract/media.ts): upload with type by magic bytes and the size limit
// while streaming, renditions served in avif/webp/jpeg, update validation, placement needs alt text in
// both languages, usage, and delete refused while used — for editors only, every write with CSRF.
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { before, test } from "node:test";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { activityLog, images, pages, productions } from "../../server/db/schema.ts";
import { mediaContract, type ImageInUseBody, type MediaImage, type MediaImageDetail, type MediaPage } from "../../shared/api/contract/media.ts";
import type { PageSaved } from "../../shared/api/editor-types.ts";
import type { ModuleData, Section } from "../../shared/api/page-content.ts";
import { testDataDir } from "../helpers/database.ts";
import { sessionCookie } from "../helpers/editor-session.ts";
import { csrfTokenFrom } from "../helpers/csrf-token.ts";
import { bytesReadByServer, sendOversizedBody } from "../helpers/raw-http.ts";
import { cutJpeg, lyingJpeg, pngHtmlPolyglot, truncatedPng } from "../helpers/broken-images.ts";
import { publishDraft } from "../helpers/publish-draft.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

// This file's own data directory, so that what is on disk is only what these tests uploaded.
process.env.TEST_DATA_DIR = path.join(testDataDir(), `media-test-${process.pid}`);
const app = sharedTestApp();
/** A token the app signed, fetched before the tests. */
let CSRF = "";
let editor = "";

before(async () => {
  await app.ready;
  CSRF = await csrfTokenFrom(app.url);
  editor = await sessionCookie(app.db, "editor");
});

type Who = "editor" | null;

function headersOf(who: Who, csrf = true): Record<string, string> {
  const headers: Record<string, string> = { Cookie: [who ? editor : "", `csrftoken=${CSRF}`].filter(Boolean).join("; ") };
  if (csrf) headers["X-CSRFToken"] = CSRF;
  return headers;
}

async function call<T>(who: Who, method: string, url: string, body?: unknown, csrf = true): Promise<{ status: number; body: T }> {
  const response = await fetch(app.url + url, { method, headers: { ...headersOf(who, csrf), "Content-Type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

async function upload(bytes: Buffer, name: string, who: Who = "editor", csrf = true, lang = "de"): Promise<{ status: number; body: MediaImage & { error?: string; field?: string; reason?: string } }> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type: "image/png" }), name);
  const response = await fetch(`${app.url}/${lang}/admin-api/media/`, { method: "POST", headers: headersOf(who, csrf), body: form });
  return { status: response.status, body: (await response.json()) as MediaImage & { field?: string; reason?: string } };
}

/** A PNG `width`×`height` with a gradient-like pattern (so encoders have something to do). */
function png(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#3b0a17"/><circle cx="${width / 3}" cy="${height / 2}" r="${height / 3}" fill="#e0b34c"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const fileOf = (url: string) => path.join(testDataDir(), "media", url.replace(/^\/media\//, ""));

const imageModule = (id: string, image: number): ModuleData => ({ id, type: "image", image, format: "original" });
const section = (id: string, ...children: ModuleData[]): Section => ({ id, layout: "100", extra_class: "", columns: [{ index: 0, classes: "", children }] });

test("the library is for editors: visitors 401 on every call, writes without the CSRF header 403", async () => {
  for (const spec of Object.values(mediaContract)) {
    const url = spec.path.replace(":lang", "de").replace(":id", "1");
    const answer = await call(null, spec.method, url, spec.method === "GET" ? undefined : {});
    assert.equal(answer.status, 401, `${spec.method} ${url}`);
  }
  assert.equal((await upload(await png(40, 30), "a.png", "editor", false)).status, 403);
  assert.equal((await call("editor", "PATCH", "/de/admin-api/media/1/", { credit: "x" }, false)).status, 403);
  assert.equal((await call("editor", "DELETE", "/de/admin-api/media/1/", undefined, false)).status, 403);
});

test("an uploaded PNG is stored once with avif, webp and jpeg renditions at the site's widths, served with their types", async () => {
  const original = await png(1500, 900);
  const { status, body } = await upload(original, "Probe Bühne 2.png");
  assert.equal(status, 201, JSON.stringify(body));
  assert.equal(body.width, 1500);
  assert.equal(body.height, 900);
  assert.equal(body.content_type, "image/png");
  assert.equal(body.bytes, original.length);
  assert.equal(body.original_name, "Probe Bühne 2.png");
  assert.equal(body.placeable, false, "no alt text yet");
  assert.match(body.url, /^\/media\/library\/[0-9a-f]{20}\/probe-buehne-2\.png$/);
  const widths = [...new Set(body.renditions.map((rendition) => rendition.width))];
  assert.deepEqual(widths, [320, 640, 960, 1280, 1500], "the site's widths below the original, then the original's own");
  assert.equal(body.renditions.length, widths.length * 3);
  const types = { avif: "image/avif", webp: "image/webp", jpeg: "image/jpeg" };
  for (const rendition of body.renditions) {
    assert.equal(rendition.height, Math.round((rendition.width * 900) / 1500), rendition.url);
    const response = await fetch(app.url + rendition.url);
    assert.equal(response.status, 200, rendition.url);
    assert.equal(response.headers.get("content-type"), types[rendition.format]);
    const bytes = Buffer.from(await response.arrayBuffer());
    assert.equal(bytes.length, rendition.bytes);
    const metadata = await sharp(bytes).metadata();
    assert.equal(metadata.width, rendition.width);
  }
  const [logged] = await app.db.select().from(activityLog).where(and(eq(activityLog.action, "media.upload"), eq(activityLog.objectId, body.id)));
  assert.ok(logged, "the upload is in the activity log");
  const listed = await call<MediaPage>("editor", "GET", "/de/admin-api/media/?query=b%C3%BChne");
  assert.equal(listed.status, 200);
  assert.equal(listed.body.results[0]?.id, body.id, "found by its file name, newest first");
});

test("a file that is not one of the image types is refused by its first bytes; one over 20 MB is 413 while streaming", async () => {
  const pdf = await upload(Buffer.from("%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n%%EOF\n"), "plakat.png");
  assert.equal(pdf.status, 400);
  assert.equal(pdf.body.field, "file");
  assert.ok(pdf.body.reason);
  const text = await upload(Buffer.from("just some text that claims to be a PNG"), "fake.png");
  assert.equal(text.status, 400);
  assert.equal(text.body.field, "file");
  // A PNG signature followed by garbage: the type matches, but sharp cannot read it.
  const broken = await upload(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(300, 9)]), "broken.png");
  assert.equal(broken.status, 400);
  assert.equal(broken.body.field, "file");
  const before = await app.db.select({ id: images.id }).from(images);
  const huge = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(21 * 1024 * 1024)]);
  const tooLarge = await upload(huge, "huge.png");
  assert.equal(tooLarge.status, 413);
  assert.equal((await app.db.select({ id: images.id }).from(images)).length, before.length, "nothing was recorded");
});

/** Every file the library and the upload folder hold, to see that a refusal left none behind. */
function filesUnder(...folders: string[]): string[] {
  return folders.flatMap((folder) => (fs.existsSync(folder) ? fs.readdirSync(folder, { recursive: true, encoding: "utf8" }).map((name) => path.join(folder, name)) : [])).sort();
}

test("an image cut short or whose header claims more than its data holds is 400 'damaged' at the file field, with nothing stored", async () => {
  const folders = [path.join(testDataDir(), "media", "library"), path.join(testDataDir(), "uploads")];
  const rowsBefore = (await app.db.select({ id: images.id }).from(images)).length;
  const filesBefore = filesUnder(...folders);
  const damaged = { error: "unreadable_image", field: "file", reason: "Die Datei ist beschädigt oder unvollständig." };
  // A PNG with a valid 7000×7000 header and 100 bytes in all (was a 500: "pngload: libspng read error").
  const truncated = await upload(await truncatedPng(), "cut.png");
  assert.deepEqual([truncated.status, truncated.body], [400, damaged]);
  // A JPEG of a few hundred bytes whose frame header claims 7740×7740 (was taken as a 60-megapixel image).
  const lying = await upload(await lyingJpeg(), "lying.jpg");
  assert.deepEqual([lying.status, lying.body], [400, damaged]);
  // A JPEG whose transfer was interrupted (libjpeg paints the missing rows grey and only warns).
  const cut = await upload(await cutJpeg(), "cut.jpg");
  assert.deepEqual([cut.status, cut.body], [400, damaged]);
  const english = await upload(await lyingJpeg(), "lying.jpg", "editor", true, "en");
  assert.deepEqual([english.status, english.body.reason], [400, "The file is damaged or incomplete."]);
  // The pixel limit holds for the header's claim before anything is decoded.
  const tooMany = await upload(await lyingJpeg(8000, 8000), "huge.jpg");
  assert.deepEqual([tooMany.status, tooMany.body], [400, { error: "unreadable_image", field: "file", reason: "Das Bild ist zu groß (höchstens 60 Millionen Pixel)." }]);
  assert.equal((await app.db.select({ id: images.id }).from(images)).length, rowsBefore, "no image was recorded");
  assert.deepEqual(filesUnder(...folders), filesBefore, "no original, rendition or partial file is left");
});

test("a PNG that is also HTML, named .html, becomes a library image named .png", async () => {
  const { status, body } = await upload(await pngHtmlPolyglot(), "plakat.html");
  assert.equal(status, 201, JSON.stringify(body));
  assert.equal(body.content_type, "image/png");
  assert.equal(body.original_name, "plakat.png");
  assert.match(body.url, /\/plakat\.png$/);
  const original = await fetch(app.url + body.url);
  assert.equal(original.headers.get("content-type"), "image/png");
  assert.equal(original.headers.get("x-content-type-options"), "nosniff");
});

test("an image far over 20 MB is 413 and the connection closes while it is still being sent: the server takes less than twice the limit", async (t) => {
  const MB = 1024 * 1024;
  const boundary = "----kulisse-media-flood";
  const before = await app.db.select({ id: images.id }).from(images);
  for (const declared of [false, true]) {
    const requestId = `media-flood-${declared ? "declared" : "chunked"}-${process.pid}`;
    const answer = await sendOversizedBody(app.url, {
      path: "/de/admin-api/media/",
      headers: { ...headersOf("editor"), "Content-Type": `multipart/form-data; boundary=${boundary}`, "X-Request-Id": requestId },
      head: Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="riesig.png"\r\n\r\n`), await png(40, 30)]),
      total: 100 * MB,
      declared,
    });
    assert.equal(answer.status, 413, answer.text.slice(0, 200));
    assert.equal(answer.body?.field, "file");
    assert.ok(answer.cutOff, `closed while the client was still sending (${answer.sent} bytes sent)`);
    const taken = await bytesReadByServer(app, requestId);
    t.diagnostic(`${declared ? "declared" : "chunked"} 100 MB: the server took ${taken} bytes, the client got ${answer.sent} bytes out`);
    assert.ok(taken < 2 * 20 * MB, `the server took ${taken} bytes`);
  }
  assert.equal((await app.db.select({ id: images.id }).from(images)).length, before.length, "nothing was recorded");
});

test("updates are checked field by field; alt text in both languages makes an image placeable", async () => {
  const { body: image } = await upload(await png(800, 600), "portrait.png");
  const tooFar = await call<{ field: string; reason: string }>("editor", "PATCH", `/de/admin-api/media/${image.id}/`, { focal_x: 120 });
  assert.equal(tooFar.status, 400);
  assert.equal(tooFar.body.field, "focal_x");
  const longAlt = await call<{ field: string }>("editor", "PATCH", `/de/admin-api/media/${image.id}/`, { alt: { de: "x".repeat(301) } });
  assert.equal(longAlt.status, 400);
  assert.equal(longAlt.body.field, "alt.de");
  const unknown = await call<{ field: string }>("editor", "PATCH", `/de/admin-api/media/${image.id}/`, { caption: "x" });
  assert.equal(unknown.status, 400);
  assert.equal(unknown.body.field, "caption");
  assert.equal((await call("editor", "PATCH", "/de/admin-api/media/999999/", { credit: "x" })).status, 404);
  const half = await call<MediaImage>("editor", "PATCH", `/de/admin-api/media/${image.id}/`, { alt: { de: "Eine Sängerin" }, focal_x: 30, focal_y: 20 });
  assert.equal(half.status, 200);
  assert.equal(half.body.placeable, false, "English is still missing");
  assert.deepEqual([half.body.focal_x, half.body.focal_y], [30, 20]);
  const whole = await call<MediaImage>("editor", "PATCH", `/de/admin-api/media/${image.id}/`, { alt: { en: "A singer" }, credit: "Foto: Test" });
  assert.deepEqual(whole.body.alt, { de: "Eine Sängerin", en: "A singer" });
  assert.equal(whole.body.credit, "Foto: Test");
  assert.equal(whole.body.placeable, true);
});

test("an image without alt text cannot be placed; a placed one is listed where it is used and cannot be deleted", async () => {
  const { body: image } = await upload(await png(700, 400), "placed.png");
  const [page] = await app.db.insert(pages).values({ path: { de: "medien-test", en: "media-test" }, title: { de: "Medientest", en: "Media test" } }).returning({ id: pages.id });
  const content = [section("s1", imageModule("m1", image.id))];
  const refused = await call<{ field: string; reason: string }>("editor", "PUT", `/de/pageeditor-api/page-content/${page.id}`, { base_version: null, sections: content });
  assert.equal(refused.status, 400);
  assert.equal(refused.body.field, "sections.m1.image");
  assert.match(refused.body.reason, /alt text/);

  await call("editor", "PATCH", `/de/admin-api/media/${image.id}/`, { alt: { de: "Bühnenbild", en: "Stage set" } });
  const saved = await call<PageSaved>("editor", "PUT", `/de/pageeditor-api/page-content/${page.id}`, { base_version: null, sections: content });
  assert.equal(saved.status, 200, JSON.stringify(saved.body));
  await publishDraft((method, path, body) => call("editor", method, path, body), page.id, saved.body.version.id);

  // The page shows it through <picture> with avif and webp sources.
  const html = await (await fetch(`${app.url}/de/medien-test`)).text();
  assert.match(html, new RegExp(`<source type="image/avif" srcSet="[^"]*/placed-640\\.avif 640w`));
  assert.match(html, /<source type="image\/webp"/);

  const detail = await call<MediaImageDetail>("editor", "GET", `/de/admin-api/media/${image.id}/`);
  assert.deepEqual(detail.body.usage, [{ kind: "page", id: page.id, title: "Medientest", field: "de.m1.image", url: "/de/medien-test" }]);
  const deleted = await call<ImageInUseBody>("editor", "DELETE", `/de/admin-api/media/${image.id}/`);
  assert.equal(deleted.status, 409);
  assert.equal(deleted.body.error, "image_in_use");
  assert.deepEqual(deleted.body.usage, detail.body.usage);
  assert.ok(fs.existsSync(fileOf(image.url)), "nothing was removed");

  // A production's own image (demo content) counts as well.
  const [production] = await app.db.select({ id: productions.id, imageId: productions.imageId }).from(productions).limit(1);
  const used = await call<ImageInUseBody>("editor", "DELETE", `/de/admin-api/media/${production.imageId}/`);
  assert.equal(used.status, 409);
  assert.ok(used.body.usage.some((place) => place.kind === "production" && place.id === production.id && place.field === "image"));
});

test("an unused image is deleted with its files", async () => {
  const { body: image } = await upload(await png(500, 500), "gone.png");
  const files = [image.url, ...image.renditions.map((rendition) => rendition.url)].map(fileOf);
  assert.ok(files.every((file) => fs.existsSync(file)));
  const answer = await call<{ id: number; deleted: boolean }>("editor", "DELETE", `/de/admin-api/media/${image.id}/`);
  assert.equal(answer.status, 200);
  assert.deepEqual(answer.body, { id: image.id, deleted: true });
  assert.ok(files.every((file) => !fs.existsSync(file)), "original and renditions are gone");
  assert.ok(!fs.existsSync(path.dirname(files[0])), "and the image's folder");
  assert.equal((await call("editor", "GET", `/de/admin-api/media/${image.id}/`)).status, 404);
  assert.equal((await (await fetch(app.url + image.renditions[0].url)).status), 404);
});
