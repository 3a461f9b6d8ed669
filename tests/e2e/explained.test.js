// The numbers explained, as a person meets them on a phone (375x667) and a
// desktop (1280x800): Connect 4's analysis chips read "Win in N", "Draw" or
// "Loss in N" with a legend under the message, the setting "Short scores"
// turns them to "+N" and is remembered, the review rings its better move and
// steps with the arrow keys, the help has its new sections, and Gomoku's bar
// names the side it favours while its deepening leaves `animating` false.
// Screenshots of each step are kept in the artifacts; chips on 7x6 and 9x7 at
// 320x568 too.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { useSite, launch, openGame, frames, screenshot, state } = require('./lib/browser');
const { until, press, play } = require('./lib/game');
const { boxOf, untilIn } = require('./lib/person');
const { stopHolding } = require('./lib/held_replies');
const { SCREENS, device, embedded } = require('./lib/screens');
const { decodePng } = require('./lib/png');

const site = useSite({ browser: false });

const settled = (s) => s.columnChips.length > 0 && !s.columnChips.includes('\u2026') && !s.thinking;

/// A chip worked out from the exact score (S - k for a win with the mover's
/// k-th disc, S = cols * rows / 2 + 1): N counts the mover's discs from now.
function expectedChip(score, cols, rows, moves) {
  if (score === null) return null;
  const base = Math.floor((cols * rows) / 2) + 1;
  if (score > 0) return `Win in ${base - Math.floor(moves / 2) - score}`;
  if (score < 0) return `Loss in ${base - Math.floor((moves + 1) / 2) + score}`;
  return 'Draw';
}

async function keys(page, key, times = 1) {
  for (let i = 0; i < times; i++) {
    await page.keyboard.press(key);
    await frames(page, 2);
  }
}

const VIEWPORTS = [
  ['phone', { width: 375, height: 667 }, { isMobile: true, hasTouch: true, deviceScaleFactor: 2 }],
  ['desktop', { width: 1280, height: 800 }, {}],
];

for (const [name, viewport, extra] of VIEWPORTS) {
  test(`chips in words, the legend, the setting, the review's ring and keys, the help: ${name}`, async () => {
    const own = await launch({ viewport, ...extra });
    try {
      const { page, problems } = await openGame(own.context, `${site.server.url}?game=connect4&mode=pvp`);
      let s = await press(page, 'analysis');
      assert.equal(s.analysis, true);
      // The empty board: the middle column wins, its neighbours draw.
      s = await until(page, settled, { what: 'the chips of the empty board' });
      assert.equal(s.columnChips[2], 'Draw');
      assert.equal(s.columnChips[4], 'Draw');
      assert.match(s.columnChips[3], /^Win in \d+$/);
      assert.match(s.columnChips[0], /^Loss in \d+$/);
      // Red with three in column 1, Yellow three in column 2, Red to move:
      // column 1 wins with this disc, columns 3 to 7 lose at once.
      for (const move of ['1', '2', '1', '2', '1', '2']) s = await play(page, move);
      s = await until(page, settled, { what: 'the chips' });
      assert.equal(s.columnChips[0], 'Win in 1');
      for (let col = 2; col < 7; col++) assert.equal(s.columnChips[col], 'Loss in 1', `column ${col + 1}`);
      s.columnScores.forEach((score, col) => {
        assert.equal(s.columnChips[col], expectedChip(score, 7, 6, s.moves.length), `column ${col + 1}: ${score}`);
      });
      assert.match(s.analysisLegend, /^Win in N: .*Loss in N: /);
      const legend = await page.evaluate(() => window.lineup.controlBox('analysis-legend'));
      assert.ok(legend && legend.visible, `the legend shows: ${JSON.stringify(legend)}`);
      assert.equal(s.compactScores, false);
      assert.deepEqual(s.clippedControls, []);
      await screenshot(page, `explained-chips-${name}`);
      // The setting: the solver's own numbers, and the legend says what they are.
      await press(page, 'settings');
      await frames(page, 3);
      s = await press(page, 'scores');
      assert.equal(s.compactScores, true);
      assert.deepEqual(s.columnChips, s.columnLabels);
      assert.equal(s.columnChips[0], '+18');
      assert.match(s.analysisLegend, /\+N wins/);
      await keys(page, 'Escape');
      await screenshot(page, `explained-compact-${name}`);
      // Remembered: a later visit shows the compact form.
      const later = await openGame(own.context, `${site.server.url}?game=connect4&mode=pvp&analysis=on`, { keepStorage: true });
      s = await until(later.page, settled, { what: 'the chips on a later visit' });
      assert.equal(s.compactScores, true);
      assert.match(s.columnChips[3], /^[+-]?\d+$/);
      await later.page.close();
      assert.deepEqual(later.problems, []);
      await page.close();
      assert.deepEqual(problems, []);
    } finally {
      await own.close();
    }
  });

  test(`the review rings its better move and steps with the arrow keys; the help's sections: ${name}`, async () => {
    const own = await launch({ viewport, ...extra });
    try {
      const { page, problems } = await openGame(own.context, `${site.server.url}?game=connect4&mode=pvp`);
      // Red's column 5 at move 3 throws away the win column 4 keeps.
      for (const move of ['4', '4', '5', '3']) await play(page, move);
      let s = await press(page, 'review');
      assert.ok(s.review, 'the review started');
      s = await until(page, (x) => x.review && x.review.complete, { timeout: 300000, what: 'the review' });
      await page.focus('#canvas');
      await keys(page, 'ArrowRight', 3);
      s = await until(page, (x) => x.moves.length === 3, { what: 'three steps forward' });
      assert.deepEqual(s.review.better, ['4']);
      assert.match(s.message, /Better: column 4/);
      assert.equal(s.cursor, null, 'the arrows moved no cursor');
      await screenshot(page, `explained-review-ring-${name}`);
      await keys(page, 'ArrowLeft');
      s = await until(page, (x) => x.moves.length === 2, { what: 'a step back' });
      assert.deepEqual(s.review.better, []);
      // The help: its sections, the new ones among them.
      s = await press(page, 'help');
      for (const title of ['Analysis (A)', 'Review (V)', 'Renju, Swap and Swap2', 'Games by link']) {
        assert.ok(s.help && s.help.includes(title), `${title} in ${JSON.stringify(s.help)}`);
      }
      await screenshot(page, `explained-help-${name}`);
      await keys(page, 'Escape');
      await page.close();
      assert.deepEqual(problems, []);
    } finally {
      await own.close();
    }
  });
}

