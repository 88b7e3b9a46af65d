"""A JSON file's values read one at a time with bounded memory, for exports far larger than the records the
server may hold at once: the file is read in CHUNK pieces into a buffer, and each value is decoded by the
standard library (json.JSONDecoder.raw_decode) once the buffer holds all of it; the buffer may not grow past
VALUE_CEILING characters (one record, not the file). The walk of the file's outer structure (the collection
inside its wrappers) is done by Reader's callers, a key or an item at a time, never by decoding the whole.

Nesting is bounded too: a decoded value may not nest past MAX_DEPTH, and one nested past the interpreter's
own recursion limit (where the decoder gives up) is refused with the same message, before it is built."""

import json
import re
from typing import IO, Any

from katutubo.core.messages import Message

CHUNK = 64 * 1024
VALUE_CEILING = 1024 * 1024  # characters of one value (a record: a few KB)
MAX_DEPTH = 32  # a record nests four deep (record, family tree, list of relatives, relative)
TRUNCATION_MARGIN = 8  # an error this close to the buffer's end may be a value cut by it ("fals")
WHITESPACE = re.compile(r"[ \t\r\n]*")
DECODER = json.JSONDecoder()

NOT_JSON = Message("imports.not_json", "The file is not a JSON export of the people collection.")
TOO_DEEP = Message(
    "imports.too_deep",
    "The JSON file is nested deeper than a people export is ({depth} levels at most): "
    "export the people collection again and upload that file.",
)
VALUE_TOO_LARGE = Message(
    "imports.value_too_large",
    "A record in the JSON file is larger than a person's record may be (1 MB): "
    "export the people collection again and upload that file.",
)


class UnreadableFile(ValueError):
    """The file cannot be imported: `message` says why, to the clerk."""

    def __init__(self, message: Message) -> None:
        super().__init__(message)
        self.message = message


def depth_of(value: Any) -> int:
    """How deep the value nests (a scalar: 0, [] or {}: 1), without recursion."""
    deepest, stack = 0, [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict | list):
            deepest = max(deepest, depth)
            if depth > MAX_DEPTH:
                break
            children = item.values() if isinstance(item, dict) else item
            stack.extend((child, depth + 1) for child in children if isinstance(child, dict | list))
    return deepest


class Reader:
    """The file's text from a position on: the next character, and the next whole value."""

    def __init__(self, text: IO[str]) -> None:
        self.text = text
        self.buffer, self.at, self.ended = "", 0, False

    def _more(self, size: int = CHUNK) -> bool:
        """Reads `size` more characters (dropping what was used); False at the end of the file."""
        if self.ended:
            return False
        self.buffer, self.at = self.buffer[self.at :], 0
        more = self.text.read(size)
        self.ended = not more
        self.buffer += more
        return bool(more)

    def peek(self) -> str:
        """The next character that is not white space ('' at the end); the reader is moved up to it."""
        while True:
            self.at = WHITESPACE.match(self.buffer, self.at).end()  # type: ignore[union-attr]
            if self.at < len(self.buffer) or not self._more():
                return self.buffer[self.at] if self.at < len(self.buffer) else ""

    def take(self, char: str) -> None:
        if self.peek() != char:
            raise UnreadableFile(NOT_JSON)
        self.at += 1

    def take_if(self, char: str) -> bool:
        if self.peek() == char:
            self.at += 1
            return True
        return False

    def value(self, depth: int = 0) -> Any:
        """The next whole value (its nesting counted from `depth`), the buffer grown only while it is cut."""
        self.peek()
        while True:
            try:
                value, end = DECODER.raw_decode(self.buffer, self.at)
            except RecursionError:
                raise UnreadableFile(TOO_DEEP.format(depth=MAX_DEPTH)) from None
            except json.JSONDecodeError as exc:
                cut = exc.msg.startswith("Unterminated") or exc.pos >= len(self.buffer) - TRUNCATION_MARGIN
                if not cut or not self._grow():
                    raise UnreadableFile(NOT_JSON) from None
                continue
            if end == len(self.buffer) and self._grow():  # a number may go on ("12" of "123")
                continue
            self.at = end
            if depth + depth_of(value) > MAX_DEPTH:
                raise UnreadableFile(TOO_DEEP.format(depth=MAX_DEPTH))
            return value

    def _grow(self) -> bool:
        """Doubles what the buffer holds of the value being read; False at the end of the file."""
        pending = len(self.buffer) - self.at
        if pending > VALUE_CEILING:
            raise UnreadableFile(VALUE_TOO_LARGE)
        return self._more(min(max(CHUNK, pending), VALUE_CEILING + 1 - pending))
