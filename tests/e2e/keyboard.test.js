// The panel by keyboard alone, as a person without a pointer plays: Tab into
// the game and through its controls, Enter or Space to press one, Escape to
// close a menu and to give the board the focus back, + and - for the
// computer's level. At each step exactly one focus mark shows: the game's
// ring (state().focusShown, around the control state().focus names), no
// board cursor, no ring of the page around the canvas, no ring of the
// screen-reader grid. Screenshots (keyboard-*.png) show the ring at two sizes.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { useSite, openGame, state, screenshot, frames } = require('./lib/browser');
const { until } = require('./lib/game');

const site = useSite({ browser: { viewport: { width: 1280, height: 800 } } });

// The sizes a person plays at: phones upright and on their side, a tablet, a laptop.
const SIZES = [[375, 667], [390, 844], [667, 375], [768, 1024], [1280, 800]];
const SHOTS = new Set(['375x667', '667x375', '768x1024', '1280x800']);

// Presses `key` until the game's focus is on control `id` (at most `most`
// presses), each once the last has moved the focus (the arrows act in the
// game's next frame).
async function walkTo(page, id, key = 'Tab', most = 60) {
  let s = await state(page);
  for (let i = 0; i < most; i++) {
    if (s.focus === id) return s;
    const before = s.focus;
    await page.keyboard.press(key);
    s = await until(page, (x) => x.focus !== before, { what: `${key} to move the focus from ${before}` });
  }
  throw new Error(`${key} never reached ${id}; focus: ${(await state(page)).focus}`);
}

// Exactly one focus mark: the game's own (on `focus`), and no other.
async function oneMark(page, focus, what) {
  const s = await until(page, (x) => x.focus === focus && !x.animating, { what: `${focus} in focus (${what})` });
  assert.equal(s.focusShown, true, `${what}: the game marks its focus`);
  if (focus !== 'board') assert.equal(s.cursor, null, `${what}: no board cursor while a control has the focus`);
  const page_ = await page.evaluate(() => ({
    outline: getComputedStyle(document.getElementById('canvas')).outlineStyle,
    grid: !document.getElementById('lineup-cell-focus').classList.contains('lineup-hidden'),
    active: document.activeElement && document.activeElement.id,
  }));
  assert.equal(page_.active, 'canvas', `${what}: the canvas has the page's focus`);
  assert.equal(page_.outline, 'none', `${what}: no page ring around the canvas`);
  assert.equal(page_.grid, false, `${what}: no ring of the accessible grid`);
  if (focus !== 'board') {
    // (Scrolled into view over the next frame or two.)
    const shown = await page.waitForFunction((id) => { const b = window.lineup.controlBox(id); return b && b.visible; },
      focus, { timeout: 30000 }).then(() => true, () => false);
    assert.ok(shown, `${what}: ${focus} is in view`);
  }
  return s;
}

// Presses `key` and waits for the game to show `predicate` (a press acts in the next frame).
async function pressFor(page, key, predicate, what) {
  await page.keyboard.press(key);
  return until(page, predicate, { what });
}

async function shot(page, size, name) {
  if (SHOTS.has(size)) await screenshot(page, `keyboard-${size}-${name}`);
}

