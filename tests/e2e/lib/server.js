// A static file server for the built site, on 127.0.0.1 and a free port.
// Options: basePath ('/some/path/' serves the site from a subfolder) and
// headers (added to every response, e.g. a Content-Security-Policy).
'use strict';
const http = require('node:http');
const fs = require('node:fs');
const path = require('node:path');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.bin': 'application/octet-stream',
};

function startServer(root, { basePath = '/', headers = {}, extraFiles = {} } = {}) {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://localhost');
    let rel = decodeURIComponent(url.pathname);
    if (Object.hasOwn(extraFiles, rel) && extraFiles[rel] === null) { res.writeHead(404); res.end('not found'); return; }
    if (extraFiles[rel]) {
      res.writeHead(200, { 'Content-Type': TYPES[path.extname(rel)] || 'text/plain', ...headers });
      res.end(extraFiles[rel]);
      return;
    }
    if (!rel.startsWith(basePath)) { res.writeHead(404); res.end('not found'); return; }
    rel = rel.slice(basePath.length);
    if (rel === '' || rel.endsWith('/')) rel += 'index.html';
    const file = path.join(root, rel);
    if (!file.startsWith(path.resolve(root))) { res.writeHead(403); res.end(); return; }
    fs.readFile(file, (err, data) => {
      if (err) { res.writeHead(404); res.end('not found'); return; }
      res.writeHead(200, {
        'Content-Type': TYPES[path.extname(file)] || 'application/octet-stream',
        'Content-Length': data.length,
        'Cache-Control': 'no-store',
        ...headers,
      });
      res.end(data);
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({
        url: `http://127.0.0.1:${port}${basePath}`,
        origin: `http://127.0.0.1:${port}`,
        // Closes the kept-alive connections too: the site is gone at once.
        close: () => new Promise((done) => {
          server.close(done);
          server.closeAllConnections();
        }),
      });
    });
  });
}

module.exports = { startServer };
