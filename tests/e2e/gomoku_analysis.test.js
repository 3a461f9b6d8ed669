// Gomoku's analysis in Chromium, as a player uses it: the Analysis button
// clicked where the panel draws it, stones placed by clicks, and the
// evaluation bar's words, the best line and the best moves read back as the
// game draws them. While the player waits the search deepens: the depth read
// twice rises. The Stop button ends the deepening. How soon the first view
// and deeper ones come is printed (docs/analysis.md gives the figures).
// Screenshots on every theme, on a desktop and a phone, are kept.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { useSite, launch, openGame, state, frames, screenshot } = require('./lib/browser');
const { until, press, play } = require('./lib/game');
const { decodePng } = require('./lib/png');

const site = useSite({ browser: { viewport: { width: 1024, height: 720 } } });  // the badges read from the screen

const LABEL = /^((White|Black|Red|Blue|Green|Yellow) (is better \u00b7 \d+% |wins in \d+ moves? )|Even \u00b7 50% )\u00b7 depth \d+\u2026?$/;

test('the bar, the best line and the best moves appear after a move and deepen while the player waits', async () => {
  const { page, problems } = await openGame(site.browser.context, `${site.server.url}?game=gomoku&mode=pvp&size=15`);
  let s = await state(page);
  assert.equal(s.evaluation, null, 'off by default');
  s = await press(page, 'analysis');
  assert.equal(s.analysis, true);
  assert.match(s.message, /Analysis on: the bar/);
  // For the figures (not asserted): every frame, in the page, when the moves
  // or the view's depth change.
  await page.evaluate(() => {
    window.depthLog = [];
    let last = '';
    const tick = () => {
      const x = window.lineup.state();
      const depth = x.evaluation ? x.evaluation.depth : 0;
      if (`${x.moves.length}:${depth}` !== last) window.depthLog.push({ t: performance.now(), moves: x.moves.length, depth });
      last = `${x.moves.length}:${depth}`;
      requestAnimationFrame(tick);
    };
    tick();
  });
  for (const move of ['h8', 'i9', 'i7', 'g9', 'j8']) {
    s = await play(page, move);
    s = await until(page, (x) => x.evaluation !== null && x.moves.length === s.moves.length, { what: `the first view after ${move}` });
    const first = s.evaluation.depth;
    // The player waits: the depth read again is deeper.
    s = await until(page, (x) => x.evaluation && x.evaluation.depth > first, { what: `a deeper view after ${move}` });
    s = await until(page, (x) => x.evaluation && (x.evaluation.depth >= 6 || !x.evaluation.deepening), { what: `depth 6 after ${move}` });
    const e = s.evaluation;
    assert.match(e.label, LABEL);
    assert.ok(e.line.length >= 1 && e.candidates.length >= 1, JSON.stringify(e));
    assert.equal(e.line[0], e.candidates[0].move, 'the best line starts with the best move');
    for (const cell of e.line) assert.ok(!s.moves.includes(cell), `the line's ${cell} is free`);
    assert.ok(e.firstChance >= 0 && e.firstChance <= 1);
    assert.equal(s.assisted, false, 'two players are never assisted');
  }
  const log = await page.evaluate(() => window.depthLog);
  const timings = [];
  for (let n = 1; n <= 5; n++) {
    const moved = log.find((x) => x.moves === n);
    const views = log.filter((x) => x.moves === n && x.depth > 0).map((x) => `d${x.depth} ${Math.round(x.t - moved.t)} ms`);
    timings.push(`move ${n}: ${views.join(', ')}`);
  }
  console.log(`# Gomoku analysis on 15x15, after each move: ${timings.join('; ')}`);
  // Stop: the deepening ends, the view stays and does not change.
  s = await until(page, (x) => x.evaluation && x.evaluation.deepening, { what: 'a deepening view' });
  s = await press(page, 'stop-analysis');
  s = await until(page, (x) => x.evaluation && !x.evaluation.deepening, { what: 'the deepening to stop' });
  const stopped = s.evaluation;
  assert.doesNotMatch(stopped.label, /\u2026$/);
  await page.waitForTimeout(1500);
  s = await state(page);
  assert.deepEqual(s.evaluation, stopped, 'nothing changes after Stop');
  // The best move is drawn: its amber ring and "A" badge at the cell's top
  // right, read from the screen (a screenshot waits for a still screen:
  // while the search deepens the game keeps drawing).
  await frames(page, 3);
  const { png } = await screenshot(page, 'gomoku-analysis-desktop');
  const image = decodePng(png);
  const best = await page.evaluate((m) => window.lineup.cellCenter(m), s.evaluation.candidates[0].move);
  const right = await page.evaluate((m) => window.lineup.cellCenter(m), 'b1');
  const origin = await page.evaluate((m) => window.lineup.cellCenter(m), 'a1');
  const cell = right.x - origin.x;
  const dpr = await page.evaluate(() => window.devicePixelRatio);
  const [r, g, b] = image.pixel(Math.round((best.x + cell * 0.34) * dpr), Math.round((best.y - cell * 0.34) * dpr));
  assert.ok(r > 120 && r > g + 20 && g > b + 50, `the best move's badge is amber, saw rgb(${r},${g},${b})`);
  // A move starts afresh; the A key turns it all off.
  s = await play(page, 'k7');
  s = await until(page, (x) => x.evaluation !== null && x.evaluation.deepening, { what: 'a fresh view after a move' });
  await page.keyboard.press('a');
  s = await until(page, (x) => !x.analysis, { what: 'analysis off' });
  assert.equal(s.evaluation, null);
  assert.deepEqual(problems, []);
});

