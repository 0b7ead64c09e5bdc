"""The id scope of one conversation: ids are defined once and used only after their definition."""

from __future__ import annotations

from collections.abc import Iterable

from dialogkg.errors import Location, ReferenceFailure
from dialogkg.extract.schema import Extraction


class IdScope:
    """Admits a turn's extraction only if every id it references exists and every id it defines is new.

    Checking happens before anything of the turn is lifted, so a bad reference never reaches
    the store. The scope is seeded from arguments already stored when an ingest resumes.
    """

    def __init__(self, known: Iterable[str] = (), participants: Iterable[str] = ()) -> None:
        self._defined: dict[str, int | None] = dict.fromkeys(known)
        self._participants = set(participants)

    def __contains__(self, local_id: str) -> bool:
        return local_id in self._defined

    def admit(self, extraction: Extraction, turn: int) -> None:
        """Check then record; on failure the scope is left exactly as it was."""
        self._defined.update(self.check(extraction, turn))

    def check(self, extraction: Extraction, turn: int) -> dict[str, int]:
        """The ids the extraction would define; raises as ``admit`` would, recording nothing."""
        pending: dict[str, int] = {}
        for k, op in enumerate(extraction.operations):
            prefix = f"annotations.operations[{k}]"
            for field, ref in op.references():
                if ref not in self._defined and ref not in pending:
                    raise ReferenceFailure(
                        f"id {ref!r} is used before it is defined",
                        Location(turn=turn, field=f"{prefix}.{field}"),
                    )
            for i, who in enumerate(op.dissent_by):
                if who not in self._participants:
                    raise ReferenceFailure(
                        f"unknown participant {who!r}",
                        Location(turn=turn, field=f"{prefix}.dissent_by[{i}]"),
                    )
            if op.id is not None:
                if op.id in self._defined or op.id in pending:
                    where = self._defined.get(op.id, pending.get(op.id))
                    first = f" (first defined at turn {where})" if where is not None else ""
                    raise ReferenceFailure(
                        f"duplicate id {op.id!r}{first}", Location(turn=turn, field=f"{prefix}.id")
                    )
                pending[op.id] = turn
        return pending
