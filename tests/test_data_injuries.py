"""Round 8: reflexive passé composé, injuries and falls, *tout seul*, *sans* + noun."""

from __future__ import annotations

import random
import re

import pytest

from transformer_lib.data import kinds_v3
from transformer_lib.data.kind_parts import Construction
from transformer_lib.data.reflexive_past import Who


def _realise(s):
    from transformer_lib.data.realiser import realise

    return realise(s)


def _c(kind, **args):
    return _realise(Construction(kind, args))


def _sampled(kind, n):
    from transformer_lib.data.sampler import _Sampler
    from transformer_lib.data.streams import lexicon_of

    kinds_v3._load_kinds()
    out = []
    for i in range(n):
        rng = random.Random(f"test-r8:{kind}:{i}")
        s = kinds_v3.KINDS[kind][1](rng, _Sampler(rng, lexicon_of(3), 3))
        out.append((s, *_realise(s)))
    return out


NOUS_M = Who(4, "m", "p")
TU_F = Who(1, "f", "s")
JE_M = Who(0, "m", "s")
BOYS = Who(6, "m", "p", "les garçons", "the boys")
JULIEN = Who(2, "m", "s", "Julien", "Julien")
ELLE = Who(3, "f", "s")
SON = Who(2, "m", "s", "mon fils", "my son")
DAUGHTER = Who(3, "f", "s", "ma fille", "my daughter")


def _verb(fr):
    from transformer_lib.data.reflexive_past import VERBS

    return next(i for i, v in enumerate(VERBS) if v.fr == fr)


def _place(fr, words):
    from transformer_lib.data.reflexive_past import VERBS

    return next(i for i, p in enumerate(VERBS[_verb(fr)].places) if p[0] == words)


ELLES = Who(7, "f", "p")
GIRLS = Who(7, "f", "p", "les filles", "the girls")
KARIM = Who(2, "m", "s", "Karim", "Karim")
IL = Who(2, "m", "s")
VOUS_S = Who(5, "f", "s")


def test_reflexive_past_by_hand():
    lost = dict(verb=_verb("perdre"), time=None, neg=False, asked=None)
    lyon = _place("perdre", "à Lyon")
    assert _c("reflexive_past", who=ELLES, place=lyon, **lost) == (
        "Elles se sont perdues à Lyon.",
        "They got lost in Lyon.",
    )
    assert _c("reflexive_past", who=NOUS_M, place=None, **lost) == (
        "Nous nous sommes perdus.",
        "We got lost.",
    )
    sea = _place("baigner", "dans la mer")
    swim = dict(verb=_verb("baigner"), place=sea, time=None, neg=False, asked=None)
    assert _c("reflexive_past", who=GIRLS, **swim) == (
        "Les filles se sont baignées dans la mer.",
        "The girls swam in the sea.",
    )
    asleep = dict(verb=_verb("endormir"), place=None, time=None, neg=False)
    assert _c("reflexive_past", who=TU_F, asked="est-ce", **asleep) == (
        "Est-ce que tu t'es endormie?",
        "Did you fall asleep?",
    )
    assert _c("reflexive_past", who=JE_M, asked=None, **{**asleep, "neg": True}) == (
        "Je ne me suis pas endormi.",
        "I did not fall asleep.",
    )
    bored = dict(verb=_verb("ennuyer"), place=None, time=None, neg=False, asked=None)
    assert _c("reflexive_past", who=ELLE, **bored) == (
        "Elle s'est ennuyée.",
        "She was bored.",
    )


def test_injuries_by_hand():
    from transformer_lib.data.injuries import DOING, HURTS

    twist = next(i for i, h in enumerate(HURTS) if h[0] == "tordu")
    tennis = next(i for i, d in enumerate(DOING) if d[0] == "en jouant au tennis")
    none = dict(neg=False, asked=None)
    assert _c(
        "injury", who=KARIM, verb=twist, part="poignet", doing=tennis, **none
    ) == (
        "Karim s'est tordu le poignet en jouant au tennis.",
        "Karim twisted his wrist playing tennis.",
    )
    broke = next(i for i, h in enumerate(HURTS) if h[0] == "cassé")
    assert _c("injury", who=ELLE, verb=broke, part="jambe", doing=None, **none) == (
        "Elle s'est cassé la jambe.",
        "She broke her leg.",
    )
    hurt = [i for i, h in enumerate(HURTS) if h[0] == "fait mal"]
    back = next(i for i in hurt if "dos" in HURTS[i][3])
    assert _c("injury", who=JE_M, verb=back, part="dos", doing=None, **none) == (
        "Je me suis fait mal au dos.",
        "I hurt my back.",
    )
    assert _c("injury", who=JE_M, verb=back, part="épaule", doing=None, **none) == (
        "Je me suis fait mal à l'épaule.",
        "I hurt my shoulder.",
    )
    asked = dict(part=None, doing=None, neg=False, asked="?")
    assert _c("injury", who=TU_F, verb=hurt[-1], **asked) == (
        "Tu t'es fait mal?",
        "Did you hurt yourself?",
    )
    morning = next(i for i, d in enumerate(DOING) if d[0] == "ce matin")
    assert _c("lost_tooth", who=SON, first=False, when=morning, neg=False) == (
        "Mon fils a perdu une dent ce matin.",
        "My son lost a tooth this morning.",
    )
    assert _c("lost_tooth", who=DAUGHTER, first=True, when=None, neg=False) == (
        "Ma fille a perdu sa première dent.",
        "My daughter lost her first tooth.",
    )
    assert _c("fell", who=IL, where=0, then=None, neg=False, asked=None) == (
        "Il est tombé dans l'escalier.",
        "He fell down the stairs.",
    )
    wrist = (broke, "poignet")
    assert _c("fell", who=JULIEN, where=1, then=wrist, neg=False, asked=None) == (
        "Julien est tombé de vélo et s'est cassé le poignet.",
        "Julien fell off his bike and broke his wrist.",
    )
    assert _c("comfort", order=0, words=0, tu=False, first=True) == (
        "Ne vous inquiétez pas, tout va bien.",
        "Don't worry, everything is fine.",
    )


