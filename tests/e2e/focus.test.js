// The keyboard on the page and in embedded boards: a click gives a board the
// keys (each of two boards takes its own), Tab and Shift+Tab go into, through
// and out of the board (canvas, the screen-reader grid, the rest of the host
// page), and <html lang> follows the game's language.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { useSite, openGame, state, screenshot } = require('./lib/browser');
const { press, until } = require('./lib/game');
const { useHost, hostHtml, openHost, boardFrame, boardReady, clickBoard } = require('./lib/host');

const site = useSite({ browser: { viewport: { width: 1100, height: 800 } } });
const host = useHost(site);

const embedScript = () => `<script src="${site.server.url}lineup-embed.js"></script>\n`;

// What has the keyboard focus: 'canvas', 'cell' (of the grid), an id, or a tag.
function focused() {
  const e = document.activeElement;
  if (!e || e === document.body) return 'body';
  if (e.getAttribute('role') === 'gridcell') return 'cell';
  return e.id || e.tagName.toLowerCase();
}

async function movesOf(frame) {
  return frame.evaluate(() => window.lineup.state().moves);
}

test('a click gives an embedded board the keys, each of two boards its own', async () => {
  const board = (id) => `<div id="${id}" data-lineup data-game="connect4" data-mode="pvp" style="height: 380px"></div>\n`;
  const url = host.page('two-boards.html', hostHtml(embedScript() + board('a') + board('b')));
  const { page, problems } = await openHost(site.browser.context, url);
  const frames = { a: await boardFrame(page, '#a'), b: await boardFrame(page, '#b') };
  await boardReady(frames.a);
  await boardReady(frames.b);
  const hasFocus = (frame) => frame.evaluate(() => document.hasFocus());

  for (const [mine, other] of [['a', 'b'], ['b', 'a']]) {
    const others = await movesOf(frames[other]);
    await clickBoard(page, `#${mine}`, { move: '1' });
    await frames[mine].waitForFunction(() => window.lineup.state().moves.length === 1);
    assert.equal(await hasFocus(frames[mine]), true, `board ${mine} has the focus after a click`);
    assert.equal(await hasFocus(frames[other]), false, `board ${other} has not`);
    assert.equal(await frames[mine].evaluate(focused), 'canvas');
    assert.equal(await frames[mine].evaluate(() => document.activeElement.matches(':focus-visible')), false,
      'no focus ring for a click');
    await page.keyboard.press('4');
    await frames[mine].waitForFunction(() => window.lineup.state().moves.length === 2, null, { timeout: 60000 });
    assert.deepEqual(await movesOf(frames[mine]), ['1', '4'], `the key played on board ${mine}`);
    assert.deepEqual(await movesOf(frames[other]), others, `board ${other} took no key`);
  }
  assert.deepEqual(problems, []);
  await page.close();
});

test('Tab and Shift+Tab go into, through and out of the game page', async () => {
  const { page, problems } = await openGame(site.browser.context, `${site.server.url}?mode=pvp`);
  assert.equal(await page.evaluate(focused), 'body');
  const path = [];
  const ring = () => page.isVisible('#lineup-cell-focus');
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('Tab');
    path.push(await page.evaluate(focused));
    if (i === 0) {
      assert.equal(await page.evaluate(() => document.activeElement.matches(':focus-visible')), true, 'a ring on the board');
      await screenshot(page, 'focus-canvas');
    }
    if (i === 1) {
      assert.equal(await ring(), true, 'the focused cell is ringed on the board');
      await screenshot(page, 'focus-grid-cell');
    }
  }
  assert.deepEqual(path, ['canvas', 'cell', 'body'], 'Tab: the board, its grid, out of the page');
  // (The grid hides the ring just after focusout, once the focus has landed.)
  await page.waitForSelector('#lineup-cell-focus', { state: 'hidden', timeout: 5000 }).catch(() => {});
  assert.equal(await ring(), false, 'no ring once the grid has lost the focus');
  const back = [];
  for (let i = 0; i < 2; i++) {
    await page.keyboard.press('Shift+Tab');
    back.push(await page.evaluate(focused));
  }
  assert.deepEqual(back, ['cell', 'canvas'], 'Shift+Tab: back through the grid to the board');
  assert.deepEqual((await state(page)).moves, [], 'Tab plays nothing');
  assert.deepEqual(problems, []);
  await page.close();
});

test('Tab and Shift+Tab go through an embedded board between two host buttons', async () => {
  const body = `<button id="before">Before</button>\n${embedScript()}` +
    '<div id="board" data-lineup data-game="gomoku" data-mode="pvp" style="height: 480px"></div>\n' +
    '<button id="after">After</button>\n';
  const { page, problems } = await openHost(site.browser.context, host.page('between-buttons.html', hostHtml(body)));
  const frame = await boardFrame(page, '#board');
  await boardReady(frame);
  await page.focus('#before');
  // Where the focus is: the host page's element, or inside the board.
  const where = async () => {
    const outer = await page.evaluate(focused);
    return outer === 'iframe' ? `board ${await frame.evaluate(focused)}` : outer;
  };
  const forth = [];
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('Tab');
    forth.push(await where());
  }
  assert.deepEqual(forth, ['board canvas', 'board cell', 'after']);
  const back = [];
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('Shift+Tab');
    back.push(await where());
  }
  assert.deepEqual(back, ['board cell', 'board canvas', 'before']);
  assert.deepEqual(await frame.evaluate(() => window.lineup.state().moves), [], 'Tab plays nothing');
  assert.deepEqual(problems, []);
  await page.close();
});

test('<html lang> follows the game\'s language', async () => {
  const chinese = await openGame(site.browser.context, `${site.server.url}?mode=pvp&lang=zh`);
  assert.equal(await chinese.page.evaluate(() => document.documentElement.lang), 'zh-Hans', 'from the start');
  await chinese.page.close();

  const { page, problems } = await openGame(site.browser.context, `${site.server.url}?mode=pvp&lang=en`);
  const lang = () => page.evaluate(() => document.documentElement.lang);
  assert.equal(await lang(), 'en');
  await press(page, 'language');
  await until(page, (s) => s.language === 'zh', { what: 'Chinese' });
  assert.equal(await lang(), 'zh-Hans');
  await press(page, 'language');
  await until(page, (s) => s.language === 'en', { what: 'English' });
  assert.equal(await lang(), 'en');
  assert.deepEqual(problems, []);
  await page.close();
});
