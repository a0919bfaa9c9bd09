// Requests written by hand on a TCP socket, for what fetch cannot do: a body far larger than the
// server takes (to see the server stop reading and close the connection while we still send), and
// several requests pipelined on one connection.
import net from "node:net";
import type { TestApp } from "./test-app.ts";

export interface RawAnswer {
  /** Status of the first answer; 0 when none came. */
  status: number;
  /** The first answer's headers, names in lower case. */
  headers: Record<string, string>;
  /** The first answer's body parsed as JSON (null when it is not JSON). */
  body: Record<string, unknown> | null;
  /** Everything the server sent, as text. */
  text: string;
}

export interface OversizedExchange extends RawAnswer {
  /** Body bytes handed to the kernel before the server closed the connection. */
  sent: number;
  /** The server closed the connection before the whole body was sent. */
  cutOff: boolean;
}

function parseAnswer(text: string): RawAnswer {
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
  const end = text.indexOf("\r\n\r\n");
  const headers: Record<string, string> = {};
  for (const line of text.slice(0, end < 0 ? text.length : end).split("\r\n").slice(1)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  const length = Number(headers["content-length"] ?? -1);
  let body: Record<string, unknown> | null = null;
  if (end >= 0 && length >= 0) {
    try {
      body = JSON.parse(Buffer.from(text.slice(end + 4), "latin1").subarray(0, length).toString("utf8"));
    } catch {
      body = null;
    }
  }
  return { status, headers, body, text };
}

function connect(url: string, localAddress?: string): Promise<net.Socket> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port: Number(port), host: hostname, localAddress }, () => resolve(socket));
    socket.once("error", reject);
  });
}

export interface OversizedRequest {
  method?: string;
  path: string;
  headers: Record<string, string>;
  /** Bytes before the filler (a multipart part's head, a JSON array's start). */
  head?: Buffer;
  /** How many body bytes to offer in all (head included). */
  total: number;
  /** Declare the length (Content-Length) or send it chunked (the server cannot know it in advance). */
  declared: boolean;
  /** A loopback address of its own (all of 127/8 reaches the app), for a fresh call-limit count. */
  localAddress?: string;
}

/**
 * Sends a body of `total` bytes as fast as the connection takes it and stops when the server closes
 * the connection; settles when the connection has ended.
 */
export async function sendOversizedBody(url: string, request: OversizedRequest): Promise<OversizedExchange> {
  const socket = await connect(url, request.localAddress);
  const headers = { Host: new URL(url).host, ...request.headers, ...(request.declared ? { "Content-Length": String(request.total) } : { "Transfer-Encoding": "chunked" }) };
  const head = `${request.method ?? "POST"} ${request.path} HTTP/1.1\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("")}\r\n`;
  const received: Buffer[] = [];
  let sent = 0;
  let closed = false;
  socket.on("data", (data: Buffer) => received.push(data));
  // The server's close can reach us as a reset while we write: that is the point, not a failure.
  socket.on("error", () => {});
  const ended = new Promise<void>((resolve) => socket.once("close", () => ((closed = true), resolve())));
  const frame = (piece: Buffer) => (request.declared ? piece : Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from("\r\n")]));
  const write = (data: Buffer, counted: number) =>
    new Promise<boolean>((resolve) => {
      const more = socket.write(data, (error) => {
        if (!error) sent += counted;
      });
      if (more) return resolve(true);
      const drained = () => (socket.off("close", gone), resolve(true));
      const gone = () => (socket.off("drain", drained), resolve(false));
      socket.once("drain", drained).once("close", gone);
    });
  await write(Buffer.from(head), 0);
  if (request.head) await write(frame(request.head), request.head.length);
  const filler = Buffer.alloc(64 * 1024, 0x61);
  for (let offered = request.head?.length ?? 0; offered < request.total && !closed && !socket.destroyed; ) {
    const piece = filler.subarray(0, Math.min(filler.length, request.total - offered));
    if (!(await write(frame(piece), piece.length))) break;
    offered += piece.length;
  }
  if (!closed && !socket.destroyed) socket.end(request.declared ? "" : "0\r\n\r\n");
  await ended;
  return { ...parseAnswer(Buffer.concat(received).toString("latin1")), sent, cutOff: sent < request.total };
}

/**
 * Writes `requests` back to back on one connection and settles with everything answered once the
 * connection has ended; rejects when it is still open after `timeoutMs`.
 */
export async function pipelined(url: string, requests: Buffer[], options: { timeoutMs?: number; localAddress?: string } = {}): Promise<RawAnswer> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const socket = await connect(url, options.localAddress);
  const received: Buffer[] = [];
  socket.on("data", (data: Buffer) => received.push(data));
  socket.on("error", () => {});
  const ended = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  socket.write(Buffer.concat(requests));
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the connection was still open after ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([ended, limit]);
  } finally {
    clearTimeout(timer);
    socket.destroy();
  }
  return parseAnswer(Buffer.concat(received).toString("latin1"));
}

/**
 * How many bytes the server read from the connection of request `requestId` before it closed it
 * (its "connection_closed_unread" log line); rejects when the line does not come within `timeoutMs`.
 */
export async function bytesReadByServer(app: Pick<TestApp, "logLine">, requestId: string, timeoutMs = 5_000): Promise<number> {
  // The server notes the close when its socket's "close" event runs, which may come just after ours.
  const line = await app.logLine((entry) => entry.request_id === requestId && entry.event === "connection_closed_unread", timeoutMs);
  return Number(line.bytes_read);
}
