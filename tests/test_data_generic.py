"""Corpus v3: generic and partitive articles, meals, quantities (helper "generic").

Every French/English pair here is written by hand: meals without an article in English
(*Le dîner est prêt.* / *Dinner is ready.*), *avoir peur des* + a plural said of a kind,
*ne ... plus de* after *avoir* (*We do not have any more bread.*), and the kinds of
:mod:`transformer_lib.data.generic`, :mod:`~transformer_lib.data.favourites` and
:mod:`~transformer_lib.data.food`.
"""

from __future__ import annotations

import random

import pytest

from transformer_lib.data import favourites as FV
from transformer_lib.data import food as FD
from transformer_lib.data import generic as G
from transformer_lib.data import lexicon_v3 as L
from transformer_lib.data.sampler import _COPULA
from transformer_lib.data.structures import Clause, NounPhrase, Pronoun, Sentence

JE, TU, IL, ELLE, NOUS, VOUS, ILS, ELLES = range(8)


def _noun(fr):
    return next(n for n in L.NOUNS if n.fr == fr)


def _np(fr, number="s", det=("def",)):
    n = _noun(fr)
    return NounPhrase(n, "m" if n.gender == "mf" else n.gender, number, det)


def _verb(fr, obj=True):
    return next(
        v
        for v in L.VERBS
        if v.fr == fr and (v.obj is not None) == obj and not v.fr_prep
    )


def _adj(fr):
    return next(a for a in L.ADJECTIVES if a.fr == fr)


def _say(realise, *clauses):
    return realise(Sentence(list(clauses)))


@pytest.mark.parametrize(
    "meal, tense, fr, en",
    [
        ("petit-déjeuner", "p", "Le petit déjeuner est prêt.", "Breakfast is ready."),
        ("dîner", "p", "Le dîner est prêt.", "Dinner is ready."),
        ("déjeuner", "f", "Le déjeuner sera prêt.", "Lunch will be ready."),
        ("dîner", "pc", "Le dîner a été délicieux.", "Dinner was delicious."),
    ],
)
def test_a_meal_has_no_article_in_english(realise, meal, tense, fr, en):
    adj = "prêt" if fr.endswith("prêt.") or "prêt " in fr else "délicieux"
    c = Clause(_np(meal), _COPULA, tense, attr=_adj(adj))
    c.version3 = True
    assert _say(realise, c) == (fr, en)


def test_a_meal_with_an_adjective_or_of_repas_keeps_its_article(realise):
    c = Clause(_np("repas"), _COPULA, "p", attr=_adj("prêt"))
    c.version3 = True
    assert _say(realise, c) == ("Le repas est prêt.", "The meal is ready.")


def test_not_have_any_more_bread(realise):
    obj = _np("pain", det=("part",))
    c = Clause(Pronoun(NOUS, "m"), _verb("avoir"), "p", neg=True, obj=obj)
    c.negation, c.version3 = "plus", True
    assert _say(realise, c) == (
        "Nous n'avons plus de pain.",
        "We do not have any more bread.",
    )
    obj = _np("pomme", number="p", det=("indef",))
    c = Clause(Pronoun(ELLE, "f"), _verb("avoir"), "i", neg=True, obj=obj)
    c.negation, c.version3 = "plus", True
    assert _say(realise, c) == (
        "Elle n'avait plus de pommes.",
        "She did not have any more apples.",
    )
    # a thing one has, one: not any more after it (Elle n'a plus de vélo.)
    obj = _np("vélo", det=("indef",))
    c = Clause(Pronoun(ELLE, "f"), _verb("avoir"), "p", neg=True, obj=obj)
    c.negation, c.version3 = "plus", True
    assert _say(realise, c) == (
        "Elle n'a plus de vélo.",
        "She does not have a bike any more.",
    )


def test_afraid_of_a_plural_is_afraid_of_a_kind(realise):
    from transformer_lib.data.kind_parts import Construction

    dogs = _np("chien", number="p", det=("gen",))
    args = {"subj": Pronoun(IL, "m"), "tense": "p", "neg": False, "asked": False}
    from transformer_lib.data.phrases import STATES

    args["state"] = next(i for i, s in enumerate(STATES) if s[0] == "peur")
    out = _say_c(realise, Construction("state", {**args, "feared": dogs}))
    assert out == ("Il a peur des chiens.", "He is afraid of dogs.")
    dog = _np("chien")
    out = _say_c(realise, Construction("state", {**args, "feared": dog}))
    assert out == ("Il a peur du chien.", "He is afraid of the dog.")


