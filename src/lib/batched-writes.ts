// React's streaming renderer writes a page as many small pieces (4 KB views, and every longer string
// on its own). Each piece passed on alone costs a compression call, an HTTP chunk and a socket write.
// This stream passes on, as one buffer, what was written within one turn of the event loop: the
// shell still leaves in the turn it became ready, each later part in the turn it arrived.
import { Transform } from "node:stream";

/** A stream that joins the pieces written to it in one event-loop turn into one. */
export function batchedWrites(): Transform {
  let pending: Buffer[] = [];
  let scheduled: NodeJS.Immediate | null = null;
  const release = (stream: Transform) => {
    scheduled = null;
    if (pending.length === 0) return;
    const batch = pending.length === 1 ? pending[0] : Buffer.concat(pending);
    pending = [];
    stream.push(batch);
  };
  return new Transform({
    // Strings and views arrive as Buffers (the writable side decodes them); React never changes a view it has written.
    transform(chunk: Buffer, _encoding, callback) {
      pending.push(chunk);
      scheduled ??= setImmediate(() => release(this));
      callback();
    },
    flush(callback) {
      if (scheduled) clearImmediate(scheduled);
      release(this);
      callback();
    },
    destroy(error, callback) {
      if (scheduled) clearImmediate(scheduled);
      pending = [];
      callback(error);
    },
  });
}
