// The Connect 4 analysis book for the browser tests: a small one (5 discs),
// built by the WebAssembly build of `lineup-cli c4-book --analysis` beside the
// browser, and the site's files as the site build writes them when the
// repository holds a book (index.html naming it, the service worker keeping
// it once fetched), served in place of the site's own book where it has one.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { runCli } = require('./solver');

const BOOK = 'lineup-analysis-7x6.bin';

/// The bytes of an analysis book to 5 discs.
function buildBook() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lineup-book-'));
  try {
    runCli(['c4-book', '--analysis', '--depth', '5', '--state', path.join(dir, 'state'), '--out', path.join(dir, 'book.bin')]);
    return fs.readFileSync(path.join(dir, 'book.bin'));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/// The extra files that serve the site in `dir` with `book` (null: named but
/// missing) as its analysis book: { '/index.html': ..., '/lineup-sw.js': ..., ... }.
function bookFiles(dir, book) {
  const meta = `<meta name="lineup-analysis-book" content="${BOOK}">`;
  let index = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
  if (!index.includes(meta)) index = index.replace('</head>', `${meta}\n</head>`);
  let worker = fs.readFileSync(path.join(dir, 'lineup-sw.js'), 'utf8');
  if (!worker.includes(`const LATER = ['${BOOK}'];`)) worker = worker.replace('const LATER = [];', `const LATER = ['${BOOK}'];`);
  if (!worker.includes(`'${BOOK}'`)) throw new Error('lineup-sw.js has no LATER list to fill');
  const files = { '/index.html': index, '/lineup-sw.js': worker };
  files[`/${BOOK}`] = book;  // null: the server answers 404
  return files;
}

/// The console lines about the book among a page's notes.
const bookNotes = (notes) => notes.filter((line) => /analysis book/.test(line));

module.exports = { BOOK, buildBook, bookFiles, bookNotes };