for (const [width, height] of SIZES) {
  const size = `${width}x${height}`;
  test(`keyboard alone at ${size}: level, game, size, theme, copy link and settings`, async () => {
    const { context } = site.browser;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.server.origin });
    const { page, problems } = await openGame(context, `${site.server.url}?mode=pvc&game=connect4&level=hard`);
    await page.setViewportSize({ width, height });
    await frames(page, 4);
    try {
      await page.keyboard.press('Tab');
      await oneMark(page, 'board', 'Tab into the game');
      await shot(page, size, 'board');

      // The level, from its menu: Enter opens it, the level in force (Hard)
      // takes the focus.
      await walkTo(page, 'level');
      await oneMark(page, 'level', 'the level');
      await pressFor(page, 'Enter', (s) => /^level-/.test(s.focus), 'the level menu open');
      assert.equal((await state(page)).focus, 'level-hard', 'the menu opens on the level in force');
      await walkTo(page, 'level-medium', 'ArrowUp', 8);
      await oneMark(page, 'level-medium', 'in the level menu');
      await shot(page, size, 'level-menu');
      let s = await pressFor(page, 'Enter', (x) => x.level === 'medium', 'level medium');
      assert.match(s.message, /Computer level: Medium\./);
      await oneMark(page, 'level', 'the menu closed, the focus back on the level');
      // + and -: a step stronger, a step weaker, said in the message.
      s = await pressFor(page, '+', (x) => x.level === 'hard', 'level hard by +');
      assert.match(s.message, /Computer level: Hard\./);
      s = await pressFor(page, '-', (x) => x.level === 'medium', 'level medium by -');
      assert.match(s.message, /Computer level: Medium\./);

      // The game.
      await walkTo(page, 'game-gomoku');
      await pressFor(page, 'Enter', (x) => x.game === 'gomoku', 'Gomoku');
      await oneMark(page, 'game-gomoku', 'Gomoku chosen');

      // The size, from its menu; Escape closes a menu without choosing.
      const cols = (await walkTo(page, 'size')).cols;
      await pressFor(page, 'Enter', (x) => /^size-/.test(x.focus), 'the size menu open');
      await pressFor(page, 'Escape', (x) => x.focus === 'size', 'the size menu closed by Escape');
      assert.equal((await state(page)).cols, cols, 'Escape chose nothing');
      await pressFor(page, 'Space', (x) => /^size-/.test(x.focus), 'the size menu open by Space');
      await walkTo(page, 'size-19x19', 'Tab', 8);
      await pressFor(page, 'Enter', (x) => x.cols === 19 && x.rows === 19, '19x19');
      await oneMark(page, 'size', 'the size chosen');

      // The theme.
      await walkTo(page, 'theme-rock');
      await pressFor(page, 'Enter', (x) => x.theme === 'rock', 'the Rock theme');
      await oneMark(page, 'theme-rock', 'Rock chosen');
      await shot(page, size, 'theme-rock');

      // Copy link, back up the panel with Shift+Tab.
      await walkTo(page, 'share', 'Shift+Tab');
      await oneMark(page, 'share', 'Copy link');
      await pressFor(page, 'Enter', (x) => /Link to this game copied/.test(x.message), 'the link copied');

      // Settings: a menu of switches; Space flips one, Escape closes it.
      await walkTo(page, 'settings', 'Shift+Tab');
      await pressFor(page, 'Enter', (x) => x.focus === 'sound', 'the settings open, Sound in focus');
      await walkTo(page, 'dark', 'Tab', 10);
      await shot(page, size, 'settings');
      await oneMark(page, 'dark', 'in the settings');
      s = await pressFor(page, 'Space', (x) => x.dark, 'dark colours on');
      await oneMark(page, 'dark', 'dark colours on, the settings still open');
      await shot(page, size, 'settings-dark');
      await pressFor(page, 'Escape', (x) => x.focus === 'settings', 'the settings closed by Escape');
      await oneMark(page, 'settings', 'the settings closed');
      // Escape with no menu open: the board has the focus again.
      await pressFor(page, 'Escape', (x) => x.focus === 'board', 'the board in focus');
      await oneMark(page, 'board', 'back on the board');
      s = await state(page);
      assert.deepEqual([s.game, s.cols, s.theme, s.level, s.dark], ['gomoku', 19, 'rock', 'medium', true]);
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
      await context.clearPermissions();
    }
  });
}

