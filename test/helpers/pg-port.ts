// A port for a throwaway embedded PostgreSQL. It lies below Linux's ephemeral range (32768–60999):
// a port there may be the local end of any outgoing connection at that moment (a test's hundred
// keep-alive clients), and PostgreSQL's bind would fail on it.
export function randomPgPort(): number {
  return 10_000 + Math.floor(Math.random() * 22_000);
}