def test_the_state_kind_draws_no_plural_feared_with_the(realise):
    from transformer_lib.data.phrases import state
    from transformer_lib.data.sampler import _Sampler
    from transformer_lib.data.streams import lexicon_of

    seen = 0
    for i in range(400):
        rng = random.Random(i)
        c = state(rng, _Sampler(rng, lexicon_of(3), 3))
        f = c.args["feared"]
        if f is not None and f.number == "p":
            seen += 1
            assert f.det[0] != "def", f
    assert seen > 10


def _say_c(realise, construction):
    return realise(construction)


# --- the kinds of generic.py, favourites.py and food.py ------------------------------------


def _c(kind, **args):
    from transformer_lib.data.kind_parts import Construction

    return Construction(kind, args)


def _liking(subj, verb, noun, number, tense="p", neg=False, question=False):
    n = next((x for x in G.SCHOOL_SUBJECTS if x.fr == noun), None) or _noun(noun)
    obj = NounPhrase(n, n.gender if n.gender in "mf" else "m", number, ("gen",))
    c = Clause(subj, _verb(verb), tense, neg=neg, question=question, obj=obj)
    c.version3 = True
    return c


@pytest.mark.parametrize(
    "subj, verb, noun, number, tense, neg, question, fr, en",
    [
        (Pronoun(JE, "m"), "aimer", "chocolat", "s", "p", False, False,
         "J'aime le chocolat.", "I like chocolate."),
        (Pronoun(ELLE, "f"), "adorer", "chat", "p", "p", False, False,
         "Elle adore les chats.", "She loves cats."),
        (Pronoun(NOUS, "m"), "détester", "araignée", "p", "p", False, False,
         "Nous détestons les araignées.", "We hate spiders."),
        (Pronoun(TU, "m"), "aimer", "football", "s", "p", False, True,
         "Est-ce que tu aimes le football?", "Do you like football?"),
        (Pronoun(ILS, "m"), "aimer", "chimie", "s", "p", True, False,
         "Ils n'aiment pas la chimie.", "They do not like chemistry."),
        (Pronoun(JE, "f"), "aimer", "lait", "s", "i", False, False,
         "J'aimais le lait.", "I liked milk."),
        (Pronoun(VOUS, "m"), "préférer", "thé", "s", "p", False, False,
         "Vous préférez le thé.", "You prefer tea."),
        (Pronoun(IL, "m"), "aimer", "anglais", "s", "p", False, False,
         "Il aime l'anglais.", "He likes English."),
    ],
)  # fmt: skip
def test_likes_a_kind(realise, subj, verb, noun, number, tense, neg, question, fr, en):
    c = _liking(subj, verb, noun, number, tense, neg, question)
    assert _say(realise, c) == (fr, en)


def test_the_likes_kind_draws_kinds_with_every_person(realise):
    from transformer_lib.data.sampler import _Sampler
    from transformer_lib.data.streams import lexicon_of

    persons, kinds = set(), set()
    for i in range(300):
        rng = random.Random(f"likes:{i}")
        s = G.likes(rng, _Sampler(rng, lexicon_of(3), 3))
        c = s.clauses[0]
        assert c.verb.fr in ("aimer", "adorer", "détester", "préférer")
        assert c.obj.det == ("gen",)
        assert c.obj.number == ("s" if "mass" in c.obj.noun.tags else "p")
        persons.add(getattr(c.subj, "index", "name"))
        kinds.add(c.obj.noun.fr)
    assert persons == {0, 1, 2, 3, 4, 5, 6, 7, "name"}
    assert len(kinds) > 100


@pytest.mark.parametrize(
    "subject, fr, en",
    [
        ("sucre", "Le sucre est mauvais pour les dents.", "Sugar is bad for your teeth."),
        ("musique", "La musique est importante.", "Music is important."),
        ("légumes", "Les légumes sont bons pour la santé.",
         "Vegetables are good for your health."),
        ("fruits", "Les fruits sont bons pour la santé.",
         "Fruit is good for your health."),
        ("feuilles", "Les feuilles tombent en automne.", "Leaves fall in autumn."),
        ("chats", "Les chats dorment seize heures par jour.",
         "Cats sleep sixteen hours a day."),
        ("nuits", "Les nuits sont courtes en été.", "Nights are short in summer."),
        ("chiens", "Les chiens ont besoin de sortir tous les jours.",
         "Dogs need to go out every day."),
    ],
)  # fmt: skip
def test_general_truths_of_a_kind(realise, subject, fr, en):
    facts = [i for i, f in enumerate(G.FACTS) if subject in f[0].split()]
    got = [realise(_c("general", subject=subject, fact=i, end=".")) for i in facts]
    assert (fr, en) in got


