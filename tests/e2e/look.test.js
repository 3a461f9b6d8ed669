// Look and feel in Chromium: every game and theme at 1x and on a phone (2x)
// (screenshots kept in the artifacts folder), a whole Connect 4 game by taps
// on a touch screen, the screen-reader mirror of the board, the language and
// sound settings and their persistence.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { useSite, launch, openGame, state, frames, screenshot, ready } = require('./lib/browser');
const { until, press } = require('./lib/game');
const { decodePng } = require('./lib/png');

// Each test launches a browser of its own (viewports, touch, locale).
const site = useSite({ browser: false });

// Plays `moves` through the page API (clicks are tested elsewhere), skipping
// cells a rock holds; returns the state once everything has landed.
async function playSome(page, game, count) {
  const s0 = await state(page);
  const blocked = new Set(s0.rocks);
  const wanted = game === 'connect4' ? ['4', '3', '4', '5', '4', '2', '3']
    : ['g7', 'h8', 'f6', 'h6', 'g8', 'i9', 'e5', 'j10', 'd4', 'k11', 'c3', 'l12'];
  let played = 0;
  for (const move of wanted) {
    if (played === count) break;
    if (blocked.has(move)) continue;
    if (await page.evaluate((m) => window.lineup.play(m), move)) played += 1;
  }
  await frames(page, 2);
  return until(page, (s) => !s.animating, { what: 'the pieces to land' });
}

// Distinct colours in a region of a screenshot (a blank or broken canvas has
// one or two; a drawn board with pieces, text and shading has many).
function colours(png, x0, y0, x1, y1) {
  const seen = new Set();
  for (let y = y0; y < y1; y += 3) {
    for (let x = x0; x < x1; x += 3) seen.add(png.pixel(x, y).slice(0, 3).join(','));
  }
  return seen.size;
}

const VIEWS = [
  { name: '1x', viewport: { width: 1024, height: 720 }, deviceScaleFactor: 1 },
  { name: 'phone', viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true },
];

for (const view of VIEWS) {
  test(`every game and theme drawn at ${view.name}`, async () => {
    const browser = await launch(view);
    try {
      // One page: each game and theme after the first comes as its link's
      // record (window.lineup.load: the same game as a page opened on the
      // link, rocks and bubbles in the same cells), without a page load each.
      const { page, problems } = await openGame(browser.context, `${site.server.url}?game=connect4&theme=basic&mode=pvp&seed=5`);
      for (const game of ['connect4', 'gomoku']) {
        for (const theme of ['basic', 'rock', 'bubble']) {
          if (game !== 'connect4' || theme !== 'basic') {
            assert.ok(await page.evaluate((r) => window.lineup.load(r), `v=1&game=${game}&theme=${theme}&seed=5`));
          }
          const s = await playSome(page, game, 5);
          assert.equal(s.game, game);
          assert.equal(s.theme, theme);
          assert.ok(s.moves.length >= 5, `${game} ${theme}: ${JSON.stringify(s.moves)}`);
          const { png } = await screenshot(page, `look-${view.name}-${game}-${theme}`);
          const image = decodePng(png);
          // The screenshot has the device's pixels: sharp, not upscaled.
          assert.equal(image.width, view.viewport.width * view.deviceScaleFactor);
          const canvas = await page.evaluate(() => {
            const c = document.getElementById('canvas');
            return { width: c.width, css: c.clientWidth, ratio: window.devicePixelRatio };
          });
          assert.equal(canvas.width, Math.round(canvas.css * canvas.ratio), 'the canvas renders at the device pixel ratio');
          // The board is drawn where the page says its cells are.
          const centre = await page.evaluate(() => window.lineup.cellCenter(window.lineup.state().game === 'connect4' ? '4' : 'g7'));
          const r = 40 * view.deviceScaleFactor;
          const cx = centre.x * view.deviceScaleFactor, cy = centre.y * view.deviceScaleFactor;
          assert.ok(colours(image, Math.max(0, cx - r), Math.max(0, cy - r), Math.min(image.width, cx + r), Math.min(image.height, cy + r)) > 20,
            `${view.name} ${game} ${theme}: the board around the centre is drawn`);
          assert.deepEqual(problems, []);
        }
      }
      await page.close();
    } finally {
      await browser.close();
    }
  });
}

