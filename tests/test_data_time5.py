"""Corpus v3, round 5: times at the end of short sentences, habits of the past, the sun
and the dark, the weather since when (``time_ends``, ``sky``, ``speed_home``).

The French and English of every case are written by hand.
"""

from __future__ import annotations

import random
import re

import pytest

from transformer_lib.data import kinds_v3, structures
from transformer_lib.data import lexicon_v3 as L
from transformer_lib.data import speed_home as SH
from transformer_lib.data import time_ends as T
from transformer_lib.data.kind_parts import Construction, Name
from transformer_lib.data.names import CITIES
from transformer_lib.data.sampler import _Sampler
from transformer_lib.data.structures import NounPhrase, Pronoun

_AVOIR_GOING = re.compile(r"\b(a|ai|as|avons|avez|ont) (rentr|arriv|part|pass|reven)")
JE, TU, IL, ELLE, NOUS, VOUS, ILS, ELLES = range(8)


def _noun(fr):
    return next(n for n in L.NOUNS if n.fr == fr)


def _pred(fr_verb, fr_rest):
    return next(
        i for i, p in enumerate(T.PREDICATES) if p[0] == fr_verb and p[1] == fr_rest
    )


def _point(fr):
    return ("point", next(i for i, p in enumerate(T.POINTS) if p[0] == fr))


def _end(subj, verb, rest, tense, when=None, first=False, n=None):
    args = {"subj": subj, "what": _pred(verb, rest), "tense": tense, "when": when}
    args.update(first=first, n=n)
    return Construction("time_end", args)


@pytest.mark.parametrize(
    "structure, fr, en",
    [
        (
            _end(Pronoun(NOUS, "m"), "être", "là", "f", ("clock", 6, 0)),
            "Nous serons là à six heures.",
            "We will be there at six o'clock.",
        ),
        (
            _end(Pronoun(ELLE, "f"), "avoir", "{n} ans", "f", ("month", 6), n=18),
            "Elle aura dix-huit ans en juillet.",
            "She will be eighteen in July.",
        ),
        (
            _end(Pronoun(NOUS, "f"), "partir", "en vacances", "p", ("month", 7)),
            "Nous partons en vacances en août.",
            "We go on holiday in August.",
        ),
        (
            _end(Pronoun(JE, "m"), "partir", "", "p", _point("demain matin")),
            "Je pars demain matin.",
            "I am leaving tomorrow morning.",
        ),
        (
            _end(
                Pronoun(ILS, "m"), "rentrer", "de vacances", "pc", _point("hier soir")
            ),
            "Ils sont rentrés de vacances hier soir.",
            "They came back from holiday last night.",
        ),
        (
            _end(Pronoun(VOUS, "f"), "être", "en vacances", "pc", ("season", 1)),
            "Vous étiez en vacances en été.",
            "You were on holiday in summer.",
        ),
        (
            _end(
                Name("Paul", "m"),
                "être",
                "en vacances",
                "f",
                _point("l'année prochaine"),
                first=True,
            ),
            "L'année prochaine, Paul sera en vacances.",
            "Next year, Paul will be on holiday.",
        ),
        (
            _end(Pronoun(TU, "m"), "revenir", "", "aller", ("day", 0), first=True),
            "Lundi, tu vas revenir.",
            "On Monday, you are going to come back.",
        ),
        (
            _end(
                NounPhrase(_noun("ami"), "m", "p", ("poss", 0)),
                "rentrer",
                "de vacances",
                "vdi",
            ),
            "Mes amis viennent de rentrer de vacances.",
            "My friends have just come back from holiday.",
        ),
        (
            _end(NounPhrase(_noun("facteur"), "m", "s", ("def",)), "passer", "", "vdi"),
            "Le facteur vient de passer.",
            "The postman has just come by.",
        ),
        (
            _end(
                Pronoun(ELLE, "f"), "avoir", "{n} ans", "p", _point("aujourd'hui"), n=10
            ),
            "Elle a dix ans aujourd'hui.",
            "She is ten today.",
        ),
        (
            _end(Pronoun(JE, "f"), "avoir", "un examen", "p", ("day", 4)),
            "J'ai un examen vendredi.",
            "I have an exam on Friday.",
        ),
        (
            _end(Pronoun(ELLES, "f"), "arriver", "", "pc", _point("ce matin")),
            "Elles sont arrivées ce matin.",
            "They arrived this morning.",
        ),
    ],
)
def test_time_end(realise, structure, fr, en):
    assert realise(structure) == (fr, en)


