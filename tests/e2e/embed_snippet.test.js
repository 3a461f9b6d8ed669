// The README's embed snippet, pasted as written: the ```html block of its
// Embedding section, character for character (only the script's address is
// the test server's), on a host page of another origin, with its pieces in
// the orders a developer may paste them. Each works without a console error:
// board.ready resolves, and a real click on the board is heard as a 'move'.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const test = require('node:test');
const assert = require('node:assert/strict');
const { useSite } = require('./lib/browser');
const { useHost, hostHtml, openHost, boardFrame, boardReady, clickBoard } = require('./lib/host');

const site = useSite({ browser: { viewport: { width: 1000, height: 800 } } });
const host = useHost(site);

const README_URL = 'https://your.host/lineup/lineup-embed.js';

// The snippet and its three pieces: the embed script, the element, the code.
function readmeSnippet() {
  const readme = fs.readFileSync(path.resolve(__dirname, '../../README.md'), 'utf8');
  const section = readme.split(/^## Embedding$/m)[1].split(/^## /m)[0];
  const snippet = section.match(/^```html\n([\s\S]*?)^```$/m)[1];
  const tag = snippet.match(/^<script src="[^"]*"><\/script>\n/m)[0];
  const element = snippet.match(/^<div data-lineup[\s\S]*?<\/div>\n/m)[0];
  const code = snippet.slice(snippet.indexOf(element) + element.length);
  assert.ok(tag.includes(README_URL), `the snippet loads ${README_URL}`);
  assert.equal(tag + element + code, snippet, 'the snippet is the script, the element and the code, in that order');
  return { snippet, tag, element, code };
}

test('the README embed snippet works pasted as written, in any order', async () => {
  const { snippet, tag, element, code } = readmeSnippet();
  const url = (text) => text.replace(README_URL, `${site.server.url}lineup-embed.js`);
  const deferred = url(tag).replace('></script>', ' defer></script>');
  const variants = {
    'as written': { body: url(snippet) },
    'element first': { body: element + url(tag) + code },
    'embed script deferred': { body: deferred + element + code },
    'embed script deferred in the head': { head: deferred, body: element + code },
    'embed script last': { body: element + code + url(tag) },
  };
  for (const [name, { head, body }] of Object.entries(variants)) {
    const file = `${name.replace(/ /g, '-')}.html`;
    const { page, problems, logs } = await openHost(site.browser.context, host.page(file, hostHtml(body, head)));
    const first = await page.evaluate(() => LineupEmbed.boards[0] && LineupEmbed.boards[0].ready);
    assert.ok(first && first.ready, `${name}: board.ready resolves with the first state (${problems.join('; ')})`);
    assert.equal(first.game, 'gomoku', name);
    assert.equal(first.mode, 'pvc', name);
    assert.equal(await page.evaluate(() => LineupEmbed.boards.length), 1, name);
    assert.deepEqual(problems, [], `${name}: no error while the board loads`);
    const late = await page.evaluate(() => new Promise((resolve) => {
      LineupEmbed.boards[0].on('ready', resolve);
      setTimeout(() => resolve('not called'), 1000);
    }));
    assert.deepEqual(late, first, `${name}: a 'ready' listener added after the board was ready is called`);
    const frame = await boardFrame(page, '[data-lineup]');
    await boardReady(frame);
    assert.ok(logs.includes(first.message), `${name}: the snippet logged the first state's message`);

    await clickBoard(page, '[data-lineup]', { move: 'g7' });
    for (let i = 0; i < 200 && !logs.includes('move g7 by player 1'); i++) await page.waitForTimeout(50);
    assert.ok(logs.includes('move g7 by player 1'), `${name}: the snippet heard the move (${logs.join(' | ')})`);
    assert.deepEqual(problems, [], name);
    await page.close();
  }
});

test('boards are found when asked for: a classic script after the element, an element added later', async () => {
  const body = `<script src="${site.server.url}lineup-embed.js"></script>\n` +
    '<div id="first" data-lineup data-game="connect4" data-mode="pvp" style="height: 360px"></div>\n' +
    '<script>\n  window.found = LineupEmbed.boards.length;\n  window.early = LineupEmbed.boards[0].state();\n</script>\n';
  const { page, problems } = await openHost(site.browser.context, host.page('classic.html', hostHtml(body)));
  assert.equal(await page.evaluate(() => window.found), 1);
  // (Asked before the board loaded: the answer comes once it is ready.)
  const early = await page.evaluate(() => Promise.race([window.early,
    LineupEmbed.boards[0].ready.then(() => new Promise((resolve) => setTimeout(() => resolve('no answer'), 3000)))]));
  assert.equal(early.ready, true, 'state() asked before the board loaded answers once it is ready');
  assert.equal(early.game, 'connect4');

  const later = await page.evaluate(async () => {
    const element = document.createElement('div');
    element.dataset.lineup = '';
    element.dataset.game = 'gomoku';
    element.style.height = '360px';
    document.body.append(element);
    const board = LineupEmbed.board(element);
    return { id: board.id, count: LineupEmbed.boards.length, first: await board.ready };
  });
  assert.equal(later.count, 2);
  assert.equal(later.first.game, 'gomoku');
  assert.deepEqual(problems, []);
  await page.close();
});
