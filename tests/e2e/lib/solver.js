// The WebAssembly build of `lineup-cli`, run beside the browser (built with
// the site: LINEUP_SITE/../bin/lineup-cli.js), and what the Connect 4
// analysis tests read from it and from the page.
'use strict';
const path = require('node:path');
const { execFileSync } = require('node:child_process');

const cli = () => path.join(process.env.LINEUP_SITE, '..', 'bin', 'lineup-cli.js');

/// Runs `lineup-cli ARGS` with `input` on its standard input; its output.
function runCli(args, input = '') {
  return execFileSync(process.execPath, ['--no-experimental-fetch', cli(), ...args], { input, encoding: 'utf8' });
}

/// `c4-solve --analyse` on a position given by its moves: the labels the
/// overlay should draw ("+3", "0", "-2"; "" for a full column).
function solverLabels(moves) {
  const out = runCli(['c4-solve', '--analyse'], moves.join('') + '\n');
  return out.trim().split(/\s+/).map((w) => (w === 'full' ? '' : Number(w) > 0 ? `+${w}` : w));
}

/// The state once Connect 4's analysis has every column's score and nothing runs.
const analysed = (s) => s.columnLabels.length > 0 && !s.columnLabels.includes('\u2026') && !s.thinking;

module.exports = { runCli, solverLabels, analysed };
