"""Round 9's question forms: a noun or a name asked by inversion and how many sugars
(inverted_questions.py), negative questions (inverted_questions.py), meals, a hotel's
room (meals_rooms.py) and names asked (names_asked.py). The pairs are written by hand."""

from __future__ import annotations

import random
import re

import pytest

from transformer_lib.data import kinds_v3
from transformer_lib.data.kind_parts import Construction, Name
from transformer_lib.data.realiser import realise
from transformer_lib.data.structures import Clause, NounPhrase, Pronoun
from transformer_lib.data.structures import Name as ClauseName

pyrealb = pytest.importorskip("pyrealb")

MINE = ("inverted_q", "negative_q", "at_meals", "hotel_q", "names_q")


def _pair(kind, **args):
    kinds_v3._load_kinds()
    return realise(Construction(kind, args))


def _sampled(kind, n):
    from transformer_lib.data.sampler import _Sampler
    from transformer_lib.data.streams import lexicon_of

    kinds_v3._load_kinds()
    out = []
    for i in range(n):
        rng = random.Random(f"test-questions9:{kind}:{i}")
        s = kinds_v3.KINDS[kind][1](rng, _Sampler(rng, lexicon_of(3), 3))
        out.append((s, *realise(s)))
    return out


def _lex():
    from transformer_lib.data.streams import lexicon_of

    return lexicon_of(3)


def _verb(fr):
    return next(v for v in _lex().VERBS if v.fr == fr)


def _noun(fr):
    return next(n for n in _lex().NOUNS if n.fr == fr)


def _i(table, fr):
    return next(i for i, row in enumerate(table) if row[0] == fr)


# --- inversion ---------------------------------------------------------------------------


def test_a_name_asked_by_inversion():
    c = Clause(ClauseName("Léa", "f"), _verb("pleurer"), "p", version3=True)
    c.aspect = "now"
    assert _pair("inverted_wh", clause=c, ask="why") == (
        "Pourquoi Léa pleure-t-elle?",
        "Why is Léa crying?",
    )
    c = Clause(ClauseName("Paul", "m"), _verb("travailler"), "p", version3=True)
    assert _pair("inverted_wh", clause=c, ask="where") == (
        "Où Paul travaille-t-il?",
        "Where does Paul work?",
    )
    c = Clause(ClauseName("Paul", "m"), _verb("partir"), "f", version3=True)
    assert _pair("inverted_wh", clause=c, ask="when") == (
        "Quand Paul partira-t-il?",
        "When will Paul leave?",
    )


def test_a_noun_asked_by_inversion():
    sister = NounPhrase(_noun("soeur"), "f", "s", ("poss", 1))
    c = Clause(sister, _verb("arriver"), "p", version3=True)
    assert _pair("inverted_wh", clause=c, ask="when") == (
        "Quand ta soeur arrive-t-elle?",
        "When does your sister arrive?",
    )
    children = NounPhrase(_noun("enfant"), "m", "p", ("def",))
    c = Clause(children, _verb("dormir"), "pc", version3=True)
    assert _pair("inverted_wh", clause=c, ask="where") == (
        "Où les enfants ont-ils dormi?",
        "Where did the children sleep?",
    )


def test_how_many_with_an_inverted_pronoun():
    apples = NounPhrase(_noun("pomme"), "f", "p", ("def",))
    c = Clause(Pronoun(1, "m"), _verb("manger"), "p", version3=True)
    assert _pair("inverted_wh", clause=c, ask="how_many", noun=apples) == (
        "Combien de pommes manges-tu?",
        "How many apples do you eat?",
    )
    c = Clause(ClauseName("Paul", "m"), _verb("manger"), "f", version3=True)
    assert _pair("inverted_wh", clause=c, ask="how_many", noun=apples) == (
        "Combien de pommes Paul mangera-t-il?",
        "How many apples will Paul eat?",
    )


def test_how_many_sugars():
    from transformer_lib.data.inverted_questions import _IN, COUNT_IN

    sugars, tea = _i(COUNT_IN, "sucres"), _i(_IN, "thé")
    args = dict(what=sugars, drink=tea, n=2)
    assert _pair("count_in", person=1, want=True, form="inversion", **args) == (
        "Combien de sucres veux-tu dans ton thé?",
        "How many sugars do you want in your tea?",
    )
    assert _pair("count_in", person=5, want=False, form="spoken", **args) == (
        "Vous prenez combien de sucres dans votre thé?",
        "How many sugars do you take in your tea?",
    )
    assert _pair("count_in", person=2, want=False, form="inversion", **args) == (
        "Combien de sucres prend-il dans son thé?",
        "How many sugars does he take in his tea?",
    )
    assert _pair("count_in", person=3, want=True, form="inversion", **args) == (
        "Combien de sucres veut-elle dans son thé?",
        "How many sugars does she want in her tea?",
    )
    cubes, water = _i(COUNT_IN, "glaçons"), _i(_IN, "eau")
    assert _pair(
        "count_in", what=cubes, drink=water, person=0, want=False, form="say", n=1
    ) == ("Je prends un glaçon dans mon eau.", "I take one ice cube in my water.")
    herbal = _i(_IN, "tisane")
    assert _pair(
        "count_in", what=sugars, drink=herbal, person=1, want=False, form="say", n=3
    ) == (
        "Tu prends trois sucres dans ta tisane.",
        "You take three sugars in your herbal tea.",
    )


