"""Corpus v3: reflexive verbs, feelings and polite requests (reflexive_verbs.py,
feelings.py, polite.py). Each case builds a structure by hand and says the French and
the English a careful translator would write."""

import random
import re

import pytest

pytest.importorskip("pyrealb")

from transformer_lib.data import kinds_v3  # noqa: E402
from transformer_lib.data.feelings import FEARS, FELT, MOODS  # noqa: E402
from transformer_lib.data.kind_parts import Construction, Name  # noqa: E402
from transformer_lib.data.polite import HELP, WOULD_BE  # noqa: E402
from transformer_lib.data.realiser import realise  # noqa: E402
from transformer_lib.data.reflexive_verbs import VERBS  # noqa: E402
from transformer_lib.data.sampler import _Sampler  # noqa: E402
from transformer_lib.data.streams import lexicon_of  # noqa: E402
from transformer_lib.data.structures import NounPhrase, On, Pronoun  # noqa: E402

JE, TU, IL, ELLE, NOUS, VOUS, ILS, ELLES = range(8)


def _verb(fr):
    return [v.fr for v in VERBS].index(fr)


def _index(table, fr):
    return [row[0] for row in table].index(fr)


def refl(subj, verb, tense="p", neg=False, asked=False, **more):
    args = {"subj": subj, "verb": _verb(verb), "tense": tense, "neg": neg}
    args.update(asked=asked, imperative=False, obj=None, when=None, end=".")
    args.update(more)
    return realise(Construction("reflexive", args))


def imperative(index, verb, neg=False, end="!"):
    return refl(Pronoun(index, "m"), verb, neg=neg, imperative=True, end=end)


@pytest.mark.parametrize(
    "subj, verb, tense, neg, asked, fr, en",
    [
        (Pronoun(ELLE, "f"), "perdre", "pc", False, False,
         "Elle s'est perdue.", "She got lost."),
        (Pronoun(NOUS, "m"), "reposer", "aller", True, False,
         "Nous n'allons pas nous reposer.", "We are not going to rest."),
        (Pronoun(JE, "f"), "ennuyer", "i", False, False,
         "Je m'ennuyais.", "I was bored."),
        (Pronoun(IL, "m"), "doucher", "i", False, False,
         "Il se douchait.", "He was having a shower."),
        (Pronoun(ILS, "m"), "marier", "venir", False, False,
         "Ils viennent de se marier.", "They have just got married."),
        (Pronoun(VOUS, "f"), "tromper", "pc", False, False,
         "Vous vous êtes trompées.", "You were wrong."),
        (Pronoun(TU, "m"), "amuser", "f", False, True,
         "Est-ce que tu t'amuseras?", "Will you have fun?"),
        (Name("Marie", "f"), "asseoir", "pc", True, False,
         "Marie ne s'est pas assise.", "Marie did not sit down."),
        (Pronoun(ELLES, "f"), "disputer", "p", False, False,
         "Elles se disputent.", "They argue."),
        (Pronoun(JE, "m"), "préparer", "aller", False, False,
         "Je vais me préparer.", "I am going to get ready."),
    ],
)  # fmt: skip
def test_reflexive_verbs_in_the_tenses(subj, verb, tense, neg, asked, fr, en):
    assert refl(subj, verb, tense, neg, asked) == (fr, en)


def test_tard_and_an_object_of_s_occuper_de():
    assert refl(Pronoun(NOUS, "m"), "coucher", when=1) == (
        "Nous nous couchons tard.",
        "We go to bed late.",
    )
    dog = next(n for n in lexicon_of(3).NOUNS if n.fr == "chien")
    np = NounPhrase(dog, "m", "s", ("def",))
    assert refl(Pronoun(TU, "m"), "occuper", asked=True, obj=np) == (
        "Est-ce que tu t'occupes du chien?",
        "Do you look after the dog?",
    )


@pytest.mark.parametrize(
    "index, verb, neg, end, fr, en",
    [
        (TU, "dépêcher", False, "!", "Dépêche-toi!", "Hurry up!"),
        (VOUS, "dépêcher", False, "!", "Dépêchez-vous!", "Hurry up!"),
        (TU, "inquiéter", True, "!", "Ne t'inquiète pas!", "Don't worry!"),
        (VOUS, "inquiéter", True, ".", "Ne vous inquiétez pas.", "Don't worry."),
        (TU, "asseoir", False, ".", "Assieds-toi.", "Sit down."),
        (VOUS, "asseoir", False, "!", "Asseyez-vous!", "Sit down!"),
        (NOUS, "dépêcher", False, "!", "Dépêchons-nous!", "Let's hurry up!"),
        (NOUS, "disputer", True, ".", "Ne nous disputons pas.", "Let's not argue."),
        (TU, "perdre", True, "!", "Ne te perds pas!", "Don't get lost!"),
    ],
)
def test_reflexive_imperative(index, verb, neg, end, fr, en):
    assert imperative(index, verb, neg, end) == (fr, en)