test('a win by fours shows as a win, with its whole line', async () => {
  const { page, problems } = await openGame(site.browser.context, `${site.server.url}?game=gomoku&mode=pvp&size=15&analysis=on`);
  // Black (first) builds two closed threes; f5 then makes two fours at once.
  for (const move of ['b5', 'a5', 'c5', 'f9', 'd5', 'o1', 'f6', 'a15', 'f7', 'o15', 'f8', 'k2']) {
    await page.evaluate((m) => window.lineup.play(m), move);
  }
  const s = await until(page, (x) => x.evaluation && x.evaluation.outlook === 'win', { what: 'the win to be found' });
  const [, moves, depth] = s.evaluation.label.match(/^Black wins in (\d+) moves? \u00b7 depth (\d+)$/) || [];
  assert.ok(moves, s.evaluation.label);
  assert.equal(s.evaluation.line.length, 2 * Number(moves) - 1, 'the whole line, to the five');
  assert.equal(Number(depth), s.evaluation.line.length);
  assert.equal(s.evaluation.deepening, false, 'a win found ends the search');
  assert.equal(s.evaluation.firstChance, 1);
  assert.deepEqual(problems, []);
});

for (const [name, viewport] of [['desktop', { width: 1280, height: 800 }], ['phone', { width: 390, height: 844 }]]) {
  test(`the Gomoku analysis on every theme, ${name}`, async () => {
    const own = await launch({ viewport, ...(name === 'phone' ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}) });
    try {
      // One page: the rock and bubble themes come as their links' records
      // (window.lineup.load), without a page load each.
      const { page, problems } = await openGame(own.context, `${site.server.url}?game=gomoku&mode=pvp&size=15&theme=basic&seed=5&analysis=on`);
      for (const theme of ['basic', 'rock', 'bubble']) {
        if (theme !== 'basic') assert.ok(await page.evaluate((r) => window.lineup.load(r), `v=1&game=gomoku&size=15&theme=${theme}&seed=5`));
        for (const move of ['h8', 'i9', 'i7', 'g9']) await page.evaluate((m) => window.lineup.play(m), move);
        let s = await until(page, (x) => x.evaluation && x.evaluation.depth >= 3, { what: `the analysis on ${theme}` });
        assert.match(s.evaluation.label, LABEL);
        if (s.evaluation.deepening) s = await press(page, 'stop-analysis');
        assert.deepEqual(s.clippedControls, []);
        await frames(page, 3);
        await screenshot(page, `gomoku-analysis-${theme}-${name}`);
        assert.deepEqual(problems, []);
      }
      await page.close();
    } finally {
      await own.close();
    }
  });
}
