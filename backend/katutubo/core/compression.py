"""Compressed answers: brotli or gzip, whichever the browser accepts (brotli first), for the API's JSON and
the web app's text files.

A pure ASGI middleware, so it sees every response as it starts. It leaves alone what must not or need not be
compressed: the live dashboard's event stream (each event must reach the browser at once, never held in a
compressor's buffer), answers that are compressed already (the web app's precompressed files, see
katutubo.core.spa), photos, archives and spreadsheets (compressed formats), and small answers. A streamed
answer (a CSV export) is compressed chunk by chunk, each chunk flushed."""

import gzip
import zlib
from collections.abc import Callable

import brotli
from starlette.datastructures import Headers, MutableHeaders
from starlette.types import ASGIApp, Message, Receive, Scope, Send

MIN_SIZE = 512  # below this the headers cost more than the saving
BROTLI_QUALITY = 4  # on the fly: fast; the precompressed files use the best (11)
GZIP_LEVEL = 6
COMPRESSIBLE = ("application/json", "application/javascript", "text/", "image/svg+xml", "application/xml")
NEVER = ("text/event-stream",)
ENCODINGS = ("br", "gzip")


def accepted_encoding(accept_encoding: str, offered: tuple[str, ...] = ENCODINGS) -> str | None:
    """The first of `offered` that an Accept-Encoding header allows (q > 0), or None."""
    allowed: dict[str, float] = {}
    for part in accept_encoding.lower().split(","):
        name, _, params = part.strip().partition(";")
        quality = 1.0
        if params.strip().startswith("q="):
            try:
                quality = float(params.strip()[2:])
            except ValueError:
                quality = 0.0
        allowed[name.strip()] = quality
    for encoding in offered:
        if allowed.get(encoding, allowed.get("*", 0.0)) > 0:
            return encoding
    return None


def compressible(content_type: str) -> bool:
    kind = content_type.split(";")[0].strip().lower()
    return kind.startswith(COMPRESSIBLE) and not kind.startswith(NEVER)


def add_vary(headers: MutableHeaders) -> None:
    vary = headers.get("Vary", "")
    if "accept-encoding" not in vary.lower():
        headers["Vary"] = f"{vary}, Accept-Encoding" if vary else "Accept-Encoding"


class _Compressor:
    """One answer's compressor: `chunk(data)` returns what can be sent now (flushed), `end()` the rest."""

    def __init__(self, encoding: str) -> None:
        if encoding == "br":
            br = brotli.Compressor(quality=BROTLI_QUALITY)
            self._process: Callable[[bytes], bytes] = lambda data: br.process(data) + br.flush()
            self._finish: Callable[[], bytes] = br.finish
        else:
            gz = zlib.compressobj(GZIP_LEVEL, zlib.DEFLATED, 16 + zlib.MAX_WBITS)  # gzip framing
            self._process = lambda data: gz.compress(data) + gz.flush(zlib.Z_SYNC_FLUSH)
            self._finish = gz.flush

    def chunk(self, data: bytes) -> bytes:
        return self._process(data)

    def end(self) -> bytes:
        return self._finish()


def compress_whole(data: bytes, encoding: str) -> bytes:
    if encoding == "br":
        return bytes(brotli.compress(data, quality=BROTLI_QUALITY))
    return gzip.compress(data, compresslevel=GZIP_LEVEL, mtime=0)


class Compression:
    def __init__(self, app: ASGIApp, minimum_size: int = MIN_SIZE) -> None:
        self.app = app
        self.minimum_size = minimum_size

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        encoding = accepted_encoding(Headers(scope=scope).get("accept-encoding", ""))
        start: Message | None = None
        compressor: _Compressor | None = None
        passthrough = False

        async def send_compressed(message: Message) -> None:
            nonlocal start, compressor, passthrough
            if passthrough:
                await send(message)
                return
            if message["type"] == "http.response.start":
                headers = MutableHeaders(scope=message)
                if "content-encoding" in headers or not compressible(headers.get("content-type", "")):
                    passthrough = True
                    await send(message)
                    return
                add_vary(headers)
                if encoding is None:
                    passthrough = True
                    await send(message)
                    return
                start = message  # held until the first body part shows whether it is worth compressing
                return
            if message["type"] != "http.response.body" or start is None:
                await send(message)
                return
            body: bytes = message.get("body", b"")
            more = message.get("more_body", False)
            assert encoding is not None
            if compressor is None:
                headers = MutableHeaders(scope=start)
                if not more:
                    if len(body) < self.minimum_size:
                        await send(start)
                        await send(message)
                        passthrough = True
                        return
                    body = compress_whole(body, encoding)
                    headers["Content-Encoding"] = encoding
                    headers["Content-Length"] = str(len(body))
                    await send(start)
                    await send({"type": "http.response.body", "body": body})
                    passthrough = True
                    return
                compressor = _Compressor(encoding)
                headers["Content-Encoding"] = encoding
                del headers["Content-Length"]
                await send(start)
            out = compressor.chunk(body) if body else b""
            if not more:
                out += compressor.end()
            await send({"type": "http.response.body", "body": out, "more_body": more})

        await self.app(scope, receive, send_compressed)
