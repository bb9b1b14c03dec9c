"""Corpus v3: the body, generic animals and hair (helper "body6").

Every French/English pair here is written by hand: *les cheveux* is *hair*, singular;
*les* + an animal, subject of a simple present, is a kind (*Cats hate water.*) where a
progressive, people and other tenses keep *the*; body reflexives with a relative as
subject and a phrase after them (*Mon petit frère s'est coupé le doigt.* / *My little
brother cut his finger.*); *avoir froid aux pieds*, *Ces bottes me font mal aux pieds.*
and *avoir mal à ... depuis* (:mod:`transformer_lib.data.aches`).
"""

from __future__ import annotations

import random

import pytest

from transformer_lib.data import aches as A
from transformer_lib.data import body as B
from transformer_lib.data import kinds_v3
from transformer_lib.data import lexicon as LX
from transformer_lib.data import lexicon_v3 as L
from transformer_lib.data.kind_parts import Construction
from transformer_lib.data.sampler import _COPULA, _Sampler
from transformer_lib.data.structures import Clause, NounPhrase, Pronoun, Sentence

JE, TU, IL, ELLE, NOUS, VOUS, ILS, ELLES = range(8)


@pytest.fixture(scope="module")
def realise():
    pytest.importorskip("pyrealb")
    from transformer_lib.data.lexicon_v3 import spell_fr, v3_tables
    from transformer_lib.data.realiser import realise as r

    def say(s):
        if isinstance(s, Clause):
            s.version3 = True
            s = Sentence([s])
        with v3_tables():
            fr, en = r(s)
        return spell_fr(fr.strip()), en.strip()

    return say


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


# --- hair ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "det, tense, fr, en",
    [
        (("poss", 1), "p", "Tes cheveux sont longs.", "Your hair is long."),
        (("poss", 0), "i", "Mes cheveux étaient longs.", "My hair was long."),
        (("def",), "p", "Les cheveux sont longs.", "The hair is long."),
    ],
)
def test_hair_is_singular_in_english(realise, det, tense, fr, en):
    # (the old code wrote "Your hairs are long.")
    c = Clause(_np("cheveu", "p", det), _COPULA, tense, attr=_adj("long"))
    assert realise(c) == (fr, en)


# --- generic animals -----------------------------------------------------------------------


def test_animals_in_a_simple_present_are_a_kind(realise):
    # (the old code wrote "The cats hate water." and "The bees like flowers.")
    c = Clause(_np("chat", "p"), _verb("détester"), "p", obj=_np("eau", det=("gen",)))
    assert realise(c) == ("Les chats détestent l'eau.", "Cats hate water.")
    c = Clause(
        _np("abeille", "p"), _verb("aimer"), "p", obj=_np("fleur", "p", ("gen",))
    )
    assert realise(c) == ("Les abeilles aiment les fleurs.", "Bees like flowers.")


def test_progressive_people_and_the_past_keep_the(realise):
    sleep = _verb("dormir", obj=False)
    c = Clause(_np("chat", "p"), sleep, "p")
    assert realise(c) == ("Les chats dorment.", "The cats are sleeping.")
    c = Clause(_np("chat", "p"), sleep, "pc")
    assert realise(c) == ("Les chats ont dormi.", "The cats slept.")
    c = Clause(_np("élève", "p"), _verb("aimer"), "p", obj=_np("fleur", "p", ("gen",)))
    assert realise(c) == ("Les élèves aiment les fleurs.", "The pupils like flowers.")
    c = Clause(_np("chat"), _verb("détester"), "p", obj=_np("eau", det=("gen",)))
    assert realise(c) == ("Le chat déteste l'eau.", "The cat hates water.")


# --- body reflexives -----------------------------------------------------------------------


def _care(verb, part, **args):
    v = next(i for i, c in enumerate(B.CARE) if c[0] == verb)
    p = next(i for i, x in enumerate(B.CARE[v][2]) if x[0] == part)
    args = {"verb": v, "part": p, "neg": False, "imperative": False, **args}
    return Construction("care", args)


def test_my_little_brother_cut_his_finger(realise):
    brother = _np("frère", det=("poss", 0))
    brother.pre = LX.Adj("petit", "little", "pre", frozenset())
    c = _care("couper", "doigt", subj=brother, tense="pc")
    assert realise(c) == (
        "Mon petit frère s'est coupé le doigt.",
        "My little brother cut his finger.",
    )
    sister = _np("soeur", det=("poss", 1))
    c = _care("couper", "doigt", subj=sister, tense="pc")
    assert realise(c) == (
        "Ta sœur s'est coupé le doigt.",
        "Your sister cut her finger.",
    )


