/* global self, caches, fetch, Request, URL */
// Kulisse service worker (plain JS, served as-is with Cache-Control: no-cache).
// - Page navigations: always from the network, never stored (editors' HTML must not linger, and
//   anonymous HTML has its own short HTTP cache); offline, the precached /offline.html answers.
// - /assets/*: hashed file names never change content, so cache first, stored as they are requested.
// - Everything else (API, page editor API, webshop, media, POSTs): not touched at all.
// Bump VERSION when this file or offline.html changes; old caches are removed on activation.
const VERSION = "v1";
const PAGES = `kulisse-pages-${VERSION}`;
const ASSETS = `kulisse-assets-${VERSION}`;
const OFFLINE_URL = "/offline.html";

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(PAGES)
      .then((cache) => cache.add(new Request(OFFLINE_URL, { cache: "reload" })))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith("kulisse-") && key !== PAGES && key !== ASSETS).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

async function networkOrOffline(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const offline = await caches.match(OFFLINE_URL, { cacheName: PAGES });
    if (offline) return offline;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(ASSETS);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === "basic") cache.put(request, response.clone());
  return response;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    // Webshop pages are someone else's application; leave them alone even when offline.
    if (/^\/(webshop|eventim\.webshop|test\.webshop|testshop|eventim-template)(\/|$)/.test(url.pathname)) return;
    event.respondWith(networkOrOffline(request));
    return;
  }
  if (url.pathname.startsWith("/assets/")) event.respondWith(cacheFirst(request));
});
