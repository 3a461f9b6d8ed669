#!/usr/bin/env python3
"""Serves a built site on 127.0.0.1 for ./run.sh: python's http.server with
the types a browser needs whatever the machine's /etc/mime.types says
(WebAssembly must come as application/wasm to be compiled while it
downloads). Prints the address once the port is taken; Ctrl+C stops it."""
import argparse
import functools
import http.server
import sys

TYPES = {
    ".wasm": "application/wasm",
    ".js": "text/javascript",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
    ".svg": "image/svg+xml",
    ".bin": "application/octet-stream",
}


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **TYPES}

    def log_message(self, fmt, *args):  # one short line a request
        sys.stderr.write("%s %s\n" % (self.command, self.path))


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--port", type=int, default=8080)
    parser.add_argument("site")
    args = parser.parse_args()
    handler = functools.partial(Handler, directory=args.site)
    try:
        server = http.server.ThreadingHTTPServer(("127.0.0.1", args.port), handler)
    except OSError as error:
        sys.exit(f"error: port {args.port} is busy or not allowed ({error.strerror}): choose another with --port N")
    print(f"Lineup is served at http://127.0.0.1:{args.port}/  (Ctrl+C stops the server)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


if __name__ == "__main__":
    main()
