// Launches Debian's Chromium through playwright-core (never a downloaded
// browser), gives each caller a fresh profile, and opens the game page with
// every console error, warning and page error collected, so tests can require
// none.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { chromium } = require('playwright-core');

const CHROMIUM = process.env.LINEUP_CHROMIUM || '/usr/bin/chromium';
// WebGL through ANGLE on SwiftShader. (With --disable-gpu instead, Chromium
// composites in software and logs "GPU stall due to ReadPixels" warnings for
// any WebGL canvas, even a bare clear loop.)
//
// Chromium 151 and later build the address bar's popup as web pages
// (chrome://omnibox-popup.top-chrome), headless too: each page the tests open
// got a renderer of its own loading them, about 1.3 s of CPU next to the
// game's load, which doubled the first frame on two cores. Chromium keeps
// only the last --disable-features of its command line, and Playwright passes
// its own list before ours: DISABLED_FEATURES repeats Playwright's (as
// playwright-core 1.64.1 passes it) and adds the popup's two. The harness
// test checks that the browser runs without every feature either list names.
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync', 'DestroyProfileOnBrowserClose', 'DialMediaRouteProvider',
  'GlobalMediaControls', 'HttpsUpgrades', 'LensOverlay', 'MediaRouter', 'PaintHolding',
  'ThirdPartyStoragePartitioning', 'BlockOriginHeaderModificationOnRedirect',
  'AvoidCorsURLLoaderRestartOnRedirect', 'Translate', 'AutoDeElevate', 'OptimizationHints',
  'NetworkTimeServiceQuerying', 'AimEnabled', 'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];
const DISABLED_FEATURES = [...PLAYWRIGHT_DISABLED_FEATURES, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];
const ARGS = [
  '--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--disable-quic',
  '--no-first-run', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', `--disable-features=${DISABLED_FEATURES.join(',')}`,
];

const artifactsDir = process.env.LINEUP_ARTIFACTS || path.resolve(__dirname, '../../../build/e2e-artifacts');
fs.mkdirSync(artifactsDir, { recursive: true });

// One Chromium per process (node --test runs each test file in a process of
// its own), started by the first launch(); each launch() is a new browser
// context in it: a fresh profile of its own (storage, service workers,
// permissions), as a newly started browser has, at a fraction of the cost.
// A context is an incognito profile, though, which the browser never finds
// installable: the tests of installing (persistent: true) start a Chromium
// of their own on a profile in a temporary folder.
let chromiumProcess = null;

// A new browser context: options viewport (CSS pixels), deviceScaleFactor (1
// unless given), hasTouch, isMobile, locale, reducedMotion, serviceWorkers,
// persistent. Phones draw at two device pixels a CSS pixel in the tests of
// what that density changes (the look, the text's fit, where a tap lands:
// look, fit, words, explained, taps); the tests of a flow on a phone (a
// setup, a game by link, an opening, a rule) use one, as the software
// renderer draws four times the pixels a frame at two.
// Without a viewport: a laptop's browser window, not maximised.
const WINDOW = { width: 800, height: 600 };

