// Lighthouse (mobile) on pages of a running server, to try a change without the whole benchmark:
//   npx tsx test/bench/lighthouse-pages.ts http://127.0.0.1:3000 /de /de/spielplan
// BENCH_LIGHTHOUSE_RUNS (3) runs per page; prints the median scores and metrics.
import { startLighthouse } from "./lighthouse-audit.ts";

const [base, ...paths] = process.argv.slice(2);
if (!base || paths.length === 0) throw new Error("usage: lighthouse-pages.ts <base URL> <path>…");
const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const lighthouse = await startLighthouse();
try {
  for (const path of paths) {
    const { scores, metrics, findings } = await lighthouse.audit(base + path, runs);
    console.log(path, JSON.stringify(scores), Object.entries(metrics).map(([id, value]) => `${id} ${Math.round(value)}`).join(", "));
    for (const line of findings.filter((line) => line.startsWith("LCP"))) console.log("  " + line);
  }
} finally {
  await lighthouse.close();
}
