// How long a player waits for Connect 4's analysis in the browser: for each
// natural opening (the named openings of make_c4_natural.py), the game opens
// with all its moves but the last and the analysis on; once every column of
// that position shows its score, the last move is clicked where the board
// draws its column, and the time from the click until every column of the
// new position shows its exact score is taken. Prints one line per opening
// and the median, 95th percentile and maximum, with where the scores came
// from (book or solver). A benchmark, not a test: it asserts nothing.
//
//   NODE_PATH="$(scripts/deps.sh --print-npm-dir)/node_modules" \
//     node tests/bench/browser_analysis.js [SITE_DIR]
//
// SITE_DIR defaults to build/web-release/site. A site whose index.html names
// an analysis book fetches it on the first opening (which is then timed with
// the fetch).
'use strict';
const path = require('node:path');
const { launch, openGame, state, closeChromium } = require('../e2e/lib/browser');
const { startServer } = require('../e2e/lib/server');

const OPENINGS = [
  '444',
  '44444', '44455', '44354', '43444', '45344', '44453',
  '444444', '444355', '443544', '444335', '444353',
  '4443552', '4435433', '4453345', '4434355', '4443335',
];

const allKnown = (s) => s.columnLabels.length > 0 && s.columnLabels.every((label, col) =>
  label === '' || s.columnScores[col] !== null);

// (lib/game.js's until() polls every POLL_MS, 60 ms: too coarse for a timing.)
async function waitFor(page, predicate, timeout = 300000) {
  const start = Date.now();
  for (;;) {
    const s = await state(page);
    if (predicate(s)) return s;
    if (Date.now() - start > timeout) throw new Error(`no scores after ${timeout} ms: ${s.columnLabels.join(' ')}`);
    await page.waitForTimeout(10);
  }
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
}

async function main() {
  const dir = path.resolve(process.argv[2] || path.join(__dirname, '../../build/web-release/site'));
  const server = await startServer(dir);
  const browser = await launch({ viewport: { width: 800, height: 600 } });
  const times = [];
  try {
    let tab = null;
    for (const opening of OPENINGS) {
      const before = opening.slice(0, -1);
      const last = opening.slice(-1);
      const url = `${server.url}index.html?mode=pvp&analysis=on#v=1&game=connect4&size=7x6&theme=basic&seed=1&moves=${before}`;
      const { page } = await openGame(browser.context, url, { tab });
      tab = page;
      await waitFor(page, allKnown);
      const point = await page.evaluate((m) => window.lineup.cellCenter(m), last);
      const start = Date.now();
      await page.mouse.click(point.x, point.y);
      const s = await waitFor(page, (x) => x.moves.join('') === opening && allKnown(x));
      const ms = Date.now() - start;
      times.push(ms);
      const sources = s.columnSources.map((source, col) =>
        source === 'book' ? 'book' : source === 'solver' ? `${s.columnNodes[col]}` : '-').join(' ');
      console.log(`${opening.padEnd(8)} ${String(opening.length).padStart(2)} discs ${String(ms).padStart(6)} ms   ${sources}`);
    }
  } finally {
    await browser.close();
    await closeChromium();
    await server.close();
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(`${times.length} openings: median ${percentile(sorted, 0.5)} ms, 95th percentile ${percentile(sorted, 0.95)} ms, maximum ${sorted[sorted.length - 1]} ms`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
