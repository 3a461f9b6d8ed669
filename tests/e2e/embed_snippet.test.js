// The embed snippet of README and of docs/embedding.md, pasted as written:
// the first ```html block of README's "Put a board on your page" and of the
// embedding page's "A board on your page", character for character (only the
// script's address is the test server's), on a host page of another origin,
// with its pieces in the orders a developer may paste them. Each works without
// a console error: board.ready resolves, and a real click on the board is
// heard as a 'move'. (docs/embedding.md's puzzle snippet is pasted by
// host_setup.test.js.)
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { useSite } = require('./lib/browser');
const { useHost, hostHtml, openHost, boardFrame, boardReady, clickBoard } = require('./lib/host');
const { doc, section, blocks } = require('./lib/docs');

const site = useSite({ browser: { viewport: { width: 1000, height: 800 } } });
const host = useHost(site);

const DOC_URL = 'https://your.host/lineup/lineup-embed.js';
const SNIPPETS = { 'README.md': 'Put a board on your page', 'docs/embedding.md': 'A board on your page' };

// The snippet of `file` and its three pieces: the embed script, the element, the code.
function docSnippet(file) {
  const snippet = blocks(section(doc(file), SNIPPETS[file], file), 'html')[0];
  assert.ok(snippet, `${file}: "${SNIPPETS[file]}" shows an html snippet`);
  const tag = snippet.match(/^<script src="[^"]*"><\/script>\n/m)[0];
  const element = snippet.match(/^<div data-lineup[\s\S]*?<\/div>\n/m)[0];
  const code = snippet.slice(snippet.indexOf(element) + element.length);
  assert.ok(tag.includes(DOC_URL), `${file}: the snippet loads ${DOC_URL}`);
  assert.equal(tag + element + code, snippet, `${file}: the snippet is the script, the element and the code, in that order`);
  return { snippet, tag, element, code };
}

test('docs/embedding.md shows two snippets, this one and the puzzle', () => {
  const shown = blocks(doc('docs/embedding.md'), 'html');
  assert.equal(shown.length, 2, 'two html blocks');
  assert.equal(shown[0], docSnippet('docs/embedding.md').snippet);
  assert.ok(shown[1].includes('newGame') && shown[1].includes('id="puzzle"'), 'the second is the puzzle');
  assert.deepEqual(blocks(doc('README.md'), 'html'), [docSnippet('README.md').snippet], 'README shows one html block');
});

for (const file of Object.keys(SNIPPETS)) {
  test(`the embed snippet of ${file} works pasted as written, in any order`, async () => {
    await pasteSnippet(file.replace(/\W/g, '-'), docSnippet(file));
  });
}

// Waits until the host page has logged `line` (or a minute has passed).
async function logged(page, logs, line) {
  for (const start = Date.now(); !logs.includes(line) && Date.now() - start < 60000;) await page.waitForTimeout(50);
}

async function pasteSnippet(prefix, { snippet, tag, element, code }) {
  const url = (text) => text.replace(DOC_URL, `${site.server.url}lineup-embed.js`);
  const deferred = url(tag).replace('></script>', ' defer></script>');
  const variants = {
    'as written': { body: url(snippet) },
    'element first': { body: element + url(tag) + code },
    'embed script deferred': { body: deferred + element + code },
    'embed script deferred in the head': { head: deferred, body: element + code },
    'embed script last': { body: element + code + url(tag) },
  };
  for (const [name, { head, body }] of Object.entries(variants)) {
    const file = `${prefix}-${name.replace(/ /g, '-')}.html`;
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
    await logged(page, logs, first.message);
    assert.ok(logs.includes(first.message), `${name}: the snippet logged the first state's message`);

    await clickBoard(page, '[data-lineup]', { move: 'g7' });
    // (The board posts the move on its next frame, which a busy machine may draw late.)
    await logged(page, logs, 'move g7 by player 1');
    assert.ok(logs.includes('move g7 by player 1'), `${name}: the snippet heard the move (${logs.join(' | ')})`);
    assert.deepEqual(problems, [], name);
    await page.close();
  }
}

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