def test_by_oneself_and_without_by_hand():
    from transformer_lib.data.by_oneself import HABITS
    from transformer_lib.data.without import ITEMS

    dress = next(i for i, h in enumerate(HABITS) if h[0] == "habiller")
    assert _c("by_oneself", who=SON, verb=dress, when="now", asked=False) == (
        "Mon fils s'habille tout seul maintenant.",
        "My son gets dressed by himself now.",
    )
    assert _c("by_oneself", who=BOYS, verb=dress, when="yet", asked=False) == (
        "Les garçons ne s'habillent pas encore tous seuls.",
        "The boys do not get dressed by themselves yet.",
    )
    assert _c("do_it_oneself", who=JE_M, done=False, asked=False) == (
        "Je peux le faire tout seul.",
        "I can do it by myself.",
    )
    assert _c("do_it_oneself", who=ELLE, done=True, asked=False) == (
        "Elle l'a fait toute seule.",
        "She did it by herself.",
    )
    coat = next(i for i, it in enumerate(ITEMS) if it[0] == "manteau")
    scarf = next(i for i, it in enumerate(ITEMS) if it[0] == "écharpe")
    umbrella = next(i for i, it in enumerate(ITEMS) if it[0] == "parapluie")
    assert _c("without_item", who=VOUS_S, item=scarf, form="cold", move=0) == (
        "Vous n'avez pas froid sans écharpe?",
        "Are you not cold without a scarf?",
    )
    assert _c("without_item", who=JULIEN, item=coat, form="pc", move=0) == (
        "Julien est sorti sans manteau.",
        "Julien went out without a coat.",
    )
    assert _c("without_item", who=TU_F, item=umbrella, form="order", move=0) == (
        "Ne sors pas sans parapluie!",
        "Don't go out without an umbrella!",
    )
    assert _c("without_item", who=JE_M, item=umbrella, form="never", move=0) == (
        "Je ne sors jamais sans parapluie.",
        "I never go out without an umbrella.",
    )


@pytest.mark.parametrize(
    "kind", ("reflexive_past", "injury", "by_oneself", "without_item")
)
def test_sampled_rows_are_clean_and_varied(kind):
    rows = _sampled(kind, 300)
    frs = set()
    for _s, fr, en in rows:
        for text in (fr, en):
            assert text[:1].isupper() and text[-1] in ".!?", text
            assert not re.search(r"\b(à le|à les|de le|de les|None)\b|  |_|\{", text), (
                text
            )
        assert fr[-1] == en[-1], (fr, en)
        # no contraction but "Don't" in an order
        assert not re.search(r"n't", re.sub(r"\b[Dd]on't\b", "", en)), en
        assert "sans un" not in fr and "sans une" not in fr
        frs.add(fr)
    assert len(frs) > 150, len(frs)


def test_sampled_participles_agree():
    for _s, fr, _en in _sampled("reflexive_past", 300):
        if fr.startswith(("Nous nous sommes", "Ils se sont", "Les garçons se sont")):
            assert re.search(r"(sommes|sont) (bien )?\w+s\b", fr), fr
        if fr.startswith(("Elle s'est", "Elle ne s'est")):
            assert re.search(r"\w+(ée|ie|ue|se)\b", fr), fr
    for _s, fr, _en in _sampled("injury", 300):
        # the part of the body is the object: the participle never agrees
        assert not re.search(
            r"\b(cassée?s|cassée|tordue|foulée|brûlée|cognée)\b", fr
        ), fr


def test_the_clause_grammar_says_sans_without_an_article():
    """The common grammar wrote *sans un lièvre*; French drops the article after *sans*
    (*sans lièvre* / *without a hare*) and the adjective with it."""
    from transformer_lib.data.sampler import _Sampler
    from transformer_lib.data.streams import lexicon_of

    lex = lexicon_of(3)
    bare = 0
    for i in range(600):
        rng = random.Random(f"test-r8-sans:{i}")
        fr, en = _realise(_Sampler(rng, lex, 3).sentence(1, rich=True))
        assert not re.search(r"\bsans une?\b", fr), fr
        m = re.search(r"\bwithout an? ", en)
        if m:
            assert re.search(r"\bsans [a-zéèêàâôîœ-]+\b", fr), (fr, en)
            bare += 1
    assert bare > 10
