// The site loads in Chromium, draws the board and controls on the canvas, the
// controls answer clicks, and nothing is logged as an error or warning.
// Also records the download sizes and the first-frame times for the README:
// the first page of the freshly started browser (which also pays for the
// browser's one-off start of WebGL, in software here), and the median of
// three later page loads, as a player's running browser would see them.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { useSite, openGame, state, clickControl, clickMove, frames, screenshot, artifactsDir } = require('./lib/browser');
const { decodePng, near } = require('./lib/png');

// The figures of README.md are taken at 1024x720.
const site = useSite({ browser: { viewport: { width: 1024, height: 720 } } });

// Connect 4 basic theme colours (src/app/session/palette.cpp).
const FRAME_BLUE = [0x1f, 0x5f, 0xbf];
const HOLE = [0xf3, 0xf1, 0xea];

test('the page shows the board and the controls, and the controls change the message', async () => {
  const { page, problems } = await openGame(site.browser.context, site.server.url);
  const firstFrameMs = await page.evaluate(() => window.lineup.timings.firstFrame);

  // A first visit: a game against the computer at once, the person first.
  let s = await state(page);
  assert.equal(s.ready, true);
  assert.equal(s.message, 'You\'re Red \u2014 your move.');
  assert.equal(s.yourSide, 'You play Red');
  assert.equal(s.status, 'playing');
  assert.equal(s.mode, 'pvc');
  assert.equal(s.game, 'connect4');
  assert.equal(s.cols, 7);
  assert.equal(s.rows, 6);

  // Board-coloured pixels where the board is: the blue frame between two holes
  // of the bottom row, and an empty hole at a cell centre.
  const { png } = await screenshot(page, 'foundation-first-visit');
  const image = decodePng(png);
  const c1 = await page.evaluate(() => window.lineup.cellCenter('1'));
  const c2 = await page.evaluate(() => window.lineup.cellCenter('2'));
  assert.ok(near(image.pixel((c1.x + c2.x) / 2, c1.y), FRAME_BLUE), 'frame blue between holes');
  assert.ok(near(image.pixel(c1.x, c1.y), HOLE), 'an empty hole at the cell centre');

  // The controls are drawn and answer clicks: a theme during a game starts a
  // new game with it at once, in the same mode.
  await clickControl(page, 'theme-rock');
  await frames(page);
  s = await state(page);
  assert.equal(s.theme, 'rock');
  assert.equal(s.mode, 'pvc');
  assert.equal(s.message, 'Theme: Rock. You\'re Red \u2014 your move.');

  await clickControl(page, 'vs-player');
  await frames(page);
  s = await state(page);
  assert.equal(s.mode, 'pvp');
  assert.equal(s.status, 'playing');
  assert.equal(s.message, 'Two players. Red\'s move.');
  assert.equal(s.yourSide, '', 'two players: no side of "you"');
  assert.equal(s.rocks.length, 4, 'the rock theme drops 4 rocks on 7x6');

  await clickMove(page, '4');
  await frames(page);
  s = await state(page);
  assert.deepEqual(s.moves, ['4']);
  assert.equal(s.message, "Red: column 4. Blue's move.");  // the rock theme's colours

  await clickControl(page, 'restart');
  await frames(page);
  s = await state(page);
  assert.equal(s.status, 'menu');
  assert.equal(s.message, 'Game restart. Play a move to start a game between two players, or choose a game mode. ' +
    'Undo brings back the game you were playing.');

  await screenshot(page, 'foundation-after-restart');
  assert.deepEqual(problems, []);

  // Figures for the README: download sizes and the first frames.
  const later = [];
  for (let i = 0; i < 3; i++) {
    const again = await openGame(site.browser.context, site.server.url);
    later.push(await again.page.evaluate(() => window.lineup.timings.firstFrame));
    assert.deepEqual(again.problems, []);
    await again.page.close();
  }
  later.sort((a, b) => a - b);
  const sizes = {};
  for (const name of ['lineup.wasm', 'lineup.js', 'lineup-page.js', 'index.html', 'lineup.css']) {
    const bytes = fs.readFileSync(path.join(site.dir, name));
    sizes[name] = { raw: bytes.length, gzip: zlib.gzipSync(bytes, { level: 9 }).length };
  }
  const metrics = {
    firstFrameMs: Math.round(later[1]),
    firstFramesMs: later.map(Math.round),
    firstFrameFreshBrowserMs: Math.round(firstFrameMs),
    sizes,
  };
  fs.writeFileSync(path.join(artifactsDir, 'metrics.json'), JSON.stringify(metrics, null, 2));
  console.log(`first frame ${metrics.firstFrameMs} ms (median of ${metrics.firstFramesMs.join(', ')}; ` +
    `${metrics.firstFrameFreshBrowserMs} ms as a fresh browser's first page); wasm ${sizes['lineup.wasm'].raw} B (${sizes['lineup.wasm'].gzip} B gzip); js ${sizes['lineup.js'].raw} B (${sizes['lineup.js'].gzip} B gzip)`);
});

test('the canvas follows the size of its container', async () => {
  const { page, problems } = await openGame(site.browser.context, site.server.url);
  const before = await page.evaluate(() => window.lineup.cellCenter('7'));
  await page.setViewportSize({ width: 700, height: 900 });
  // (The new size reaches the game through a resize event and its next
  // frames: waited for, as a busy machine draws them slowly.)
  await page.waitForFunction((b) => {
    const c = window.lineup.cellCenter('7');
    return c && (c.x !== b.x || c.y !== b.y);
  }, before, { timeout: 30000 }).catch(() => {});
  await frames(page, 2);
  const after = await page.evaluate(() => window.lineup.cellCenter('7'));
  assert.notDeepEqual(before, after);
  // Portrait: the board sits above the controls.
  const control = await page.evaluate(() => window.lineup.controlCenter('restart'));
  assert.ok(control.y > after.y, 'controls below the board in portrait');
  await screenshot(page, 'foundation-portrait');
  assert.deepEqual(problems, []);
});
