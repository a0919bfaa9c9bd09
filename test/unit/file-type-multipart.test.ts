// The streaming multipart reader behind uploads: parts come out byte for byte however the body is
// cut into chunks, and broken or oversized bodies fail with a MultipartError.
import assert from "node:assert/strict";
import { test } from "node:test";
import { MultipartError, MultipartReader, multipartBoundary, parsePartHeaders, type PartInfo } from "../../server/services/uploads/multipart.ts";

interface ReadPart extends PartInfo {
  data: Buffer;
}

const limits = { maxBytes: 1024 * 1024, maxParts: 10, maxHeaderBytes: 1024 };

async function read(chunks: Buffer[], boundary = "XyZ", options = limits): Promise<ReadPart[]> {
  const parts: ReadPart[] = [];
  const reader = new MultipartReader(
    boundary,
    (info) => {
      const part: ReadPart = { ...info, data: Buffer.alloc(0) };
      parts.push(part);
      return {
        async write(chunk) {
          await new Promise((resolve) => setImmediate(resolve));
          part.data = Buffer.concat([part.data, chunk]);
        },
        end() {},
      };
    },
    options,
  );
  await new Promise<void>((resolve, reject) => {
    reader.on("finish", resolve);
    reader.on("error", reject);
    for (const chunk of chunks) reader.write(chunk);
    reader.end();
  });
  return parts;
}

const body = Buffer.concat([
  Buffer.from("preamble to ignore\r\n--XyZ\r\nContent-Disposition: form-data; name=\"note\"\r\n\r\nhello\r\n"),
  Buffer.from('--XyZ  \r\nContent-Disposition: form-data; name="file"; filename="Schüler.png"\r\nContent-Type: image/png\r\n\r\n'),
  Buffer.from("\r\n--XY\r\n-\r\n--Xy-almost\r\n-XyZ x--XyZ\u0000\u00ff binary"),
  Buffer.from("\r\n--XyZ--\r\nepilogue to ignore"),
]);

test("every split of the body into two chunks gives the same parts", async () => {
  const whole = await read([body]);
  assert.deepEqual(
    whole.map((part) => [part.name, part.filename, part.contentType, part.data.toString("latin1")]),
    [
      ["note", null, "application/octet-stream", "hello"],
      ["file", "Schüler.png", "image/png", "\r\n--XY\r\n-\r\n--Xy-almost\r\n-XyZ x--XyZ\u0000\u00c3\u00bf binary"],
    ],
  );
  for (let at = 0; at <= body.length; at++) {
    const split = await read([body.subarray(0, at), body.subarray(at)]);
    assert.deepEqual(split, whole, `split at ${at}`);
  }
  assert.deepEqual(await read([...body].map((byte) => Buffer.from([byte]))), whole, "byte by byte");
});

test("a body that stops early, lacks a line break after a boundary, or has oversized headers is malformed", async () => {
  const problems: [Buffer, string][] = [
    [body.subarray(0, body.length - 30), "malformed"],
    [Buffer.from("--XyZ\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nno end"), "malformed"],
    [Buffer.from("--XyZjunk\r\n\r\n\r\n--XyZ--"), "malformed"],
    [Buffer.from(`--XyZ\r\nX-Long: ${"a".repeat(2000)}\r\n\r\nx\r\n--XyZ--`), "malformed"],
    [Buffer.from("no boundary anywhere"), "malformed"],
  ];
  for (const [input, problem] of problems) {
    await assert.rejects(read([input]), (error: unknown) => error instanceof MultipartError && error.problem === problem, input.toString().slice(0, 40));
  }
});

test("too many parts or too many bytes fail", async () => {
  const many = Buffer.from(`${"--XyZ\r\n\r\nx\r\n".repeat(11)}--XyZ--`);
  await assert.rejects(read([many]), (error: unknown) => error instanceof MultipartError && error.problem === "too_many_parts");
  const big = Buffer.from(`--XyZ\r\n\r\n${"x".repeat(2000)}\r\n--XyZ--`);
  await assert.rejects(read([big], "XyZ", { ...limits, maxBytes: 1000 }), (error: unknown) => error instanceof MultipartError && error.problem === "too_large");
});

test("a part without headers is read with an empty name", async () => {
  const parts = await read([Buffer.from("--XyZ\r\n\r\nraw\r\n--XyZ--")]);
  assert.deepEqual(parts.map((part) => [part.name, part.data.toString()]), [["", "raw"]]);
});

test("the boundary comes from the Content-Type; file names in quoted and RFC 5987 forms", () => {
  assert.equal(multipartBoundary("multipart/form-data; boundary=----WebKitFormBoundaryABC123"), "----WebKitFormBoundaryABC123");
  assert.equal(multipartBoundary('Multipart/Form-Data; charset=utf-8; boundary="a b"'), "a b");
  assert.equal(multipartBoundary("multipart/form-data"), null);
  assert.equal(multipartBoundary("application/json"), null);
  assert.equal(multipartBoundary("multipart/mixed; boundary=x"), null);
  assert.equal(multipartBoundary(`multipart/form-data; boundary=${"x".repeat(71)}`), null);
  assert.equal(multipartBoundary(undefined), null);
  assert.deepEqual(parsePartHeaders('content-disposition: form-data; name="file"; filename="a \\"b\\".pdf"'), { name: "file", filename: 'a "b".pdf', contentType: "application/octet-stream" });
  assert.equal(parsePartHeaders("Content-Disposition: form-data; name=file; filename*=UTF-8''Gr%C3%BC%C3%9Fe.pdf").filename, "Grüße.pdf");
  assert.equal(parsePartHeaders('Content-Disposition: form-data; name="file"; filename=""').filename, "");
});
