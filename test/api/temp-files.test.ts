// POST /{lang}/api/temp-files/: one file per upload, type told by content, size limit, CSRF, rate
// limit — and on every refusal nothing stays behind: no row, no file.
import assert from "node:assert/strict";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { test } from "node:test";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { tempFiles } from "../../server/db/schema.ts";
import { uploadsSettled } from "../../server/http/uploads/multipart-upload.ts";
import { testDataDir } from "../helpers/database.ts";
import { cutJpeg, lyingJpeg, pngHtmlPolyglot, truncatedPng } from "../helpers/broken-images.ts";
import { bytesReadByServer, pipelined, sendOversizedBody } from "../helpers/raw-http.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

// This file's own data directory, so that what is on disk is only what these tests uploaded.
process.env.TEST_DATA_DIR = path.join(testDataDir(), `temp-files-test-${process.pid}`);
const uploads = path.join(testDataDir(), "uploads");

const app = sharedTestApp();

const MB = 1024 * 1024;
/** A small real image (images are decoded in full before they are taken). */
const image = (format: "png" | "jpeg" | "gif" | "webp") => sharp({ create: { width: 24, height: 16, channels: 3, background: "#3b0a17" } })[format]().toBuffer();
const png = await image("png");
const samples = {
  pdf: { bytes: Buffer.from("%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n%%EOF\n"), type: "application/pdf", extension: "pdf" },
  jpeg: { bytes: await image("jpeg"), type: "image/jpeg", extension: "jpg" },
  png: { bytes: png, type: "image/png", extension: "png" },
  gif: { bytes: await image("gif"), type: "image/gif", extension: "gif" },
  webp: { bytes: await image("webp"), type: "image/webp", extension: "webp" },
};

let token: string | undefined;
async function csrfToken(): Promise<string> {
  if (token) return token;
  const response = await fetch(`${app.url}/api/csrf/`);
  token = /csrftoken=([^;]+)/.exec(response.headers.get("set-cookie") ?? "")?.[1];
  assert.ok(token);
  return token;
}

async function csrfHeaders(): Promise<Record<string, string>> {
  const value = await csrfToken();
  return { Cookie: `csrftoken=${value}`, "X-CSRFToken": value };
}

function fileForm(bytes: Buffer, name: string, claimed = "application/octet-stream", field = "file"): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type: claimed }), name);
  return form;
}

