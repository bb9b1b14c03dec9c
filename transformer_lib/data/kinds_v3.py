"""The kinds of sentence that corpus version 3 draws for its main stream, and how often.

A kind is a function ``(rng, sampler) -> structure`` registered with a weight: the
structure is either a :class:`~.structures.Sentence` or any record that writes itself
with ``realise_in(pyrealb, lang)`` and says the French lemmas it uses in ``lemmas``
(``{"noun": set, "adj": set, "verb": set}``, which the held-out pairs are checked
against). ``sampler`` is the :class:`~.sampler._Sampler` of the row (with its ``r``, the
row's ``random.Random``, and its ``lex``), so that a kind can draw noun phrases and whole
clauses of the common grammar. The kind ``"clause"`` is that grammar itself: one to
three clauses, as in version 2.
"""

from __future__ import annotations

import random
from collections.abc import Callable

__all__ = ["KINDS", "register", "sample"]

# name -> (weight, function)
KINDS: dict[str, tuple[float, Callable]] = {}


def register(name: str, weight: float):
    """Decorator: draw ``function(rng, sampler)`` as the kind ``name`` with ``weight``."""

    def add(function: Callable) -> Callable:
        if name in KINDS:
            raise ValueError(f"sentence kind {name!r} registered twice")
        if weight <= 0:
            raise ValueError(f"sentence kind {name!r}: weight {weight} is not positive")
        KINDS[name] = (weight, function)
        return function

    return add


@register("clause", 11.2)
def _clauses(rng: random.Random, sampler):
    from .sampler import _n_clauses

    return sampler.sentence(_n_clauses(rng))


def sample(rng: random.Random, sampler):
    """A structure of a kind drawn by weight (names in a fixed order: reproducible)."""
    _load_kinds()
    names = sorted(KINDS)
    weights = [KINDS[n][0] for n in names]
    name = rng.choices(names, weights)[0]
    return KINDS[name][1](rng, sampler)


def _load_kinds() -> None:
    """Import the modules that register kinds (each registers on import)."""
    # (the modules of version 3's constructions are imported here)
    from . import (  # noqa: F401
        aches,
        adjective_order,
        adverbs,
        advice,
        ages_crowds,
        asking,
        aspect,
        aspect_more,
        back_then,
        be_orders,
        belong,
        body,
        by_oneself,
        cafe_orders,
        cest_phrases,
        clock_dates,
        clothes_fit,
        colours,
        compare_to,
        comparisons,
        compounds,
        conditional,
        counts_prices,
        daily,
        dates_buses,
        describe,
        directions,
        errands,
        errands_more,
        everyday_words,
        experience,
        extras,
        favourites,
        feel_about,
        feelings,
        food,
        food_ways,
        formulas,
        frequent_frames,
        full_of,
        future_when,
        generic,
        getting_about,
        given,
        home_idioms,
        house_jobs,
        how_was,
        idioms,
        injuries,
        inverted_questions,
        jobs_at,
        kind_facts,
        leisure,
        linking,
        live_here,
        locations,
        meals_rooms,
        measures,
        mine,
        mishaps,
        moments,
        names_asked,
        necessity,
        negation,
        on_the_line,
        order_reasons,
        orders,
        past_habits,
        people,
        people_who,
        phrases,
        place_idioms,
        plans,
        polite,
        possession,
        pronouns,
        quantities,
        questions,
        reasons,
        reflexive_past,
        reflexive_verbs,
        relative_frames,
        relatives,
        room_parts,
        routines,
        school,
        shop_money,
        skills,
        sky,
        sky_more,
        social,
        soon_moves,
        speed_home,
        spoken,
        still_finally,
        superlatives,
        table_talk,
        talk,
        tickets,
        time_ends,
        time_phrases,
        times,
        too_right,
        town_lines,
        travel_idioms,
        trips,
        trips_schedules,
        wear_smell,
        weather,
        weather_more,
        weights_distances,
        welcome,
        wifi_wonderful,
        without,
        word_frames,
        would_help,
        years_ago,
    )
