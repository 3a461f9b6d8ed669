// Reads the rows of one section of tests/BAD_INPUT.md with their inputs and
// the phrases to see, by the same rules as tests/check_bad_input.py: inputs
// are `backticked` (\n, \r, \t, \\, \uXXXX and \xHH escapes; " ×N" repeats; spans joined by
// " + " are one input); behaviour phrases are "quoted" ("a" / "b": either).
'use strict';
const fs = require('node:fs');
const path = require('node:path');

function unescape(text) {
  return text.replace(/\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|[nrt\\])/g, (_, e) => {
    if (e[0] === 'x' || e[0] === 'u') return String.fromCharCode(parseInt(e.slice(1), 16));
    return { n: '\n', r: '\r', t: '\t', '\\': '\\' }[e];
  });
}

function inputs(cell) {
  const out = [];
  let lastEnd = 0;
  for (const m of cell.matchAll(/`([^`]*)`(?:\s*×\s*([\d,]+))?/g)) {
    const data = unescape(m[1]).repeat(m[2] ? Number(m[2].replace(/,/g, '')) : 1);
    if (out.length && cell.slice(lastEnd, m.index).trim() === '+') out[out.length - 1] += data;
    else out.push(data);
    lastEnd = m.index + m[0].length;
  }
  return out;
}

function phrases(cell) {
  const groups = [];
  let lastEnd = -1;
  for (const m of cell.matchAll(/"([^"]+)"/g)) {
    if (groups.length && cell.slice(lastEnd, m.index).trim() === '/') groups[groups.length - 1].push(m[1]);
    else groups.push([m[1]]);
    lastEnd = m.index + m[0].length;
  }
  return groups;
}

/// The rows of the section whose heading starts with `title`:
/// [{kind, inputs, phrases, behaviour}].
function section(title) {
  const text = fs.readFileSync(path.resolve(__dirname, '../../BAD_INPUT.md'), 'utf8');
  const rows = [];
  let inside = false;
  for (const line of text.split('\n')) {
    if (line.startsWith('## ')) { inside = line.slice(3).startsWith(title); continue; }
    if (!inside || !line.startsWith('|') || /^[|\-: ]+$/.test(line)) continue;
    const cells = line.trim().replace(/^\||\|$/g, '').split('|').map((c) => c.trim());
    if (cells[0] === 'kind') continue;
    rows.push({ kind: cells[0], inputs: inputs(cells[1]), phrases: phrases(cells[2]), behaviour: cells[2] });
  }
  if (!rows.length) throw new Error(`BAD_INPUT.md has no section "${title}"`);
  return rows;
}

module.exports = { section };