async function upload(body: FormData | string, options: { lang?: string; headers?: Record<string, string> } = {}) {
  const response = await fetch(`${app.url}/${options.lang ?? "de"}/api/temp-files/`, {
    method: "POST",
    body,
    headers: options.headers ?? (await csrfHeaders()),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> };
}

/** A raw request, written in pieces (to cut boundaries apart) and optionally without Content-Length. */
function rawUpload(
  body: Buffer | (() => AsyncGenerator<Buffer>),
  boundary: string,
  options: { headers: Record<string, string>; chunk?: number; localAddress?: string },
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${app.url}/de/api/temp-files/`,
      {
        method: "POST",
        localAddress: options.localAddress,
        headers: {
          ...options.headers,
          "Content-Type": `multipart/form-data; boundary=${boundary}`,
          ...(Buffer.isBuffer(body) ? { "Content-Length": String(body.length) } : { "Transfer-Encoding": "chunked" }),
        },
      },
      (response) => {
        const parts: Buffer[] = [];
        response.on("data", (part: Buffer) => parts.push(part));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: JSON.parse(Buffer.concat(parts).toString("utf8")) }));
      },
    );
    // The server may answer before it has read everything; an early answer is what we test.
    request.on("error", (error: NodeJS.ErrnoException) => (error.code === "EPIPE" || error.code === "ECONNRESET" ? undefined : reject(error)));
    (async () => {
      if (Buffer.isBuffer(body)) {
        const size = options.chunk ?? body.length;
        for (let at = 0; at < body.length; at += size) {
          if (!request.write(body.subarray(at, at + size))) await new Promise((done) => request.once("drain", done));
        }
      } else {
        for await (const piece of body()) {
          if (request.destroyed) break;
          if (!request.write(piece)) await new Promise((done) => request.once("drain", done));
        }
      }
      request.end();
    })().catch(reject);
  });
}

function multipartBody(boundary: string, parts: { name: string; filename?: string; bytes: Buffer }[], close = true): Buffer {
  const pieces: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ""}`;
    pieces.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\nContent-Type: application/octet-stream\r\n\r\n`), part.bytes, Buffer.from("\r\n"));
  }
  if (close) pieces.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(pieces);
}

const filesOnDisk = () => (fs.existsSync(uploads) ? fs.readdirSync(uploads).sort() : []);
const rowCount = async () => (await app.db.select({ id: tempFiles.id }).from(tempFiles)).length;

/** Runs `action` and checks that it left no row and no file behind. */
async function leavesNothing(action: () => Promise<void>): Promise<void> {
  const [rowsBefore, filesBefore] = [await rowCount(), filesOnDisk()];
  await action();
  assert.equal(await rowCount(), rowsBefore, "no temp_files row");
  assert.deepEqual(filesOnDisk(), filesBefore, "no file left in uploads/");
}

test("a PNG upload answers 201 with id, name, size and type, and is stored under a server-made name", async () => {
  const { status, body } = await upload(fileForm(png, "Teilnehmer Liste.png", "image/png"));
  assert.equal(status, 201);
  assert.deepEqual(Object.keys(body).sort(), ["content_type", "id", "name", "size"]);
  assert.equal(body.name, "Teilnehmer Liste.png");
  assert.equal(body.size, png.length);
  assert.equal(body.content_type, "image/png");
  const [row] = await app.db.select().from(tempFiles).where(eq(tempFiles.id, body.id as number));
  assert.equal(row.formEntryId, null);
  assert.match(row.storedName, /^[0-9a-f]{32}\.png$/);
  assert.deepEqual(fs.readFileSync(path.join(uploads, row.storedName)), png);
  assert.ok(!filesOnDisk().some((name) => name.endsWith(".part")), "no partial file left");
});

test("PDF, JPEG, GIF and WebP are told by their first bytes, whatever name and type the browser claims, and named for it", async () => {
  for (const [kind, sample] of Object.entries(samples)) {
    const { status, body } = await upload(fileForm(sample.bytes, `scan-${kind}.txt`, "text/plain"));
    assert.equal(status, 201, kind);
    assert.equal(body.content_type, sample.type, kind);
    assert.equal(body.name, `scan-${kind}.${sample.extension}`, "the extension comes from the content");
    const [row] = await app.db.select().from(tempFiles).where(eq(tempFiles.id, body.id as number));
    assert.ok(row.storedName.endsWith(`.${sample.extension}`), `${kind} is stored as .${sample.extension}`);
    assert.equal(row.contentType, sample.type);
    assert.equal(row.originalName, body.name);
  }
});

test("a PNG that is also an HTML page, named x.html, is kept and named as the PNG it is", async () => {
  const { status, body } = await upload(fileForm(await pngHtmlPolyglot(), "x.html", "text/html"));
  assert.equal(status, 201, JSON.stringify(body));
  assert.deepEqual([body.name, body.content_type], ["x.png", "image/png"]);
  const [row] = await app.db.select().from(tempFiles).where(eq(tempFiles.id, body.id as number));
  assert.equal(row.originalName, "x.png");
  assert.match(row.storedName, /^[0-9a-f]{32}\.png$/);
});

test("the original name is kept without folders, control characters or reserved characters", async () => {
  const { status, body } = await upload(fileForm(png, "..\\..\\etc/pass<w>d\t |x?.png"));
  assert.equal(status, 201);
  assert.equal(body.name, "pass_w_d _x_.png");
  const nameless = await upload(fileForm(png, "..."));
  assert.equal(nameless.body.name, "upload.png");
});

test("an image cut short or whose header claims more than its data holds is 400 'damaged' at the file field, nothing stored", async () => {
  await leavesNothing(async () => {
    for (const [name, bytes] of [["cut.png", await truncatedPng()], ["lying.jpg", await lyingJpeg()], ["cut.jpg", await cutJpeg()]] as const) {
      const { status, body } = await upload(fileForm(bytes, name, "image/jpeg"));
      assert.deepEqual([status, body], [400, { error: "unreadable_image", field: "file", reason: "Die Datei ist beschädigt oder unvollständig." }], name);
    }
    const english = await upload(fileForm(await lyingJpeg(), "lying.jpg"), { lang: "en" });
    assert.deepEqual([english.status, english.body.reason], [400, "The file is damaged or incomplete."]);
  });
});

test("a text file named .png is refused by its content: 400 for the file field, nothing stored", async () => {
  await leavesNothing(async () => {
    const { status, body } = await upload(fileForm(Buffer.from("just some text, not an image at all"), "photo.png", "image/png"));
    assert.equal(status, 400);
    assert.deepEqual(body, { error: "invalid_input", field: "file", reason: "Bitte wählen Sie eine PDF-, JPEG-, PNG-, GIF- oder WebP-Datei." });
    // A type we do not take (HTML, ZIP) is refused the same way, also when it would be long.
    const html = await upload(fileForm(Buffer.from("<!doctype html><script>alert(1)</script>".repeat(2000)), "x.pdf", "application/pdf"));
    assert.equal(html.status, 400);
    const zip = await upload(fileForm(Buffer.from([0x50, 0x4b, 0x03, 0x04, ...Buffer.alloc(40)]), "brief.docx"));
    assert.equal(zip.status, 400);
  });
});

test("a missing, empty or non-file `file` part and a non-multipart body are 400 for the file field", async () => {
  await leavesNothing(async () => {
    const other = new FormData();
    other.append("note", "hello");
    for (const body of [other, fileForm(Buffer.alloc(0), "empty.pdf"), (() => {
      const form = new FormData();
      form.append("file", "not a file");
      return form;
    })()]) {
      const answer = await upload(body);
      assert.equal(answer.status, 400);
      assert.equal(answer.body.field, "file");
      assert.equal(answer.body.reason, "Bitte wählen Sie eine Datei aus.");
    }
    const json = await upload(JSON.stringify({ file: "x" }), { headers: { ...(await csrfHeaders()), "Content-Type": "application/json" } });
    assert.deepEqual([json.status, json.body.field], [400, "file"]);
  });
});

test("two files in one upload are refused and neither is kept", async () => {
  await leavesNothing(async () => {
    const form = fileForm(png, "one.png");
    form.append("file", new Blob([samples.pdf.bytes]), "two.pdf");
    const { status, body } = await upload(form);
    assert.deepEqual([status, body.field, body.reason], [400, "file", "Bitte laden Sie genau eine Datei hoch."]);
  });
});

test("a file over 10 MB is 413 JSON, with nothing stored and no file left — declared or streamed", async () => {
  const big = Buffer.concat([png, Buffer.alloc(10 * MB + 1 - png.length, 1)]);
  await leavesNothing(async () => {
    // Declared: the Content-Length alone is enough to refuse.
    const { status, body } = await upload(fileForm(big, "big.png", "image/png"));
    assert.equal(status, 413);
    assert.deepEqual(body, { error: "payload too large", field: "file", reason: "Die Datei ist zu groß (höchstens 10 MB)." });
  });
  await leavesNothing(async () => {
    // Streamed without a length: refused while reading, after part of it was written to disk.
    const boundary = "----kulisse-big";
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\n\r\n`);
    const answer = await rawUpload(
      async function* () {
        yield head;
        yield png;
        for (let sent = 0; sent < 11 * MB; sent += 256 * 1024) yield Buffer.alloc(256 * 1024, 2);
        yield Buffer.from(`\r\n--${boundary}--\r\n`);
      },
      boundary,
      { headers: await csrfHeaders() },
    );
    assert.equal(answer.status, 413);
    assert.equal(answer.body.field, "file");
  });
});

