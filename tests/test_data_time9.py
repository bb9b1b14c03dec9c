"""The ninth widening's kinds of years, il y a at the head, depuis an event, pendant, dates
with le premier, buses by their number, the dark at an hour and one English for the
clock: pairs written by hand, and samples of each kind checked for their properties."""

import random
import re

import pytest

from transformer_lib.data import kinds_v3
from transformer_lib.data.kind_parts import Construction, Name
from transformer_lib.data.structures import Pronoun

NEW = ("years", "ago_head", "since_event", "during_period", "day_date", "bus_number")


def _sampled(kind, n):
    from transformer_lib.data.realiser import realise
    from transformer_lib.data.sampler import _Sampler
    from transformer_lib.data.streams import lexicon_of

    kinds_v3._load_kinds()
    out = []
    for i in range(n):
        rng = random.Random(f"test-time9:{kind}:{i}")
        s = kinds_v3.KINDS[kind][1](rng, _Sampler(rng, lexicon_of(3), 3))
        out.append((s, *realise(s)))
    return out


def _pair(kind, **args):
    from transformer_lib.data.realiser import realise

    return realise(Construction(kind, args))


def _i(table, fr):
    return next(i for i, row in enumerate(table) if row[0] == fr)


def _city(name):
    from transformer_lib.data.names import CITIES

    return _i(CITIES, name)


def test_years_in_french_words():
    from transformer_lib.data.years_ago import fr_year

    assert fr_year(1990) == "mille neuf cent quatre-vingt-dix"
    assert fr_year(1990, 1) == "dix-neuf cent quatre-vingt-dix"
    assert fr_year(1980) == "mille neuf cent quatre-vingts"
    assert fr_year(1971) == "mille neuf cent soixante et onze"
    assert fr_year(1955) == "mille neuf cent cinquante-cinq"
    assert fr_year(2000) == "deux mille"
    assert fr_year(2001) == "deux mille un"
    assert fr_year(2020) == "deux mille vingt"


def test_years_by_hand():
    from transformer_lib.data.years_ago import BUILT

    lyon = _city("Lyon")
    me = Pronoun(0, "m")
    born = {"form": "born", "place": lyon}
    assert _pair("years", subj=me, year=1990, words=1, **born) == (
        "Je suis né en mille neuf cent quatre-vingt-dix.",
        "I was born in 1990.",
    )
    assert _pair("years", subj=me, year=1990, words=0, **born) == (
        "Je suis né en 1990.",
        "I was born in 1990.",
    )
    assert _pair("years", subj=Pronoun(4, "f"), year=2001, words=0, **born) == (
        "Nous sommes nées en 2001.",
        "We were born in 2001.",
    )
    assert _pair("years", subj=Name("Paul", "m"), year=1964, words=2, **born) == (
        "Paul est né en dix-neuf cent soixante-quatre.",
        "Paul was born in 1964.",
    )
    she = Pronoun(3, "f")
    assert _pair("years", form="lived", subj=she, year=2015, words=0, place=lyon) == (
        "Elle habite à Lyon depuis 2015.",
        "She has lived in Lyon since 2015.",
    )
    assert _pair(
        "years", form="in_year", subj=Pronoun(4, "m"), year=2020, words=1, place=lyon
    ) == ("En deux mille vingt, nous habitions à Lyon.", "In 2020, we lived in Lyon.")
    church, block = _i(BUILT, "église"), _i(BUILT, "immeuble")
    built = {"form": "built", "words": 0, "place": 0}
    assert _pair("years", subj=church, year=1962, **built) == (
        "Cette église a été construite en 1962.",
        "This church was built in 1962.",
    )
    assert _pair("years", subj=block, year=1975, **built) == (
        "Cet immeuble a été construit en 1975.",
        "This building was built in 1975.",
    )


def test_ago_head_by_hand():
    from transformer_lib.data.years_ago import _THEN

    lyon = _city("Lyon")
    city, ill = _i(_THEN, "city"), _i(_THEN, "malade")
    args = {"form": "be", "place": lyon}
    assert _pair(
        "ago_head", subj=Pronoun(0, "m"), what=city, when=(2, 3), head=True, **args
    ) == ("Il y a deux semaines, j'étais à Lyon.", "Two weeks ago, I was in Lyon.")
    assert _pair(
        "ago_head", subj=Pronoun(3, "f"), what=ill, when=(1, 4), head=False, **args
    ) == ("Elle était malade il y a un mois.", "She was ill a month ago.")
    assert _pair(
        "ago_head", subj=Pronoun(6, "m"), what=ill, when=(3, 2), head=True, **args
    ) == ("Il y a trois jours, ils étaient malades.", "Three days ago, they were ill.")


