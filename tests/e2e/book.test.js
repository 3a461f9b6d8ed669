// The Connect 4 analysis book in the browser: a site that has one names it in
// index.html, and the page fetches it when the analysis first asks, hands it
// to the computer player's worker and says once in the console whether it was
// taken. A missing, truncated, corrupted or wrong-version file is said once
// and refused, and the analysis still shows the solver's exact scores.
// The book here is a small one (5 discs) built by the WebAssembly build of
// `lineup-cli c4-book --analysis` beside the browser; the site is served with
// it and with its index.html naming it, as the site build does when the
// repository holds a book.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const { useSite, openGame } = require('./lib/browser');
const { until, play } = require('./lib/game');

const site = useSite({ server: false });
const cli = path.join(process.env.LINEUP_SITE, '..', 'bin', 'lineup-cli.js');
const BOOK = 'lineup-analysis-7x6.bin';

function runCli(args, input = '') {
  return execFileSync(process.execPath, ['--no-experimental-fetch', cli, ...args], { input, encoding: 'utf8' });
}

/// `c4-solve --analyse` on a position given by its moves: the labels the
/// overlay should draw ("+3", "0", "-2"; "" for a full column).
function solverLabels(moves) {
  const out = runCli(['c4-solve', '--analyse'], moves.join('') + '\n');
  return out.trim().split(/\s+/).map((w) => (w === 'full' ? '' : Number(w) > 0 ? `+${w}` : w));
}

let book = null;
test.before(() => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lineup-book-'));
  runCli(['c4-book', '--analysis', '--depth', '5', '--state', path.join(dir, 'state'), '--out', path.join(dir, 'book.bin')]);
  book = fs.readFileSync(path.join(dir, 'book.bin'));
  fs.rmSync(dir, { recursive: true, force: true });
});

/// Serves the site with `file` as its analysis book (none: named but missing).
async function serveWithBook(file) {
  const index = fs.readFileSync(path.join(site.dir, 'index.html'), 'utf8')
    .replace('</head>', `<meta name="lineup-analysis-book" content="${BOOK}">\n</head>`);
  const extraFiles = { '/index.html': index };
  if (file) extraFiles[`/${BOOK}`] = file;
  return site.serve({ extraFiles });
}

const settled = (s) => s.columnLabels.length > 0 && !s.columnLabels.includes('\u2026') && !s.thinking;
const said = (notes) => notes.filter((line) => /analysis book/.test(line));

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
