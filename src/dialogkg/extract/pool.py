"""The earlier arguments a cue phrase may name, kept in step with the engine across turns.

"That rules out the DNS theory" may name an argument from thousands of turns before. Ranking
every earlier argument in Python at each cue made a long ingest quadratic, so the engine keeps
one pool per conversation: the assertive arguments in creation order, with their status, speaker
and kind in flat arrays and, when the similarity can give vectors, their claim vectors in one
matrix (encoded in a batch at the next cue that needs them, never before). A cue then costs one
matrix-vector product and a sort of the few arguments above the threshold.
"""

from __future__ import annotations

from array import array
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Protocol, runtime_checkable

from dialogkg.extract.base import ArgumentView, Similarity

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

ALIVE = frozenset({"active", "weakened", "resolved"})
# Kinds that explain rather than report: what "that rules out the X theory" usually targets.
EXPLANATORY = frozenset({"hypothesis", "assumption", "position", "consideration", "decision"})
_SILENT = frozenset({"question"})  # asserts nothing, so no cue can name it


@runtime_checkable
class Vectors(Protocol):
    """A similarity that can also give the unit-normalised vectors behind it (None: no model)."""

    def vectors(self, texts: Sequence[str]) -> npt.NDArray[np.float32] | None: ...


class ArgumentPool:
    """The assertive arguments of one conversation, for linking a phrase to the one it names."""

    def __init__(self, similarity: Similarity | None = None, arguments: Iterable[ArgumentView] = ()) -> None:
        self.similarity = similarity
        self._vectors = similarity if isinstance(similarity, Vectors) else None
        self._views: list[ArgumentView] = []  # one row per assertive argument, in creation order
        self._rows: dict[str, int] = {}
        self._alive = bytearray()  # per row: 1 while the argument is alive
        self._explanatory = bytearray()
        self._speaker = array("i")  # per row: the speaker's number in ``_speakers``
        self._speakers: dict[str, int] = {}
        self._matrix: npt.NDArray[np.float32] | None = None  # rows encoded so far (with spare rows)
        self._encoded = 0
        for view in arguments:
            self.update(view)

    def __len__(self) -> int:
        return len(self._views)

    def update(self, view: ArgumentView) -> None:
        """Add a new argument, or take in an existing one's new status."""
        if view.kind in _SILENT:
            return
        row = self._rows.get(view.id)
        if row is not None:
            self._views[row] = view
            self._alive[row] = view.status in ALIVE
            return
        self._rows[view.id] = len(self._views)
        self._views.append(view)
        self._alive.append(view.status in ALIVE)
        self._explanatory.append(view.kind in EXPLANATORY)
        self._speaker.append(self._speakers.setdefault(view.speaker, len(self._speakers)))

    def latest(self, speaker: str) -> ArgumentView | None:
        """The speaker's most recent alive argument."""
        code = self._speakers.get(speaker)
        for row in range(len(self._views) - 1, -1, -1):
            if self._alive[row] and self._speaker[row] == code:
                return self._views[row]
        return None

    def ranked(
        self, text: str, *, floor: float, speaker: str | None = None, explanatory: bool = False
    ) -> list[tuple[float, ArgumentView]]:
        """Alive arguments (of ``speaker``, of an explanatory kind) whose claim scores at least
        ``floor`` against ``text``, best first; ties go to the later turn, then the smaller id."""
        if self.similarity is None or (speaker is not None and speaker not in self._speakers):
            return []
        if self._vectors is not None:
            scored = self._by_vectors(self._vectors, text, speaker, explanatory, floor)
        else:
            scored = self._by_similarity(self.similarity, text, speaker, explanatory)
        found = [(s, self._views[row]) for s, row in scored if s >= floor]
        return sorted(found, key=lambda p: (-p[0], -p[1].turn, p[1].id))

    def _rows_for(self, speaker: str | None, explanatory: bool) -> list[int]:
        code = self._speakers.get(speaker) if speaker is not None else None
        return [
            row
            for row in range(len(self._views))
            if self._alive[row]
            and (code is None or self._speaker[row] == code)
            and (not explanatory or self._explanatory[row])
        ]

    def _by_similarity(
        self, similarity: Similarity, text: str, speaker: str | None, explanatory: bool
    ) -> list[tuple[float, int]]:
        rows = self._rows_for(speaker, explanatory)
        if not rows:
            return []
        scores = list(similarity(text, [self._views[row].claim for row in rows]))
        if len(scores) != len(rows):
            return []  # the similarity could not score them (no model): nothing is linked
        return [(float(s), row) for s, row in zip(scores, rows, strict=True)]

    def _by_vectors(
        self, source: Vectors, text: str, speaker: str | None, explanatory: bool, floor: float
    ) -> list[tuple[float, int]]:
        """Scores of the masked rows near or above ``floor`` (the caller applies it exactly)."""
        import numpy as np

        n = len(self._views)
        mask = np.frombuffer(self._alive, dtype=np.bool_, count=n).copy()
        if speaker is not None:
            mask &= np.frombuffer(self._speaker, dtype=np.int32, count=n) == self._speakers[speaker]
        if explanatory:
            mask &= np.frombuffer(self._explanatory, dtype=np.bool_, count=n)
        if not mask.any():
            return []
        fresh = [view.claim for view in self._views[self._encoded : n]]
        vectors = source.vectors([text, *fresh])
        if vectors is None or len(vectors) != len(fresh) + 1:
            return []
        self._store(vectors[1:], n)
        assert self._matrix is not None
        scores = self._matrix[:n] @ vectors[0]
        rows = np.flatnonzero(mask & (scores >= np.float32(floor - 1e-6)))
        return [(float(scores[row]), int(row)) for row in rows]

    def _store(self, fresh: npt.NDArray[np.float32], n: int) -> None:
        """Append the fresh rows to the matrix, doubling its capacity when full."""
        import numpy as np

        if not len(fresh):
            return
        matrix = self._matrix
        if matrix is None or len(matrix) < n:
            grown = np.zeros((max(64, 2 * n), fresh.shape[1]), dtype=np.float32)
            if matrix is not None:
                grown[: self._encoded] = matrix[: self._encoded]
            self._matrix = matrix = grown
        matrix[self._encoded : n] = fresh
        self._encoded = n
