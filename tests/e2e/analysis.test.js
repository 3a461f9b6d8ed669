// Connect 4's analysis overlay in Chromium, as a player uses it: the Analysis
// button clicked where the panel draws it (or the A key), moves played by
// clicks, and every column's score read back as the game draws it. The scores
// are checked against `lineup-cli c4-solve --analyse` (the WebAssembly build of
// the command-line solver, run beside the browser). Screenshots of the
// overlay on every theme, on a desktop and a phone, are kept in the artifacts.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { useSite, launch, openGame, state, frames, screenshot } = require('./lib/browser');
const { until, press, play, playConnect4ToEnd } = require('./lib/game');
const { decodePng } = require('./lib/png');
const { solverLabels, analysed: settled } = require('./lib/solver');

const site = useSite();

test('analysis shows every column\'s exact score, as the solver gives it, after moves played by clicks', async () => {
  const { page, problems } = await openGame(site.browser.context, `${site.server.url}?game=connect4&mode=pvp`);
  let s = await state(page);
  assert.equal(s.analysis, false, 'off by default');
  assert.deepEqual(s.columnLabels, []);
  s = await press(page, 'analysis');
  assert.equal(s.analysis, true);
  assert.match(s.message, /Analysis on/);
  for (const move of ['4', '4', '3', '5', '4', '4', '4', '4']) {
    s = await play(page, move);
    s = await until(page, settled, { what: 'the analysis of every column' });
    assert.deepEqual(s.columnLabels, solverLabels(s.moves), `after ${s.moves.join('')}`);
    assert.equal(s.assisted, false, 'two players are never assisted');
  }
  // Column 4 is full (six discs): no label there.
  s = await play(page, '2');
  s = await until(page, settled, { what: 'the analysis after column 2' });
  assert.equal(s.columnLabels[3], '', 'a full column has no score');
  assert.deepEqual(s.columnLabels, solverLabels(s.moves));
  // The badge is drawn where the next disc in a column would land: green for a
  // win, red for a loss, grey for a draw (read from the screen).
  const { png } = await screenshot(page, 'analysis-pvp-desktop');
  const image = decodePng(png);
  const one = await page.evaluate(() => window.lineup.cellCenter('1'));
  const two = await page.evaluate(() => window.lineup.cellCenter('2'));
  const cell = two.x - one.x;
  const dpr = await page.evaluate(() => window.devicePixelRatio);
  for (let col = 1; col <= 7; col++) {
    const label = s.columnLabels[col - 1];
    if (!label) continue;
    const at = await page.evaluate((m) => window.lineup.cellCenter(m), String(col));
    const [r, g, b] = image.pixel(Math.round(at.x * dpr), Math.round((at.y - cell * 0.24) * dpr));
    const want = label.startsWith('+') ? 'green' : label.startsWith('-') ? 'red' : 'grey';
    const seen = g > r + 40 && g > b ? 'green' : r > g + 60 && r > b + 40 ? 'red' : Math.abs(r - g) < 30 && Math.abs(g - b) < 30 ? 'grey' : `rgb(${r},${g},${b})`;
    assert.equal(seen, want, `column ${col} (${label}) is drawn ${seen}`);
  }
  // The A key turns it off: nothing drawn, nothing asked.
  await page.keyboard.press('a');
  s = await until(page, (x) => !x.analysis, { what: 'analysis off' });
  assert.deepEqual(s.columnLabels, []);
  assert.deepEqual(problems, []);
});

test('against the computer the analysis waits for its move and the game is not counted', async () => {
  const { page, problems } = await openGame(site.browser.context, `${site.server.url}?game=connect4&mode=pvc&level=easy&analysis=on`);
  let s = await until(page, settled, { what: 'the empty board\'s analysis' });
  assert.equal(s.analysis, true);
  assert.equal(s.assisted, true);
  assert.deepEqual(s.columnLabels, solverLabels([]));
  s = await play(page, '4');
  s = await until(page, (x) => x.moves.length === 2 && settled(x), { what: 'the reply and the analysis' });
  assert.deepEqual(s.columnLabels, solverLabels(s.moves));
  s = await playConnect4ToEnd(page);
  assert.notEqual(s.status, 'playing');
  const stats = await page.evaluate(() => window.lineup.stats());
  assert.equal(stats['connect4/easy'], undefined, `an assisted game is not counted: ${JSON.stringify(stats)}`);
  assert.deepEqual(problems, []);
});