test("exactly 10 MB is accepted", async () => {
  const { status, body } = await upload(fileForm(Buffer.concat([samples.pdf.bytes, Buffer.alloc(10 * MB - samples.pdf.bytes.length, 0x20)]), "programm.pdf"));
  assert.equal(status, 201);
  assert.equal(body.size, 10 * MB);
});

test("without the CSRF header (or with a wrong one) an upload is 403 and nothing is stored", async () => {
  await leavesNothing(async () => {
    const none = await upload(fileForm(png, "a.png"), { headers: {} });
    assert.equal(none.status, 403);
    assert.equal(none.body.error, "forbidden");
    const value = await csrfToken();
    const wrong = await upload(fileForm(png, "a.png"), { headers: { Cookie: `csrftoken=${value}`, "X-CSRFToken": `${value.slice(1)}x` } });
    assert.equal(wrong.status, 403);
  });
});

test("a body that ends before its closing boundary is 400 and leaves no partial file", async () => {
  await leavesNothing(async () => {
    const boundary = "----kulisse-cut";
    const body = multipartBody(boundary, [{ name: "file", filename: "cut.png", bytes: Buffer.concat([png, Buffer.alloc(100_000, 3)]) }], false);
    const answer = await rawUpload(body, boundary, { headers: await csrfHeaders() });
    assert.deepEqual([answer.status, answer.body.field], [400, "file"]);
  });
});

