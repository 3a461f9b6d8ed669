// The repository's documents, for the tests that paste their examples as
// written: a document's text, one of its "## " sections, its fenced blocks.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const assert = require('node:assert/strict');

const root = path.resolve(__dirname, '../../..');

/// doc('docs/options.md') -> the file's text.
function doc(file) {
  return fs.readFileSync(path.join(root, file), 'utf8');
}

/// section(text, 'Hosting') -> the "## Hosting" section, up to the next "## ".
function section(text, heading, file = 'the document') {
  const part = text.split(/^## /m).find((p) => p.startsWith(`${heading}\n`));
  assert.ok(part, `${file} has a section "${heading}"`);
  return part;
}

/// blocks(text, 'html') -> the contents of the ```html blocks, in order.
function blocks(text, lang) {
  const fence = new RegExp(`^\`\`\`${lang}\\n([\\s\\S]*?)^\`\`\`$`, 'gm');
  return [...text.matchAll(fence)].map((m) => m[1]);
}

module.exports = { doc, section, blocks };
