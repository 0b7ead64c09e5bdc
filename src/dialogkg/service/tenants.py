"""API keys and tenant scoping: every conversation is stored under an id its tenant owns.

A tenant's conversation ``c`` is stored as ``f"{tenant}/{c}"``. Tenant names cannot contain
'/', so two tenants never share an internal id, and because IRIs are minted by percent-encoding
each character, the IRI prefix of ``"{tenant}/"`` starts every graph of that tenant and no other's.
"""

from __future__ import annotations

import hmac
import json
import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from dialogkg import vocab as v
from dialogkg.errors import InputError, Location

TENANT_NAME = re.compile(r"[A-Za-z0-9_.-]{1,64}")
MAX_ID = 200  # the internal id obeys FORMAT.md's 1..200 characters


@dataclass(frozen=True)
class Keys:
    """API key -> tenant, read once at start-up."""

    tenants: Mapping[str, str]

    def tenant(self, key: str) -> str | None:
        """The key's tenant; every stored key is compared (in constant time) so timing tells nothing."""
        found = None
        for known, tenant in sorted(self.tenants.items()):
            if hmac.compare_digest(known.encode("utf-8"), key.encode("utf-8")):
                found = tenant
        return found


def load_keys(path: str | Path) -> Keys:
    """Read ``KEY TENANT`` lines; blank lines and ``#`` comments are skipped, anything else is an error."""
    where = str(path)
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise InputError(f"cannot read the keys file: {exc}", Location(file=where, field="--keys")) from exc
    tenants: dict[str, str] = {}
    for number, line in enumerate(text.splitlines(), start=1):
        stripped = line.strip()
        if not stripped or stripped.startswith("#"):
            continue
        parts = stripped.split()
        if len(parts) != 2:
            raise InputError(f"line {number}: expected 'KEY TENANT'", Location(file=where))
        key, tenant = parts
        if not TENANT_NAME.fullmatch(tenant):
            raise InputError(
                f"line {number}: tenant {json.dumps(tenant)} must match [A-Za-z0-9_.-]{{1,64}}",
                Location(file=where),
            )
        if key in tenants:
            raise InputError(f"line {number}: this key is given twice", Location(file=where))
        tenants[key] = tenant
    if not tenants:
        raise InputError("the keys file holds no 'KEY TENANT' line", Location(file=where))
    return Keys(tenants)


def internal_id(tenant: str, conversation: str) -> str:
    """The id the store holds for a tenant's conversation (400 if it is empty or too long)."""
    limit = MAX_ID - len(tenant) - 1
    if not 1 <= len(conversation) <= limit:
        raise InputError(
            f"a conversation id has 1 to {limit} characters for this tenant",
            Location(field="conversation id"),
        )
    return f"{tenant}/{conversation}"


def external_id(tenant: str, internal: str) -> str:
    """The tenant's own id for an internal one."""
    return internal.removeprefix(f"{tenant}/")


def graph_prefix(tenant: str) -> str:
    """The IRI prefix shared by every graph of the tenant's conversations and no other's."""
    return v.STORE_PREFIX + v.encode_segment(tenant + "/")
