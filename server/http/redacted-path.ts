// A request's path as the log keeps it: an order's secret (the key in /webshop/order/{code}/{secret}
// and in its API's paths) is cut out, so log files and whoever reads them cannot open the order.
const ORDER_KEY_IN_PATH = /(\/(?:webshop\/order|api\/shop-order)\/[^/]*\/)[^/]+/i;

/** The path with an order secret replaced by "…"; other paths unchanged. */
export function redactedPath(path: string): string {
  return path.replace(ORDER_KEY_IN_PATH, "$1…");
}
