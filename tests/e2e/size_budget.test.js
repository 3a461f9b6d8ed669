// The size budget of a first visit: the bytes the page downloads before its
// first frame (the frame that draws the board and takes a tap), each file
// compressed with gzip -9 as a server would send it, at most BUDGET_BYTES.
// An English visit never downloads the Chinese font; a Chinese visit gets
// the same budget plus that font. The AI worker's engine, which loads after
// the first frame, is reported and held to ENGINE_BUDGET_BYTES. A size is the
// same on every run, so these limits hold on any machine; the table of files
// is printed and written to size-budget.json in the artifacts folder.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { useSite, launch, openGame, state, frames, screenshot, artifactsDir } = require('./lib/browser');
const { play, press, until } = require('./lib/game');

// 480 KB in thousands of bytes (not 480 KiB): the first visit's budget.
const BUDGET_BYTES = 480000;
// The engine module the AI worker runs (lineup-engine.wasm), gzip -9: about
// 148 KB of engine and 9 KB of Asyncify's code, which lets a search hear a
// stop and keep its tables (src/platform/engine_worker.cpp).
const ENGINE_BUDGET_BYTES = 160000;
const FONT_ZH = 'lineup-font-zh.ttf';
// Files every first visit needs: a list without them measured nothing.
const NEEDED = ['index.html', 'lineup-page.js', 'lineup.css', 'lineup.js', 'lineup.wasm'];

const site = useSite({ browser: false });
const report = {};

const gzipSize = (bytes) => zlib.gzipSync(bytes, { level: 9 }).length;

const fileName = (url) => path.basename(new URL(url).pathname) || 'index.html';

/// Opens the game in a fresh browser profile and returns the files it
/// downloaded before its first frame ([{name, raw, gzip}], in the order they
/// were asked for, sized from the bytes the browser received or, where it
/// kept none, the served file), with the page, its problems and the names of
/// every file it asks for (then and later).
async function firstVisit(browser, url) {
  const bodies = new Map();
  const reading = [];
  const requested = [];
  const { page, problems } = await openGame(browser.context, url, {
    beforeLoad: async (p) => {
      p.on('request', (request) => requested.push(fileName(request.url())));
      p.on('response', (response) => {
        reading.push(response.body().then((body) => bodies.set(fileName(response.url()), body), () => {}));
      });
    },
  });
  // What was asked for before the first frame (the page's clock): the page
  // itself and every resource that started before it. (Not the tab's icon:
  // the browser asks for it on its own time, before the first frame in one
  // CI run of four, and the page does not wait for it.)
  const asked = await page.evaluate(() => {
    const firstFrame = window.lineup.timings.firstFrame;
    const resources = performance.getEntriesByType('resource')
      .filter((entry) => entry.startTime < firstFrame && !entry.name.includes('favicon.svg'))
      .sort((a, b) => a.startTime - b.startTime)
      .map((entry) => entry.name);
    return [location.href, ...resources];
  });
  await Promise.all(reading);
  const files = asked.map((url) => {
    const name = fileName(url);
    // (Chromium may have dropped a large body from its buffer before it was
    // read, as happened once to lineup.wasm: then the served file's bytes.)
    const body = bodies.get(name) || fs.readFileSync(path.join(site.dir, name));
    return { name, raw: body.length, gzip: gzipSize(body) };
  });
  return { page, problems, files, requested };
}

/// The site's file `name` as sent gzip -9: {name, raw, gzip}.
function siteFile(name) {
  const bytes = fs.readFileSync(path.join(site.dir, name));
  return { name, raw: bytes.length, gzip: gzipSize(bytes) };
}

/// Prints the files' sizes under `title` with the limit they are held to
/// (`limit`: words such as "at most 480000"); returns their gzip total.
function table(title, files, limit) {
  const total = files.reduce((sum, f) => sum + f.gzip, 0);
  const lines = [`${title}: ${total} bytes gzip -9; ${limit}`];
  for (const f of files) lines.push(`  ${f.name.padEnd(22)} ${String(f.raw).padStart(9)} raw ${String(f.gzip).padStart(8)} gzip`);
  console.log(lines.join('\n'));
  return total;
}

