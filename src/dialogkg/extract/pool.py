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
from collections.abc import Iterable, Iterator, Sequence
from typing import TYPE_CHECKING, Protocol, runtime_checkable

from dialogkg.extract.base import ArgumentView, Similarity

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

ALIVE = frozenset({"active", "weakened", "resolved"})
# Kinds that explain rather than report: what "that rules out the X theory" usually targets.
EXPLANATORY = frozenset({"hypothesis", "assumption", "position", "consideration", "decision"})
_SILENT = frozenset({"question"})  # asserts nothing, so no cue can name it
_TIER = 16
_BLOCK = 512


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

    def latest(self, speaker: str | None) -> ArgumentView | None:
        """The speaker's most recent alive argument (anyone's, for None)."""
        code = self._speakers.get(speaker) if speaker is not None else None
        for row in range(len(self._views) - 1, -1, -1):
            if self._alive[row] and (speaker is None or self._speaker[row] == code):
                return self._views[row]
        return None

    def ranked(
        self, text: str, *, floor: float, speaker: str | None = None, explanatory: bool = False
    ) -> Iterator[tuple[float, ArgumentView]]:
        """Alive arguments (of ``speaker``, of an explanatory kind) whose claim scores at least
        ``floor`` against ``text``, best first; ties go to the later turn, then the smaller id."""
        if self.similarity is None or (speaker is not None and speaker not in self._speakers):
            return iter(())
        if self._vectors is not None:
            return self._by_vectors(self._vectors, text, speaker, explanatory, floor)
        return iter(self._by_similarity(self.similarity, text, speaker, explanatory, floor))

    def _sorted(self, scored: Iterable[tuple[float, int]], floor: float) -> list[tuple[float, ArgumentView]]:
        found = [(s, self._views[row]) for s, row in scored if s >= floor]
        return sorted(found, key=lambda p: (-p[0], -p[1].turn, p[1].id))

    def _by_similarity(
        self, similarity: Similarity, text: str, speaker: str | None, explanatory: bool, floor: float
    ) -> list[tuple[float, ArgumentView]]:
        code = self._speakers.get(speaker) if speaker is not None else None
        rows = [
            row
            for row in range(len(self._views))
            if self._alive[row]
            and (code is None or self._speaker[row] == code)
            and (not explanatory or self._explanatory[row])
        ]
        if not rows:
            return []
        scores = list(similarity(text, [self._views[row].claim for row in rows]))
        if len(scores) != len(rows):
            return []  # the similarity could not score them (no model): nothing is linked
        return self._sorted(zip(map(float, scores), rows, strict=True), floor)

    def _by_vectors(
        self, source: Vectors, text: str, speaker: str | None, explanatory: bool, floor: float
    ) -> Iterator[tuple[float, ArgumentView]]:
        """The ranking in tiers of the best ``_TIER`` scores (ties kept), sorted one tier at a
        time: the caller usually takes the first, while in a repetitive conversation thousands
        of claims may clear the floor."""
        import numpy as np

        n = len(self._views)
        mask = np.frombuffer(self._alive, dtype=np.bool_, count=n).copy()
        if speaker is not None:
            mask &= np.frombuffer(self._speaker, dtype=np.int32, count=n) == self._speakers[speaker]
        if explanatory:
            mask &= np.frombuffer(self._explanatory, dtype=np.bool_, count=n)
        if not mask.any():
            return
        fresh = [view.claim for view in self._views[self._encoded : n]]
        vectors = source.vectors([text, *fresh])
        if vectors is None or len(vectors) != len(fresh) + 1:
            return
        self._store(vectors[1:], n)
        assert self._matrix is not None
        # Blocks of _BLOCK rows: on a larger product OpenBLAS starts threads, which on a busy
        # machine cost ten times what they save; the scores are the same bits either way.
        query = vectors[0]
        scores = np.concatenate([self._matrix[i : min(i + _BLOCK, n)] @ query for i in range(0, n, _BLOCK)])
        rows = np.flatnonzero(mask & (scores >= np.float32(floor) - np.float32(1e-6)))
        scores = scores[rows]
        while rows.size:
            if rows.size > _TIER:
                top = scores >= np.partition(scores, rows.size - _TIER)[rows.size - _TIER]
            else:
                top = np.ones(rows.size, dtype=np.bool_)
            yield from self._sorted(zip(scores[top].tolist(), rows[top].tolist(), strict=True), floor)
            rows, scores = rows[~top], scores[~top]

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
