// The site's JavaScript starts after the page's first contentful paint. Evaluating React and
// hydrating is a long task; as a module script it runs as soon as its files are there, which on a
// fast network or from the cache is before the browser has painted anything, and holds the first
// paint back. The browser records that paint (paint timing) when the frame reaches the screen; the
// scripts start in a task after that entry is reported. Where paint timing is missing, they start
// after the first animation frame; in a hidden tab, which paints nothing, at once; and if no paint
// has come after a few seconds, anyway. The server preloads the modules with the page, so they are
// fetched while it paints.
import { scriptJson } from "../hydration.ts";

/** The mark the script sets when it starts the modules (tests compare it with the first paint). */
export const CLIENT_START_MARK = "kulisse:client-start";

/** The longest the scripts wait for a paint that does not come. */
const LATEST_START_MS = 3000;

/** The inline script that imports `modules` once the page has painted. */
export function startAfterFirstPaintScript(modules: string[]): string {
  return `(function(m){var s=0,P=window.PerformanceObserver;function go(){if(!s){s=1;performance.mark(${JSON.stringify(CLIENT_START_MARK)});m.forEach(function(u){import(u)})}}if(document.visibilityState==="hidden")return setTimeout(go);document.addEventListener("visibilitychange",function(){if(document.visibilityState==="hidden")setTimeout(go)});setTimeout(go,${LATEST_START_MS});if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>-1)new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go)}}).observe({type:"paint",buffered:true});else requestAnimationFrame(function(){setTimeout(go)})})(${scriptJson(modules)})`;
}
