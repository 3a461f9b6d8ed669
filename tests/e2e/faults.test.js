// Faults the page must survive (tests/BAD_INPUT.md): nonsense through the page
// API, the computer's worker failing to load, storage that throws (private
// mode), a lost WebGL context, and viewports from tiny to 4K. Each leaves a
// working game and no uncaught error.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { useSite, launch, openGame, state, screenshot, ready } = require('./lib/browser');
const { press, play, until } = require('./lib/game');
const { decodePng } = require('./lib/png');

const site = useSite();

test('nonsense through the page API changes nothing', async () => {
  const { page, problems } = await openGame(site.browser.context, `${site.server.url}?mode=pvp`);
  const before = await state(page);
  const answers = await page.evaluate(() => [
    window.lineup.play('zz'), window.lineup.play(''), window.lineup.play('99'), window.lineup.play('h8'),
    window.lineup.play('4'.repeat(100000)), window.lineup.play('\u0000\u00ff'),
    window.lineup.cellCenter('nope'), window.lineup.controlCenter('no-such-control'),
  ]);
  assert.deepEqual(answers, [false, false, false, false, false, false, null, null]);
  await page.evaluate(() => window.lineup.on('no-such-event', () => {}));  // harmless
  const after = await state(page);
  assert.deepEqual(after.moves, before.moves);
  assert.equal(after.status, 'playing');
  // A real move still works.
  assert.equal(await page.evaluate(() => window.lineup.play('4')), true);
  assert.deepEqual((await until(page, (s) => s.moves.length === 1)).moves, ['4']);
  assert.deepEqual(problems, []);
});

test('when the computer cannot load, two players still can', async () => {
  const context = site.browser.context;
  const page = await context.newPage();
  const problems = [];
  page.on('console', (msg) => {
    // The browser's own line for the refused file is expected; nothing else.
    if ((msg.type() === 'error' || msg.type() === 'warning') && !/Failed to load resource/.test(msg.text())) {
      problems.push(msg.text());
    }
  });
  page.on('pageerror', (err) => problems.push(err.message));
  await page.addInitScript(() => window.localStorage.clear());  // no game resumed from another test
  // The refusal comes while the game rests (draws nothing, waiting for input),
  // as on a slow network: the game must still draw the panel without the
  // computer's controls at once, or a click aims at controls drawn where they
  // no longer are.
  await page.route('**/lineup-engine.wasm*', async (route) => {
    await page.waitForFunction(() => window.lineup && window.lineup.timings.resting, null, { timeout: 30000 });
    await route.fulfill({ status: 404, body: 'gone' });
  });
  await page.goto(site.server.url);
  await ready(page);
  let s = await until(page, (x) => x.aiAvailable === false, { what: 'the computer to be reported missing' });
  await page.waitForFunction(() => !window.lineup.controlBox('analysis'), null, { timeout: 30000 })
    .catch(() => { throw new Error('the panel still shows Analysis, for a computer that is missing'); });
  s = await press(page, 'vs-player');
  assert.equal(s.mode, 'pvp');
  s = await play(page, '4');
  assert.deepEqual(s.moves, ['4']);
  s = await press(page, 'vs-computer');
  assert.equal(s.mode, 'menu', 'no game against a missing computer');
  assert.match(s.message, /computer is not available/);
  s = await press(page, 'vs-player');
  assert.equal(s.mode, 'pvp');
  s = await play(page, '5');
  assert.deepEqual(s.moves, ['5']);
  assert.deepEqual(problems, []);
  await page.unroute('**/lineup-engine.wasm*');
  await page.close();
});

// Serves lineup-ai-worker.js with a fault: its first `crashing` workers crash
// in their first search (busy for a while, as a search is, then an uncaught
// error, as a trap in the engine or running out of memory would give).
// With `atStart`, its engine cannot start instead (the browser refuses the
// module's memory, as it may when memory is short).
async function crashingWorkers(page, crashing, { atStart = false } = {}) {
  let served = 0;
  await page.route('**/lineup-ai-worker.js*', async (route) => {
    const response = await route.fetch();
    let body = await response.text();
    const crash = served++ < crashing;
    if (crash && atStart) {
      body = `WebAssembly.instantiate = () => Promise.reject(new RangeError('simulated: out of memory'));\n${body}`;
    } else if (crash) {
      body += `
;serve = function crashingServe() {
  const end = Date.now() + 300;
  while (Date.now() < end) { /* searching */ }
  throw new Error('simulated crash in the engine');
};`;
    }
    await route.fulfill({ response, body });
  });
}

