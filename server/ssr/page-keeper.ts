// The rendered document on its way to the visitor, copied for the HTML cache: every chunk goes on
// to the response at once (streaming is unchanged), and when the render has written its last chunk
// the whole document is handed over.
import { Transform } from "node:stream";
import type { Writable } from "node:stream";

/** A stream for the render to write into: it passes everything to `destination` and calls `onEnd` with the whole document. */
export function keepRenderedPage(destination: Writable, onEnd: (html: Buffer) => void): Writable {
  const chunks: Buffer[] = [];
  const copy = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback(null, chunk);
    },
    flush(callback) {
      onEnd(Buffer.concat(chunks));
      callback();
    },
  });
  copy.pipe(destination);
  return copy;
}
