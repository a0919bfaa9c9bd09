// Bodies over their limit (JSON calls, the editor's page writes, plain page forms) are refused with
// 413 as soon as the limit is passed, and the server closes the connection instead of reading the
// rest: what a client can make the server take in is bounded by the limit, not by what it sends.
import assert from "node:assert/strict";
import { test } from "node:test";
import { bytesReadByServer, sendOversizedBody } from "../helpers/raw-http.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
const KB = 1024;
const MB = 1024 * KB;

const cases = [
  { name: "a JSON call", method: "POST", path: "/de/api/csrf/", type: "application/json", head: '{"filler":"', limit: 100 * KB },
  { name: "an editor's page write", method: "PUT", path: "/de/pageeditor-api/page-content/1", type: "application/json", head: '{"sections":"', limit: 2 * MB },
  { name: "a page form", method: "POST", path: "/de/login", type: "application/x-www-form-urlencoded", head: "username=", limit: 10 * KB },
];

for (const body of cases) {
  test(`${body.name} far over its limit is 413 and the connection closes while the client still sends — declared or chunked`, async (t) => {
    await app.ready;
    for (const declared of [false, true]) {
      const requestId = `body-flood-${body.limit}-${declared ? "declared" : "chunked"}-${process.pid}`;
      const answer = await sendOversizedBody(app.url, {
        method: body.method,
        path: body.path,
        // Page forms must come from our own pages.
        headers: { "Content-Type": body.type, "X-Request-Id": requestId, Origin: app.url },
        head: Buffer.from(body.head),
        total: 50 * MB,
        declared,
      });
      assert.equal(answer.status, 413, answer.text.slice(0, 300));
      assert.equal(answer.headers.connection, "close");
      assert.ok(answer.cutOff, `closed while the client was still sending (${answer.sent} bytes sent)`);
      const taken = await bytesReadByServer(app, requestId);
      t.diagnostic(`${declared ? "declared" : "chunked"} 50 MB against ${body.limit / KB} kB: the server took ${taken} bytes, the client got ${answer.sent} bytes out`);
      // Node reads the socket in pieces of 64 kB, so a small limit can be passed by one piece.
      assert.ok(taken < Math.max(2 * body.limit, body.limit + 256 * KB), `the server took ${taken} bytes`);
    }
  });
}

test("a JSON body just under its limit, sent without a length, is read as usual", async () => {
  await app.ready;
  const piece = new TextEncoder().encode("x".repeat(10 * KB));
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"filler":"'));
      for (let i = 0; i < 9; i++) controller.enqueue(piece);
      controller.close();
    },
  });
  const response = await fetch(`${app.url}/de/api/csrf/`, { method: "POST", headers: { "Content-Type": "application/json" }, body, duplex: "half" } as RequestInit);
  // Not valid JSON (no closing quote): refused for its content, after reading all of it.
  assert.equal(response.status, 400);
  assert.equal(((await response.json()) as { field: string }).field, "body");
});