async function launch(options = {}) {
  const settings = {
    viewport: options.viewport || WINDOW,
    deviceScaleFactor: options.deviceScaleFactor || 1,
    hasTouch: !!options.hasTouch,
    isMobile: !!options.isMobile,
    locale: options.locale || 'en-US',
    reducedMotion: options.reducedMotion || 'no-preference',
  };
  let context;
  let profile = null;
  if (options.persistent) {
    profile = fs.mkdtempSync(path.join(os.tmpdir(), 'lineup-chromium-'));
    context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args: ARGS, ...settings });
  } else {
    if (!chromiumProcess) chromiumProcess = chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
    context = await (await chromiumProcess).newContext(settings);
  }
  // The site's service worker would answer requests from its cache, out of
  // the tests' reach (page.route): only the tests of playing offline
  // (serviceWorkers: 'allow') let the page see one. (Playwright's own
  // serviceWorkers: 'block' warns in every page's console.)
  if (options.serviceWorkers !== 'allow') {
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'serviceWorker', { get: () => undefined, configurable: true });
    });
  }
  return {
    context,
    async close() {
      await context.close();
      if (profile) fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

/// Ends this process's Chromium (useSite does, after a file's tests).
async function closeChromium() {
  const running = chromiumProcess;
  chromiumProcess = null;
  if (running) await (await running).close();
}

/// Opens `url` and waits for the game's first frame. Returns the page, the
/// list of console problems (errors, warnings, uncaught exceptions) and the
/// other console lines (notes), seen so far and later. Options: waitReady;
/// keepStorage (keep what earlier pages saved); storage ({key: text}: the
/// first load of the tab starts with exactly these in localStorage);
/// beforeLoad (async (page) => ..., e.g. to route requests); tab (a page an
/// earlier openGame returned: `url` is loaded in it, a new document with its
/// own lists of problems and notes and the storage a new tab would get, and
/// the browser's renderer for that tab, already running, saves about a
/// second of each load).
async function openGame(context, url, { waitReady = true, keepStorage = false, storage = null, beforeLoad = null, tab = null } = {}) {
  const page = tab || await context.newPage();
  const previous = loads.get(page);
  if (previous) {
    page.off('console', previous.onConsole);
    page.off('pageerror', previous.onError);
    if (previous.storageScript) await previous.storageScript.dispose();
    // An address that differs only in its fragment would not load the page again.
    const bare = (address) => address.replace(/#.*$/, '');
    if (bare(page.url()) === bare(new URL(url, page.url()).href)) await page.goto('about:blank');
  }
  let storageScript = null;
  if (!keepStorage) {
    // Each test starts without the games and settings earlier tests left (the
    // first load of this address in the tab only: a reload keeps what the game saved).
    const token = `${Date.now()}-${Math.random()}`;
    storageScript = await page.addInitScript(({ entries, token }) => {
      if (window.location.protocol !== 'about:' && window.sessionStorage.getItem('lineup-test-tab') !== token) {
        window.localStorage.clear();
        for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
        window.sessionStorage.setItem('lineup-test-tab', token);
      }
    }, { entries: storage || {}, token });
  }
  const problems = [];
  const notes = [];
  const onConsole = (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`${msg.type()}: ${msg.text()}`);
    else notes.push(msg.text());
  };
  const onError = (err) => problems.push(`pageerror: ${err.message}`);
  page.on('console', onConsole);
  page.on('pageerror', onError);
  loads.set(page, { onConsole, onError, storageScript });
  if (beforeLoad) await beforeLoad(page);
  await page.goto(url);
  if (waitReady) await ready(page);
  return { page, problems, notes };
}

// The listeners and storage script of the last openGame in each page.
const loads = new WeakMap();

/// The fixture of a browser-test file: serves the built site (LINEUP_SITE,
/// or build/web-release/site) and starts a browser for the file's tests
/// (node:test's before/after). Returns {dir, server, browser, serve(options)},
/// server and browser filled in before. Options: browser, the launch options
/// (viewport, locale, persistent, ...), or false for a file that launches its
/// own; server: false for a file that serves the site its own way, with
/// site.serve({basePath, headers}) (closed by the file).
function useSite({ browser = {}, server = true } = {}) {
  const test = require('node:test');
  const { startServer } = require('./server');
  const dir = process.env.LINEUP_SITE || path.resolve(__dirname, '../../../build/web-release/site');
  const shared = { dir, serve: (options) => startServer(dir, options) };
  test.before(async () => {
    if (server) shared.server = await startServer(dir);
    if (browser) shared.browser = await launch(browser);
  });
  test.after(async () => {
    if (shared.browser) await shared.browser.close();
    if (shared.server) await shared.server.close();
    await closeChromium();
  });
  return shared;
}

/// Waits for the game's first frames after a load or reload: ready, and the
/// layout settled (the game draws at least four frames after loading).
async function ready(page) {
  await page.waitForFunction(() => window.lineup && window.lineup.state().ready, null, { timeout: 60000 });
  await page.waitForFunction(() => window.lineup.state().frames >= 4, null, { timeout: 60000 });
}

// Between two readings of the state while a test waits for it: each reading
// costs the page, the browser and Node a few milliseconds of work.
const POLL_MS = 60;

async function state(page) {
  return page.evaluate(() => window.lineup.state());
}

/// Clicks a named control ('vs-player', 'theme-rock', ...) where the game drew
/// it; a control the panel has scrolled out of view is first brought into view
/// by turning the mouse wheel over the panel, as a person would. A control a
/// click has just brought (a menu's entry) comes in the next frames, which a
/// busy machine draws slowly: it is waited for, up to half a minute.
async function clickControl(page, name) {
  let step = 200;
  let last = 0;  // the last direction: overshot, the wheel turns back by less
  for (let turn = 0; turn < 12; turn++) {
    const drawn = await page.waitForFunction((n) => window.lineup.controlBox(n), name, { timeout: 30000 })
      .catch(() => { throw new Error(`control ${name} is not on screen`); });
    const box = await drawn.jsonValue();
    if (box.visible) {
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      return;
    }
    const panel = await page.evaluate(() => window.lineup.controlBox('panel'));
    await page.mouse.move(panel.x + panel.width / 2, panel.y + panel.height / 2);
    // Below the card's middle: scroll the content up to see it (above it, the
    // control is hidden over the card's top or under its sticky message).
    const below = box.y + box.height / 2 > panel.y + panel.height / 2;
    const direction = below ? 1 : -1;
    if (last && direction !== last) step = Math.max(step / 2, 20);
    last = direction;
    await page.mouse.wheel(0, direction * step);
    await frames(page, 4);
  }
  throw new Error(`control ${name} could not be scrolled into view`);
}

/// Clicks the board where `move` ("4", "h8") is played.
async function clickMove(page, move) {
  const point = await page.evaluate((m) => window.lineup.cellCenter(m), move);
  if (!point) throw new Error(`no cell for move ${move}`);
  await page.mouse.click(point.x, point.y);
}

/// In the page (or frame): the game has drawn frame `n`, or it rests.
function drawnOrResting(n) {
  return window.lineup.state().frames >= n || (window.lineup.timings || {}).resting;
}

/// Waits until the game has drawn `count` more frames (input is handled in
/// frames), or until it rests (timings.resting: it draws nothing because all
/// input so far has been handled and nothing moves), or at most 3 s.
async function frames(page, count = 3) {
  const start = (await state(page)).frames;
  try {
    await page.waitForFunction(drawnOrResting, start + count, { timeout: 3000 });
  } catch (error) {
    if (!/Timeout/.test(String(error && error.message))) throw error;
  }
}

// A screenshot once nothing moves on screen (falling discs have landed,
// rocks have fallen, the winning line has stopped pulsing).
async function screenshot(page, name) {
  // (A page that embeds boards has no window.lineup of its own.)
  await page.waitForFunction(() => !window.lineup || !window.lineup.state().animating, null, { timeout: 60000 });
  const file = path.join(artifactsDir, `${name}.png`);
  const png = await page.screenshot({ path: file });
  return { file, png };
}

module.exports = { POLL_MS, launch, closeChromium, openGame, useSite, ready, state, clickControl, clickMove, frames, drawnOrResting, screenshot, artifactsDir };
