// The link examples of docs/options.md, pasted as written: each opens the
// game it describes, with nothing in the console. (The embed snippets and the
// Hosting policy are pasted by embed_snippet.test.js, host_setup.test.js and
// hosting.test.js; the desktop --options example by tests/native.)
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { useSite, openGame, state } = require('./lib/browser');
const { doc } = require('./lib/docs');

const site = useSite();

// Every link shown in code, `index.html...`, in docs/options.md and in README.
const examples = ['docs/options.md', 'README.md']
  .flatMap((file) => [...doc(file).matchAll(/`(index\.html[^`]+)`/g)].map((m) => m[1]));

// What each example says it opens.
const EXPECTED = {
  'index.html#v=1&game=connect4&size=7x6&theme=rock&seed=42&rocks=4&moves=4435':
    { game: 'connect4', theme: 'rock', seed: 42, rockCount: 4, moves: ['4', '4', '3', '5'], status: 'playing' },
  'index.html?game=gomoku&size=15&theme=bubble&mode=pvc&level=master':
    { game: 'gomoku', cols: 15, theme: 'bubble', mode: 'pvc', level: 'master', status: 'playing' },
  // A game by link this browser has not seen: its person plays the side to move.
  'index.html?mode=friend&friend=k3x9q2mdwa#v=1&game=connect4&size=7x6&moves=4453':
    { game: 'connect4', mode: 'friend', friend: { id: 'k3x9q2mdwa', side: 1 }, moves: ['4', '4', '5', '3'], status: 'playing' },
};

test('the link examples of docs/options.md open the games they describe', async () => {
  assert.deepEqual(examples.sort(), Object.keys(EXPECTED).sort(), 'docs/options.md shows these link examples (and README none other)');
  for (const example of examples) {
    const { page, problems } = await openGame(site.browser.context, `${site.server.url}${example}`);
    const s = await state(page);
    for (const [field, value] of Object.entries(EXPECTED[example])) assert.deepEqual(s[field], value, `${example}: ${field}`);
    assert.deepEqual(problems, [], example);
    await page.close();
  }
});
