// A plain HTTP server in the external shop's place, for the site's side of the shop API: it answers
// as a shop would (canned answers), or misbehaves as a dead or sick one does (never answers, answers
// 503, drops the connection), and counts every request that reaches it.
import http from "node:http";
import type { AddressInfo } from "node:net";

export type ShopBehaviour = "answer" | "hang" | "503" | "reset";

export interface ShopRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

/** What the stand-in answers while it behaves: path → status and JSON body. */
export type CannedAnswer = (request: ShopRequest) => { status: number; body: unknown } | undefined;

export interface StandInShop {
  url: string;
  requests: ShopRequest[];
  behaviour: ShopBehaviour;
  answer: CannedAnswer;
  /** Requests of this method whose path starts with `prefix`. */
  count(method: string, prefix: string): number;
  close(): Promise<void>;
}

export async function startStandInShop(answer: CannedAnswer): Promise<StandInShop> {
  const hanging = new Set<http.ServerResponse>();
  const shop: StandInShop = {
    url: "",
    requests: [],
    behaviour: "answer",
    answer,
    count: (method, prefix) => shop.requests.filter((request) => request.method === method && request.path.startsWith(prefix)).length,
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = http.createServer(async (req, res) => {
    let text = "";
    for await (const chunk of req) text += chunk;
    const request: ShopRequest = { method: req.method ?? "", path: req.url ?? "", authorization: req.headers.authorization, body: text ? JSON.parse(text) : undefined };
    shop.requests.push(request);
    if (shop.behaviour === "hang") return void hanging.add(res);
    if (shop.behaviour === "reset") return void req.socket.destroy();
    const canned = shop.behaviour === "503" ? { status: 503, body: { status: "offline" } } : (shop.answer(request) ?? { status: 404, body: { error: "not found" } });
    res.writeHead(canned.status, { "content-type": "application/json" }).end(JSON.stringify(canned.body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  shop.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return shop;
}
