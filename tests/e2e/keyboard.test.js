// The panel by keyboard alone, as a person without a pointer plays: Tab into
// the game and through its controls, Enter or Space to press one, Escape to
// close a menu and to give the board the focus back, + and - for the
// computer's level. At each step exactly one focus mark shows: the game's
// ring (state().focusShown, around the control state().focus names), no
// board cursor, no ring of the page around the canvas, no ring of the
// screen-reader grid. At the sizes a person plays at and in a 300x400 embed;
// screenshots (keyboard-*.png) show the ring.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { useSite, openGame, state, screenshot, frames } = require('./lib/browser');
const { until } = require('./lib/game');
const { useHost, hostHtml, openHost, boardFrame, boardReady } = require('./lib/host');

const site = useSite({ browser: { viewport: { width: 1280, height: 800 } } });
const host = useHost(site);

// The sizes a person plays at: phones upright and on their side, a tablet, a laptop.
const SIZES = [[375, 667], [390, 844], [667, 375], [768, 1024], [1280, 800]];
const SHOTS = new Set(['375x667', '390x844', '667x375', '768x1024', '1280x800', '300x400']);

// Presses `key` until the game's focus is on control `id` (at most `most`
// presses), each once the last has moved the focus (the arrows act in the
// game's next frame).
async function walkTo(view, id, key = 'Tab', most = 60) {
  let s = await state(view.game);
  for (let i = 0; i < most; i++) {
    if (s.focus === id) return s;
    const before = s.focus;
    await view.page.keyboard.press(key);
    s = await until(view.game, (x) => x.focus !== before, { what: `${key} to move the focus from ${before}` });
  }
  throw new Error(`${key} never reached ${id}; focus: ${(await state(view.game)).focus}`);
}

// Exactly one focus mark: the game's own (on `focus`), and no other.
async function oneMark(view, focus, what) {
  const s = await until(view.game, (x) => x.focus === focus && !x.animating, { what: `${focus} in focus (${what})` });
  assert.equal(s.focusShown, true, `${what}: the game marks its focus`);
  if (focus !== 'board') assert.equal(s.cursor, null, `${what}: no board cursor while a control has the focus`);
  const page_ = await view.game.evaluate(() => ({
    outline: getComputedStyle(document.getElementById('canvas')).outlineStyle,
    grid: !document.getElementById('lineup-cell-focus').classList.contains('lineup-hidden'),
    active: document.activeElement && document.activeElement.id,
  }));
  assert.equal(page_.active, 'canvas', `${what}: the canvas has the page's focus`);
  assert.equal(page_.outline, 'none', `${what}: no page ring around the canvas`);
  assert.equal(page_.grid, false, `${what}: no ring of the accessible grid`);
  if (focus !== 'board') {
    // (Scrolled into view over the next frame or two.)
    const shown = await view.game.waitForFunction((id) => { const b = window.lineup.controlBox(id); return b && b.visible; },
      focus, { timeout: 30000 }).then(() => true, () => false);
    assert.ok(shown, `${what}: ${focus} is in view`);
  }
  return s;
}

// Presses `key` and waits for the game to show `predicate` (a press acts in the next frame).
async function pressFor(view, key, predicate, what) {
  await view.page.keyboard.press(key);
  return until(view.game, predicate, { what });
}

async function shot(view, size, name) {
  if (SHOTS.has(size)) await screenshot(view.page, `keyboard-${size}-${name}`);
}

