// The browser rows of tests/BAD_INPUT.md, run as written there: each saved-data
// input is put in localStorage before the page loads, and a game against the
// computer is then played by clicks to the end; each page-API input is called
// during a game and must answer as the row says and change nothing.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { useSite, openGame, state } = require('./lib/browser');
const { playConnect4ToEnd } = require('./lib/game');
const { section } = require('./lib/matrix');

const site = useSite();

test('BAD_INPUT.md, saved data: every input leaves a game against the computer that plays to the end', async () => {
  let ran = 0;
  let tab = null;  // one tab, each input a new load of it with fresh storage
  for (const row of section('Saved data')) {
    for (const input of row.inputs) {
      const context = `${row.kind}: ${input.slice(0, 120)}`;
      // Version 1 data lives under its own key.
      const key = /^\{"v":1[,}]/.test(input) ? 'lineup.v1' : 'lineup';
      const { page, problems, notes } = await openGame(site.browser.context, `${site.server.url}?mode=pvc&level=easy`,
        { storage: { [key]: input }, tab });
      tab = page;
      let s = await state(page);
      assert.equal(s.mode, 'pvc', context);
      // The person stacks discs in column 1 (then 2, ...): a short game, to
      // the end all the same, whoever wins it.
      s = await playConnect4ToEnd(page, [1, 2, 3, 4, 5, 6, 7]);
      assert.notEqual(s.status, 'playing', context);
      const total = Object.values(await page.evaluate(() => window.lineup.stats()))
        .reduce((n, row) => n + row.won + row.drawn + row.lost, 0);
      assert.ok(total >= 1, `${context}: the game was counted`);
      for (const group of row.phrases) {
        assert.ok(group.some((phrase) => notes.some((n) => n.includes(phrase))), `${context}: "${group}" in ${notes}`);
      }
      assert.deepEqual(problems, [], context);
      ran += 1;
    }
  }
  await tab.close();
  assert.ok(ran >= 8, `${ran} saved-data inputs run`);
});

test('BAD_INPUT.md, page API: every input answers as written and changes nothing', async () => {
  const { page, problems } = await openGame(site.browser.context, `${site.server.url}?mode=pvp`);
  const before = await state(page);
  let ran = 0;
  for (const row of section('Page API')) {
    for (const input of row.inputs) {
      // eslint-disable-next-line no-new-func
      const answer = await page.evaluate((call) => {
        try {
          const value = new Function(`return window.lineup.${call};`)();
          return value === undefined ? 'undefined' : JSON.stringify(value);
        } catch (error) {
          return { thrown: String(error.message) };
        }
      }, input);
      const allowed = row.phrases.flat();
      if (typeof answer === 'object') {  // refused by an Error: its message gives a reason the row names
        assert.ok(allowed.some((phrase) => answer.thrown.includes(phrase)), `${input}: threw "${answer.thrown}"`);
      } else {
        assert.ok(allowed.includes(answer), `${row.kind}: ${input.slice(0, 60)} answered ${answer}, not ${allowed}`);
      }
      ran += 1;
    }
  }
  assert.ok(ran >= 8, `${ran} page-API inputs run`);
  const after = await state(page);
  assert.deepEqual(after.moves, before.moves);
  assert.equal(after.status, 'playing');
  assert.deepEqual(problems, []);
});
