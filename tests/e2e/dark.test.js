// The dark colour scheme: the game follows the system's preference
// (prefers-color-scheme), live; the Dark colours setting, clicked in the
// settings, overrides it and is remembered; the page around the game follows
// too. Screenshots of every theme in the dark, on a desktop and a phone.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { useSite, openGame, state, clickControl, frames, screenshot } = require('./lib/browser');
const { decodePng } = require('./lib/png');

const site = useSite({ browser: { viewport: { width: 1000, height: 700 } } });

/// How light the page looks at the top left corner (the sky behind the board),
/// and at `at` (page CSS pixels) when given: 0-255.
async function lightness(page, name, at = null) {
  await frames(page, 4);
  const { png } = await screenshot(page, name);
  const image = decodePng(png);
  const scale = await page.evaluate(() => window.devicePixelRatio);
  const light = (x, y) => {
    const [r, g, b] = image.pixel(Math.round(x * scale), Math.round(y * scale));
    return Math.round((r + g + b) / 3);
  };
  return at ? [light(4, 4), light(at.x, at.y)] : light(4, 4);
}

/// The lightness at the top left corner once `wanted(lightness)` holds, or
/// after a minute: the game draws a change of colours on its next frame,
/// which a busy machine may draw late.
async function lightnessWhen(page, name, wanted) {
  let light = await lightness(page, name);
  for (const start = Date.now(); !wanted(light) && Date.now() - start < 60000;) light = await lightness(page, name);
  return light;
}

/// The page's own background colour, as the browser paints it.
const pageBackground = (page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test('the colours follow the system\'s preference, and the setting, clicked, overrides it and is kept', async () => {
  const { page, problems } = await openGame(site.browser.context, `${site.server.url}?game=connect4&mode=pvp`, {
    beforeLoad: (p) => p.emulateMedia({ colorScheme: 'dark' }),
  });
  let s = await state(page);
  assert.deepEqual([s.scheme, s.dark], ['auto', true], 'a dark system: dark colours');
  assert.ok(await lightness(page, 'dark-auto') < 60, 'the page behind the board is dark');
  assert.equal(await pageBackground(page), 'rgb(22, 19, 15)');
  // The system turns light: the game follows at once.
  await page.emulateMedia({ colorScheme: 'light' });
  await page.waitForFunction(() => window.lineup.state().dark === false, null, { timeout: 60000 });
  assert.ok(await lightnessWhen(page, 'light-auto', (x) => x > 180) > 180, 'the page behind the board is light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.waitForFunction(() => window.lineup.state().dark === true, null, { timeout: 60000 });

  // The setting, as a person sets it: light on a dark system.
  await clickControl(page, 'settings');
  await frames(page, 4);
  await clickControl(page, 'dark');
  await page.waitForFunction(() => window.lineup.state().dark === false, null, { timeout: 60000 });
  s = await state(page);
  assert.equal(s.scheme, 'light');
  await page.keyboard.press('Escape');
  assert.ok(await lightnessWhen(page, 'light-chosen', (x) => x > 180) > 180);
  assert.notEqual(await pageBackground(page), 'rgb(22, 19, 15)', 'the page follows the game');
  // Kept: the next visit opens light on the dark system.
  await page.reload();
  await page.waitForFunction(() => window.lineup && window.lineup.state().ready, null, { timeout: 60000 });
  s = await state(page);
  assert.deepEqual([s.scheme, s.dark], ['light', false], 'the choice is remembered');
  assert.deepEqual(problems, []);
  await page.close();
});

test('dark colours in every theme, on a desktop and a phone: screenshots, and nothing cut', async () => {
  // Each theme once, the two sizes shared among them (the light scheme's
  // screenshots of every theme at every size are look.test.js's).
  const shots = [
    ['desktop', { width: 1000, height: 700 }, 'game=connect4&theme=basic'],
    ['desktop', { width: 1000, height: 700 }, 'game=gomoku&theme=bubble'],
    ['phone', { width: 390, height: 844 }, 'game=connect4&theme=rock'],
    ['phone', { width: 390, height: 844 }, 'game=gomoku&theme=basic'],
    ['phone', { width: 390, height: 844 }, 'game=connect4&theme=bubble'],
  ];
  let tab = null;  // one tab, each shot a new load of it at its size with fresh storage
  for (const [size, viewport, game] of shots) {
    const { page, problems } = await openGame(site.browser.context, `${site.server.url}?${game}&mode=pvp&scheme=dark`, {
      beforeLoad: (p) => p.setViewportSize(viewport), tab,
    });
    tab = page;
    const s = await state(page);
    assert.deepEqual([s.scheme, s.dark], ['dark', true], game);
    assert.deepEqual(s.clippedControls, [], `${game} ${size}: no label cut`);
    // Connect 4's empty holes show the night, not a glaring white.
    const hole = game.startsWith('game=connect4') ? await page.evaluate(() => window.lineup.cellCenter('4')) : null;
    const [sky, inHole] = await lightness(page, `dark-${size}-${game.replace(/[=&]/g, '-')}`, hole || { x: 4, y: 4 });
    assert.ok(sky < 70, `${game} ${size}: dark`);
    if (hole) assert.ok(inHole < 90, `${game} ${size}: an empty hole is dark (lightness ${inHole})`);
    assert.deepEqual(problems, []);
  }
  await tab.close();
});