def _used(subj, what_fr, lead, city="Lyon"):
    what = next(i for i, u in enumerate(T.USED_TO) if u[1] == what_fr)
    c = next(i for i, p in enumerate(CITIES) if p[0] == city)
    return Construction(
        "used_to", {"subj": subj, "what": what, "lead": lead, "city": c}
    )


@pytest.mark.parametrize(
    "structure, fr, en",
    [
        (
            _used(Pronoun(JE, "m"), "à {city}", "avant"),
            "Avant, j'habitais à Lyon.",
            "I used to live in Lyon.",
        ),
        (
            _used(Pronoun(NOUS, "m"), "au foot", "little"),
            "Quand nous étions petits, nous jouions au foot.",
            "When we were little, we used to play football.",
        ),
        (
            _used(Pronoun(JE, "f"), "la télé", "little"),
            "Quand j'étais petite, je regardais la télé.",
            "When I was little, I used to watch TV.",
        ),
        (
            _used(Name("Marie", "f"), "timide", "end"),
            "Marie était timide avant.",
            "Marie used to be shy.",
        ),
        (
            _used(Pronoun(ILS, "m"), "à {city}", "avant", "Londres"),
            "Avant, ils habitaient à Londres.",
            "They used to live in London.",
        ),
    ],
)
def test_used_to(realise, structure, fr, en):
    assert realise(structure) == (fr, en)


def _sky(what, tense="p", word=0, where=None, when=None, adv="", who=None):
    args = {"what": what, "tense": tense, "word": word, "where": where, "when": when}
    args.update(adv=adv, who=who)
    return Construction("sky", args)


@pytest.mark.parametrize(
    "structure, fr, en",
    [
        (
            _sky("sun", "p", 1, where=0),
            "Le soleil se couche derrière les collines.",
            "The sun is setting behind the hills.",
        ),
        (
            _sky("sun", "p", 0, when=6),
            "Le soleil se lève à six heures.",
            "The sun rises at six o'clock.",
        ),
        (
            _sky("sun", "p", 0, where=4),
            "Le soleil se lève à l'est.",
            "The sun rises in the east.",
        ),
        (
            _sky("sun", "pc", 1),
            "Le soleil s'est couché.",
            "The sun set.",
        ),
        (_sky("dark", "i", 0), "Il faisait nuit.", "It was dark."),
        (
            _sky("dark", "p", 1, adv="déjà"),
            "Il fait déjà jour.",
            "It is already light.",
        ),
        (
            _sky("dark", "i", 0, adv="encore"),
            "Il ne faisait pas encore nuit.",
            "It was not dark yet.",
        ),
        (
            _sky("dark", "p", 0, adv="early"),
            "Il fait nuit tôt en hiver.",
            "It gets dark early in winter.",
        ),
        (
            _sky("dark", "i", 0, who=(Pronoun(NOUS, "f"), 0)),
            "Il faisait nuit quand nous sommes arrivées.",
            "It was dark when we arrived.",
        ),
        (
            _sky("dark", "i", 0, who=(Pronoun(JE, "m"), 2)),
            "Il faisait nuit quand je suis rentré.",
            "It was dark when I got home.",
        ),
        (
            _sky("since", word=1, when=("point", 0)),
            "Il neige depuis ce matin.",
            "It has been snowing since this morning.",
        ),
        (
            _sky("since", word=0, when=("for", 2, 2)),
            "Il pleut depuis deux jours.",
            "It has been raining for two days.",
        ),
        (
            _sky("since", word=5, when=("for", 1, 3)),
            "Il fait froid depuis une semaine.",
            "It has been cold for a week.",
        ),
        (
            _sky("since", word=3, when=("point", 4)),
            "Il fait beau depuis lundi.",
            "The weather has been nice since Monday.",
        ),
        (
            _sky("since", word=2, when=("point", 6)),
            "Il gèle depuis des heures.",
            "It has been freezing for hours.",
        ),
    ],
)
def test_sky(realise, structure, fr, en):
    assert realise(structure) == (fr, en)