// Touch: a whole Connect 4 game by taps on a phone. Each tap plays exactly
// one disc (no second move from the mouse events browsers synthesise).
test('a whole Connect 4 game by taps on a 390x844 touch screen', async () => {
  const browser = await launch({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true });
  try {
    const { page, problems } = await openGame(browser.context, site.server.url);
    const tapControl = async (name) => {
      const p = await page.evaluate((n) => window.lineup.controlCenter(n), name);
      assert.ok(p, `${name} is on screen`);
      await page.touchscreen.tap(p.x, p.y);
      await frames(page, 4);
      return state(page);
    };
    let s = await tapControl('vs-player');
    assert.equal(s.mode, 'pvp');
    // Red takes column 1 upwards while yellow answers in column 2; the taps
    // land anywhere in the column, from its top to its bottom cell.
    const taps = ['1', '2', '1', '2', '1', '2', '1'];
    for (let i = 0; i < taps.length; i++) {
      const p = await page.evaluate((m) => window.lineup.cellCenter(m), taps[i]);
      await page.touchscreen.tap(p.x, p.y - (i % 3) * 20);
      s = await until(page, (x) => x.moves.length >= i + 1 && !x.animating, { what: `tap ${i + 1}` });
      assert.deepEqual(s.moves, taps.slice(0, i + 1), 'one tap, one disc');
    }
    assert.equal(s.status, 'won');
    assert.equal(s.winner, 1);
    await page.waitForTimeout(300);
    assert.equal((await state(page)).moves.length, 7, 'no late duplicate move');
    await screenshot(page, 'look-phone-touch-game');
    // "Tap twice to play": the first tap arms a column, the second plays it.
    await page.goto(`${site.server.url}?mode=pvp&confirm=on`);
    await ready(page);
    const p = await page.evaluate(() => window.lineup.cellCenter('4'));
    await page.touchscreen.tap(p.x, p.y);
    await frames(page, 3);
    s = await state(page);
    assert.equal(s.moves.length, 0, 'the first tap only previews');
    assert.ok(s.armed, 'a column is armed');
    await page.touchscreen.tap(p.x, p.y);
    s = await until(page, (x) => x.moves.length === 1, { what: 'the confirming tap' });
    assert.deepEqual(s.moves, ['4']);
    assert.deepEqual(problems, []);
  } finally {
    await browser.close();
  }
});

// Accessibility: the hidden grid mirrors the board after each move, and the
// live region says what happened, the result included.
test('the screen-reader grid follows the board and the live region announces', async () => {
  const browser = await launch();
  try {
    const { page, problems } = await openGame(browser.context, `${site.server.url}?mode=pvp`);
    const mirror = () => page.evaluate(() => ({
      rows: document.querySelectorAll('#lineup-grid [role=row]').length,
      cells: [...document.querySelectorAll('#lineup-grid [role=gridcell]')].map((c) => c.getAttribute('aria-label')),
      live: document.getElementById('lineup-live').textContent,
    }));
    let m = await mirror();
    assert.equal(m.rows, 6);
    assert.equal(m.cells.length, 42);
    assert.ok(m.cells.every((label) => /empty/i.test(label)), JSON.stringify(m.cells.slice(0, 3)));
    const moves = ['4', '3', '4', '3', '4', '3', '4'];
    // The grid and the live region follow the game's events, which come on
    // the frame after a move played through the page API (a busy machine
    // draws it late): each move's are waited for, then checked.
    const follows = (x, st) => JSON.stringify(x.cells) === JSON.stringify(st.cellLabels.flat()) && x.live.includes(st.message);
    for (let i = 0; i < moves.length; i++) {
      await page.evaluate((mv) => window.lineup.play(mv), moves[i]);
      await frames(page, 2);
      m = await mirror();
      let s = await state(page);
      for (const start = Date.now(); !follows(m, s) && Date.now() - start < 60000; m = await mirror(), s = await state(page)) {
        await page.waitForTimeout(50);
      }
      assert.deepEqual(m.cells, s.cellLabels.flat(), 'the grid holds the board\'s labels');
      const filled = m.cells.filter((label) => !/empty/i.test(label)).length;
      assert.equal(filled, i + 1, `after move ${i + 1} the grid shows ${i + 1} discs`);
      assert.ok(m.live.includes(s.message), `the live region says "${s.message}": "${m.live}"`);
    }
    // Column 4 bottom-up is the bottom row's fourth cell and three above it.
    assert.match(m.cells[5 * 7 + 3], /red/i);
    assert.match(m.cells[4 * 7 + 2], /yellow/i);
    assert.match(m.live, /wins/i, 'the result is announced');
    // The grid plays too: Enter on a cell of a fresh game drops a disc there.
    await page.goto(`${site.server.url}?mode=pvp`);
    await ready(page);
    await page.focus('#lineup-grid [role=gridcell][data-row="0"][data-col="0"]');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    let s = await until(page, (x) => x.moves.length === 1, { what: 'a move from the grid' });
    assert.deepEqual(s.moves, ['3']);
    // Only the grid took those keys: the game's own cursor did not move and
    // play a second move when the next frames drew.
    await frames(page, 4);
    s = await state(page);
    assert.deepEqual(s.moves, ['3']);
    // The grid's cells carry the game's own names of their moves (state().cellMoves).
    const gomoku = (await openGame(browser.context, `${site.server.url}?game=gomoku&size=15&mode=pvp`)).page;
    await gomoku.waitForFunction(() => document.querySelectorAll('#lineup-grid [role=row]').length === 15);
    const corners = await gomoku.evaluate(() => ['0-0', '0-14', '14-0', '14-14'].map((at) => {
      const [row, col] = at.split('-');
      return document.querySelector(`#lineup-grid [data-row="${row}"][data-col="${col}"]`).dataset.move;
    }));
    assert.deepEqual(corners, ['a15', 'o15', 'a1', 'o1']);
    assert.deepEqual(problems, []);
  } finally {
    await browser.close();
  }
});