# --- negative questions ------------------------------------------------------------------


def test_hot_in_that_jumper():
    from transformer_lib.data.inverted_questions import CLOTHES, FEELINGS

    hot, jumper = _i(FEELINGS, "chaud"), _i(CLOTHES, "pull")
    args = dict(feeling=hot, clothes=jumper, neg=True)
    assert _pair("feel_in", who=0, mine=False, form="intonation", **args) == (
        "Tu n'as pas chaud avec ce pull?",
        "Are you not hot in that jumper?",
    )
    cold, coat = _i(FEELINGS, "froid"), _i(CLOTHES, "manteau")
    args = dict(feeling=cold, clothes=coat, neg=True, mine=True)
    assert _pair("feel_in", who=1, form="inversion", **args) == (
        "N'a-t-il pas froid avec son manteau?",
        "Is he not cold in his coat?",
    )
    scarf = _i(CLOTHES, "écharpe")
    assert _pair(
        "feel_in",
        who=Name("Léa", "f"),
        feeling=cold,
        clothes=scarf,
        neg=False,
        mine=True,
        form="intonation",
    ) == ("Léa a froid avec son écharpe?", "Is Léa cold in her scarf?")
    gloves, anorak = _i(CLOTHES, "gants"), _i(CLOTHES, "anorak")
    assert _pair(
        "feel_in", who=4, feeling=hot, clothes=gloves, neg=False, mine=False, form="say"
    ) == ("Vous avez chaud avec ces gants.", "You are hot in those gloves.")
    assert _pair(
        "feel_in", who=1, feeling=hot, clothes=anorak, neg=True, mine=False, form="say"
    ) == ("Il n'a pas chaud avec cet anorak.", "He is not hot in that anorak.")
    assert _pair(
        "feel_in",
        who=3,
        feeling=cold,
        clothes=gloves,
        neg=True,
        mine=False,
        form="inversion",
    ) == ("N'avons-nous pas froid avec ces gants?", "Are we not cold in these gloves?")
    thirsty = _i(FEELINGS, "soif")
    assert _pair(
        "feel_in",
        who=4,
        feeling=thirsty,
        clothes=None,
        neg=True,
        mine=False,
        form="intonation",
    ) == ("Vous n'avez pas soif?", "Are you not thirsty?")


def test_is_he_not_coming():
    c = Clause(Pronoun(2, "m"), _verb("venir"), "p", neg=True, question=True)
    c.version3, c.aspect = True, "now"
    assert _pair("yes_no", clause=c, form="intonation") == (
        "Il ne vient pas?",
        "Is he not coming?",
    )


# --- meals -------------------------------------------------------------------------------


def test_what_one_drinks_for_breakfast():
    from transformer_lib.data.meals_rooms import FOODS

    args = dict(verb="boire", tense="p", meal=0, food=0)
    assert _pair("at_meal", subj=Name("Nathalie", "f"), form="what", **args) == (
        "Qu'est-ce que Nathalie boit au petit déjeuner?",
        "What does Nathalie drink for breakfast?",
    )
    assert _pair("at_meal", subj=Name("Éric", "m"), form="what", **args) == (
        "Qu'est-ce qu'Éric boit au petit déjeuner?",
        "What does Éric drink for breakfast?",
    )
    assert _pair("at_meal", subj=Pronoun(1, "m"), form="que", **args) == (
        "Que bois-tu au petit déjeuner?",
        "What do you drink for breakfast?",
    )
    assert _pair("at_meal", subj=Name("Paul", "m"), form="que", **args) == (
        "Que boit Paul au petit déjeuner?",
        "What does Paul drink for breakfast?",
    )
    assert _pair("at_meal", subj=Pronoun(0, "m"), form="say", **args) == (
        "Je bois du café au petit déjeuner.",
        "I drink coffee for breakfast.",
    )
    eggs = _i(FOODS, "œufs")
    assert _pair(
        "at_meal",
        subj=Pronoun(4, "m"),
        verb="manger",
        tense="pc",
        meal=2,
        food=eggs,
        form="not",
    ) == ("Nous n'avons pas mangé d'œufs au dîner.", "We did not eat eggs for dinner.")
    assert _pair(
        "at_meal",
        subj=Pronoun(3, "f"),
        verb="prendre",
        tense="p",
        meal=1,
        food=0,
        form="quoi",
    ) == ("Elle prend quoi au déjeuner?", "What does she have for lunch?")
    assert _pair(
        "at_meal",
        subj=Pronoun(2, "m"),
        verb="manger",
        tense="p",
        meal=0,
        food=0,
        form="nothing",
    ) == (
        "Il ne mange rien au petit déjeuner.",
        "He does not eat anything for breakfast.",
    )


