// The page options are listed in one place, the game's table
// (src/app/session/page_options.hpp): docs/options.md's table documents exactly those
// names, the page reads them from the game (window.lineup.optionKeys()), and
// the site's embed script gets them from the same table when the site is
// built (cmake/EmbedOptions.cmake): it hands on data-NAME for exactly those.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { useSite, openGame } = require('./lib/browser');
const { doc, section } = require('./lib/docs');

const site = useSite();

// The names in the first column of the table of docs/options.md, "Page options".
function documentedOptionNames() {
  const text = section(doc('docs/options.md'), 'Page options', 'docs/options.md');
  return [...text.matchAll(/^\| `([a-z][a-z0-9]*)` \|/gm)].map((match) => match[1]);
}

test('the table of docs/options.md, the game and the page list the same page options', async () => {
  const { page, problems } = await openGame(site.browser.context, site.server.url);
  const fromGame = await page.evaluate(() => window.lineup.optionKeys());
  const fromDoc = documentedOptionNames();
  assert.ok(fromGame.length >= 10, `the game lists its options (${fromGame})`);
  assert.equal(new Set(fromGame).size, fromGame.length, 'no name twice in the game\'s list');
  assert.equal(new Set(fromDoc).size, fromDoc.length, 'no name twice in the table of docs/options.md');
  assert.deepEqual([...fromDoc].sort(), [...fromGame].sort(), 'docs/options.md documents exactly the game\'s options');
  assert.deepEqual(problems, []);
  await page.close();
});

test('an embedded board hands every data-NAME option to the game, and nothing else', async () => {
  const page = await site.browser.context.newPage();
  await page.goto(`${site.server.url}examples/embed.html`);
  await page.waitForFunction(() => window.LineupEmbed && LineupEmbed.boards.length > 0);
  const src = await page.evaluate(() => {
    const element = document.createElement('div');
    Object.assign(element.dataset, {
      lineup: '', game: 'gomoku', size: '13', rule: 'exact', opening: 'swap2', theme: 'rock', mode: 'pvc', level: 'hard',
      c4level: 'perfect', gomokulevel: 'easy', first: 'computer', seed: '77', lang: 'zh', sound: 'off', motion: 'reduced', marks: 'on', confirm: 'on',
      numbers: 'on', scheme: 'dark', scores: 'compact', analysis: 'on', testid: 'board', user: 'someone', allowOrigin: 'https://example.org',
    });
    element.style.height = '400px';
    document.body.append(element);
    LineupEmbed.scan();
    return LineupEmbed.board(element).iframe.src;
  });
  const params = new URL(src).searchParams;
  const expected = {
    game: 'gomoku', size: '13', rule: 'exact', opening: 'swap2', theme: 'rock', mode: 'pvc', level: 'hard', c4level: 'perfect',
    gomokulevel: 'easy', first: 'computer', seed: '77', lang: 'zh', sound: 'off', motion: 'reduced', marks: 'on', confirm: 'on',
    numbers: 'on', scheme: 'dark', scores: 'compact', analysis: 'on',
  };
  for (const [name, value] of Object.entries(expected)) assert.equal(params.get(name), value, `data-${name}`);
  assert.ok(/^[0-9]+$/.test(params.get('embed')), 'the embed script numbers the board');
  assert.equal(params.get('host'), new URL(site.server.url).origin, 'the board learns the host page\'s origin');
  assert.equal(params.get('allow'), 'https://example.org', 'data-allow-origin');
  assert.equal(params.get('lineup'), null, 'the marker attribute is not an option');
  assert.equal(params.get('testid'), null, 'the host page\'s own data attributes stay on the host page');
  assert.equal(params.get('user'), null, 'the host page\'s own data attributes stay on the host page');
  const fromGame = await (await page.$('iframe')).contentFrame()
    .then((frame) => frame.waitForFunction(() => window.lineup && window.lineup.state().ready, null, { timeout: 60000 })
      .then(() => frame.evaluate(() => window.lineup.optionKeys())));
  // Every option but the script's own (embed, host, allow), view, pos and friend (not given here).
  const own = ['embed', 'host', 'allow'];
  const given = fromGame.filter((name) => !own.includes(name) && !['view', 'pos', 'friend'].includes(name));
  assert.deepEqual([...params.keys()].filter((name) => !own.includes(name)).sort(), given.sort(),
    'each of the game\'s options went through');

  // The game in that frame took them all.
  const frame = await (await page.$('div[data-seed="77"] iframe')).contentFrame();
  await frame.waitForFunction(() => window.lineup && window.lineup.state().ready, null, { timeout: 60000 });
  const state = await frame.evaluate(() => window.lineup.state());
  assert.deepEqual(
    [state.game, state.cols, state.rule, state.theme, state.mode, state.level, state.seed, state.language,
      state.reducedMotion, state.marks, state.tapConfirm, state.numbers, state.scheme, state.compactScores, state.analysis],
    ['gomoku', 13, 'exact', 'rock', 'pvc', 'hard', 77, 'zh', true, true, true, true, 'dark', true, true]);
  await page.close();
});
