"""Typed conversations: the input models (validated with pydantic) and the resolved domain objects."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Literal, Self, get_args

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, model_validator

from dialogkg.extract.schema import Extraction

Role = Literal["user", "assistant", "system", "tool", "other"]
ROLES: tuple[str, ...] = get_args(Role)

ConversationId = Annotated[str, StringConstraints(min_length=1, max_length=200)]
ParticipantId = Annotated[str, StringConstraints(min_length=1, max_length=200)]
# The sitting a turn belongs to ("session_3", a date): what is said of the moment ("I'm at the
# office") holds only within it.
SessionId = Annotated[str, StringConstraints(min_length=1, max_length=200)]


class ParticipantIn(BaseModel):
    model_config = ConfigDict(strict=True, extra="ignore")

    id: ParticipantId
    name: str | None = None
    role: Role = "other"


class TurnIn(BaseModel):
    # Unknown turn keys (timestamps, metadata) are tolerated; annotations are strict.
    model_config = ConfigDict(strict=True, extra="ignore")

    speaker: ParticipantId | None = None
    role: Role | None = None
    text: str
    reference: str | None = None
    session: SessionId | None = None
    annotations: Extraction | None = None

    @model_validator(mode="after")
    def _who_speaks(self) -> Self:
        if self.speaker is None and self.role is None:
            raise ValueError("a turn needs a 'speaker' or a 'role'")
        return self


class ConversationIn(BaseModel):
    model_config = ConfigDict(strict=True, extra="ignore")

    id: ConversationId
    participants: list[ParticipantIn] | None = None
    turns: list[TurnIn] = Field(default_factory=list)


@dataclass(frozen=True)
class Participant:
    id: str
    name: str | None
    role: Role


@dataclass(frozen=True)
class Turn:
    index: int  # 1-based
    speaker: str  # participant id
    text: str
    reference: str | None = None
    annotations: Extraction | None = None
    session: str | None = None  # None: the turn's sitting is not known (one sitting is assumed)


@dataclass(frozen=True)
class Conversation:
    id: str
    participants: tuple[Participant, ...]
    turns: tuple[Turn, ...]
    source: str | None = None  # "file" or "file:line", for error messages

    def participant(self, participant_id: str) -> Participant:
        for p in self.participants:
            if p.id == participant_id:
                return p
        raise KeyError(participant_id)
