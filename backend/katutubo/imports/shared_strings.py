"""A workbook's shared strings kept compactly and bounded: one UTF-8 bytearray and the end offset of each
string (about a byte a character and 8 bytes a string, where a list of Python strings costs ~50 bytes more
each). Past SHARED_STRINGS_CEILING bytes (text and offsets) the file is refused before more is kept."""

from array import array

from katutubo.imports.unpacked import TOO_LARGE_UNPACKED, Refused

SHARED_STRINGS_CEILING = 96 * 1024 * 1024
OFFSET_BYTES = 8


class SharedStrings:
    def __init__(self) -> None:
        self.data = bytearray()
        self.ends = array("q")

    def append(self, text: str) -> None:
        self.data += text.encode("utf-8", "surrogatepass")
        self.ends.append(len(self.data))
        if len(self.data) + OFFSET_BYTES * len(self.ends) > SHARED_STRINGS_CEILING:
            raise Refused(TOO_LARGE_UNPACKED)

    def __len__(self) -> int:
        return len(self.ends)

    def __getitem__(self, index: int) -> str:
        """IndexError for an index the table does not have (negative ones too)."""
        if not 0 <= index < len(self.ends):
            raise IndexError(index)
        start = self.ends[index - 1] if index else 0
        return self.data[start : self.ends[index]].decode("utf-8", "surrogatepass")