def mood(subj, adj, tense="p", neg=False, asked=False, very=False, comp=None):
    args = {"subj": subj, "mood": _index(MOODS, adj), "tense": tense, "neg": neg}
    args.update(asked=asked, very=very, comp=comp)
    return realise(Construction("mood", args))


def test_adjectives_of_feeling_agree_with_the_subject():
    assert mood(Pronoun(ELLE, "f"), "content") == (
        "Elle est contente.",
        "She is happy.",
    )
    assert mood(Pronoun(VOUS, "f"), "fatigué", "i") == (
        "Vous étiez fatiguées.",
        "You were tired.",
    )
    assert mood(Pronoun(ILS, "m"), "heureux", "f", neg=True) == (
        "Ils ne seront pas heureux.",
        "They will not be happy.",
    )
    assert mood(Name("Julie", "f"), "inquiet", very=True) == (
        "Julie est très inquiète.",
        "Julie is very worried.",
    )
    assert mood(Pronoun(TU, "f"), "déçu", "pc", asked=True) == (
        "Est-ce que tu as été déçue?",
        "Were you disappointed?",
    )


def test_very_alone_is_very_lonely():
    # the eighth round's review: "Nous sommes très seules." / "We are very alone."
    assert mood(Pronoun(NOUS, "f"), "seul", very=True) == (
        "Nous sommes très seules.",
        "We are very lonely.",
    )
    assert mood(Name("Paul", "m"), "seul") == ("Paul est seul.", "Paul is alone.")


def test_complements_of_feelings():
    assert mood(Pronoun(JE, "f"), "amoureux", comp=Name("Paul", "m")) == (
        "Je suis amoureuse de Paul.",
        "I am in love with Paul.",
    )
    assert mood(Pronoun(IL, "m"), "fâché", comp=Name("Anne", "f")) == (
        "Il est fâché contre Anne.",
        "He is angry with Anne.",
    )
    assert mood(Pronoun(NOUS, "f"), "content", comp=0) == (
        "Nous sommes contentes de partir.",
        "We are happy to leave.",
    )


def felt(subj, word, tense="p", neg=False, asked=False):
    args = {"subj": subj, "felt": _index(FELT, word), "tense": tense, "neg": neg}
    return realise(Construction("felt", args | {"asked": asked}))


def test_se_sentir():
    assert felt(Pronoun(JE, "f"), "seul") == ("Je me sens seule.", "I feel lonely.")
    assert felt(Pronoun(IL, "m"), "bien", neg=True) == (
        "Il ne se sent pas bien.",
        "He does not feel well.",
    )
    assert felt(Pronoun(TU, "m"), "mieux", asked=True) == (
        "Est-ce que tu te sens mieux?",
        "Do you feel better?",
    )
    assert felt(Pronoun(ILS, "m"), "heureux", "pc") == (
        "Ils se sont sentis heureux.",
        "They felt happy.",
    )
    assert felt(Pronoun(ELLES, "f"), "fatigué", "pc") == (
        "Elles se sont senties fatiguées.",
        "They felt tired.",
    )


def test_avoir_peur_de_and_an_infinitive():
    i = [f[1] for f in FEARS].index("getting lost")
    args = {"subj": Pronoun(ELLE, "f"), "fear": i, "tense": "i", "neg": False}
    assert realise(Construction("fear", args | {"asked": False})) == (
        "Elle avait peur de se perdre.",
        "She was afraid of getting lost.",
    )
    i = [f[1] for f in FEARS].index("being late")
    args = {"subj": Pronoun(JE, "m"), "fear": i, "tense": "p", "neg": True}
    assert realise(Construction("fear", args | {"asked": False})) == (
        "Je n'ai pas peur d'être en retard.",
        "I am not afraid of being late.",
    )


def polite(how, subj, what, **more):
    args = {"how": how, "subj": subj, "what": what} | more
    return realise(Construction("polite", args))


def test_requests_ask_what_one_asks_of_someone():
    for s, fr, _ in _sampled("polite", 150):
        if s.args["how"] == "would_be":
            continue
        how, x = s.args["what"]
        if s.args["how"] == "ask" and how == "refl":
            assert VERBS[x].fr in (
                "asseoir",
                "dépêcher",
                "arrêter",
                "lever",
                "préparer",
            )
        if s.args["how"] == "ask" and how == "clause":
            assert x.obj is not None, fr  # not "Pourrais-tu arriver ?"


def test_ce_serait_is_negative_only_where_it_reads_naturally():
    for s, fr, _ in _sampled("polite", 150):
        if s.args["how"] == "would_be" and s.args["neg"]:
            assert not re.search(r"(dommage|génial|parfait|mieux|bien)\.$", fr), fr