// The chips in words and their legend at the other sizes people play on and
// in a 300x400 embed (375x667 and 1280x800 above): Red to move with three in
// column 1, Yellow three in column 2.
const FOUR_TO_PLAY = 'v=1&game=connect4&size=7x6&theme=basic&seed=0&moves=121212';

async function chipsAndLegend(view, where, embed = false) {
  const s = await untilIn(view, settled, { timeout: 120000, what: `the chips (${where})` });
  assert.equal(s.columnChips[0], 'Win in 1', where);
  for (let col = 2; col < 7; col++) assert.equal(s.columnChips[col], 'Loss in 1', `${where}: column ${col + 1}`);
  assert.match(s.analysisLegend, /^Win in N: .*Loss in N: /);
  // The legend under the message: whole on a page; in a small embed's card at
  // least its first line before the card's fold (the rest a scroll away).
  const legend = await boxOf(view, 'analysis-legend');
  const card = await boxOf(view, 'panel');
  assert.ok(legend && (legend.visible || (embed && legend.y + 20 <= card.y + card.height)),
    `${where}: the legend shows: ${JSON.stringify(legend)} in ${JSON.stringify(card)}`);
  assert.deepEqual(s.clippedControls, [], where);
}

for (const screen of SCREENS.filter((x) => !['375x667', '1280x800'].includes(x.name))) {
  test(`chips in words and their legend (${screen.name})`, async () => {
    const { browser, page, problems, view } = await device(screen,
      `${site.server.url}?mode=pvp&analysis=on#${FOUR_TO_PLAY}`);
    try {
      await chipsAndLegend(view, screen.name);
      await screenshot(page, `explained-chips-${screen.name}`);
      assert.deepEqual(problems, []);
    } finally {
      await browser.close();
    }
  });
}

test('chips in words and their legend in a 300x400 embed', async () => {
  const { page, frame, view, problems, close } = await embedded(site,
    `data-mode="pvp" data-analysis="on" data-record="${FOUR_TO_PLAY}"`);
  try {
    await stopHolding(frame);
    await chipsAndLegend(view, 'embed-300x400', true);
    await screenshot(page, 'explained-chips-embed-300x400');
    assert.deepEqual(problems, []);
  } finally {
    await close();
  }
});