/// A tap on the board's middle column is played: the first frame takes taps.
async function tapTakes(page) {
  const s = await play(page, '4');
  assert.deepEqual(s.moves.slice(0, 1), ['4'], 'the tap played column 4');
}

test('an English first visit stays within the budget and does not load the Chinese font', async () => {
  const browser = await launch({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  try {
    const { page, problems, files, requested } = await firstVisit(browser, site.server.url);
    const s = await state(page);
    assert.equal(s.language, 'en');
    await screenshot(page, 'size-budget-english-first-visit');
    await tapTakes(page);
    const names = files.map((f) => f.name);
    for (const name of NEEDED) assert.ok(names.includes(name), `${name} is loaded before the first frame: ${names}`);
    assert.ok(!names.includes(FONT_ZH), 'no Chinese font for an English visit');
    const total = table('English first visit', files, `at most ${BUDGET_BYTES}`);

    // The AI worker, loaded after the first frame: the computer's reply needs it.
    await until(page, (x) => x.moves.length === 2, { what: "the computer's reply" });
    assert.ok(requested.includes('lineup-engine.wasm'), 'the engine was loaded for the reply');
    assert.ok(!requested.includes(FONT_ZH), 'still no Chinese font after a move');
    const worker = ['lineup-engine.wasm', 'lineup-engine.js', 'lineup-ai-worker.js'].map(siteFile);
    table('AI worker (after the first frame)', worker, `lineup-engine.wasm at most ${ENGINE_BUDGET_BYTES}`);
    const engine = worker[0].gzip;
    report.english = { total, budget: BUDGET_BYTES, files };
    report.engine = { wasmGzip: engine, budget: ENGINE_BUDGET_BYTES, files: worker };
    assert.ok(total <= BUDGET_BYTES, `an English first visit loads ${total} bytes gzip, over ${BUDGET_BYTES}`);
    assert.ok(engine <= ENGINE_BUDGET_BYTES, `lineup-engine.wasm is ${engine} bytes gzip, over ${ENGINE_BUDGET_BYTES}`);
    assert.deepEqual(problems, []);
  } finally {
    await browser.close();
  }
});

test('a Chinese first visit stays within the budget plus the Chinese font, and starts with it', async () => {
  const browser = await launch({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN' });
  try {
    const { page, problems, files } = await firstVisit(browser, site.server.url);
    const s = await state(page);
    assert.equal(s.language, 'zh');
    assert.equal(s.message, '你执红方——轮到你。');
    await screenshot(page, 'size-budget-chinese-first-visit');
    await tapTakes(page);
    const names = files.map((f) => f.name);
    for (const name of NEEDED) assert.ok(names.includes(name), `${name} is loaded before the first frame: ${names}`);
    const font = files.find((f) => f.name === FONT_ZH);
    assert.ok(font, `the Chinese font is loaded before the first frame: ${names}`);
    const budget = BUDGET_BYTES + font.gzip;
    const total = table('Chinese first visit', files, `at most ${budget}`);
    report.chinese = { total, budget, files };
    assert.ok(total <= budget, `a Chinese first visit loads ${total} bytes gzip, over ${budget}`);
    assert.deepEqual(problems, []);
  } finally {
    await browser.close();
  }
});

test('switching an English game to Chinese loads the Chinese font then', async () => {
  const browser = await launch({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  try {
    const fetched = [];
    const { page, problems } = await openGame(browser.context, `${site.server.url}?mode=pvp`, {
      beforeLoad: async (p) => p.on('request', (request) => fetched.push(fileName(request.url()))),
    });
    assert.ok(!fetched.includes(FONT_ZH), 'not before Chinese is shown');
    const arrived = page.waitForResponse((response) => response.url().includes(FONT_ZH), { timeout: 60000 });
    const s = await press(page, 'language');
    assert.equal(s.language, 'zh');
    assert.equal((await arrived).status(), 200);
    await frames(page, 4);
    await screenshot(page, 'size-budget-switched-to-chinese');
    assert.deepEqual(problems, []);
  } finally {
    await browser.close();
  }
});

test.after(() => {
  fs.writeFileSync(path.join(artifactsDir, 'size-budget.json'), JSON.stringify(report, null, 2));
});
