// Lineup's service worker: the site keeps working with no network, and
// installs as an app (manifest.json). cmake/SiteBuild.cmake writes BUILD (a
// hash of the site's files) and FILES (what a game needs) into the site's copy.
//
// One build per load: the page asks for its files with ?v=BUILD (index.html
// names its build; web/page/build.js adds it to every file the page fetches),
// and each build's files are kept in a cache of their own, so a page goes on
// getting its own build's files even after a newer worker took over. A new
// build: the browser fetches this file on a load, sees it changed, installs
// it (caching the new build) and it takes over at once; the next load opens
// the new build. The newest two builds' caches are kept.
'use strict';

const BUILD = '@BUILD@';
const FILES = [/* FILES */];
// Files the page fetches only when it needs them (the analysis book): kept in
// their build's cache once fetched, for playing offline from then on.
const LATER = [/* LATER */];
const PREFIX = 'lineup-build-';
const CACHE = PREFIX + BUILD;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE)
    .then((cache) => cache.addAll(FILES.map((file) => new Request(file, { cache: 'reload' }))))
    .then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys().then((names) => {
    const builds = names.filter((name) => name.startsWith(PREFIX) && name !== CACHE);
    // (Caches are listed in the order they were made: keep the one before this.)
    const stale = builds.slice(0, -1);
    return Promise.all(stale.map((name) => caches.delete(name)));
  }).then(() => self.clients.claim()));
});

// The file of `build` that `url` names, from that build's cache; null when not kept.
async function cached(build, url) {
  if (!(await caches.has(PREFIX + build))) return null;
  const cache = await caches.open(PREFIX + build);
  return (await cache.match(url.pathname, { ignoreSearch: true })) || null;
}

async function respond(request) {
  const url = new URL(request.url);
  const scope = new URL(self.registration.scope);
  const path = url.pathname.slice(scope.pathname.length);
  let found = null;
  if (request.mode === 'navigate' && (path === '' || path === 'index.html')) {
    // The game's page: this build's, whatever its query (?game=..., ?embed=...).
    found = await cached(BUILD, new URL('index.html', scope));
  } else if (url.searchParams.has('v')) {
    found = await cached(url.searchParams.get('v'), url);
  } else if (FILES.includes(path)) {
    found = await cached(BUILD, url);
  }
  if (found) return found;
  const response = await fetch(request);
  if (LATER.includes(path) && response.ok) {
    const build = url.searchParams.get('v') || BUILD;
    if (await caches.has(PREFIX + build)) await (await caches.open(PREFIX + build)).put(url.pathname, response.clone());
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(respond(request));
});
