"""The static file server of ``python3 build.py serve`` and of the browser tests and benchmarks:
threaded, keep-alive like a static host, (``compress``) gzip on the fly as GitHub Pages does,
(``validators=False``) without ETag or Last-Modified as some hosts, (``sent``) a record of
what went over the wire, and for the tests (the server's ``asked`` and ``holds``) every path
asked for in order, and requests held back until a test lets them go (a SharedWorker's requests
are not the browser's to route)."""

from __future__ import annotations

import functools
import gzip
import io
import threading
from pathlib import Path
from typing import Any

__all__ = ["COMPRESSED_TYPES", "Holds", "HeldRequest", "make_server"]


#: What a static host compresses on the fly (GitHub Pages does; a plain server does not).
COMPRESSED_TYPES = (".html", ".js", ".mjs", ".css", ".json", ".wasm", ".svg", ".py", ".webmanifest")


def make_server(
    root: Path,
    host: str = "127.0.0.1",
    port: int = 0,
    compress: bool = False,
    validators: bool = True,
    sent: list[tuple[str, int]] | None = None,
    revalidate: bool = False,
) -> Any:
    """A threaded static file server for ``root`` (used by ``serve`` and by the browser tests);
    ``compress`` sends text and wasm gzip-encoded (level 6) to clients that accept it, as most
    static hosts do (those responses carry no Last-Modified); ``validators=False``: no response
    carries one (nor an ETag: this server sends none), so that a browser can only download a
    file again, never revalidate it; ``sent``: each request's path and the bytes sent for it
    (status line, headers and body) are appended to it; ``revalidate``: every response says
    ``Cache-Control: no-cache`` (the browser asks again each time: the tests hold files here)."""
    import http.server

    holds = Holds()
    asked: list[str] = []  # every request's path, as they come

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

        def end_headers(self) -> None:
            if revalidate:
                super().send_header("Cache-Control", "no-cache")
            super().end_headers()

        def send_head(self) -> Any:
            asked.append(self.path)
            held = holds.arrived(self.path.split("?", 1)[0])
            response = held.wait() if held is not None else None
            if response is not None:
                status, body, kind = response
                self.send_response(status)
                self.send_header("Content-Type", kind)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                return io.BytesIO(body)
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
    server.holds = holds  # type: ignore[attr-defined]
    server.asked = asked  # type: ignore[attr-defined]
    return server


class HeldRequest:
    """A request the server keeps waiting (:class:`Holds`) until :meth:`continue_` (served as
    usual) or :meth:`fulfill` (answered so); the names of Playwright's ``Route``."""

    def __init__(self, path: str) -> None:
        self.path = path
        self._answered = threading.Event()
        self._response: tuple[int, bytes, str] | None = None

    def continue_(self) -> None:
        self._answered.set()

    def fulfill(self, status: int = 200, body: bytes | str = b"", content_type: str = "text/plain") -> None:
        self._response = (status, body.encode() if isinstance(body, str) else body, content_type)
        self._answered.set()

    def wait(self, timeout: float = 300.0) -> tuple[int, bytes, str] | None:
        """Until answered (at most ``timeout`` s): the response to send, None to serve the file."""
        self._answered.wait(timeout)
        return self._response


class Holds:
    """What the server holds back, for the browser tests: a page's worker is a SharedWorker,
    whose requests the browser's routes do not see (microsoft/playwright#36690), so a test holds
    the engine's files here. :meth:`hold` a path's ending: each request for it waits in the list
    returned until the test answers it; :meth:`answer` one at once; :meth:`clear` lets every
    held request go and answers nothing more."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._held: dict[str, list[HeldRequest]] = {}
        self._answers: dict[str, tuple[int, bytes, str]] = {}

    def answer(self, ending: str, status: int, body: bytes, content_type: str = "text/plain") -> None:
        """Requests for ``ending`` are answered so at once (a file gone: 404)."""
        with self._lock:
            self._answers[ending] = (status, body, content_type)

    def hold(self, ending: str) -> list[HeldRequest]:
        with self._lock:
            return self._held.setdefault(ending, [])

    def release(self, ending: str) -> None:
        """Requests for ``ending`` are served again (those waiting too)."""
        with self._lock:
            waiting = self._held.pop(ending, [])
        for request in waiting:
            request.continue_()

    def clear(self) -> None:
        with self._lock:
            waiting = [r for rs in self._held.values() for r in rs]
            self._held.clear()
            self._answers.clear()
        for request in waiting:
            request.continue_()

    def arrived(self, path: str) -> HeldRequest | None:
        """The held request for ``path``, if its ending is held (appended to the hold's list)."""
        with self._lock:
            for ending, (status, body, kind) in self._answers.items():
                if path.endswith(ending):
                    answered = HeldRequest(path)
                    answered.fulfill(status, body, kind)
                    return answered
            for ending, requests in self._held.items():
                if path.endswith(ending):
                    request = HeldRequest(path)
                    requests.append(request)
                    return request
        return None


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