@pytest.mark.parametrize(
    "kind",
    ["time_end", "used_to", "sky", "how_fast", "near_home", "you_will_see", "chez"],
)
def test_kinds_draw_clean_sentences(realise, kind):
    """Many rows of each kind: one English for each French, no doubled spaces, the
    same final mark on both sides, *être* with the verbs of going."""
    kinds_v3._load_kinds()
    english: dict[str, str] = {}
    for i in range(300):
        rng = random.Random(i)
        structure = kinds_v3.KINDS[kind][1](rng, _Sampler(rng, L, 3))
        fr, en = realise(structure)
        assert "  " not in fr and "  " not in en and "{" not in fr + en
        assert fr[-1] == en[-1] and fr[-1] in ".?"
        assert english.setdefault(fr, en) == en, fr
        assert not _AVOIR_GOING.search(fr), fr
        assert "going to go to" not in en


def test_weights_are_small():
    kinds_v3._load_kinds()
    assert kinds_v3.KINDS["time_end"][0] <= 0.3
    assert kinds_v3.KINDS["used_to"][0] <= 0.1
    assert kinds_v3.KINDS["sky"][0] <= 0.15


def _how(verb, manner, form, subj=None, please=False):
    v = next(i for i, m in enumerate(SH.MANNER_VERBS) if m[0] == verb)
    m = next(i for i, x in enumerate(SH.MANNERS) if x[0] == manner)
    args = {"verb": v, "manner": m, "form": form, "subj": subj, "please": please}
    return Construction("how_fast", args)


@pytest.mark.parametrize(
    "structure, fr, en",
    [
        (
            _how("parler", "plus fort", "tu", please=True),
            "Parle plus fort, s'il te plaît.",
            "Speak louder, please.",
        ),
        (
            _how("marcher", "moins vite", "vous", please=True),
            "Marchez moins vite, s'il vous plaît.",
            "Walk more slowly, please.",
        ),
        (
            _how("courir", "plus vite", "nous"),
            "Courons plus vite.",
            "Let's run faster.",
        ),
        (
            _how("conduire", "trop vite", "p", Pronoun(TU, "m")),
            "Tu conduis trop vite.",
            "You drive too fast.",
        ),
        (
            _how("chanter", "moins fort", "f", Pronoun(NOUS, "m")),
            "Nous chanterons moins fort.",
            "We will sing more quietly.",
        ),
        (
            _how("lire", "plus lentement", "can_vous"),
            "Pouvez-vous lire plus lentement?",
            "Can you read more slowly?",
        ),
    ],
)
def test_how_fast(realise, structure, fr, en):
    assert realise(structure) == (fr, en)


def _adj(fr):
    return next(a for a in L.ADJECTIVES if a.fr == fr)


@pytest.mark.parametrize(
    "subj, adj, other, fr, en",
    [
        ("citron", "acide", "pomme", "Le citron est plus acide que la pomme.",
         "The lemon is sourer than the apple."),
        ("film", "effrayant", "histoire", "Le film est plus effrayant que l'histoire.",
         "The film is scarier than the story."),
        ("histoire", "bizarre", "film", "L'histoire est plus bizarre que le film.",
         "The story is weirder than the film."),
    ],
)  # fmt: skip
def test_comparatives_of_short_adjectives(realise, subj, adj, other, fr, en):
    """English grades short adjectives with -er (pyrealb alone writes "more sour")."""
    from transformer_lib.data.comparisons import Comparison

    def np(x):
        n = _noun(x)
        return NounPhrase(n, n.gender if n.gender != "mf" else "m", "s", ("def",))

    c = Comparison(0, np(subj), _adj(adj), np(other), lemmas={})
    assert realise(c) == (fr, en)