def test_since_event_by_hand():
    from transformer_lib.data import years_ago as y

    sad, happy = _i(y._STATES, "triste"), _i(y._STATES, "heureux")
    tired, worried = _i(y._STATES, "fatigué"), _i(y._STATES, "inquiet")
    left, born = (
        _i(y.EVENTS, "le départ de {kin}"),
        _i(y.EVENTS, "la naissance de {kin}"),
    )
    wedding = _i(y.EVENTS, "{poss} mariage")
    operation = _i(y.EVENTS, "{poss} opération")
    friend, girlfriend = _i(y._KIN, "ami"), _i(y._KIN, "amie")
    daughter = _i(y._KIN, "fille")
    assert _pair(
        "since_event", subj=Pronoun(2, "m"), state=sad, event=left, kin=friend
    ) == (
        "Il est triste depuis le départ de son ami.",
        "He has been sad since his friend left.",
    )
    assert _pair(
        "since_event", subj=Pronoun(4, "m"), state=happy, event=wedding, kin=0
    ) == (
        "Nous sommes heureux depuis notre mariage.",
        "We have been happy since our wedding.",
    )
    assert _pair(
        "since_event", subj=Pronoun(3, "f"), state=tired, event=born, kin=daughter
    ) == (
        "Elle est fatiguée depuis la naissance de sa fille.",
        "She has been tired since her daughter was born.",
    )
    assert _pair(
        "since_event", subj=Pronoun(0, "f"), state=worried, event=operation, kin=0
    ) == (
        "Je suis inquiète depuis mon opération.",
        "I have been worried since my operation.",
    )
    assert _pair(
        "since_event", subj=Name("Marie", "f"), state=sad, event=left, kin=girlfriend
    ) == (
        "Marie est triste depuis le départ de son amie.",
        "Marie has been sad since her friend left.",
    )


def test_during_period_by_hand():
    from transformer_lib.data import years_ago as y

    night, weekend = _i(y.PERIODS, "la nuit"), _i(y.PERIODS, "le week-end")
    cold, rain = _i(y._WEATHER, "Il faisait froid"), _i(y._WEATHER, "Il a plu")
    assert _pair("during_period", clause=None, weather=cold, period=night) == (
        "Il faisait froid pendant la nuit.",
        "It was cold during the night.",
    )
    assert _pair("during_period", clause=None, weather=rain, period=weekend) == (
        "Il a plu pendant le week-end.",
        "It rained during the weekend.",
    )


def test_day_date_by_hand():
    from transformer_lib.data import dates_buses as d

    base = {"what": 0, "verb": 0, "tense": "p", "subj": None}
    assert _pair("day_date", form="today", date=(14, 6, True), **base) == (
        "Nous sommes le quatorze juillet.",
        "It is 14 July.",
    )
    base["what"] = 2
    assert _pair("day_date", form="today", date=(1, 4, False), **base) == (
        "C'est le 1er mai.",
        "It is 1 May.",
    )
    base["what"] = _i(d.DATED, "les vacances")
    assert _pair("day_date", form="dated", date=(1, 7, True), **base) == (
        "Les vacances commencent le premier août.",
        "The holidays start on 1 August.",
    )
    base.update(what=_i(d.DATED, "l'exposition"), verb=1, tense="f")
    assert _pair("day_date", form="dated", date=(30, 8, True), **base) == (
        "L'exposition finira le trente septembre.",
        "The exhibition will end on 30 September.",
    )
    base.update(what=0, verb=0, tense="f", subj=Pronoun(0, "m"))
    assert _pair("day_date", form="going", date=(2, 7, True), **base) == (
        "Je partirai en vacances le deux août.",
        "I will go on holiday on 2 August.",
    )
    base.update(what=0, tense="f", subj=None)
    assert _pair("day_date", form="shop", date=(24, 11, False), **base) == (
        "Le magasin fermera le 24 décembre.",
        "The shop will close on 24 December.",
    )


def test_bus_number_by_hand():
    base = {"vehicle": 0, "tense": "p", "subj": None}
    assert _pair("bus_number", form="state", n=12, what=0, **base) == (
        "Le bus numéro douze est en retard.",
        "The number twelve bus is late.",
    )
    assert _pair("bus_number", form="leaves", n=4, what=(10, 20, False), **base) == (
        "Le bus numéro quatre part à dix heures vingt.",
        "The number four bus leaves at twenty past ten.",
    )
    base["vehicle"] = 1
    assert _pair("bus_number", form="every", n=3, what=10, **base) == (
        "Le tram numéro trois passe toutes les dix minutes.",
        "The number three tram comes every ten minutes.",
    )
    base.update(vehicle=0, subj=Pronoun(5, "m"))
    assert _pair("bus_number", form="wait", n=21, what=0, **base) == (
        "Vous attendez le bus numéro vingt et un.",
        "You are waiting for the number twenty-one bus.",
    )
    base.update(subj=Pronoun(3, "f"), tense="pc")
    assert _pair("bus_number", form="take", n=80, what=0, **base) == (
        "Elle a pris le bus numéro quatre-vingts.",
        "She took the number eighty bus.",
    )


