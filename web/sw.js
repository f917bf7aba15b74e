// Kabinett's service worker: precache the site (content-hashed cache name) and serve it
// cache-first, so the games work offline after the first visit.
const CACHE = "kabinett-__HASH__";
// {url: the first 16 hex digits of its file's SHA-256} (build.py)
const PRECACHE = __PRECACHE__;
// What the engine worker fetched on this first visit, as it came (web/worker.js): the precache
// takes it from there rather than downloading it again.
const FETCHED = "kabinett-fetched";

// The precache is filled with what this browser already holds where it can be, so that a first
// visit downloads each file once whatever the host sends (without ETag or Last-Modified a
// "no-cache" request downloads it all again): the worker's files as it fetched them, a former
// version's precache, and the HTTP cache however stale (the page's own files). Every candidate's
// bytes are checked against this version's digest: nothing of another version gets in, and a
// file the network serves other than this version (a deploy under way) fails the install, to be
// tried again on the next visit.
const hex = (buffer) => Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, "0")).join("");
const digestOf = async (buffer) => hex(await crypto.subtle.digest("SHA-256", buffer)).slice(0, 16);
const mine = async (response, want) => {
  if (!response || !response.ok || response.redirected) return null;
  const body = await response.arrayBuffer();
  if ((await digestOf(body)) !== want) return null;
  const headers = new Headers(response.headers);
  headers.delete("Content-Encoding"); // the body is stored decoded
  headers.delete("Content-Length");
  return new Response(body, { status: 200, headers });
};

async function precache() {
  const cache = await caches.open(CACHE);
  const names = await caches.keys();
  const others = await Promise.all(names.filter((k) => k === FETCHED || (/^kabinett-[0-9a-f]{16}$/.test(k) && k !== CACHE))
    .map((k) => caches.open(k)));
  // The pages the person has open (play.html?game=…): their documents are in the HTTP cache
  // under their own URL.
  const pages = (await self.clients.matchAll({ includeUncontrolled: true, type: "window" })).map((c) => c.url);
  const byDigest = {}; // "./" and index.html are one file
  const get = async (url, want) => {
    for (const other of others) {
      const found = await mine(await other.match(url).catch(() => null), want);
      if (found) return found;
    }
    const path = new URL(url).pathname;
    for (const page of pages) {
      if (new URL(page).pathname !== path || page === url) continue;
      const found = await mine(await fetch(page, { cache: "only-if-cached", mode: "same-origin" }).catch(() => null), want);
      if (found) return found;
    }
    const held = await mine(await fetch(url, { cache: "force-cache" }).catch(() => null), want);
    if (held) return held;
    const fresh = await mine(await fetch(url, { cache: "reload" }), want);
    if (!fresh) throw new Error(`${url} is not this version's: the install is tried again later`);
    return fresh;
  };
  await Promise.all(Object.entries(PRECACHE).map(async ([name, want]) => {
    const url = new URL(name, self.registration.scope).href;
    if (await cache.match(url)) return; // an install tried before got this far
    const response = await (byDigest[want] ??= get(url, want));
    await cache.put(url, response.clone());
  }));
}

self.addEventListener("install", (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()));
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