def _refl(subj, fr_verb, tense="p", when=None, neg=False):
    from transformer_lib.data import reflexive_verbs as R

    v = next(i for i, x in enumerate(R.VERBS) if x.fr == fr_verb)
    args = {"subj": subj, "verb": v, "tense": tense, "neg": neg, "asked": False}
    args.update(imperative=False, when=when)
    return Construction("reflexive", args)


@pytest.mark.parametrize(
    "structure, fr, en",
    [
        (
            _refl(Pronoun(NOUS, "m"), "promener"),
            "Nous nous promenons.",
            "We are going for a walk.",
        ),
        (
            _refl(Pronoun(ELLE, "f"), "promener", neg=True),
            "Elle ne se promène pas.",
            "She is not going for a walk.",
        ),
        (
            _refl(Pronoun(JE, "m"), "promener", "i"),
            "Je me promenais.",
            "I was going for a walk.",
        ),
        (
            _refl(Pronoun(JE, "m"), "lever", when=0),
            "Je me lève tôt.",
            "I get up early.",
        ),
    ],
)
def test_se_promener_in_the_present_is_in_progress(realise, structure, fr, en):
    """*Nous nous promenons.* says now (it was "We go for a walk", a habit)."""
    assert realise(structure) == (fr, en)


def test_se_promener_in_a_clause(realise):
    from transformer_lib.data import grammar_v3 as v3
    from transformer_lib.data.structures import Clause, Sentence

    walk = next(v for v in v3.REFLEXIVES if v.fr == "promener")
    park = next(p for p in L.LOCATIONS if p.fr == "dans")
    n = _noun("parc")
    c = Clause(
        subj=Pronoun(NOUS, "m"),
        verb=walk,
        tense="p",
        reflexive=True,
        place=(park, NounPhrase(n, "m", "s", ("def",))),
        version3=True,
    )
    assert realise(Sentence([c])) == (
        "Nous nous promenons dans le parc.",
        "We are going for a walk in the park.",
    )


def _near(place, home, near=0, tense="p", there=False, mine=False):
    n = _noun(place)
    args = {"place": NounPhrase(n, n.gender, "s", ("def",)), "home": home}
    args.update(near=near, tense=tense, there=there, mine=mine)
    return Construction("near_home", args)


@pytest.mark.parametrize(
    "structure, fr, en",
    [
        (
            _near("école", 0, mine=True),
            "Mon école est près de chez moi.",
            "My school is near my house.",
        ),
        (
            _near("boulangerie", Name("Paul", "m"), near=2, there=True),
            "Il y a une boulangerie à côté de chez Paul.",
            "There is a bakery next to Paul's house.",
        ),
        (
            _near("gare", 4, near=1, tense="i"),
            "La gare était loin de chez mes parents.",
            "The station was far from my parents' house.",
        ),
        (
            _near("hôpital", 1),
            "L'hôpital est près de chez toi.",
            "The hospital is near your house.",
        ),
    ],
)
def test_near_home(realise, structure, fr, en):
    assert realise(structure) == (fr, en)


def _wh(subj, verb, tense, ask, form):
    from transformer_lib.data.structures import Clause

    v = next(x for x in L.VERBS if x.fr == verb)
    c = Clause(subj=subj, verb=v, tense=tense, version3=True)
    return Construction("wh", {"clause": c, "ask": ask, "noun": None, "form": form})


