// Kabinett's service worker: precache the site (content-hashed cache name) and serve it
// cache-first, so the games work offline after the first visit.
const CACHE = "kabinett-__HASH__";
const PRECACHE = __PRECACHE__;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      cache.addAll(PRECACHE.map((url) => new Request(new URL(url, self.registration.scope).href, { cache: "no-cache" })))
    ).then(() => self.skipWaiting())
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      // The worker's own cache of inflated files (kabinett-inflated-*) is the worker's to keep.
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith("kabinett-") && !k.startsWith("kabinett-inflated-")
                                                     && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim())
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(
    caches.open(CACHE).then((cache) =>
      // Pages carry the game in their query: any query serves the cached page.
      cache.match(request, { ignoreSearch: request.mode === "navigate" }).then(
        (hit) => hit || fetch(request)
      )
    )
  );
});