test("a body written in tiny pieces (boundaries cut apart) arrives byte for byte; other fields are ignored", async () => {
  const boundary = "----kulisse-pieces";
  // Content that nearly looks like the boundary must not end the part.
  const content = Buffer.concat([png, Buffer.from(`\r\n--${boundary.slice(0, -1)}\r\n--\r\n`), Buffer.alloc(5000, 9)]);
  const body = multipartBody(boundary, [
    { name: "note", bytes: Buffer.from("a comment") },
    { name: "file", filename: "pieces.png", bytes: content },
  ]);
  const answer = await rawUpload(body, boundary, { headers: await csrfHeaders(), chunk: 3 });
  assert.equal(answer.status, 201);
  assert.equal(answer.body.size, content.length);
  const [row] = await app.db.select().from(tempFiles).where(eq(tempFiles.id, answer.body.id as number));
  assert.deepEqual(fs.readFileSync(path.join(uploads, row.storedName)), content);
});

test("a visitor who goes away in the middle of an upload leaves no row and no file", async () => {
  await leavesNothing(async () => {
    const boundary = "----kulisse-gone";
    const request = http.request(`${app.url}/de/api/temp-files/`, {
      method: "POST",
      headers: { ...(await csrfHeaders()), "Content-Type": `multipart/form-data; boundary=${boundary}`, "Content-Length": String(5 * MB) },
    });
    request.on("error", () => {});
    request.write(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="gone.png"\r\n\r\n`));
    request.write(png);
    request.write(Buffer.alloc(MB, 4));
    // Let the server start writing the file, then drop the connection.
    const writing = () => filesOnDisk().some((name) => name.endsWith(".part"));
    for (let waited = 0; waited < 2000 && !writing(); waited += 20) await new Promise((done) => setTimeout(done, 20));
    assert.ok(writing(), "the server was writing the file");
    request.destroy();
    await settled();
  });
});

/** Waits until every upload the server is reading has been kept or cleaned up (bounded). */
async function settled(timeoutMs = 5_000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`uploads still open after ${timeoutMs} ms`)), timeoutMs)));
  try {
    await Promise.race([uploadsSettled(), late]);
  } finally {
    clearTimeout(timer);
  }
}

const bigHead = (boundary: string) => Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.png"\r\n\r\n`), png]);

test("a body far over 10 MB is 413 and the server closes the connection while the client still sends, having taken less than twice the limit", async (t) => {
  const boundary = "----kulisse-flood";
  for (const declared of [false, true]) {
    await leavesNothing(async () => {
      const requestId = `flood-${declared ? "declared" : "chunked"}-${process.pid}`;
      const answer = await sendOversizedBody(app.url, {
        path: "/de/api/temp-files/",
        headers: { ...(await csrfHeaders()), "Content-Type": `multipart/form-data; boundary=${boundary}`, "X-Request-Id": requestId },
        head: bigHead(boundary),
        total: 60 * MB,
        declared,
        localAddress: "127.0.0.8",
      });
      assert.equal(answer.status, 413, answer.text.slice(0, 200));
      assert.deepEqual([answer.body?.error, answer.body?.field], ["payload too large", "file"]);
      assert.equal(answer.headers.connection, "close");
      assert.ok(answer.cutOff, `the connection was closed while the client was still sending (${answer.sent} bytes sent)`);
      const taken = await bytesReadByServer(app, requestId);
      t.diagnostic(`${declared ? "declared" : "chunked"} 60 MB: the server took ${taken} bytes, the client got ${answer.sent} bytes out`);
      assert.ok(taken < 2 * 10 * MB, `the server took ${taken} bytes`);
      await settled();
    });
  }
});

test("a refusal before the body is read (CSRF) closes the connection too, instead of taking in the upload", async () => {
  const boundary = "----kulisse-forbidden";
  const requestId = `forbidden-flood-${process.pid}`;
  const answer = await sendOversizedBody(app.url, {
    path: "/de/api/temp-files/",
    headers: { "Content-Type": `multipart/form-data; boundary=${boundary}`, "X-Request-Id": requestId },
    head: bigHead(boundary),
    total: 60 * MB,
    declared: false,
    localAddress: "127.0.0.8",
  });
  assert.equal(answer.status, 403);
  assert.ok(answer.cutOff, `the connection was closed while the client was still sending (${answer.sent} bytes sent)`);
  assert.ok((await bytesReadByServer(app, requestId)) < 10 * MB);
});

test("a valid upload followed by a malformed request on the same connection: the connection ends and no partial file is left", async () => {
  const boundary = "----kulisse-pipelined";
  const body = multipartBody(boundary, [{ name: "file", filename: "first.png", bytes: Buffer.concat([png, Buffer.alloc(300_000, 5)]) }]);
  const headers = { ...(await csrfHeaders()), Host: new URL(app.url).host, "Content-Type": `multipart/form-data; boundary=${boundary}`, "Content-Length": String(body.length) };
  const upload = Buffer.concat([Buffer.from(`POST /de/api/temp-files/ HTTP/1.1\r\n${Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join("")}\r\n`), body]);
  // The connection must end (not hang), whatever became of the upload.
  await pipelined(app.url, [upload, Buffer.from("THIS IS NOT HTTP AT ALL\r\n\r\n")], { localAddress: "127.0.0.8" });
  // The server may still be on its way to the upload when the connection is gone (its checks before
  // reading are asynchronous), and a complete upload is renamed before its row is written: wait for
  // the state that must come, no partial file and a row for every file, or fail after 5 s.
  const strays = async () => {
    const known = new Set((await app.db.select({ storedName: tempFiles.storedName }).from(tempFiles)).map((row) => row.storedName));
    return { partial: filesOnDisk().filter((name) => name.endsWith(".part")), unknown: filesOnDisk().filter((name) => !name.endsWith(".part") && !known.has(name)) };
  };
  const deadline = Date.now() + 5_000;
  let left = await strays();
  while ((left.partial.length > 0 || left.unknown.length > 0) && Date.now() < deadline) {
    await settled();
    await new Promise((resolve) => setImmediate(resolve));
    left = await strays();
  }
  assert.deepEqual(left.partial, [], "no partial file");
  // Had the upload been complete before the connection broke, it is kept whole, with its row.
  assert.deepEqual(left.unknown, [], "every file in uploads/ has its row");
});

test("reasons are English under /en; an unknown language is 400, no language 404", async () => {
  const english = await upload(fileForm(Buffer.from("hello"), "a.png"), { lang: "en" });
  assert.deepEqual([english.status, english.body.reason], [400, "Please choose a PDF, JPEG, PNG, GIF or WebP file."]);
  const french = await upload(fileForm(png, "a.png"), { lang: "fr" });
  assert.deepEqual([french.status, french.body.field], [400, "lang"]);
  const response = await fetch(`${app.url}/api/temp-files/`, { method: "POST", body: fileForm(png, "a.png"), headers: await csrfHeaders() });
  assert.equal(response.status, 404);
});

test("more than 30 uploads in 10 minutes from one address are 429 JSON with Retry-After; other addresses go on", async () => {
  // Loopback addresses of their own give this test a fresh count (all of 127/8 reaches the app).
  const boundary = "----kulisse-limit";
  const body = multipartBody(boundary, [{ name: "file", filename: "again.png", bytes: png }]);
  const from = async (localAddress: string) => rawUpload(body, boundary, { headers: await csrfHeaders(), localAddress });
  for (let attempt = 1; attempt <= 30; attempt++) assert.equal((await from("127.0.0.5")).status, 201, `upload ${attempt}`);
  await leavesNothing(async () => {
    const refused = await from("127.0.0.5");
    assert.equal(refused.status, 429);
    assert.deepEqual(refused.body, { error: "too many requests", reason: "Zu viele Uploads in kurzer Zeit. Bitte versuchen Sie es in einigen Minuten erneut." });
    assert.ok(Number(refused.headers["retry-after"]) > 0);
  });
  assert.equal((await from("127.0.0.6")).status, 201);
});
