// The Connect 4 analysis book in the browser: a site that has one names it in
// index.html, and the page fetches it when the analysis first asks, hands it
// to the computer player's worker and says once in the console whether it was
// taken; state() says where each column's score came from (a book, or the
// solver and its nodes). A missing, truncated, corrupted or wrong-version
// file is said once and refused, and the analysis still shows the solver's
// exact scores.
// The book here is a small one (tests/e2e/lib/book.js), served with the
// site's files as the site build writes them when the repository holds one.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { useSite, openGame, state } = require('./lib/browser');
const { until, play, press } = require('./lib/game');
const { buildBook, bookFiles, bookNotes: said } = require('./lib/book');
const { solverLabels, analysed: settled } = require('./lib/solver');

const site = useSite({ server: false });

let book = null;
test.before(() => { book = buildBook(); });

/// Serves the site with `file` as its analysis book (null: named but missing).
const serveWithBook = (file) => site.serve({ extraFiles: bookFiles(site.dir, file) });

test('the analysis fetches the book the site names, the worker takes it, and the scores are exact', async () => {
  const server = await serveWithBook(book);
  try {
    const { page, problems, notes } = await openGame(site.browser.context, `${server.url}index.html?game=connect4&mode=pvp`);
    assert.deepEqual(said(notes), [], 'nothing fetched before the analysis asks');
    await page.keyboard.press('a');
    let s = await until(page, settled, { what: 'the empty board\'s analysis' });
    for (const move of ['4', '4', '4']) s = await play(page, move);
    s = await until(page, settled, { what: 'the analysis after 4, 4, 4' });
    assert.deepEqual(s.columnLabels, solverLabels(s.moves));
    assert.deepEqual(s.columnSources, Array(7).fill('book'), 'a book knows every position of four discs');
    assert.deepEqual(s.columnNodes, Array(7).fill(0));
    // Past the book's depth the solver answers, and says how many nodes it searched.
    for (const move of ['3', '5', '3', '5', '2']) s = await play(page, move);
    s = await until(page, settled, { what: 'the analysis after eight discs' });
    assert.deepEqual(s.columnLabels, solverLabels(s.moves));
    s.columnScores.forEach((score, col) => {
      if (score === null) return;
      assert.equal(s.columnSources[col], 'solver', `column ${col + 1}`);
      assert.ok(s.columnNodes[col] > 0, `column ${col + 1}: ${s.columnNodes[col]} nodes`);
    });
    assert.deepEqual(said(notes), ['Lineup: the Connect 4 analysis book is loaded.']);
    assert.deepEqual(problems, []);
  } finally {
    await server.close();
  }
});

const broken = {
  missing: [null, 'HTTP 404'],
  truncated: [() => book.subarray(0, book.length - 100), 'length'],
  corrupted: [() => { const b = Buffer.from(book); b[b.length >> 1] ^= 0x5a; return b; }, 'checksum'],
  'a newer version': [() => { const b = Buffer.from(book); b[4] = 99; return b; }, 'version'],
};
for (const [name, [make, reason]] of Object.entries(broken)) {
  test(`a book ${name === 'missing' ? 'the site names but lacks' : `file ${name}`} is said once and refused; the solver answers`, async () => {
    const server = await serveWithBook(make ? make() : null);
    try {
      const { page, problems, notes } = await openGame(site.browser.context, `${server.url}index.html?game=connect4&mode=pvp`);
      await page.keyboard.press('a');
      let s = await until(page, settled, { what: 'the empty board\'s analysis' });
      assert.deepEqual(s.columnLabels, solverLabels([]));
      s = await play(page, '3');
      s = await until(page, settled, { what: 'the analysis after 3' });
      assert.deepEqual(s.columnLabels, solverLabels(s.moves));
      assert.deepEqual(said(notes), [`Lineup: the Connect 4 analysis book was not loaded (${reason}); the solver answers instead.`]);
      // (Chromium reports the missing file itself as a console error.)
      assert.deepEqual(problems.filter((p) => !/status of 404/.test(p)), []);
    } finally {
      await server.close();
    }
  });
}

// Natural openings as people play them (tests/bench/make_c4_natural.py's
// named openings: 4, 4, 4 and sixteen of 5 to 7 discs), each played by clicks
// on the site as built, with its own book: every column shows the solver's
// exact score (c4-solve --analyse without any book but the built-in one, run
// beside the browser) and state() says it came from the book; a column that
// lets the opponent win at once, which the book does not hold, is answered by
// the solver in a handful of nodes.
const OPENINGS = ['444', '44444', '44455', '44354', '43444', '45344', '44453', '444444', '444355', '443544',
  '444335', '444353', '4443552', '4435433', '4453345', '4434355', '4443335'];

test('the site\'s own book answers natural openings played by clicks with the solver\'s exact scores', async () => {
  const expected = new Promise((resolve, reject) => {
    const { execFile } = require('node:child_process');
    const path = require('node:path');
    execFile(process.execPath, ['--no-experimental-fetch', path.join(site.dir, '..', 'bin', 'lineup-cli.js'),
      'c4-solve', '--analyse', '--threads', '1'], { encoding: 'utf8', maxBuffer: 1 << 20 }, (error, out) => {
      if (error) reject(error); else resolve(out.trim().split('\n'));
    }).stdin.end(OPENINGS.join('\n') + '\n');
  });
  const server = await site.serve({});
  try {
    const { page, problems, notes } = await openGame(site.browser.context, `${server.url}index.html?game=connect4&mode=pvp`);
    await page.keyboard.press('a');
    const shown = [];
    for (const [i, opening] of OPENINGS.entries()) {
      if (i > 0) {
        await press(page, 'restart');
        await press(page, 'vs-player');
      }
      let s = await state(page);
      assert.deepEqual(s.moves, [], `a new game before ${opening}`);
      for (const move of opening) s = await play(page, move);
      assert.deepEqual(s.moves, [...opening], `${opening} played by clicks`);
      s = await until(page, settled, { what: `the analysis after ${opening}` });
      shown.push({ opening, labels: s.columnLabels, sources: s.columnSources, nodes: s.columnNodes });
    }
    const solver = await expected;
    for (const [i, { opening, labels, sources, nodes }] of shown.entries()) {
      const words = solver[i].trim().split(/\s+/);
      assert.deepEqual(labels, words.map((w) => (w === 'full' ? '' : Number(w) > 0 ? `+${w}` : w)), opening);
      words.forEach((w, col) => {
        if (w === 'full') return assert.equal(sources[col], null, `${opening}: full column ${col + 1}`);
        if (sources[col] === 'book') return assert.equal(nodes[col], 0, `${opening}: column ${col + 1}`);
        assert.equal(sources[col], 'solver', `${opening}: column ${col + 1}`);
        assert.ok(nodes[col] > 0 && nodes[col] < 100, `${opening}: column ${col + 1}, ${nodes[col]} nodes`);
      });
      assert.ok(sources.filter((x) => x === 'book').length >= 3, `${opening}: ${sources}`);
    }
    assert.deepEqual(said(notes), ['Lineup: the Connect 4 analysis book is loaded.']);
    assert.deepEqual(problems, []);
  } finally {
    await server.close();
  }
});