test('the arrows move the board cursor only while the board has the focus; the help; the grid', async () => {
  const { page, problems } = await openGame(site.browser.context, `${site.server.url}?mode=pvp&game=gomoku`);
  await page.keyboard.press('Tab');
  let s = await pressFor(page, 'ArrowUp', (x) => x.cursor !== null, 'a cursor');
  const cursor = s.cursor;
  await oneMark(page, 'board', 'the cursor is the mark');
  await shot(page, '1280x800', 'cursor');
  await page.keyboard.press('Tab');
  s = await oneMark(page, 'language', 'the first control');
  await page.keyboard.press('ArrowDown');  // walks the controls, not the cursor
  s = await oneMark(page, 'settings', 'the arrow walked on');
  await page.keyboard.press('Enter');  // the settings menu, not a move
  await until(page, (x) => x.focus === 'sound', { what: 'the settings open' });
  await pressFor(page, 'Escape', (x) => x.focus === 'settings', 'closed');
  s = await pressFor(page, 'Shift+Tab', (x) => x.focus === 'language', 'back');
  s = await pressFor(page, 'Shift+Tab', (x) => x.focus === 'board', 'the board');
  assert.equal(s.cursor, cursor, 'the cursor shows again where it was');
  assert.deepEqual(s.moves, [], 'no move was played');
  s = await pressFor(page, 'Enter', (x) => x.moves.length === 1, 'Enter plays at the cursor');
  assert.equal(s.moves[0], cursor);

  // The help: Enter on "?" opens it with its Close in focus; Escape closes it
  // and gives the focus back to "?".
  await walkTo(page, 'help');
  await pressFor(page, 'Enter', (x) => x.help !== null && x.focus === 'help-close', 'the help open, Close in focus');
  await oneMark(page, 'help-close', 'in the help');
  await shot(page, '1280x800', 'help');
  await pressFor(page, 'Escape', (x) => x.help === null && x.focus === 'help', 'the help closed');

  // On past the last control to the screen-reader grid: its ring is the only
  // mark (the game hides its ring and the cursor).
  for (let i = 0; i < 80 && await page.evaluate(() => document.activeElement.id === 'canvas'); i++) {
    await page.keyboard.press('Tab');
  }
  assert.equal(await page.evaluate(() => document.activeElement.getAttribute('role')), 'gridcell');
  s = await until(page, (x) => x.focus === null && !x.animating, { what: 'the game without the focus' });
  assert.equal(s.focusShown, false, 'no game ring while the grid has the focus');
  assert.equal(s.cursor, null, 'no board cursor while the grid has the focus');
  assert.equal(await page.isVisible('#lineup-cell-focus'), true, 'the grid rings its cell on the board');
  await shot(page, '1280x800', 'grid');
  assert.deepEqual(problems, []);
  await page.close();
});

test('keys for the menus and buttons of the panel: B, W, O, comma, X, F', async () => {
  const { context } = site.browser;
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.server.origin });
  const { page, problems } = await openGame(context, `${site.server.url}?mode=pvp&game=connect4`);
  try {
    await page.keyboard.press('Tab');
    await oneMark(page, 'board', 'Tab into the game');
    let s = await pressFor(page, 'w', (x) => /Connect 4 has one rule/.test(x.message), 'W in Connect 4');
    s = await pressFor(page, 'o', (x) => /Connect 4 has no Swap/.test(x.message), 'O in Connect 4');
    await pressFor(page, 'g', (x) => x.game === 'gomoku', 'Gomoku');
    // B opens the size menu with the focus in it; Escape closes it.
    await pressFor(page, 'b', (x) => /^size-/.test(x.focus), 'B: the size menu');
    await oneMark(page, (await state(page)).focus, 'in the size menu by B');
    await pressFor(page, 'Escape', (x) => x.focus === 'size', 'the size menu closed');
    // W: the rule menu; Renju chosen by the arrows and Enter.
    await pressFor(page, 'w', (x) => /^rule-/.test(x.focus), 'W: the rule menu');
    await walkTo(page, 'rule-renju', 'ArrowDown', 6);
    s = await pressFor(page, 'Enter', (x) => x.rule === 'renju', 'Renju');
    await oneMark(page, 'rule', 'the rule chosen');
    await pressFor(page, 'o', (x) => /^opening-/.test(x.focus), 'O: the opening menu');
    await walkTo(page, 'opening-swap2', 'ArrowDown', 6);
    s = await pressFor(page, 'Enter', (x) => x.opening === 'swap2', 'Swap2');
    // Comma: the settings, Sound in focus.
    await pressFor(page, ',', (x) => x.focus === 'sound', 'comma: the settings');
    await pressFor(page, 'Escape', (x) => x.focus === 'settings', 'the settings closed');
    await pressFor(page, 'Escape', (x) => x.focus === 'board', 'the board');
    // X copies the link; F starts a game with a friend by link.
    await pressFor(page, 'x', (x) => /Link to this game copied/.test(x.message), 'X: the link copied');
    await pressFor(page, 'f', (x) => x.mode === 'friend', 'F: a friend by link');
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
    await context.clearPermissions();
  }
});