test('Gomoku: the bar names the side it favours, and deepening is not animating', async () => {
  const own = await launch({ viewport: { width: 1280, height: 800 } });
  try {
    const { page, problems } = await openGame(own.context, `${site.server.url}?game=gomoku&size=15&mode=pvp&analysis=on`);
    for (const move of ['h8', 'i9', 'h9']) await play(page, move);
    // While it deepens, the board rests between deeper views: a host waiting
    // for animating to fall does not wait for the whole search.
    const s = await until(page, (x) => x.evaluation && x.deepening && x.evaluation.deepening && !x.animating,
      { timeout: 120000, what: 'a resting board while the analysis deepens' });
    assert.match(s.evaluation.label, /^((Black|White) is better · \d+%|Even · 50%|(Black|White) wins in \d+ moves?) · depth \d+/);
    assert.match(s.analysisLegend, /^The bar: /);
    // And it stays so: a deeper view moves the bar for a moment (about half
    // a second at a software renderer's frame rate), but the board is not
    // held animating for the search.
    let samples = 0, animating = 0;
    for (let i = 0; i < 30; i++) {
      await page.waitForTimeout(100);
      const t = await state(page);
      if (!t.deepening) break;
      samples += 1;
      if (t.animating) animating += 1;
    }
    assert.ok(animating <= samples / 2, `animating in ${animating} of ${samples} samples while deepening`);
    await screenshot(page, 'explained-gomoku-bar');
    await page.close();
    assert.deepEqual(problems, []);
  } finally {
    await own.close();
  }
});

// The help is an opaque card: what lies behind it (an empty board, or one
// with discs across its two lowest rows) does not show through the words.
test('the help card hides the board behind it', async () => {
  const own = await launch({ viewport: { width: 1280, height: 800 } });
  try {
    const { page, problems } = await openGame(own.context, `${site.server.url}?game=connect4&mode=pvp`);
    const look = async (name) => {
      let s = await press(page, 'help');
      assert.ok(s.help, 'the help is open');
      const image = decodePng((await screenshot(page, name)).png);
      await keys(page, 'Escape');
      s = await until(page, (x) => !x.help, { what: 'the help closed' });
      return image;
    };
    const empty = await look('explained-help-over-empty');
    for (const move of ['1', '2', '3', '4', '5', '6', '7', '2', '1', '4', '3', '6', '5', '7']) await play(page, move);
    const full = await look('explained-help-over-discs');
    // The card's middle (it is centred in the window): the same pixels over both boards.
    let differ = 0, seen = 0;
    for (let y = 250; y < 550; y += 2) {
      for (let x = 400; x < 880; x += 2) {
        seen += 1;
        const [a, b] = [empty.pixel(x, y), full.pixel(x, y)];
        if (a.some((v, i) => Math.abs(v - b[i]) > 8)) differ += 1;
      }
    }
    assert.ok(differ <= seen / 200, `the board shows through the help: ${differ} of ${seen} pixels differ`);
    await page.close();
    assert.deepEqual(problems, []);
  } finally {
    await own.close();
  }
});

test('chips fit 7x6 and 9x7 boards at 320x568, in both languages', async () => {
  const own = await launch({ viewport: { width: 320, height: 568 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  try {
    let tab = null;  // one tab, each board a new load of it with fresh storage
    for (const [size, lang] of [['7x6', 'en'], ['9x7', 'en'], ['7x6', 'zh'], ['9x7', 'zh']]) {
      const { page, problems } = await openGame(own.context,
        `${site.server.url}?mode=pvp&analysis=on&lang=${lang}#v=1&game=connect4&size=${size}&theme=basic&seed=0&moves=121212`,
        { tab });
      tab = page;
      // (On 9x7 the blocking column may stay an estimate, "≈", for a while.)
      const s = await until(page, settled, { timeout: 120000, what: `the chips on ${size}` });
      assert.equal(s.columnChips[0], lang === 'en' ? 'Win in 1' : '1步胜');
      assert.deepEqual(s.clippedControls, []);
      await screenshot(page, `explained-chips-320-${size}-${lang}`);
      assert.deepEqual(problems, []);
    }
    await tab.close();
  } finally {
    await own.close();
  }
});