def test_polite_requests_with_inversion():
    help_me = ("help", [h[0] for h in HELP].index("m'aider"))
    assert polite("ask", Pronoun(VOUS, "m"), help_me, tense="c") == (
        "Pourriez-vous m'aider?",
        "Could you help me?",
    )
    hurry = ("refl", _verb("dépêcher"))
    assert polite("ask", Pronoun(TU, "f"), hurry, tense="p", please=True) == (
        "Peux-tu te dépêcher, s'il te plaît?",
        "Can you hurry up, please?",
    )
    sit = ("refl", _verb("asseoir"))
    assert polite("ask", Pronoun(VOUS, "f"), sit, tense="c", please=True) == (
        "Pourriez-vous vous asseoir, s'il vous plaît?",
        "Could you sit down, please?",
    )


def test_advice_suggestions_wishes_and_ce_serait():
    rest = ("refl", _verb("reposer"))
    assert polite("should", Pronoun(TU, "m"), rest) == (
        "Tu devrais te reposer.",
        "You should rest.",
    )
    assert polite("should", Pronoun(VOUS, "m"), rest, neg=True) == (
        "Vous ne devriez pas vous reposer.",
        "You should not rest.",
    )
    assert polite("could", On("m"), rest) == (
        "On pourrait se reposer.",
        "We could rest.",
    )
    assert polite("could", Pronoun(NOUS, "m"), rest) == (
        "Nous pourrions nous reposer.",
        "We could rest.",
    )
    assert polite("like", Pronoun(JE, "m"), rest) == (
        "Je voudrais me reposer.",
        "I would like to rest.",
    )
    assert polite("love", Pronoun(JE, "m"), rest) == (
        "J'aimerais me reposer.",
        "I would like to rest.",
    )
    pity = [w[0] for w in WOULD_BE].index("dommage")
    assert polite("would_be", None, pity) == (
        "Ce serait dommage.",
        "It would be a pity.",
    )
    easy = [w[0] for w in WOULD_BE].index("facile")
    assert polite("would_be", None, easy, neg=True) == (
        "Ce ne serait pas facile.",
        "It would not be easy.",
    )


# --- sampled rows ----------------------------------------------------------------------

_PRO = {
    "je": "me",
    "tu": "te",
    "il": "se",
    "elle": "se",
    "nous": "nous",
    "vous": "vous",
}
_PRO |= {"ils": "se", "elles": "se", "on": "se"}


def _sampled(kind, n):
    kinds_v3._load_kinds()
    function = kinds_v3.KINDS[kind][1]
    lex = lexicon_of(3)
    out = []
    for i in range(n):
        rng = random.Random(f"refl-test:{kind}:{i}")
        s = function(rng, _Sampler(rng, lex, 3))
        out.append((s, *realise(s)))
    return out


@pytest.mark.parametrize("kind", ["reflexive", "feeling", "polite"])
def test_sampled_rows_are_clean(kind):
    for s, fr, en in _sampled(kind, 80):
        for text in (fr, en):
            assert "[[" not in text and "  " not in text, text
            assert text[-1] in ".!?" and text[0].isupper(), text
        words = en.replace("Don't", "").replace("Let's", "")
        assert "'" not in words, en  # no English contraction but Don't and Let's
        assert fr[-1] == en[-1], (fr, en)
        subj = s.args.get("subj")
        if (
            kind == "reflexive"
            and isinstance(subj, Pronoun)
            and not s.args["imperative"]
        ):
            # the pronoun of the reflexive verb is the subject's person
            head = fr.lower().removeprefix("est-ce que ").removeprefix("est-ce qu'")
            first = re.split(r"[ ']", head)[0]
            assert re.search(rf"\b{_PRO[first]}\b|\b{_PRO[first][0]}'", head), fr


def test_sampled_passe_compose_agrees_with_feminine_subjects():
    seen = 0
    for s, fr, _ in _sampled("reflexive", 200):
        subj = s.args["subj"]
        if s.args["tense"] == "pc" and isinstance(subj, Pronoun) and subj.index == 3:
            participle = re.search(r"s'est (?:pas )?(\w+)", fr).group(1)
            assert participle.endswith(("ée", "ue", "se", "ie")), fr
            seen += 1
    assert seen > 0


def test_requests_speak_of_the_addressees_things_with_their_possessive():
    checked = 0
    for s, fr, _ in _sampled("polite", 300):
        subj = s.args.get("subj")
        if not (isinstance(subj, Pronoun) and subj.index in (TU, VOUS)):
            continue
        words = set(re.findall(r"\w+", fr.lower()))
        wrong = {"votre", "vos"} if subj.index == TU else {"ton", "ta", "tes"}
        assert not words & wrong, fr
        checked += 1
    assert checked > 50