@pytest.mark.parametrize(
    "noun, item, poss, first, fr, en",
    [
        ("couleur", "le vert", 0, False, "Ma couleur préférée est le vert.",
         "My favourite colour is green."),
        ("saison", "l'hiver", 1, True, "L'hiver est ta saison préférée.",
         "Winter is your favourite season."),
        ("sport", "la natation", 4, False, "Leur sport préféré est la natation.",
         "Their favourite sport is swimming."),
        ("jour", "le samedi", 2, False, "Notre jour préféré est le samedi.",
         "Our favourite day is Saturday."),
    ],
)  # fmt: skip
def test_favourites(realise, noun, item, poss, first, fr, en):
    n = next(i for i, f in enumerate(FV.FAVOURITES) if f[0] == noun)
    it = next(i for i, x in enumerate(FV.FAVOURITES[n][3]) if x[0] == item)
    args = dict(what="favourite", noun=n, item=it, poss=poss, first=first, end=".")
    assert realise(_c("favourite", **args)) == (fr, en)


def test_like_the_colour_yellow(realise):
    jaune = next(i for i, c in enumerate(FV.COLOURS_F) if c[0] == "jaune")
    args = dict(what="colour", colour=jaune, verb="aimer", end=".")
    got = realise(_c("favourite", subj=Pronoun(JE, "m"), **args))
    assert got == ("J'aime la couleur jaune.", "I like the colour yellow.")
    blanche = next(i for i, c in enumerate(FV.COLOURS_F) if c[0] == "blanche")
    args = dict(what="colour", colour=blanche, verb="préférer", end=".")
    got = realise(_c("favourite", subj=Pronoun(ELLE, "f"), **args))
    assert got == ("Elle préfère la couleur blanche.", "She prefers the colour white.")


def _compound(fr):
    return next(i for i, c in enumerate(FD.COMPOUNDS) if c[0] == fr)


def test_food_compounds(realise):
    gateau = _compound("gâteau au chocolat")
    args = dict(what="taste", subj=None, item=gateau, det="dem", taste=0, tense="p")
    assert realise(_c("food", end=".", **args)) == (
        "Ce gâteau au chocolat est délicieux.",
        "This chocolate cake is delicious.",
    )
    args.update(item=_compound("tarte aux pommes"), det="def", tense="i", taste=1)
    assert realise(_c("food", end=".", **args)) == (
        "La tarte aux pommes était excellente.",
        "The apple tart was excellent.",
    )
    args = dict(what="like", items=[_compound("glace à la vanille")], verb="adorer")
    got = realise(
        _c("food", subj=Pronoun(JE, "m"), tense="p", neg=False, end=".", **args)
    )
    assert got == ("J'adore la glace à la vanille.", "I love vanilla ice cream.")
    args = dict(what="like", items=[_compound("sandwich au jambon")], verb="aimer")
    got = realise(
        _c("food", subj=Pronoun(IL, "m"), tense="p", neg=True, end=".", **args)
    )
    assert got == (
        "Il n'aime pas les sandwichs au jambon.",
        "He does not like ham sandwiches.",
    )


def test_ordering_in_a_cafe_is_will_have_in_the_first_person(realise):
    items = [-1, _compound("jus d'orange")]
    args = dict(what="order", items=items, tense="p", end=".")
    got = realise(_c("food", subj=Pronoun(JE, "m"), **args))
    assert got == (
        "Je prends un croissant et un jus d'orange.",
        "I will have a croissant and an orange juice.",
    )
    items = [_compound("omelette au fromage"), _compound("chocolat chaud")]
    args = dict(what="order", items=items, tense="p", end=".")
    got = realise(_c("food", subj=Pronoun(NOUS, "m"), **args))
    assert got == (
        "Nous prenons une omelette au fromage et un chocolat chaud.",
        "We will have a cheese omelette and a hot chocolate.",
    )
    got = realise(_c("food", subj=Pronoun(IL, "m"), **args))
    assert got[1] == "He is having a cheese omelette and a hot chocolate."
    args = dict(what="ate", items=[_compound("tarte aux pommes")], tense="p", end=".")
    got = realise(_c("food", subj=Pronoun(ELLE, "f"), **args))
    assert got == ("Elle a mangé une tarte aux pommes.", "She ate an apple tart.")