# --- hotel -------------------------------------------------------------------------------


def test_wifi_in_the_room():
    from transformer_lib.data.meals_rooms import ROOM_PLACES, ROOM_THINGS

    wifi, room = _i(ROOM_THINGS, "du wifi"), _i(ROOM_PLACES, "dans la chambre")
    assert _pair("room_has", thing=wifi, place=room, form="est-ce") == (
        "Est-ce qu'il y a du wifi dans la chambre?",
        "Is there wifi in the room?",
    )
    pool, hotel = _i(ROOM_THINGS, "une piscine"), _i(ROOM_PLACES, "à l'hôtel")
    assert _pair("room_has", thing=pool, place=hotel, form="inversion") == (
        "Y a-t-il une piscine à l'hôtel?",
        "Is there a swimming pool at the hotel?",
    )
    water = _i(ROOM_THINGS, "de l'eau chaude")
    bathroom = _i(ROOM_PLACES, "dans la salle de bains")
    assert _pair("room_has", thing=water, place=bathroom, form="none") == (
        "Il n'y a pas d'eau chaude dans la salle de bains.",
        "There is no hot water in the bathroom.",
    )
    towels = _i(ROOM_THINGS, "des serviettes")
    assert _pair("room_has", thing=towels, place=room, form="intonation") == (
        "Il y a des serviettes dans la chambre?",
        "Are there any towels in the room?",
    )
    lift = _i(ROOM_THINGS, "un ascenseur")
    assert _pair("room_has", thing=lift, place=None, form="none") == (
        "Il n'y a pas d'ascenseur.",
        "There is no lift.",
    )
    shower = _i(ROOM_THINGS, "une douche")
    assert _pair("room_has", thing=shower, place=0, form="has") == (
        "La chambre a-t-elle une douche?",
        "Does the room have a shower?",
    )
    assert _pair("room_has", thing=0, place=True, form="terms") == (
        "Est-ce que le petit déjeuner est compris?",
        "Is breakfast included?",
    )


# --- names -------------------------------------------------------------------------------


def test_names_asked():
    assert _pair("ask_name", ask=0, polite=True, vocative=0) == (
        "Comment vous appelez-vous, mademoiselle?",
        "What is your name, miss?",
    )
    assert _pair("ask_name", ask=4, polite=False, vocative=None) == (
        "Quel est ton prénom?",
        "What is your first name?",
    )
    assert _pair("ask_name", ask=6, polite=True, vocative=2) == (
        "D'où venez-vous, monsieur?",
        "Where are you from, sir?",
    )
    brother = NounPhrase(_noun("frère"), "m", "s", ("poss", 1))
    assert _pair("whose_name", who=brother) == (
        "Comment s'appelle ton frère?",
        "What is your brother's name?",
    )
    daughters = NounPhrase(_noun("fille"), "f", "p", ("poss", 3))
    assert _pair("whose_name", who=daughters) == (
        "Comment s'appellent vos filles?",
        "What are your daughters' names?",
    )
    assert _pair("whose_name", who=Pronoun(3, "f")) == (
        "Comment s'appelle-t-elle?",
        "What is her name?",
    )
    assert _pair("whose_name", who=None, pet=0, owner=10) == (
        "Comment s'appellent tes chiens?",
        "What are your dogs' names?",
    )
    assert _pair("whose_name", who=0) == (
        "Comment s'appelle cette rue?",
        "What is this street called?",
    )


# --- samples -----------------------------------------------------------------------------


@pytest.mark.parametrize("kind", MINE)
def test_sampled_kinds_are_clean_and_varied(kind):
    seen = set()
    for _s, fr, en in _sampled(kind, 300):
        for text in (fr, en):
            assert text[:1].isupper(), text
            assert text[-1] in ".?" and text[-1] == fr[-1], (fr, en)
            assert not re.search(r"\b(à le|à les|de le|de les|None)\b|  |_", text), text
        assert not re.search(r"\b(que|de|ne|le|la) [aeiouéèêh]", fr.lower()), fr
        assert not re.search(r"n't|'m|'re|'ll|'d\b", en), en
        assert "\u2019" not in fr + en
        seen.add(fr)
    assert len(seen) > (100 if kind == "names_q" else 150), kind


def test_sampled_inversions_put_the_pronoun_after_the_verb():
    rows = _sampled("inverted_q", 300)
    inverted = [fr for _s, fr, _en in rows if re.search(r"-t-(il|elle)s?\b", fr)]
    assert len(inverted) > 40
    for _s, fr, _en in rows:
        if " sucre" in fr or "glaçon" in fr:
            continue
        assert re.search(r"\w-(t-)?(il|elle|ils|elles|tu|vous|nous)\b", fr), fr
        assert not re.search(r"[aeé]-(il|elle)\b", fr), fr  # a-t-il, not a-il


def test_weights_of_round_nine_questions():
    kinds_v3._load_kinds()
    mine = [kinds_v3.KINDS[k][0] for k in MINE]
    assert all(0.02 <= w <= 0.08 for w in mine)
    assert sum(mine) <= 0.30 + 1e-9