// From the menu, two players start a game and play a move.
async function twoPlayersCanPlay(page) {
  let s = await press(page, 'vs-player');
  assert.equal(s.mode, 'pvp');
  s = await play(page, '3');
  assert.deepEqual(s.moves, ['3']);
}

test('an engine of another protocol version is refused with the reason, and two players still can', async () => {
  // A cache can hold the engine's files from another release than the
  // game's: its worker says its version when ready, and the game refuses it.
  const { page, problems } = await openGame(site.browser.context, `${site.server.url}?mode=pvc&level=hard`, {
    beforeLoad: (p) => p.route('**/lineup-ai-worker.js*', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace("engine.ccall('lineup_engine_protocol', 'number', [], [])", '999');
      assert.match(body, /protocol: 999/, 'the worker script says its version where the test expects');
      await route.fulfill({ response, body });
    }),
  });
  await play(page, '4');
  let s = await until(page, (x) => x.aiAvailable === false && !x.thinking, { what: 'the computer to be refused' });
  assert.match(s.message, /^The computer could not move: the computer player comes from another release of Lineup \(protocol 999, the game's \d+\); reload the page to update it\./);
  assert.deepEqual(s.moves, ['4']);
  s = await press(page, 'restart');
  s = await press(page, 'vs-computer');
  assert.equal(s.mode, 'menu', 'no game against a refused computer');
  assert.match(s.message, /^The computer is not available here: the computer player comes from another release of Lineup .*\. Two players can still play\./);
  await twoPlayersCanPlay(page);
  assert.deepEqual(problems, []);
  await page.close();
});

test('a worker whose engine cannot start is started again and the computer still moves', async () => {
  const { page, problems, notes } = await openGame(site.browser.context, `${site.server.url}?mode=pvc&level=hard`,
    { beforeLoad: (p) => crashingWorkers(p, 1, { atStart: true }) });
  await play(page, '4');
  const s = await until(page, (x) => x.moves.length === 2 && !x.thinking, { what: 'the computer\'s reply' });
  assert.equal(s.aiAvailable, true);
  assert.equal(notes.filter((n) => /the computer player stopped \(.*simulated: out of memory/.test(n)).length, 1,
    notes.join('\n'));
  assert.deepEqual(problems, []);
  await page.close();
});

test('a worker that crashes mid-search is started again and the computer still moves', async () => {
  const { page, problems, notes } = await openGame(site.browser.context, `${site.server.url}?mode=pvc&level=hard`,
    { beforeLoad: (p) => crashingWorkers(p, 1) });
  let s = await play(page, '4');
  s = await until(page, (x) => x.moves.length === 2 && !x.thinking, { what: 'the computer\'s reply after the crash' });
  assert.equal(s.aiAvailable, true);
  assert.equal(notes.filter((n) => /the computer player stopped \(.*simulated crash/.test(n)).length, 1, notes.join('\n'));
  // And it goes on answering.
  const column = s.moves.filter((m) => m === '4').length < 5 ? '4' : '3';
  s = await play(page, column);
  s = await until(page, (x) => x.moves.length === 4 && !x.thinking, { what: 'the next reply' });
  assert.deepEqual(problems, []);
  await page.close();
});

test('a worker that keeps crashing: after three, the computer is reported missing and the game goes on', async () => {
  const { page, problems } = await openGame(site.browser.context, `${site.server.url}?mode=pvc&level=hard`,
    { beforeLoad: (p) => crashingWorkers(p, 1000) });
  await play(page, '4');
  let s = await until(page, (x) => x.aiAvailable === false && !x.thinking, { what: 'the computer to be reported missing' });
  assert.match(s.message, /computer/i);
  assert.deepEqual(s.moves, ['4']);
  // The game itself still works: back to the menu, two players.
  s = await press(page, 'restart');
  await twoPlayersCanPlay(page);
  assert.deepEqual(problems, []);
  await page.close();
});

test('a script error in a callback of the page is reported once and the game goes on', async () => {
  const { page, problems } = await openGame(site.browser.context, `${site.server.url}?mode=pvp`);
  // The frame callback (called from inside the game's frame) now throws on every frame.
  await page.evaluate(() => { window.lineup.timings = null; });
  for (const move of ['4', '3', '5', '4']) await play(page, move);
  const s = await until(page, (x) => x.moves.length === 4, { what: 'four moves' });
  assert.deepEqual(s.moves, ['4', '3', '5', '4']);
  assert.ok(s.frames > 10);
  assert.equal(problems.length, 1, problems.join('\n'));
  assert.match(problems[0], /^error: Lineup: a script error in the frame callback: .*null/);
});

test('without storage (private mode) the game plays and nothing is kept', async () => {
  const page = await site.browser.context.newPage();
  const problems = [];
  page.on('console', (msg) => { if (msg.type() === 'error' || msg.type() === 'warning') problems.push(msg.text()); });
  page.on('pageerror', (err) => problems.push(err.message));
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() { throw new DOMException('The operation is insecure.', 'SecurityError'); },
    });
  });
  await page.goto(`${site.server.url}?mode=pvp`);
  await ready(page);
  const s = await play(page, '4');
  assert.deepEqual(s.moves, ['4']);
  assert.deepEqual(await page.evaluate(() => window.lineup.stats()), {});
  await page.reload();
  await ready(page);
  // The address still holds the game: a reload resumes it even without storage.
  assert.deepEqual((await state(page)).moves, ['4']);
  assert.deepEqual(problems, []);
  await page.close();
});