def _q(table, fr):
    return next(i for i, x in enumerate(table) if x[0] == fr)


@pytest.mark.parametrize(
    "noun, quantity, where, tense, neg, fr, en",
    [
        ("bruit", "trop de", "hier soir", "i", False,
         "Il y avait trop de bruit hier soir.", "There was too much noise last night."),
        ("voitures", "trop de", "dans la rue", "p", False,
         "Il y a trop de voitures dans la rue.", "There are too many cars in the street."),
        ("enfants", "beaucoup de", "", "f", False,
         "Il y aura beaucoup d'enfants.", "There will be a lot of children."),
        ("lait", "peu de", "dans le frigo", "p", False,
         "Il y a peu de lait dans le frigo.", "There is little milk in the fridge."),
        ("gens", "peu de", "en ville", "i", False,
         "Il y avait peu de gens en ville.", "There were few people in town."),
        ("chaises", "assez de", "", "p", True,
         "Il n'y a pas assez de chaises.", "There are not enough chairs."),
        ("œufs", "assez de", "à la maison", "p", False,
         "Il y a assez d'œufs à la maison.", "There are enough eggs at home."),
    ],
)  # fmt: skip
def test_too_much_and_too_many(realise, noun, quantity, where, tense, neg, fr, en):
    args = dict(
        noun=_q(FD.QUANTITY_NOUNS, noun),
        quantity=_q(FD.QUANTITIES, quantity),
        where=_q(FD._WHERE, where),
        tense=tense,
        neg=neg,
        end=".",
    )
    assert realise(_c("too_much", **args)) == (fr, en)


def test_dogs_are_dangerous_but_the_dog_is_the_dog(realise):
    c = Clause(_np("chien", number="p"), _COPULA, "p", attr=_adj("dangereux"))
    c.version3 = True
    assert _say(realise, c) == (
        "Les chiens sont dangereux.",
        "Dogs are dangerous.",
    )
    c = Clause(_np("chien"), _COPULA, "p", attr=_adj("dangereux"))
    c.version3 = True
    assert _say(realise, c) == ("Le chien est dangereux.", "The dog is dangerous.")
    c = Clause(_np("chien", number="p"), _COPULA, "pc", attr=_adj("dangereux"))
    c.version3 = True
    assert _say(realise, c) == (
        "Les chiens ont été dangereux.",
        "The dogs were dangerous.",
    )


def test_cats_sleep_a_lot_is_a_habit(realise):
    from transformer_lib.data.lexicon_verbs import ADVERBS

    lot = next(a for a in ADVERBS if a.fr == "beaucoup")
    sleep = next(v for v in L.VERBS if v.fr == "dormir" and v.obj is None)
    c = Clause(_np("chat", number="p"), sleep, "p")
    c.version3, c.adverb = True, lot
    assert _say(realise, c) == ("Les chats dorment beaucoup.", "Cats sleep a lot.")
    c = Clause(_np("chat", number="p"), sleep, "p")
    c.version3 = True
    assert _say(realise, c) == ("Les chats dorment.", "The cats are sleeping.")


def test_tennis_has_no_article_in_english(realise):
    c = Clause(_np("tennis"), _COPULA, "p", attr=_adj("difficile"))
    c.version3 = True
    assert _say(realise, c) == ("Le tennis est difficile.", "Tennis is difficult.")


def test_the_omelette_is_elided(realise):
    args = dict(what="taste", subj=None, item=_compound("omelette au fromage"))
    args.update(det="def", taste=0, tense="p", end=".")
    assert realise(_c("food", **args)) == (
        "L'omelette au fromage est délicieuse.",
        "The cheese omelette is delicious.",
    )


def test_meals_at_an_hour_and_ready_in_minutes(realise):
    args = dict(what="meal", subj=None, meal=2, minutes=0, clock=(7, 0), end=".")
    assert realise(_c("food", tense="p", **args)) == (
        "Le dîner est à sept heures.",
        "Dinner is at seven o'clock.",
    )
    args.update(meal=0, clock=(8, 30))
    assert realise(_c("food", tense="i", **args)) == (
        "Le petit déjeuner était à huit heures et demie.",
        "Breakfast was at half past eight.",
    )
    args.update(meal=1, minutes=10)
    assert realise(_c("food", tense="f", **args)) == (
        "Le déjeuner sera prêt dans dix minutes.",
        "Lunch will be ready in ten minutes.",
    )