def test_dark_at_an_hour_by_hand():
    args = {"what": "dark", "adv": "clock", "who": None}
    assert _pair("sky", tense="p", word=0, when=6, where=None, **args) == (
        "Il fait nuit à six heures.",
        "It is dark at six o'clock.",
    )
    assert _pair("sky", tense="p", word=1, when=5, where=1, **args) == (
        "En été, il fait jour à cinq heures.",
        "In summer, it is light at five o'clock.",
    )
    assert _pair("sky", tense="f", word=0, when=8, where=None, **args) == (
        "Il fera nuit à huit heures.",
        "It will be dark at eight o'clock.",
    )


def test_sky_samples_say_the_dark_at_an_hour():
    rows = _sampled("sky", 400)
    dark = [
        (fr, en) for _s, fr, en in rows if re.match(r"(En \w+, i|I)l \w+ nuit à", fr)
    ]
    assert len(dark) >= 10
    assert all(re.search(r" dark at \w+ o'clock\.$", en) for _fr, en in dark)


_BEFORE_NOON = "une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze"
_TWELVE = re.compile(rf"\b({_BEFORE_NOON}) heures?( cinq| dix| vingt| vingt-cinq)?\.$")


@pytest.mark.parametrize("kind", ("clock24", "schedule"))
def test_the_twelve_hour_clock_has_one_english(kind):
    # dix heures vingt is twenty past ten (times.py), never 10.20 a.m. as well
    seen = 0
    for _s, fr, en in _sampled(kind, 500):
        if _TWELVE.search(fr):
            seen += 1
            assert "a.m." not in en, (fr, en)
    assert kind == "clock24" or seen


def test_twelve_hour_clock():
    from transformer_lib.data.clock_dates import twelve_hour_clock

    assert twelve_hour_clock(10, 20) and twelve_hour_clock(8, 0)
    assert not twelve_hour_clock(10, 40) and not twelve_hour_clock(15, 20)
    assert not twelve_hour_clock(9, 15) and not twelve_hour_clock(12, 0)


def test_what_time_answers_say_past_and_to():
    rows = _sampled("what_time", 600)
    ens = [en for _s, _fr, en in rows]
    assert any(
        re.search(r"\bat (five|ten|twenty|twenty-five) past \w+\.$", e) for e in ens
    )


@pytest.mark.parametrize("kind", NEW)
def test_sampled_new_kinds_are_clean(kind):
    rows = _sampled(kind, 300)
    for _s, fr, en in rows:
        for text in (fr, en):
            assert "None" not in text and "  " not in text, text
            assert text[-1] in ".?!" and text[0].isupper(), text
            assert ".." not in text and " ," not in text, text
        assert not re.search(r"\b(à le|à les|de le|de les)\b", fr), fr
        assert "n't" not in en, en
    assert len({fr for _s, fr, _en in rows}) >= 200
    assert len({en for _s, _fr, en in rows}) >= 150


def test_sampled_years_vary():
    rows = _sampled("years", 300)
    frs = [fr for _s, fr, _en in rows]
    assert any("mille neuf cent" in f for f in frs)
    assert any("dix-neuf cent" in f for f in frs)
    assert any("deux mille" in f for f in frs)
    assert any(re.search(r"en (19|20)\d\d\.", f) for f in frs)
    for _s, _fr, en in rows:
        assert re.search(r"\b(19[5-9]\d|20[0-3]\d)\b", en), en


def test_sampled_ago_head_says_ago_at_its_head():
    rows = _sampled("ago_head", 300)
    for _s, fr, en in rows:
        if fr.startswith("Il y a "):
            assert re.match(r"[A-Z][\w -]* ago, ", en), (fr, en)
        else:
            assert " il y a " in fr and en.endswith(" ago."), (fr, en)
    assert sum(fr.startswith("Il y a ") for _s, fr, _en in rows) >= 150


def test_sampled_day_dates_say_le_premier():
    rows = _sampled("day_date", 300)
    firsts = [
        (fr, en) for _s, fr, en in rows if " le premier " in fr or " le 1er " in fr
    ]
    assert len(firsts) >= 60
    assert all(re.search(r"\b1 [A-Z][a-z]+\.$", en) for _fr, en in firsts)
