"""The negation, antonym and blocklist lexicons: data files shipped with the package, extendable."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache, lru_cache
from importlib.resources import files
from pathlib import Path


def _lines(name: str, extra: Path | None = None) -> list[str]:
    text = files("dialogkg").joinpath("detect", "lexicons", name).read_text(encoding="utf-8")
    if extra is not None:
        text += "\n" + extra.read_text(encoding="utf-8")
    return [line.strip() for line in text.splitlines() if line.strip() and not line.startswith("#")]


@dataclass(frozen=True)
class Lexicons:
    negation: tuple[str, ...]
    antonyms: tuple[tuple[str, str], ...]
    blocklist: frozenset[str]

    @lru_cache(maxsize=65536)  # noqa: B019 - lexicons live for the process; relations recur
    def negated(self, relation: str) -> bool:
        text = f" {_norm(relation)} "
        return any(f" {marker} " in text for marker in self.negation)

    @lru_cache(maxsize=65536)  # noqa: B019
    def opposite(self, a: str, b: str) -> bool:
        """Do two relations use opposite stems (either direction)?"""
        words_a, words_b = _norm(a).split(), _norm(b).split()

        def has(words: list[str], stem: str) -> bool:
            return any(w.startswith(stem) for w in words)

        return any(
            (has(words_a, x) and has(words_b, y)) or (has(words_a, y) and has(words_b, x))
            for x, y in self.antonyms
        )


def _norm(text: str) -> str:
    return " ".join(re.sub(r"[^\w']+", " ", text.lower()).split())


@cache
def default_lexicons() -> Lexicons:
    return load_lexicons()


def load_lexicons(
    negation: Path | None = None, antonyms: Path | None = None, blocklist: Path | None = None
) -> Lexicons:
    """The packaged lexicons, each optionally extended by a file of the same format."""
    pairs = []
    for line in _lines("antonyms.tsv", antonyms):
        left, _, right = line.partition("\t")
        if left and right:
            pairs.append((left.strip().lower(), right.strip().lower()))
    return Lexicons(
        negation=tuple(_norm(m) for m in _lines("negation.txt", negation)),
        antonyms=tuple(pairs),
        blocklist=frozenset(_norm(w) for w in _lines("blocklist.txt", blocklist)),
    )