// Level, game, size, theme, copy link and settings by keyboard alone, from
// the first Tab into the game; `view.game` is the page or an embedded
// board's frame, `view.page` the tab that takes the keys.
async function keyboardAlone(view, size) {
  await view.page.keyboard.press('Tab');
  await oneMark(view, 'board', 'Tab into the game');
  await shot(view, size, 'board');

  // The level, from its menu: Enter opens it, the level in force (Hard)
  // takes the focus.
  await walkTo(view, 'level');
  await oneMark(view, 'level', 'the level');
  await pressFor(view, 'Enter', (s) => /^level-/.test(s.focus), 'the level menu open');
  assert.equal((await state(view.game)).focus, 'level-hard', 'the menu opens on the level in force');
  await walkTo(view, 'level-medium', 'ArrowUp', 8);
  await oneMark(view, 'level-medium', 'in the level menu');
  await shot(view, size, 'level-menu');
  let s = await pressFor(view, 'Enter', (x) => x.level === 'medium', 'level medium');
  assert.match(s.message, /Computer level: Medium\./);
  await oneMark(view, 'level', 'the menu closed, the focus back on the level');
  // + and -: a step stronger, a step weaker, said in the message.
  s = await pressFor(view, '+', (x) => x.level === 'hard', 'level hard by +');
  assert.match(s.message, /Computer level: Hard\./);
  s = await pressFor(view, '-', (x) => x.level === 'medium', 'level medium by -');
  assert.match(s.message, /Computer level: Medium\./);

  // The game.
  await walkTo(view, 'game-gomoku');
  await pressFor(view, 'Enter', (x) => x.game === 'gomoku', 'Gomoku');
  await oneMark(view, 'game-gomoku', 'Gomoku chosen');

  // The size, from its menu; Escape closes a menu without choosing.
  const cols = (await walkTo(view, 'size')).cols;
  await pressFor(view, 'Enter', (x) => /^size-/.test(x.focus), 'the size menu open');
  await pressFor(view, 'Escape', (x) => x.focus === 'size', 'the size menu closed by Escape');
  assert.equal((await state(view.game)).cols, cols, 'Escape chose nothing');
  await pressFor(view, 'Space', (x) => /^size-/.test(x.focus), 'the size menu open by Space');
  await walkTo(view, 'size-19x19', 'Tab', 8);
  await pressFor(view, 'Enter', (x) => x.cols === 19 && x.rows === 19, '19x19');
  await oneMark(view, 'size', 'the size chosen');

  // The theme.
  await walkTo(view, 'theme-rock');
  await pressFor(view, 'Enter', (x) => x.theme === 'rock', 'the Rock theme');
  await oneMark(view, 'theme-rock', 'Rock chosen');
  await shot(view, size, 'theme-rock');

  // Copy link, back up the panel with Shift+Tab.
  await walkTo(view, 'share', 'Shift+Tab');
  await oneMark(view, 'share', 'Copy link');
  await pressFor(view, 'Enter', (x) => /Link to this game copied/.test(x.message), 'the link copied');

  // Settings: a menu of switches; Space flips one, Escape closes it.
  await walkTo(view, 'settings', 'Shift+Tab');
  await pressFor(view, 'Enter', (x) => x.focus === 'sound', 'the settings open, Sound in focus');
  await walkTo(view, 'dark', 'Tab', 10);
  await shot(view, size, 'settings');
  await oneMark(view, 'dark', 'in the settings');
  s = await pressFor(view, 'Space', (x) => x.dark, 'dark colours on');
  await oneMark(view, 'dark', 'dark colours on, the settings still open');
  await shot(view, size, 'settings-dark');
  await pressFor(view, 'Escape', (x) => x.focus === 'settings', 'the settings closed by Escape');
  await oneMark(view, 'settings', 'the settings closed');
  // Escape with no menu open: the board has the focus again.
  await pressFor(view, 'Escape', (x) => x.focus === 'board', 'the board in focus');
  await oneMark(view, 'board', 'back on the board');
  s = await state(view.game);
  assert.deepEqual([s.game, s.cols, s.theme, s.level, s.dark], ['gomoku', 19, 'rock', 'medium', true]);
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
      await keyboardAlone({ page, game: page }, size);
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
      await context.clearPermissions();
    }
  });
}

// A board of 300x400 on a host page: Tab from the page goes into it.
test('keyboard alone in a 300x400 embed: level, game, size, theme, copy link and settings', async () => {
  const { context } = site.browser;
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.server.origin });
  const board = '<div id="board" data-lineup data-game="connect4" data-mode="pvc" data-level="hard" ' +
    'style="width: 300px; height: 400px"></div>\n';
  const url = host.page('keyboard-embed.html',
    hostHtml(`<script src="${site.server.url}lineup-embed.js"></script>\n${board}`));
  const { page, problems } = await openHost(context, url);
  try {
    const game = await boardFrame(page, '#board');
    await boardReady(game);
    await keyboardAlone({ page, game }, '300x400');
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
    await context.clearPermissions();
  }
});
