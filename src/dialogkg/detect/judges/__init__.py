"""Optional judges of contradiction for what label geometry cannot see (implicit and world
knowledge conflicts): an NLI cross-encoder from a local folder, or a language model through the
extraction layer's client, cache and re-prompt loop. They confirm or veto the cascade's pairs and
may add pairs above a similarity floor; see :mod:`dialogkg.detect.judges.pairs`.

Backends are imported only when chosen: neither sentence-transformers nor openai loads here.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from dialogkg.errors import InputError, Location

if TYPE_CHECKING:
    from dialogkg.detect.judges.base import PairJudge
    from dialogkg.extract.llm.config import LLMConfig

JUDGES = ("none", "nli", "llm")


def get_judge(
    name: str | None, *, nli_model: str | Path | None = None, llm: LLMConfig | None = None
) -> PairJudge | None:
    """The judge called ``name`` (None or "none": no judge). ``llm`` must carry its cache path."""
    if name is None or name == "none":
        return None
    if name == "nli":
        if nli_model is None:
            raise InputError(
                "the nli judge needs a local cross-encoder folder: --nli-model PATH",
                Location(field="--nli-model"),
            )
        from dialogkg.detect.judges.nli import NLIJudge

        return NLIJudge(nli_model)
    if name == "llm":
        from dialogkg.detect.judges.llm import LLMPairJudge
        from dialogkg.extract.llm.config import LLMConfig

        return LLMPairJudge(llm or LLMConfig.from_env(required=True))
    raise InputError(f"unknown judge {name!r}; available: {', '.join(JUDGES)}", Location(field="--judge"))