def test_a_phrase_after_a_body_reflexive(realise):
    c = _care(
        "casser", "jambe", subj=Pronoun(IL, "m"), tense="pc", end=("au ski", "skiing")
    )
    assert realise(c) == ("Il s'est cassé la jambe au ski.", "He broke his leg skiing.")
    end = ("avant de manger", "before eating")
    c = _care(
        "laver", "main", subj=Pronoun(TU, "f"), tense="p", imperative=True, end=end
    )
    assert realise(c) == (
        "Lave-toi les mains avant de manger!",
        "Wash your hands before eating!",
    )
    end = ("avant de {se} coucher", "before going to bed")
    c = _care("brosser", "dent", subj=Pronoun(JE, "m"), tense="p", end=end)
    assert realise(c) == (
        "Je me brosse les dents avant de me coucher.",
        "I brush my teeth before going to bed.",
    )


# --- aches.py ------------------------------------------------------------------------------


def test_cold_feet(realise):
    args = dict(
        subj=Pronoun(JE, "f"), cold=0, part=0, tense="p", neg=False, asked=False
    )
    assert realise(Construction("cold_parts", args)) == (
        "J'ai froid aux pieds.",
        "My feet are cold.",
    )
    args.update(subj=Pronoun(TU, "m"), part=1, asked=True)
    assert realise(Construction("cold_parts", args)) == (
        "Tu as froid aux mains?",
        "Are your hands cold?",
    )
    args.update(subj=Pronoun(ELLE, "f"), cold=1, tense="i", asked=False, neg=True)
    assert realise(Construction("cold_parts", args)) == (
        "Elle n'avait pas chaud aux mains.",
        "Her hands were not hot.",
    )


def test_boots_hurt_my_feet(realise):
    boots = next(i for i, x in enumerate(A.HURT_BY) if x[0][1] == "bottes")
    bag = next(i for i, x in enumerate(A.HURT_BY) if x[0][1] == "sac")
    args = dict(thing=boots, person=JE, neg=False, asked=False)
    assert realise(Construction("hurt_by", args)) == (
        "Ces bottes me font mal aux pieds.",
        "These boots hurt my feet.",
    )
    args.update(thing=bag, person=NOUS)
    assert realise(Construction("hurt_by", args)) == (
        "Ce sac nous fait mal au dos.",
        "This bag hurts our backs.",
    )
    args.update(person=TU, asked=True)
    assert realise(Construction("hurt_by", args)) == (
        "Ce sac te fait mal au dos?",
        "Does this bag hurt your back?",
    )


def test_a_headache_since_this_morning(realise):
    head = next(i for i, x in enumerate(B.ACHES) if x[0] == "tête")
    back = next(i for i, x in enumerate(B.ACHES) if x[0] == "dos")
    args = dict(subj=Pronoun(IL, "m"), part=head, since=0)
    assert realise(Construction("ache_since", args)) == (
        "Il a mal à la tête depuis ce matin.",
        "He has had a headache since this morning.",
    )
    args.update(subj=Pronoun(JE, "m"), part=back, since=1)
    assert realise(Construction("ache_since", args)) == (
        "J'ai mal au dos depuis hier.",
        "My back has been hurting since yesterday.",
    )


@pytest.mark.parametrize(
    "kind", ["aches", "body", "reflexive", "table_talk", "meet_up"]
)
def test_one_english_for_one_french(realise, kind):
    kinds_v3._load_kinds()
    seen = {}
    for i in range(400):
        rng = random.Random(i)
        fr, en = realise(kinds_v3.KINDS[kind][1](rng, _Sampler(rng, L, 3)))
        assert seen.setdefault(fr, en) == en, fr
        assert "  " not in fr and "  " not in en and " ." not in en
    assert len(seen) > 80


# --- reflexive verbs with a phrase ---------------------------------------------------------


def _reflexive(verb, phrase_fr, subj, tense="p", **args):
    from transformer_lib.data import reflexive_verbs as R

    v = next(i for i, x in enumerate(R.VERBS) if x.fr == verb)
    p = next(i for i, x in enumerate(R.PHRASES[verb]) if x[0] == phrase_fr)
    base = dict(verb=v, subj=subj, tense=tense, neg=False, asked=False)
    base.update(imperative=False, phrase=p, **args)
    return Construction("reflexive", base)


def test_reflexives_with_a_place_or_a_time(realise):
    c = _reflexive("perdre", "en ville", Pronoun(NOUS, "m"), tense="pc")
    assert realise(c) == ("Nous nous sommes perdus en ville.", "We got lost in town.")
    c = _reflexive("doucher", "avant le petit déjeuner", Pronoun(JE, "f"))
    assert realise(c) == (
        "Je me douche avant le petit déjeuner.",
        "I have a shower before breakfast.",
    )
    c = _reflexive("habiller", "en noir", Pronoun(ELLE, "f"), always=True)
    assert realise(c) == (
        "Elle s'habille toujours en noir.",
        "She always dresses in black.",
    )