@pytest.mark.parametrize(
    "structure, fr, en",
    [
        (
            _wh(
                NounPhrase(_noun("grand-parent"), "m", "p", ("poss", 1)),
                "habiter",
                "p",
                "where",
                "noun_inversion",
            ),
            "Où habitent tes grands-parents?",
            "Where do your grandparents live?",
        ),
        (
            _wh(
                NounPhrase(_noun("grand-parent"), "m", "p", ("poss", 1)),
                "habiter",
                "p",
                "where",
                "est-ce",
            ),
            "Où est-ce que tes grands-parents habitent?",
            "Where do your grandparents live?",
        ),
        (
            _wh(
                structures.Name("Marie", "f"), "arriver", "f", "when", "noun_inversion"
            ),
            "Quand arrivera Marie?",
            "When will Marie arrive?",
        ),
    ],
)
def test_where_with_a_noun_subject_by_inversion(realise, structure, fr, en):
    assert realise(structure) == (fr, en)


@pytest.mark.parametrize(
    "head, what, fr, en",
    [
        (0, 0, "Tu vas voir, c'est facile.", "You will see, it is easy."),
        (3, 5, "Vous verrez, ce n'est pas cher.", "You will see, it is not expensive."),
        (1, 7, "Vous allez voir, ça va aller.", "You will see, it will be all right."),
    ],
)
def test_you_will_see(realise, head, what, fr, en):
    c = Construction("you_will_see", {"head": head, "what": what})
    assert realise(c) == (fr, en)


def _be_in_yard(subj_fr, number="p"):
    from transformer_lib.data.sampler import _COPULA
    from transformer_lib.data.structures import Clause, Sentence

    n = _noun(subj_fr)
    subj = NounPhrase(n, "m" if n.gender == "mf" else n.gender, number, ("def",))
    dans = next(p for p in L.LOCATIONS if p.fr == "dans")
    yard = NounPhrase(_noun("cour"), "f", "s", ("def",))
    c = Clause(subj=subj, verb=_COPULA, tense="p", place=(dans, yard), version3=True)
    return Sentence([c])


@pytest.mark.parametrize(
    "subj, fr, en",
    [
        ("élève", "Les élèves sont dans la cour.", "The pupils are in the playground."),
        (
            "enfant",
            "Les enfants sont dans la cour.",
            "The children are in the playground.",
        ),
        ("chat", "Les chats sont dans la cour.", "The cats are in the courtyard."),
    ],
)
def test_the_school_yard_is_the_playground(realise, subj, fr, en):
    """*la cour* of pupils, teachers and children is the playground (it was "courtyard")."""
    assert realise(_be_in_yard(subj)) == (fr, en)


def _chez(subj, verb, host, tense="p", neg=False):
    v = next(i for i, x in enumerate(SH.CHEZ_VERBS) if x[0] == verb)
    if isinstance(host, str):
        host = next(i for i, x in enumerate(SH.CHEZ_SHOPS) if x[0] == host)
    args = {"subj": subj, "verb": v, "host": host, "tense": tense, "neg": neg}
    return Construction("chez", args)


@pytest.mark.parametrize(
    "structure, fr, en",
    [
        (
            _chez(Pronoun(JE, "m"), "aller", Name("Paul", "m"), "f"),
            "J'irai chez Paul.",
            "I will go to Paul's place.",
        ),
        (
            _chez(Pronoun(ELLE, "f"), "être", "le médecin"),
            "Elle est chez le médecin.",
            "She is at the doctor's.",
        ),
        (
            _chez(Name("Emma", "f"), "dormir", Name("Léa", "f")),
            "Emma dort chez Léa.",
            "Emma is sleeping at Léa's place.",
        ),
        (
            _chez(Pronoun(NOUS, "m"), "manger", Name("Marc", "m"), "pc", neg=True),
            "Nous n'avons pas mangé chez Marc.",
            "We did not eat at Marc's place.",
        ),
    ],
)
def test_chez(realise, structure, fr, en):
    assert realise(structure) == (fr, en)
