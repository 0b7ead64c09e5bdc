"""One exception hierarchy: the CLI maps InputError to exit 2 and every other DialogKGError to 1."""

from __future__ import annotations

import json
from dataclasses import dataclass


def printable(text: str) -> str:
    """The text with lone surrogates (from JSON escapes or undecodable file names) as ``\\udXXX``
    escapes: an error message must be writable to any UTF-8 stream."""
    return text.encode("utf-8", "backslashreplace").decode("utf-8")


class DialogKGError(Exception):
    """Root of every error dialogkg raises on purpose."""

    exit_code = 1


@dataclass(frozen=True)
class Location:
    """Where in the input a problem sits; every part is optional."""

    file: str | None = None
    conversation: str | None = None
    turn: int | None = None
    field: str | None = None

    def describe(self) -> str:
        parts: list[str] = []
        if self.file is not None:
            parts.append(self.file)
        if self.conversation is not None:
            # json.dumps keeps hostile ids (newlines, NULs, quotes) on one readable line.
            parts.append(f"conversation {json.dumps(self.conversation, ensure_ascii=False)}")
        if self.turn is not None:
            parts.append(f"turn {self.turn}")
        if self.field is not None:
            parts.append(f"field {self.field}")
        return ", ".join(parts)


class InputError(DialogKGError):
    """Bad user input: the message names file, conversation, turn and field."""

    exit_code = 2

    def __init__(self, message: str, location: Location | None = None) -> None:
        self.reason = message
        self.location = location or Location()
        super().__init__(self._render())

    def _render(self) -> str:
        where = self.location.describe()
        text = f"{where}: {self.reason}" if where else self.reason
        return printable(" ".join(text.splitlines()))

    def at(
        self,
        *,
        file: str | None = None,
        conversation: str | None = None,
        turn: int | None = None,
        field: str | None = None,
    ) -> InputError:
        """Return the same error with the location parts it lacks filled in."""
        loc = self.location
        return self.relocated(
            Location(
                file=loc.file if loc.file is not None else file,
                conversation=loc.conversation if loc.conversation is not None else conversation,
                turn=loc.turn if loc.turn is not None else turn,
                field=loc.field if loc.field is not None else field,
            )
        )

    def relocated(self, location: Location) -> InputError:
        """The same error at another location (subclasses with more state override this)."""
        return type(self)(self.reason, location)


class ReferenceFailure(InputError):
    """An id used before it is defined, or defined twice."""


class ValidationFailure(DialogKGError):
    """A turn graph broke a SHACL shape; nothing of the turn was written."""

    exit_code = 2

    def __init__(self, message: str, location: Location | None = None) -> None:
        self.location = location or Location()
        where = self.location.describe()
        super().__init__(printable(f"{where}: {message}" if where else message))


class StoreError(DialogKGError):
    """The triple store could not be opened, read or written."""


class QueryError(DialogKGError):
    """A SPARQL query is unknown, malformed or was rejected by the store."""

    exit_code = 2


class ReasonerError(DialogKGError):
    """An OWL reasoner could not run (no Java, a timeout, a Java error); nothing was written."""


class ShapesError(DialogKGError):
    """A shapes graph pySHACL cannot evaluate: a defect of dialogkg, reported rather than hidden."""


class TurnOrderError(InputError):
    """A live append named a turn index that is not the conversation's next one (HTTP 409)."""


class MissingStoreError(InputError):
    """An embedded store folder that does not exist, where the command must not create one."""

    def __init__(self, path: object, location: Location | None = None) -> None:
        self.path = path
        super().__init__(
            f"no store at {path} (a mistyped path?); `dialogkg ingest FILE --store {path}` creates it, "
            "or give --create to start an empty one",
            location or Location(field="--store"),
        )

    def relocated(self, location: Location) -> MissingStoreError:
        return MissingStoreError(self.path, location)