for (const [name, viewport] of [['desktop', { width: 1280, height: 800 }], ['phone', { width: 390, height: 844 }]]) {
  test(`the overlay on every theme, ${name}`, async () => {
    const own = await launch({ viewport, ...(name === 'phone' ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}) });
    try {
      // One page: the rock and bubble themes come as their links' records
      // (window.lineup.load), without a page load each.
      const { page, problems } = await openGame(own.context, `${site.server.url}?game=connect4&mode=pvp&theme=basic&seed=5&analysis=on`);
      for (const theme of ['basic', 'rock', 'bubble']) {
        if (theme !== 'basic') assert.ok(await page.evaluate((r) => window.lineup.load(r), `v=1&game=connect4&theme=${theme}&seed=5`));
        // Ten discs: every column's score comes in a moment (the first moves'
        // are analysis.test.js's first test's).
        for (const move of ['4', '3', '4', '5', '3', '5', '2', '6', '6', '2']) {
          assert.ok(await page.evaluate((m) => window.lineup.play(m), move), `${theme}: ${move}`);
        }
        const s = await until(page, settled, { what: `the analysis on ${theme}` });
        assert.deepEqual(s.clippedControls, []);
        for (const label of s.columnLabels) assert.match(label, /^(\+\d+|-\d+|0)$/, `a score in every column: ${s.columnLabels}`);
        await frames(page, 3);
        await screenshot(page, `analysis-${theme}-${name}`);
        assert.deepEqual(problems, []);
      }
      await page.close();
    } finally {
      await own.close();
    }
  });
}

// A board too large for the solver's short first pass: the heuristic search's
// estimates stand in, labelled "≈" on paler badges and explained under the
// message, on a phone held upright, tapped as a person taps.
test('on a larger board the columns the solver cannot finish show labelled estimates', async () => {
  const own = await launch({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  try {
    const { page, problems } = await openGame(own.context, `${site.server.url}?game=connect4&mode=pvp&size=9x7`);
    let s = await press(page, 'analysis');
    assert.equal(s.analysis, true);
    s = await play(page, '5');  // the centre column: a position with mirror symmetry
    assert.deepEqual(s.moves, ['5']);
    const estimate = /^\u2248([+-]\d\.\d|0)$/;
    s = await until(page, (x) => x.columnLabels.length === 9 && x.columnLabels.every((l) => l !== '\u2026'),
      { timeout: 120000, what: 'the first pass over every column' });
    for (const label of s.columnLabels) assert.match(label, estimate, `an estimate in every column: ${s.columnLabels}`);
    assert.deepEqual(s.columnScores, Array(9).fill(null), 'no estimate passes for an exact score');
    // One search for the whole position: mirror columns estimate alike.
    for (let col = 0; col < 4; col++) assert.equal(s.columnLabels[col], s.columnLabels[8 - col], `${s.columnLabels}`);
    assert.equal(s.analysisNote, '\u2248 marks an estimate, in threats; the solver is still working on those columns\u2026');
    assert.deepEqual(s.clippedControls, []);
    await frames(page, 3);
    await screenshot(page, 'analysis-estimates-phone');
    // A tap on another column: the new position starts afresh.
    s = await play(page, '4');
    assert.deepEqual(s.moves, ['5', '4']);
    s = await until(page, (x) => x.columnLabels.length === 9 && x.columnLabels.every((l) => l !== '\u2026'),
      { timeout: 120000, what: 'the first pass after the second move' });
    for (const label of s.columnLabels) assert.match(label, estimate);
    assert.deepEqual(problems, []);
  } finally {
    await own.close();
  }
});
