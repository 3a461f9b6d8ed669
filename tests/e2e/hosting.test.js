// Static hosting: the site works from a subfolder of any static host, and
// under a strict Content-Security-Policy (docs/embedding.md, "Hosting").
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { useSite, openGame, state } = require('./lib/browser');
const { press, play, until } = require('./lib/game');
const { doc, section, blocks } = require('./lib/docs');

// The policy docs/embedding.md documents (nothing but the site itself, plus
// compiling WebAssembly), taken from its block as written.
const CSP = blocks(section(doc('docs/embedding.md'), 'Hosting', 'docs/embedding.md'), '')
  .map((block) => block.match(/^Content-Security-Policy: (.+)\n$/)).find(Boolean)[1];

// Each test serves the site its own way.
const site = useSite({ server: false });

test('the site works from a subfolder', async () => {
  const server = await site.serve({ basePath: '/some/path/' });
  try {
    const { page, problems } = await openGame(site.browser.context, server.url);
    await press(page, 'vs-computer');
    await play(page, '4');
    const s = await until(page, (x) => x.moves.length === 2, { what: 'the computer\'s reply from the worker' });
    assert.equal(s.moves[0], '4');
    assert.deepEqual(problems, []);
  } finally {
    await server.close();
  }
});

test('the site works under a strict Content-Security-Policy', async () => {
  const server = await site.serve({ headers: { 'Content-Security-Policy': CSP } });
  try {
    const { page, problems } = await openGame(site.browser.context, server.url);
    await press(page, 'game-gomoku');
    await press(page, 'vs-computer');
    await play(page, 'g7');
    const s = await until(page, (x) => x.moves.length === 2, { what: 'the computer\'s reply from the worker' });
    assert.equal((await state(page)).game, 'gomoku');
    assert.equal(s.moves[0], 'g7');
    assert.deepEqual(problems, []);
  } finally {
    await server.close();
  }
});