// Language and sound: switching to Chinese changes the words at once, the
// sounds of a game are counted, and both settings survive a reload.
test('language and sound settings apply at once and are remembered', async () => {
  const browser = await launch();
  try {
    const { page, problems } = await openGame(browser.context, site.server.url);
    let s = await state(page);
    assert.equal(s.language, 'en');
    assert.equal(s.message, 'You\'re Red \u2014 your move.');
    s = await press(page, 'language');
    assert.equal(s.language, 'zh');
    assert.match(s.message, /[\u4e00-\u9fff]/, `a Chinese message: ${s.message}`);
    await screenshot(page, 'look-chinese');
    // Sound is off until the player turns it on in the settings (the gear).
    assert.equal(s.sound, false);
    await press(page, 'settings');
    await frames(page, 3);
    await screenshot(page, 'look-settings');
    s = await press(page, 'sound');
    assert.equal(s.sound, true);
    await page.keyboard.press('Escape');
    await frames(page, 3);
    s = await press(page, 'vs-player');
    for (const move of ['1', '2', '1', '2', '1', '2', '1']) {
      await page.evaluate((m) => window.lineup.play(m), move);
      await frames(page, 2);
    }
    s = await until(page, (x) => x.status === 'won' && !x.animating, { what: 'the win' });
    // The sounds are counted on the frames that draw the moves, which come
    // after a move played through the page API (a busy machine draws them late).
    await page.waitForFunction(() => window.lineup.sounds.drop >= 6 && window.lineup.sounds.win >= 1, null, { timeout: 60000 })
      .catch(() => {});
    const sounds = await page.evaluate(() => ({ ...window.lineup.sounds }));
    assert.equal(s.sound, true);
    assert.ok(sounds.drop >= 6, `a sound per disc: ${JSON.stringify(sounds)}`);
    assert.equal(sounds.win, 1, 'one win sound');
    assert.match(await page.evaluate(() => document.getElementById('lineup-live').textContent), /[\u4e00-\u9fff]/);
    // Reload: still Chinese. Sound off through the page option, then remembered.
    await page.reload();
    await ready(page);
    s = await state(page);
    assert.equal(s.language, 'zh', 'the language survives a reload');
    assert.equal(s.status, 'won', 'the finished game is still shown');
    await frames(page, 3);
    assert.equal(await page.evaluate(() => window.lineup.sounds.win), 0, 'a reloaded game is not cheered again');
    await page.goto(`${site.server.url}?sound=off&mode=pvp`);
    await ready(page);
    assert.equal((await state(page)).sound, false);
    for (const move of ['1', '2']) await page.evaluate((m) => window.lineup.play(m), move);
    await frames(page, 3);
    const silent = await page.evaluate(() => ({ ...window.lineup.sounds }));
    assert.equal(silent.drop, 0, 'no sounds with sound off');
    await page.goto(site.server.url);
    await ready(page);
    s = await state(page);
    assert.equal(s.sound, false, 'sound off is remembered');
    assert.equal(s.language, 'zh');
    assert.deepEqual(problems, []);
  } finally {
    await browser.close();
  }
});

// A Chinese browser that asks for reduced motion gets both at once; a choice
// in the address (or a remembered one) still wins.
test('the browser\'s language and reduced-motion preference are the defaults', async () => {
  const browser = await launch({ locale: 'zh-CN', reducedMotion: 'reduce' });
  try {
    const { page, problems } = await openGame(browser.context, site.server.url);
    let s = await state(page);
    assert.equal(s.language, 'zh');
    assert.equal(s.reducedMotion, true);
    assert.equal(s.message, '你执红方——轮到你。');
    await page.goto(`${site.server.url}?lang=en&motion=full`);
    await ready(page);
    s = await state(page);
    assert.equal(s.language, 'en');
    assert.equal(s.reducedMotion, false);
    assert.deepEqual(problems, []);
  } finally {
    await browser.close();
  }
});
