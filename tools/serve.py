"""The static file server of ``python3 build.py serve`` and of the browser tests and benchmarks:
threaded, keep-alive like a static host, (``compress``) gzip on the fly as GitHub Pages does,
(``validators=False``) without ETag or Last-Modified as some hosts, and (``sent``) a record of
what went over the wire."""

from __future__ import annotations

import functools
import gzip
import io
from pathlib import Path
from typing import Any

__all__ = ["COMPRESSED_TYPES", "make_server"]


#: What a static host compresses on the fly (GitHub Pages does; a plain server does not).
COMPRESSED_TYPES = (".html", ".js", ".mjs", ".css", ".json", ".wasm", ".svg", ".py", ".webmanifest")


def make_server(
    root: Path,
    host: str = "127.0.0.1",
    port: int = 0,
    compress: bool = False,
    validators: bool = True,
    sent: list[tuple[str, int]] | None = None,
) -> Any:
    """A threaded static file server for ``root`` (used by ``serve`` and by the browser tests);
    ``compress`` sends text and wasm gzip-encoded (level 6) to clients that accept it, as most
    static hosts do (those responses carry no Last-Modified); ``validators=False``: no response
    carries one (nor an ETag: this server sends none), so that a browser can only download a
    file again, never revalidate it; ``sent``: each request's path and the bytes sent for it
    (status line, headers and body) are appended to it."""
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

        def log_message(self, format: str, *args: Any) -> None:  # quiet: tests and serve stay readable
            pass

        def setup(self) -> None:
            super().setup()
            if sent is not None:
                self.wfile = _Counting(self.wfile)

        def handle_one_request(self) -> None:
            before = self.wfile.count if isinstance(self.wfile, _Counting) else 0
            self.requestline = ""
            super().handle_one_request()
            if sent is not None and self.requestline and isinstance(self.wfile, _Counting):
                sent.append((self.path, self.wfile.count - before))

        def send_header(self, keyword: str, value: str) -> None:
            if validators or keyword.lower() not in ("last-modified", "etag"):
                super().send_header(keyword, value)

        def send_head(self) -> Any:
            if not validators:  # nothing was sent to revalidate with
                del self.headers["If-Modified-Since"]
                del self.headers["If-None-Match"]
            path = Path(self.translate_path(self.path))
            if path.is_dir() and self.path.split("?", 1)[0].endswith("/"):
                path = path / "index.html"  # a folder's page is compressed as the page itself
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


class _Counting(io.BufferedIOBase):
    """A response stream that counts the bytes written to it."""

    def __init__(self, raw: Any) -> None:
        super().__init__()
        self.raw = raw
        self.count = 0

    def writable(self) -> bool:
        return True

    def write(self, data: Any) -> int:
        self.count += len(data)
        return int(self.raw.write(data))

    def flush(self) -> None:
        self.raw.flush()

    def close(self) -> None:
        super().close()
        self.raw.close()


@functools.lru_cache(maxsize=256)
def _gzipped(path: str, mtime: int) -> bytes:
    return gzip.compress(Path(path).read_bytes(), 6, mtime=0)