test('a lost WebGL context: the game pauses, then resumes where it was', async () => {
  const { page, problems } = await openGame(site.browser.context, `${site.server.url}?mode=pvp`);
  await play(page, '4');
  await play(page, '3');
  await page.evaluate(() => {
    const canvas = document.getElementById('canvas');
    const gl = canvas.getContext('webgl2') || canvas.getContext('webgl');
    window.__lose = gl.getExtension('WEBGL_lose_context');
    window.__lose.loseContext();
  });
  await page.waitForTimeout(300);
  const frames = (await state(page)).frames;
  await page.waitForTimeout(300);
  assert.equal((await state(page)).frames, frames, 'no drawing without a context');
  await Promise.all([page.waitForNavigation(), page.evaluate(() => window.__lose.restoreContext())]);
  await ready(page);
  let s = await state(page);
  assert.deepEqual(s.moves, ['4', '3'], 'the game in progress is back');
  s = await play(page, '5');
  assert.deepEqual(s.moves, ['4', '3', '5']);
  const { png } = await screenshot(page, 'faults-after-context-loss');
  const image = decodePng(png);
  const c1 = await page.evaluate(() => window.lineup.cellCenter('1'));
  const c2 = await page.evaluate(() => window.lineup.cellCenter('2'));
  const [r, g, b] = image.pixel((c1.x + c2.x) / 2, c1.y);
  assert.ok(b > 150 && r < 90, `the blue frame is drawn again (${r}, ${g}, ${b})`);
  assert.deepEqual(problems, []);
});

test('without WebAssembly the page says so in plain words', async () => {
  const page = await site.browser.context.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(err.message));
  await page.addInitScript(() => { delete window.WebAssembly; });
  await page.goto(site.server.url);
  const text = await page.waitForFunction(() => {
    const box = document.getElementById('lineup-error');
    return box && !box.classList.contains('lineup-hidden') && box.textContent;
  }, null, { timeout: 60000 });
  assert.match(await text.jsonValue(), /cannot run WebAssembly/);
  assert.deepEqual(errors, []);
  await page.close();
});

// A game on an unusual screen: playable, the canvas at the screen's density.
async function viewportGame(name, viewport, scale) {
  const other = await launch({ viewport, deviceScaleFactor: scale });
  try {
    const { page, problems } = await openGame(other.context, `${site.server.url}?mode=pvp`);
    const s = await play(page, '4');
    assert.deepEqual(s.moves, ['4']);
    const size = await page.evaluate(() => {
      const c = document.getElementById('canvas');
      return { w: c.width, h: c.height, cssW: c.clientWidth, cssH: c.clientHeight };
    });
    assert.equal(size.cssW, viewport.width);
    assert.equal(size.w, viewport.width * scale, 'drawn at the screen\'s pixel density');
    await screenshot(page, `faults-viewport-${name}`);
    assert.deepEqual(problems, []);
  } finally {
    await other.close();
  }
}

test('a tiny viewport shows a working game', () => viewportGame('tiny', { width: 240, height: 200 }, 1));

test('a 4K viewport shows a working game', () => viewportGame('4K', { width: 1920, height: 1080 }, 2));