def test_have_a_shower_is_asked_with_do(realise):
    # (the old code wrote "Has she a shower?")
    c = _reflexive("doucher", "après le sport", Pronoun(ELLE, "f"), asked=True)
    assert realise(c) == (
        "Est-ce qu'elle se douche après le sport?",
        "Does she have a shower after sport?",
    )
    c = _reflexive("doucher", "après le sport", Pronoun(IL, "m"), tense="f")
    assert realise(c) == (
        "Il se douchera après le sport.",
        "He will have a shower after sport.",
    )


def test_glasses_and_a_uniform_are_worn_as_a_habit(realise):
    # (the old code wrote "My grandmother is wearing glasses.")
    wear = next(v for v in L.VERBS if v.fr == "porter" and v.en == "wear")
    granny = _np("grand-mère", det=("poss", 0))
    c = Clause(granny, wear, "p", obj=_np("lunette", "p", ("indef",)))
    assert realise(c) == (
        "Ma grand-mère porte des lunettes.",
        "My grandmother wears glasses.",
    )
    c = Clause(Pronoun(IL, "m"), wear, "p", obj=_np("uniforme", det=("indef",)))
    assert realise(c) == ("Il porte un uniforme.", "He wears a uniform.")
    c = Clause(Pronoun(ELLE, "f"), wear, "p", obj=_np("robe", det=("indef",)))
    assert realise(c) == ("Elle porte une robe.", "She is wearing a dress.")


# --- table_talk.py -------------------------------------------------------------------------


def test_table_talk(realise):
    from transformer_lib.data import table_talk as T

    cheese = next(i for i, x in enumerate(T.SMELLERS) if x[0] == "ce fromage")
    flowers = next(i for i, x in enumerate(T.SMELLERS) if x[0] == "ces fleurs")
    c = Construction(
        "smells", dict(thing=cheese, smell=0, very=True, tense="p", neg=False)
    )
    assert realise(c) == (
        "Ce fromage sent très fort.",
        "This cheese smells very strong.",
    )
    c = Construction(
        "smells", dict(thing=flowers, smell=1, very=False, tense="i", neg=False)
    )
    assert realise(c) == ("Ces fleurs sentaient bon.", "These flowers smelled good.")
    bread = next(i for i, x in enumerate(T.MORE) if x[0] == "pain")
    water = next(i for i, x in enumerate(T.MORE) if x[0] == "eau")
    c = Construction("more", dict(food=bread, want=0, please=False))
    assert realise(c) == ("Veux-tu encore du pain?", "Do you want more bread?")
    c = Construction("more", dict(food=water, want=5, please=True))
    assert realise(c) == (
        "Je voudrais encore de l'eau, s'il vous plaît.",
        "I would like more water, please.",
    )
    c = Construction("take_in", dict(person=TU, what=0, drink=0, neg=False, asked=True))
    assert realise(c) == (
        "Tu prends du sucre dans ton café?",
        "Do you take sugar in your coffee?",
    )
    c = Construction("take_in", dict(person=IL, what=1, drink=1, neg=True, asked=False))
    assert realise(c) == (
        "Il ne prend pas de lait dans son thé.",
        "He does not take milk in his tea.",
    )
    c = Construction("not_you", dict(feeling=0, very=True, we=False, you="toi"))
    assert realise(c) == ("J'ai très faim, pas toi?", "I am very hungry, aren't you?")


def test_shall_we_meet(realise):
    c = Construction("meet_up", dict(place=0, time=0, form="?"))
    assert realise(c) == (
        "On se retrouve devant le cinéma?",
        "Shall we meet in front of the cinema?",
    )
    c = Construction("meet_up", dict(place=4, time=3, form="imp"))
    assert realise(c) == (
        "Retrouvons-nous à la gare à huit heures.",
        "Let's meet at the station at eight o'clock.",
    )


def test_a_group_never_has_a_body(realise):
    # (the old code wrote "La famille se sèche les cheveux." / "The family dries her hair.")
    kinds_v3._load_kinds()
    groups = ("La famille ", "Le groupe ", "L'équipe ", "La foule ", "La classe ")
    for i in range(600):
        rng = random.Random(i)
        fr, _ = realise(kinds_v3.KINDS["body"][1](rng, _Sampler(rng, L, 3)))
        assert not fr.startswith(groups), fr


def test_cats_like_sleeping(realise):
    # (the old code wrote "The cats like sleeping.")
    c = Clause(_np("chat", "p"), _verb("dormir", obj=False), "p", modal="aimer")
    assert realise(c) == ("Les chats aiment dormir.", "Cats like sleeping.")
    c = Clause(_np("chat", "p"), _verb("dormir", obj=False), "p", modal="vouloir")
    assert realise(c) == ("Les chats veulent dormir.", "The cats want to sleep.")
