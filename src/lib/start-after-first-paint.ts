// The site's JavaScript starts after the document's first paint. Evaluating React and hydrating is a
// long task; as a module script it runs as soon as its files are there, which on a fast network or
// from the cache is before the browser has painted anything, and holds the first paint back. A
// requestAnimationFrame callback runs just before a frame is painted; a task queued from it runs
// after that paint. A hidden tab paints no frames, so there the scripts start at once. The server
// preloads the modules with the page, so they are fetched while it paints.
import { scriptJson } from "../hydration.ts";

/** The mark the script sets when it starts the modules (tests compare it with the first paint). */
export const CLIENT_START_MARK = "kulisse:client-start";

/** The inline script that imports `modules` once the page has painted. */
export function startAfterFirstPaintScript(modules: string[]): string {
  return `(function(m){var s=0;function go(){if(!s){s=1;performance.mark(${JSON.stringify(CLIENT_START_MARK)});m.forEach(function(u){import(u)})}}function hidden(){if(document.visibilityState==="hidden")setTimeout(go)}if(document.visibilityState==="hidden")return setTimeout(go);document.addEventListener("visibilitychange",hidden);requestAnimationFrame(function(){setTimeout(go)})})(${scriptJson(modules)})`;
}
