"""Optional judges of contradiction for what label geometry cannot see (implicit and world
knowledge conflicts): an NLI cross-encoder from a local folder, or a language model through the
extraction layer's client, cache and re-prompt loop. They confirm or veto the cascade's pairs and
may add pairs above a similarity floor; see :mod:`dialogkg.detect.judges.pairs`. The same two
kinds of model serve as the NLI backend of D-SMART's CS and DER (:mod:`dialogkg.score.nli`).

Backends are imported only when chosen: neither sentence-transformers nor openai loads here.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from dialogkg.errors import InputError, Location

if TYPE_CHECKING:
    from dialogkg.detect.judges.base import NLIBackend, PairJudge
    from dialogkg.extract.llm.config import LLMConfig

JUDGES = ("none", "nli", "llm")
NLI_BACKENDS = ("none", "cross-encoder", "llm")


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


def get_nli(
    name: str | None, *, nli_model: str | Path | None = None, llm: LLMConfig | None = None
) -> NLIBackend | None:
    """The NLI backend called ``name`` (None or "none": none). ``llm`` must carry its cache path."""
    if name is None or name == "none":
        return None
    if name == "cross-encoder":
        if nli_model is None:
            raise InputError(
                "the cross-encoder NLI backend needs a local model folder: --nli-model PATH",
                Location(field="--nli-model"),
            )
        from dialogkg.detect.judges.nli import CrossEncoderNLI

        return CrossEncoderNLI(nli_model)
    if name == "llm":
        from dialogkg.detect.judges.llm_nli import LLMNLI
        from dialogkg.extract.llm.config import LLMConfig

        return LLMNLI(llm or LLMConfig.from_env(required=True))
    raise InputError(
        f"unknown NLI backend {name!r}; available: {', '.join(NLI_BACKENDS)}", Location(field="--nli")
    )
