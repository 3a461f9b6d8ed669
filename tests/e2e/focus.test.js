// The keyboard on the page and in embedded boards: a click gives a board the
// keys (each of two boards takes its own), Tab and Shift+Tab go into, through
// and out of the board (canvas and its controls, the screen-reader grid, the
// rest of the host page), and <html lang> follows the game's language.
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

// Presses `key` until `end(place)` holds for the page's focus (the game walks its
// controls on the way), at most `most` times; returns where the focus went,
// runs of the same place counted once ('canvas' runs are the game's own
// walk), and how many presses the canvas kept the focus for.
async function walk(page, key, where, end, most = 80) {
  const path = [];
  let inside = 0;
  for (let i = 0; i < most; i++) {
    await page.keyboard.press(key);
    const now = await where();
    if (path[path.length - 1] !== now) path.push(now);
    if (end(now)) break;
    if (/canvas$/.test(now)) inside += 1;
  }
  return { path, inside };
}

test('Tab and Shift+Tab go into, through and out of the game page', async () => {
  const { page, problems } = await openGame(site.browser.context, `${site.server.url}?mode=pvp`);
  assert.equal(await page.evaluate(focused), 'body');
  const ring = () => page.isVisible('#lineup-cell-focus');
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(focused), 'canvas');
  let s = await until(page, (x) => x.focus === 'board' && x.focusShown, { what: 'the board in focus, marked' });
  await screenshot(page, 'focus-canvas');
  // The game walks its controls, each once, then the grid, then out of the page.
  const seen = [];
  const where = async () => {
    const outer = await page.evaluate(focused);
    if (outer === 'canvas') seen.push((await state(page)).focus);
    if (outer === 'cell') assert.equal(await ring(), true, 'the focused cell is ringed on the board');
    return outer;
  };
  const forth = await walk(page, 'Tab', where, (at) => at === 'body');
  assert.deepEqual(forth.path, ['canvas', 'cell', 'body'], 'Tab: the board and its controls, its grid, out of the page');
  for (const id of ['language', 'settings', 'help', 'vs-player', 'level', 'game-gomoku', 'size', 'theme-rock']) {
    assert.ok(seen.includes(id), `Tab reaches ${id} (walked: ${seen.join(' ')})`);
  }
  assert.equal(new Set(seen).size, seen.length, 'each control once');
  // (The grid hides the ring just after focusout, once the focus has landed.)
  await page.waitForSelector('#lineup-cell-focus', { state: 'hidden', timeout: 5000 }).catch(() => {});
  assert.equal(await ring(), false, 'no ring once the grid has lost the focus');
  await page.keyboard.press('Shift+Tab');
  assert.equal(await page.evaluate(focused), 'cell', 'Shift+Tab: back to the grid');
  await page.keyboard.press('Shift+Tab');
  assert.equal(await page.evaluate(focused), 'canvas', 'and to the board\'s canvas');
  s = await until(page, (x) => x.focus === seen[seen.length - 1], { what: 'the last control in focus' });
  assert.equal(s.focusShown, true);
  const walked = seen.splice(0);
  // (Out of the page: the browser's own controls or round to the page's end.)
  const back = await walk(page, 'Shift+Tab', where, (at) => at !== 'canvas');
  assert.equal(back.path[0], 'canvas', 'Shift+Tab: back through the controls and the board');
  assert.equal(back.path.length, 2, `then out (${back.path.join(' ')})`);
  assert.deepEqual(seen.slice().reverse(), ['board', ...walked.slice(0, -1)], 'the same controls, in reverse');
  assert.equal(seen[seen.length - 1], 'board', 'the board last');
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
  const forth = await walk(page, 'Tab', where, (at) => at === 'after');
  assert.deepEqual(forth.path, ['board canvas', 'board cell', 'after']);
  assert.ok(forth.inside > 10, 'Tab walks the board\'s controls on the way');
  const back = await walk(page, 'Shift+Tab', where, (at) => at === 'before');
  assert.deepEqual(back.path, ['board cell', 'board canvas', 'before']);
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
