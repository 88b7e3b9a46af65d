"""A message the API sends, carrying its stable code from the place it is written.

`Message("people.person_not_found", "Person not found.")` is a `str` (its English text), so it reads and
compares as before; its `code` and `params` travel with it to the error handler (core/errors.py) and to
stored import reasons, and the app shows its own catalogue's text for the code
(frontend/src/locales/*/errors.json). A message with values in it is written as a template (`{name}`):
`.format(name=...)` gives the English text with the values, and the values as `params` (the catalogue's text
places them as `{{name}}`). Every template made here is listed in `TEMPLATES`, code -> English template
(tests/core/test_messages.py checks them against the catalogues).
"""

from typing import Any, Self

from pydantic import BaseModel, Field
from pydantic_core import PydanticCustomError

TEMPLATES: dict[str, str] = {}


class Message(str):
    code: str
    params: dict[str, str]
    template: str

    def __new__(cls, code: str, text: str, params: dict[str, str] | None = None) -> Self:
        message = super().__new__(cls, text)
        message.code = code
        message.params = dict(params or {})
        message.template = text
        # a template (params None): listed once, with one text per code
        if params is None and TEMPLATES.setdefault(code, text) != text:
            raise ValueError(f"{code} is written with two texts")
        return message

    def format(self, *args: Any, **params: Any) -> "Message":
        """The text with the values in it; the values named, by the template's names."""
        if args:
            raise TypeError("a message's values are named")
        values = {name: str(value) for name, value in params.items()}
        message = Message(self.code, str.format(self, **values), values)
        message.template = self.template
        return message

    def as_error(self) -> PydanticCustomError:
        """For a pydantic validator to raise: the error's type is the code (pydantic's own types have no dot),
        its context the values; core/errors.py makes it a Message again."""
        return PydanticCustomError(self.code, self.template, self.params or None)

    def __reduce__(self) -> tuple[Any, ...]:
        return (_rebuilt, (self.code, str(self), self.params, self.template))


def _rebuilt(code: str, text: str, params: dict[str, str], template: str) -> Message:
    message = Message(code, text, params)
    message.template = template
    return message


def stored(message: Message) -> dict[str, Any]:
    """What a stored reason keeps: its code, its values and its English text."""
    return {"code": message.code, "params": message.params, "message": str(message)}


class MessageOut(BaseModel):
    """A success's message (an answer that only says what was done)."""

    message: str = Field(description="The message in English.")
    code: str = Field(description="Its stable code: the app shows its catalogue's text for it.")
    params: dict[str, str] = Field(default_factory=dict, description="The values in the message, by name.")

    @classmethod
    def of(cls, message: Message, **more: Any) -> Self:
        return cls(message=str(message), code=message.code, params=message.params, **more)
