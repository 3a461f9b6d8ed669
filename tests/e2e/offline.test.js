// Installable and offline (web/lineup-sw.js, web/manifest.json): after one
// load the game loads and plays against the computer with the server gone
// (with the Connect 4 analysis book too, once the analysis has fetched it);
// the browser finds the page installable (DevTools protocol, in a persistent
// profile); a new build published on the server is running by the second load
// after it, and every load runs the files of one build only.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { useSite, openGame, ready, state, clickMove, screenshot } = require('./lib/browser');
const { startServer } = require('./lib/server');
const { buildBook, bookFiles, bookNotes } = require('./lib/book');
const { analysed } = require('./lib/solver');
const { until } = require('./lib/game');

// Service workers allowed: this file's tests are about them.
const site = useSite({ browser: { serviceWorkers: 'allow', persistent: true }, server: false });

/// Waits until the page's service worker is active with `build`'s files kept.
async function offlineReady(page, build) {
  const deadline = Date.now() + 60000;
  for (;;) {
    const done = await page.evaluate(async (b) => {
      const registration = await navigator.serviceWorker.getRegistration();
      if (!registration || !registration.active || registration.installing || registration.waiting) return false;
      if (registration.active.state !== 'activated' || !(await caches.has(`lineup-build-${b}`))) return false;
      return (await (await caches.open(`lineup-build-${b}`)).keys()).length >= 12;
    }, build);
    if (done) return;
    if (Date.now() > deadline) throw new Error(`the service worker did not keep build ${build}`);
    await page.waitForTimeout(250);
  }
}

/// The builds named by the files this page loaded (?v=BUILD), and the files without one.
async function loadedBuilds(page) {
  return page.evaluate(() => {
    const builds = new Set();
    const plain = [];
    for (const entry of performance.getEntriesByType('resource')) {
      const url = new URL(entry.name);
      if (!/\.(js|wasm|css)$/.test(url.pathname)) continue;
      if (url.searchParams.has('v')) builds.add(url.searchParams.get('v')); else plain.push(url.pathname);
    }
    return { builds: [...builds], plain };
  });
}

/// A move by a click, and the computer's answer.
async function playAgainstTheComputer(page) {
  const s = await state(page);
  assert.equal(s.mode, 'pvc', 'a game against the computer');
  await clickMove(page, '4');
  await page.waitForFunction(() => window.lineup.state().moves.length === 2, null, { timeout: 60000 });
  assert.equal((await state(page)).aiAvailable, true);
}

test('after one load the site is installable, and loads and plays against the computer with the server gone', async () => {
  const server = await startServer(site.dir);
  const { page, problems } = await openGame(site.browser.context, `${server.url}index.html?game=connect4`);
  const build = await page.evaluate(() => window.lineup.build);
  assert.match(build, /^[0-9a-f]{16}$/, 'the page names its build');
  await offlineReady(page, build);

  // Installable: the manifest parses without errors and the browser finds nothing missing.
  const cdp = await site.browser.context.newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest');
  assert.match(manifest.url, /manifest\.json$/);
  assert.deepEqual(manifest.errors, [], 'the manifest parses cleanly');
  const parsed = JSON.parse(manifest.data);
  assert.equal(parsed.short_name, 'Lineup');
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  assert.deepEqual(installabilityErrors, [], 'the browser finds the page installable');
  await cdp.detach();

  await server.close();
  await page.reload();
  await ready(page);
  assert.equal(await page.evaluate(() => window.lineup.build), build);
  await playAgainstTheComputer(page);
  const loaded = await loadedBuilds(page);
  assert.deepEqual(loaded, { builds: [build], plain: [] }, 'every file of this load is of one build');
  await screenshot(page, 'offline-game');
  assert.deepEqual(problems, []);
  await page.close();
});

test('the analysis book, once the analysis has fetched it, is kept for playing offline', async () => {
  const server = await startServer(site.dir, { extraFiles: bookFiles(site.dir, buildBook()) });
  let closed = false;
  try {
    const { page, problems, notes } = await openGame(site.browser.context, `${server.url}index.html?game=connect4&mode=pvp`);
    const build = await page.evaluate(() => window.lineup.build);
    await offlineReady(page, build);
    const kept = () => page.evaluate(async (b) => {
      const cache = await caches.open(`lineup-build-${b}`);
      return (await cache.keys()).some((request) => request.url.endsWith('/lineup-analysis-7x6.bin'));
    }, build);
    assert.equal(await kept(), false, 'not installed with the site');
    await page.keyboard.press('a');
    await until(page, analysed, { what: 'the empty board\'s analysis' });
    assert.deepEqual(bookNotes(notes), ['Lineup: the Connect 4 analysis book is loaded.']);
    assert.equal(await kept(), true, 'kept once fetched');

    await server.close();
    closed = true;
    await page.reload();
    await ready(page);
    await page.keyboard.press('a');
    await until(page, analysed, { what: 'the empty board\'s analysis' });
    // (The notes go on across the reload: said once by each load.)
    assert.deepEqual(bookNotes(notes), Array(2).fill('Lineup: the Connect 4 analysis book is loaded.'), 'loaded again with the server gone');
    assert.deepEqual(problems, []);
    await page.close();
  } finally {
    if (!closed) await server.close();
  }
});

test('a new build is running by the second load after it is published; each load runs one build', async () => {
  // The site in a folder of its own, to publish a "new build" in.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lineup-site-'));
  fs.cpSync(site.dir, dir, { recursive: true });
  const server = await startServer(dir, { basePath: '/games/' });
  try {
    const { page, problems } = await openGame(site.browser.context, `${server.url}`);
    const old = await page.evaluate(() => window.lineup.build);
    await offlineReady(page, old);

    // A new build: another name, and a page script that says which it is.
    const next = 'b2b2b2b2b2b2b2b2';
    for (const file of ['index.html', 'lineup-sw.js']) {
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      assert.ok(text.includes(old), `${file} names the build`);
      fs.writeFileSync(path.join(dir, file), text.split(old).join(next));
    }
    fs.appendFileSync(path.join(dir, 'lineup-page.js'), '\nwindow.lineupMark = "next";\n');

    // The first load after it: the build this browser has (the new one installs meanwhile).
    await page.reload();
    await ready(page);
    assert.equal(await page.evaluate(() => window.lineup.build), old);
    assert.equal(await page.evaluate(() => window.lineupMark), undefined);
    assert.deepEqual(await loadedBuilds(page), { builds: [old], plain: [] });
    await offlineReady(page, next);
    // The second load: the new build, all of it, and it plays.
    await page.reload();
    await ready(page);
    assert.equal(await page.evaluate(() => window.lineup.build), next);
    assert.equal(await page.evaluate(() => window.lineupMark), 'next');
    await playAgainstTheComputer(page);
    assert.deepEqual(await loadedBuilds(page), { builds: [next], plain: [] });
    assert.deepEqual(problems, []);
    await page.close();
  } finally {
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
