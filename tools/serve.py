"""The static file server of ``python3 build.py serve`` and of the browser tests and benchmarks:
threaded, keep-alive like a static host, and (``compress``) gzip on the fly as GitHub Pages does."""

from __future__ import annotations

import functools
import gzip
import io
from pathlib import Path

__all__ = ["COMPRESSED_TYPES", "make_server"]


#: What a static host compresses on the fly (GitHub Pages does; a plain server does not).
COMPRESSED_TYPES = (".html", ".js", ".mjs", ".css", ".json", ".wasm", ".svg", ".py", ".webmanifest")


def make_server(root: Path, host: str = "127.0.0.1", port: int = 0, compress: bool = False):
    """A threaded static file server for ``root`` (used by ``serve`` and by the browser tests);
    ``compress`` sends text and wasm gzip-encoded (level 6) to clients that accept it, as most
    static hosts do."""
    import http.server

    class Handler(http.server.SimpleHTTPRequestHandler):
        protocol_version = (
            "HTTP/1.1"  # keep-alive, as static hosts: a throttled page pays no handshake per file
        )
        extensions_map = {
            **http.server.SimpleHTTPRequestHandler.extensions_map,
            ".mjs": "text/javascript",
            ".js": "text/javascript",
            ".wasm": "application/wasm",
            ".webmanifest": "application/manifest+json",
            ".svg": "image/svg+xml",
            ".py": "text/plain",
            ".whl": "application/zip",
            ".zip": "application/zip",
            ".json": "application/json",
        }

        def log_message(self, format: str, *args) -> None:  # quiet: tests and serve stay readable
            pass

        def send_head(self):
            path = Path(self.translate_path(self.path))
            accepts = "gzip" in self.headers.get("Accept-Encoding", "")
            if not (compress and accepts and path.is_file() and path.name.endswith(COMPRESSED_TYPES)):
                return super().send_head()
            body = _gzipped(str(path), path.stat().st_mtime_ns)
            self.send_response(200)
            self.send_header("Content-Type", self.guess_type(str(path)))
            self.send_header("Content-Encoding", "gzip")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            return io.BytesIO(body)

        def handle(self) -> None:
            try:
                super().handle()
            except (ConnectionResetError, BrokenPipeError):
                pass  # the browser went away mid-download (a closed tab or context)

    handler = functools.partial(Handler, directory=str(root))
    server = http.server.ThreadingHTTPServer((host, port), handler)
    server.daemon_threads = True
    return server


@functools.lru_cache(maxsize=256)
def _gzipped(path: str, mtime: int) -> bytes:
    return gzip.compress(Path(path).read_bytes(), 6, mtime=0)
