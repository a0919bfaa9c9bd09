// The stream between React's renderer and the response: one piece per event-loop turn, nothing held
// back until the end (the shell leaves while deferred parts are still rendering).
import assert from "node:assert/strict";
import { once } from "node:events";
import { test } from "node:test";
import { batchedWrites } from "../../src/lib/batched-writes.ts";

test("pieces written in one turn come out as one; a later turn's as the next, before the stream ends", async () => {
  const stream = batchedWrites();
  stream.write("<!DOCTYPE html>");
  stream.write(new TextEncoder().encode("<html>"));
  stream.write("<body>");
  const [shell] = (await once(stream, "data")) as [Buffer];
  assert.equal(shell.toString(), "<!DOCTYPE html><html><body>");
  assert.equal(stream.writableEnded, false);
  stream.write("<p>deferred</p>");
  const [part] = (await once(stream, "data")) as [Buffer];
  assert.equal(part.toString(), "<p>deferred</p>");
  const rest: string[] = [];
  stream.on("data", (piece: Buffer) => rest.push(piece.toString()));
  stream.end("</body></html>");
  await once(stream, "end");
  assert.deepEqual(rest, ["</body></html>"]);
});

test("the end lets out what is waiting at once; a destroyed stream lets out nothing", async () => {
  const ended = batchedWrites();
  const pieces: string[] = [];
  ended.on("data", (piece: Buffer) => pieces.push(piece.toString()));
  ended.write("a");
  ended.end("b");
  await once(ended, "end");
  assert.deepEqual(pieces, ["ab"]);

  const destroyed = batchedWrites();
  destroyed.on("data", () => assert.fail("nothing may come out of a destroyed stream"));
  destroyed.write("a");
  destroyed.destroy();
  await once(destroyed, "close");
  await new Promise((resolve) => setImmediate(resolve));
});
