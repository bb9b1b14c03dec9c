"""Corpus v3's third pass of everyday words (lexicon_more3, necessity, daily, describe).

The French and English of every case here are written by hand: the new nouns and
adjectives in clauses of the common grammar, the new verbs in five tenses, and the
constructions of the kinds ``must``, ``daily``, ``moments`` and ``describe``.
"""

from __future__ import annotations

import random

import pytest

from transformer_lib.data import kinds_v3
from transformer_lib.data import lexicon as lx
from transformer_lib.data import lexicon_more as M1
from transformer_lib.data import lexicon_more2 as M2
from transformer_lib.data import lexicon_more3 as M
from transformer_lib.data import lexicon_nouns as LN
from transformer_lib.data import lexicon_v3 as L
from transformer_lib.data import lexicon_verbs as LV
from transformer_lib.data.kind_parts import Construction, Name
from transformer_lib.data.sampler import _fits, _Sampler
from transformer_lib.data.streams import lexicon_of
from transformer_lib.data.structures import Clause, NounPhrase, Pronoun, Sentence

JE, TU, IL, ELLE, NOUS, VOUS, ILS, ELLES = range(8)


def _noun(fr):
    return next(n for n in L.NOUNS if n.fr == fr)


def _np(fr, number="s", det=("def",), post=None, pre=None, gender=None):
    n = _noun(fr)
    np = NounPhrase(n, gender or ("m" if n.gender == "mf" else n.gender), number, det)
    np.post, np.pre = post, pre
    return np


def _verb(fr):
    return next(v for v in L.VERBS if v.fr == fr)


def _adj(fr):
    return next(a for a in L.ADJECTIVES if a.fr == fr)


# --- lexicon_more3 ----------------------------------------------------------------------


def test_no_lemma_repeats_and_every_word_is_in_v3():
    old_nouns = {n.fr for n in (*lx.NOUNS, *LN.NOUNS, *M1.NOUNS, *M2.NOUNS)}
    new = [n.fr for n in M.NOUNS]
    assert len(new) == len(set(new)) and not set(new) & old_nouns
    old_verbs = {v.fr for v in (*lx.VERBS, *LV.VERBS, *M1.VERBS, *M2.VERBS)}
    assert not {v.fr for v in M.VERBS} & old_verbs
    old_adjs = {a.fr for a in (*lx.ADJECTIVES, *LV.ADJECTIVES, *M1.ADJECTIVES)}
    old_adjs |= {a.fr for a in M2.ADJECTIVES}
    assert not {a.fr for a in M.ADJECTIVES} & old_adjs
    assert {v.fr for v in M.VERBS} <= {v.fr for v in L.VERBS}
    assert set(new) <= {n.fr for n in L.NOUNS}
    for v in M.VERBS:
        assert any(_fits(n, v.subj) for n in L.NOUNS), v
    for a in M.ADJECTIVES:
        assert any(_fits(n, a.tags) for n in L.NOUNS), a
    # écrire and poster take the postcard (MORE_OBJECTS)
    assert _fits(_noun("carte postale"), _verb("écrire").obj)


@pytest.mark.parametrize(
    "tense, fr, en",
    [
        ("p", "Le lac gèle.", "The lake freezes."),
        ("pc", "Le lac a gelé.", "The lake froze."),
        ("i", "Le lac gelait.", "The lake was freezing."),
        ("f", "Le lac gèlera.", "The lake will freeze."),
        ("c", "Le lac gèlerait.", "The lake would freeze."),
    ],
)
def test_geler_in_five_tenses(realise, tense, fr, en):
    s = Sentence([Clause(subj=_np("lac"), verb=_verb("geler"), tense=tense)])
    assert realise(s) == (fr, en)


@pytest.mark.parametrize(
    "subj, verb, tense, obj, fr, en",
    [
        (Pronoun(JE, "m"), "envoyer", "f", _np("carte postale", "s", ("indef",)),
         "J'enverrai une carte postale.", "I will send a postcard."),
        (Pronoun(NOUS, "m"), "écrire", "pc", _np("carte postale", "p", ("num", 0)),
         "Nous avons écrit deux cartes postales.", "We wrote two postcards."),
        (Pronoun(JE, "f"), "boire", "p", _np("eau", "s", ("part",), post=_adj("minéral")),
         "Je bois de l'eau minérale.", "I drink mineral water."),
        (Pronoun(ILS, "m"), "nettoyer", "pc", _np("salle de bains", "p"),
         "Ils ont nettoyé les salles de bains.", "They cleaned the bathrooms."),
        (Pronoun(TU, "m"), "écrire", "pc", _np("numéro", "s", ("indef",), pre=_adj("faux")),
         "Tu as écrit un faux numéro.", "You wrote a wrong number."),
        (Pronoun(ELLE, "f"), "trouver", "pc", _np("réponse", "p", pre=_adj("faux")),
         "Elle a trouvé les fausses réponses.", "She found the wrong answers."),
        (Pronoun(VOUS, "m"), "écouter", "i",
         _np("musique", "s", ("poss", 1), post=_adj("classique")),
         "Vous écoutiez ta musique classique.", "You were listening to your classical music."),
    ],
)  # fmt: skip
def test_new_words_in_clauses(realise, subj, verb, tense, obj, fr, en):
    s = Sentence([Clause(subj=subj, verb=_verb(verb), tense=tense, obj=obj)])
    assert realise(s) == (fr, en)


def test_compound_plurals_and_the_town_centre(realise):
    s = Sentence([Clause(subj=_np("centre-ville", "p"), verb=L.VERBS[0], tense="p")])
    pytest.importorskip("pyrealb")
    from transformer_lib.data.realiser import load_pyrealb

    pr = load_pyrealb()
    pr.loadFr()
    forms = [pr.NP(pr.D("le"), pr.N(w)).n("p").realize().strip() for w in M.PLURALS]
    assert forms == ["les salles de bains", "les cartes postales", "les centres-villes"]
    pr.loadEn()
    assert pr.NP(pr.D("the"), pr.N("town centre")).n("p").realize().strip() == (
        "the town centres"
    )
    del s


# --- the constructions ----------------------------------------------------------------


def _c(kind, **args):
    return Construction(kind, args)


def _clause_of(verb, obj=None, subj=None):
    return Clause(subj=subj or Pronoun(IL, "m"), verb=_verb(verb), tense="p", obj=obj)


@pytest.mark.parametrize(
    "args, fr, en",
    [
        (dict(how="inf", tense="p", what=("clause", _clause_of("traverser", _np("place")))),
         "Il faut traverser la place.", "You have to cross the square."),
        (dict(how="inf", tense="p", neg=True, what=("clause", _clause_of("toucher", _np("chien")))),
         "Il ne faut pas toucher le chien.", "You must not touch the dog."),
        (dict(how="inf", tense="i", what=("help", 0), end="!"),
         "Il fallait m'aider!", "You had to help me!"),
        (dict(how="inf", tense="f", what=("clause", _clause_of("fermer", _np("fenêtre")))),
         "Il faudra fermer la fenêtre.", "You will have to close the window."),
        (dict(how="inf", tense="c", neg=True, what=("help", 2)),
         "Il ne faudrait pas m'attendre.", "You should not wait for me."),
        (dict(how="better", tense="c", what=("clause", _clause_of("partir"))),
         "Il vaudrait mieux partir.", "It would be better to leave."),
        (dict(how="better", tense="p", neg=True, what=("clause", _clause_of("partir"))),
         "Il vaut mieux ne pas partir.", "It is better not to leave."),
        (dict(how="better", tense="i", what=("help", 6)),
         "Il valait mieux répéter.", "It was better to repeat that."),
        (dict(how="better", tense="f", what=("clause", _clause_of("acheter", _np("pain", det=("part",))))),
         "Il vaudra mieux acheter du pain.", "It will be better to buy bread."),
        (dict(how="need", tense="p", dative=0, np=_np("stylo", det=("indef",))),
         "Il me faut un stylo.", "I need a pen."),
        (dict(how="need", tense="i", dative=2, np=_np("pain", det=("part",))),
         "Il nous fallait du pain.", "We needed bread."),
        (dict(how="need", tense="f", dative=4, np=_np("valise", "p", ("num", 0))),
         "Il leur faudra deux valises.", "They will need two suitcases."),
        (dict(how="need", tense="c", dative=1, np=_np("parapluie", det=("indef",))),
         "Il te faudrait un parapluie.", "You would need an umbrella."),
        (dict(how="takes", tense="p", what=("half",), to=_np("gare")),
         "Il faut une demi-heure pour aller à la gare.",
         "It takes half an hour to get to the station."),
        (dict(how="takes", tense="i", what=("hour", 2), to=1, about=True),
         "Il fallait environ deux heures pour aller à Lyon.",
         "It took about two hours to get to Lyon."),
        (dict(how="takes", tense="f", what=("hour_half",), to=0),
         "Il faudra une heure et demie pour aller à Paris.",
         "It will take an hour and a half to get to Paris."),
        (dict(how="takes", tense="p", what=("min", 20), to=_np("marché")),
         "Il faut vingt minutes pour aller au marché.",
         "It takes twenty minutes to get to the market."),
    ],
)  # fmt: skip
def test_must(realise, args, fr, en):
    assert realise(_c("must", **args)) == (fr, en)


@pytest.mark.parametrize(
    "args, fr, en",
    [
        (dict(what="meet", word=0, gender="m", vous=True, full=False),
         "Enchanté de faire votre connaissance.", "Pleased to meet you."),
        (dict(what="meet", word=1, gender="f", vous=False, full=True, end="!"),
         "Je suis ravie de faire ta connaissance!", "I am delighted to meet you!"),
        (dict(what="fault", who=0, tense="p", neg=True),
         "Ce n'est pas ma faute.", "It is not my fault."),
        (dict(what="fault", who=4, tense="i", neg=False),
         "C'était leur faute.", "It was their fault."),
        (dict(what="fault", who=Name("Alice", "f"), tense="p", neg=False),
         "C'est la faute d'Alice.", "It is Alice's fault."),
        (dict(what="order", order=0, vous=True, polite="prefix"),
         "Je vous en prie, entrez.", "Please come in."),
        (dict(what="order", order=1, vous=True, polite=None, end="!"),
         "Asseyez-vous!", "Sit down!"),
        (dict(what="order", order=2, vous=True, polite=None),
         "Attendez-moi ici.", "Wait for me here."),
        (dict(what="order", order=5, vous=False, polite="suffix"),
         "Appelle la police, s'il te plaît.", "Call the police, please."),
        (dict(what="order", order=12, vous=True, polite=None),
         "Apprenez ce poème par cœur.", "Learn this poem by heart."),
        (dict(what="leave", when=2), "Partons tôt.", "Let's leave early."),
        (dict(what="leave", when=5, end="!"), "Partons en vacances!", "Let's go on holiday!"),
        (dict(what="moment", word=0, vous=True),
         "Un instant, s'il vous plaît.", "One moment, please."),
        (dict(what="drinks", items=[(0, 2)], want=False, vous=True),
         "Deux cafés, s'il vous plaît.", "Two coffees, please."),
        (dict(what="drinks", items=[(7, 1), (1, 2)], want=True, vous=True),
         "Je voudrais une bouteille d'eau minérale et deux thés, s'il vous plaît.",
         "I would like a bottle of mineral water and two teas, please."),
        (dict(what="drinks", items=[(4, 1), (3, 3)], want=False, vous=False),
         "Une bière et trois jus d'orange, s'il te plaît.",
         "A beer and three orange juices, please."),
    ],
)  # fmt: skip
def test_daily(realise, args, fr, en):
    assert realise(_c("daily", **args)) == (fr, en)


@pytest.mark.parametrize(
    "args, fr, en",
    [
        (dict(what="freeze", when=1, tense="p"), "Il gèle dehors.", "It is freezing outside."),
        (dict(what="freeze", when=0, tense="i"), "Il gelait.", "It was freezing."),
        (dict(what="freeze", when=2, tense="pc"), "Il a gelé cette nuit.", "It froze last night."),
        (dict(what="freeze", when=3, tense="aller"),
         "Il va geler cette nuit.", "It is going to freeze tonight."),
        (dict(what="freeze", when=3, tense="f"), "Il gèlera cette nuit.", "It will freeze tonight."),
        (dict(what="when", weather=0, subj=None, other=Pronoun(JE, "f"), event=0, first=False, action=0),
         "Il pleuvait quand je suis arrivée.", "It was raining when I arrived."),
        (dict(what="when", weather=None, subj=Pronoun(ELLE, "f"), other=Pronoun(TU, "m"),
              event=4, first=False, action=0),
         "Elle lisait un livre quand tu as appelé.", "She was reading a book when you called."),
        (dict(what="when", weather=None, subj=Name("Paul", "m"), other=Pronoun(ILS, "m"),
              event=1, first=True, action=5),
         "Quand ils sont rentrés, Paul faisait la vaisselle.",
         "When they got home, Paul was doing the washing-up."),
        (dict(what="clock", adv=0, hour=0, half=False), "Il est presque minuit.", "It is almost midnight."),
        (dict(what="clock", adv=2, hour=8, half=True, end="!"),
         "Il est seulement huit heures et demie!", "It is only half past eight!"),
        (dict(what="clock", adv=3, hour=1, half=False),
         "Il est environ une heure.", "It is about one o'clock."),
        (dict(what="at", subj=_np("avion"), hour=12, around=False, arrive=True, tense="p"),
         "L'avion arrive à midi.", "The plane arrives at midday."),
        (dict(what="at", subj=_np("train"), hour=0, around=True, arrive=False, tense="f"),
         "Le train partira vers minuit.", "The train will leave around midnight."),
        (dict(what="weekly", subj=Pronoun(NOUS, "m"), act=0, day=("every", 5), tense="i"),
         "Nous jouions au foot tous les samedis.", "We played football every Saturday."),
        (dict(what="weekly", subj=_np("grand-père", det=("poss", 0)), act=6, day=("on", 6), tense="i"),
         "Mon grand-père racontait des histoires le dimanche.",
         "My grandfather told stories on Sundays."),
        (dict(what="weekly", subj=Pronoun(JE, "m"), act=8, day=("except", 6), tense="p"),
         "Je travaille tous les jours sauf le dimanche.", "I work every day except Sunday."),
        (dict(what="weekly", subj=Pronoun(ILS, "m"), act=3, day=("most",), tense="f"),
         "Ils feront les courses la plupart du temps.", "They will do the shopping most of the time."),
        (dict(what="born", subj=Pronoun(JE, "f"), asked=False, where=("city", 1)),
         "Je suis née à Lyon.", "I was born in Lyon."),
        (dict(what="born", subj=Name("Paul", "m"), asked=False, where=("country", 16)),
         "Paul est né au Canada.", "Paul was born in Canada."),
        (dict(what="born", subj=Pronoun(ILS, "m"), asked=False, where=("month", 4)),
         "Ils sont nés en mai.", "They were born in May."),
        (dict(what="born", subj=Pronoun(TU, "f"), asked=True, where=None),
         "Où es-tu née?", "Where were you born?"),
        (dict(what="born", subj=Pronoun(IL, "m"), asked=True, where=None),
         "Où est-il né?", "Where was he born?"),
        (dict(what="distance", subj=_np("musée"), n=6, unit="km", about=False, here=False),
         "Le musée est à six kilomètres.", "The museum is six kilometres away."),
        (dict(what="distance", subj=None, n=100, unit="m", about=True, here=True),
         "C'est à environ cent mètres d'ici.", "It is about a hundred metres from here."),
        (dict(what="distance", subj=_np("gare"), n=1, unit="km", about=False, here=False),
         "La gare est à un kilomètre.", "The station is one kilometre away."),
        (dict(what="live", subj=Pronoun(ILS, "m"), where=0, city=0, tense="p"),
         "Ils habitent au bord de la mer.", "They live by the sea."),
        (dict(what="live", subj=Pronoun(JE, "m"), where=12, city=22, tense="i"),
         "J'habitais à l'est d'Athènes.", "I lived east of Athens."),
        (dict(what="live", subj=Name("Marie", "f"), where=3, city=0, tense="f"),
         "Marie habitera au centre-ville.", "Marie will live in the town centre."),
        (dict(what="nearest", np=_np("pharmacie"), found=False),
         "Où est la pharmacie la plus proche?", "Where is the nearest pharmacy?"),
        (dict(what="nearest", np=_np("musée"), found=True),
         "Où se trouve le musée le plus proche?", "Where is the nearest museum?"),
    ],
)  # fmt: skip
def test_moments(realise, args, fr, en):
    assert realise(_c("moments", **args)) == (fr, en)


@pytest.mark.parametrize(
    "args, fr, en",
    [
        (dict(what="best", subj=Name("Julie", "f"), poss=0, gender="f"),
         "Julie est ma meilleure amie.", "Julie is my best friend."),
        (dict(what="best", subj=None, poss=1, gender="m"),
         "Qui est ton meilleur ami?", "Who is your best friend?"),
        (dict(what="only", subj=Pronoun(JE, "m"), tense="p", neg=False),
         "Je suis fils unique.", "I am an only child."),
        (dict(what="only", subj=Pronoun(ELLE, "f"), tense="i", neg=True),
         "Elle n'était pas fille unique.", "She was not an only child."),
        (dict(what="school", subj=_np("tante", det=("poss", 0)), how="teacher", subject=0, tense="p"),
         "Ma tante est professeur de maths.", "My aunt is a maths teacher."),
        (dict(what="school", subj=Name("Hugo", "m"), how="teacher", subject=2, tense="i"),
         "Hugo était professeur d'anglais.", "Hugo was an English teacher."),
        (dict(what="school", subj=Name("Anne", "f"), how="teacher", subject=3, tense="p"),
         "Anne est professeur d'histoire.", "Anne is a history teacher."),
        (dict(what="school", subj=Pronoun(ELLE, "f"), how="good", subject=2, tense="p"),
         "Elle est bonne en anglais.", "She is good at English."),
        (dict(what="school", subj=Pronoun(NOUS, "m"), how="bad", subject=7, tense="i"),
         "Nous étions nuls en chimie.", "We were bad at chemistry."),
        (dict(what="look", subj=Pronoun(TU, "m"), adj=0, tense="p", neg=False),
         "Tu as l'air fatigué.", "You look tired."),
        (dict(what="look", subj=Pronoun(ELLE, "f"), adj=4, tense="i", neg=False),
         "Elle avait l'air inquiète.", "She looked worried."),
        (dict(what="look", subj=Pronoun(ILS, "m"), adj=1, tense="p", neg=True),
         "Ils n'ont pas l'air contents.", "They do not look happy."),
        (dict(what="interest", subj=Pronoun(JE, "m"), topic=0, tense="p", neg=False),
         "Je m'intéresse à la musique.", "I am interested in music."),
        (dict(what="interest", subj=Pronoun(NOUS, "f"), topic=7, tense="i", neg=True),
         "Nous ne nous intéressions pas aux voitures.", "We were not interested in cars."),
        (dict(what="interest", subj=Name("Léo", "m"), topic=5, tense="p", neg=False),
         "Léo s'intéresse au sport.", "Léo is interested in sport."),
        (dict(what="fun", subj=_np("enfant", "p"), where=0, tense="p"),
         "Les enfants s'amusent dans le jardin.", "The children have fun in the garden."),
        (dict(what="fun", subj=Pronoun(NOUS, "f"), where=3, tense="pc", end="!"),
         "Nous nous sommes amusées ensemble!", "We had fun together!"),
        (dict(what="fun", subj=Pronoun(ILS, "m"), where=2, tense="i"),
         "Ils s'amusaient à la plage.", "They were having fun on the beach."),
        (dict(what="so", subj=Pronoun(JE, "f"), so=True, weather=False, adj=1, tense="p", end="!"),
         "Je suis tellement contente!", "I am so happy!"),
        (dict(what="so", subj=None, so=False, weather=False, adj=0, tense="p"),
         "C'est plutôt facile.", "It is rather easy."),
        (dict(what="so", subj=None, so=True, weather=True, adj=0, tense="i"),
         "Il faisait tellement froid.", "It was so cold."),
        (dict(what="upstairs", subj=_np("enfant", "p"), up=True, tense="p"),
         "Les enfants sont en haut.", "The children are upstairs."),
        (dict(what="upstairs", subj=Pronoun(JE, "m"), up=False, tense="f"),
         "Je serai en bas.", "I will be downstairs."),
        (dict(what="none", subj=Pronoun(JE, "m"), noun=0, tense="p"),
         "Je n'ai aucune idée.", "I have no idea."),
        (dict(what="none", subj=Pronoun(ELLE, "f"), noun=3, tense="i"),
         "Elle n'avait aucune raison.", "She had no reason."),
        (dict(what="none", subj=None, noun=1, tense="p"),
         "Il n'y a aucun problème.", "There is no problem."),
        (dict(what="forgot", subj=Pronoun(JE, "m"), obj=0),
         "J'ai complètement oublié.", "I completely forgot."),
        (dict(what="forgot", subj=Pronoun(NOUS, "m"), obj=1),
         "Nous avons complètement oublié le rendez-vous.",
         "We completely forgot the appointment."),
        (dict(what="trust", subj=Pronoun(JE, "m"), who=1, neg=False),
         "Je te fais confiance.", "I trust you."),
        (dict(what="trust", subj=Pronoun(ILS, "m"), who=0, neg=True),
         "Ils ne me font pas confiance.", "They do not trust me."),
        (dict(what="trust", subj=Pronoun(VOUS, "m"), who=4, neg=False),
         "Vous nous faites confiance.", "You trust us."),
        (dict(what="especially", subj=Pronoun(JE, "m"), group=0, like=0, member=_noun("chat"), tense="p"),
         "J'aime les animaux, surtout les chats.", "I like animals, especially cats."),
        (dict(what="especially", subj=Pronoun(ELLE, "f"), group=2, like=1, member=_noun("cerise"), tense="p"),
         "Elle adore les fruits, surtout les cerises.", "She loves fruit, especially cherries."),
        (dict(what="opener", opener=0, clause=Clause(subj=_np("chien"), verb=_verb("aboyer"), tense="pc")),
         "Tout à coup, le chien a aboyé.", "Suddenly, the dog barked."),
        (dict(what="opener", opener=1, clause=Clause(subj=Pronoun(JE, "m"), verb=_verb("partir"), tense="f")),
         "De toute façon, je partirai.", "Anyway, I will leave."),
        (dict(what="fell", subj=_np("verre")),
         "Le verre est tombé par terre.", "The glass fell on the floor."),
        (dict(what="fell", subj=_np("assiette", "p")),
         "Les assiettes sont tombées par terre.", "The plates fell on the floor."),
    ],
)  # fmt: skip
def test_describe(realise, args, fr, en):
    assert realise(_c("describe", **args)) == (fr, en)


def test_new_verbs_in_five_tenses(realise):
    """falloir and valoir (the builders say four tenses; pyrealb the passé composé
    too), naître and s'intéresser à in five tenses in both languages."""
    from transformer_lib.data.daily import clause
    from transformer_lib.data.realiser import load_pyrealb

    pr = load_pyrealb()
    pr.loadFr()
    il = pr.Pro("je").pe(3).n("s").g("m")
    got = [pr.S(il, pr.VP(pr.V("falloir"), pr.V("partir").t("b"))).t(t).realize().strip()
           for t in ("p", "pc", "i", "f", "c")]  # fmt: skip
    assert got == ["Il faut partir.", "Il a fallu partir.", "Il fallait partir.",
                   "Il faudra partir.", "Il faudrait partir."]  # fmt: skip
    got = [pr.S(pr.Pro("je").pe(2).n("s").g("f"), pr.VP(pr.V("naître"))).t(t).realize().strip()
           for t in ("p", "pc", "i", "f", "c")]  # fmt: skip
    assert got == [
        "Tu nais.",
        "Tu es née.",
        "Tu naissais.",
        "Tu naîtras.",
        "Tu naîtrais.",
    ]
    vp_fr = pr.VP(pr.V("intéresser"), pr.Q("à l'art"))
    fr = [clause(pr, "fr", Pronoun(NOUS, "m"), vp_fr.clone() if hasattr(vp_fr, "clone") else
                 pr.VP(pr.V("intéresser"), pr.Q("à l'art")), t, refl=True)
          for t in ("p", "pc", "i", "f", "c")]  # fmt: skip
    assert fr == ["Nous nous intéressons à l'art", "Nous nous sommes intéressés à l'art",
                  "Nous nous intéressions à l'art", "Nous nous intéresserons à l'art",
                  "Nous nous intéresserions à l'art"]  # fmt: skip
    pr.loadEn()
    en = [clause(pr, "en", Pronoun(NOUS, "m"), pr.VP(pr.V("be"), pr.Q("interested in art")), t)
          for t in ("p", "pc", "i", "f", "c")]  # fmt: skip
    assert en == ["We are interested in art", "We were interested in art",
                  "We were interested in art", "We will be interested in art",
                  "We would be interested in art"]  # fmt: skip
    froze = [clause(pr, "en", None, pr.VP(pr.V("freeze")), t) for t in ("pc", "f", "c")]
    assert froze == ["It froze", "It will freeze", "It would freeze"]


def test_rentrer_takes_etre_where_pyrealb_says_avoir(realise):
    """pyrealb 3.3.1 conjugates rentrer with avoir without an object ("elles ont
    rentré"): the quand-clause of ``moments`` writes *elles sont rentrées*."""
    from transformer_lib.data.realiser import load_pyrealb

    pr = load_pyrealb()
    pr.loadFr()
    elles = pr.Pro("je").pe(3).n("p").g("f")
    old = pr.S(elles, pr.VP(pr.V("rentrer"))).t("pc").realize().strip()
    assert old == "Elles ont rentré."  # (the old way: wrong)
    args = dict(what="when", weather=2, subj=None, other=Pronoun(ELLES, "f"), event=1,
                first=False, action=0)  # fmt: skip
    assert realise(_c("moments", **args)) == (
        "Il gelait quand elles sont rentrées.",
        "It was freezing when they got home.",
    )


def test_kinds_are_drawn_and_clean(realise):
    kinds_v3._load_kinds()
    for kind in ("must", "daily", "moments", "describe", "plans", "reasons"):
        assert 0.05 <= kinds_v3.KINDS[kind][0] <= 0.3
        seen = {}
        for i in range(120):
            rng = random.Random(f"words3:{kind}:{i}")
            fr, en = realise(
                kinds_v3.KINDS[kind][1](rng, _Sampler(rng, lexicon_of(3), 3))
            )
            assert fr[-1] == en[-1] and fr[0].isupper() and en[0].isupper(), (fr, en)
            assert "[[" not in fr + en and "  " not in fr + en, (fr, en)
            assert " de A" not in fr and " de E" not in fr, fr
            assert seen.setdefault(fr, en) == en, (fr, en, seen[fr])


@pytest.mark.parametrize(
    "args, fr, en",
    [
        (dict(what="plan", subj=Pronoun(JE, "m"), plan=0, asked=False, inverted=False,
              language=3, city=0, plural_you=False, when=0),
         "L'année prochaine, j'apprendrai l'espagnol.", "Next year, I will learn Spanish."),
        (dict(what="plan", subj=Pronoun(TU, "m"), plan=3, asked=True, inverted=False,
              language=0, city=0, plural_you=False, when=None),
         "Quand est-ce que tu reviendras?", "When will you come back?"),
        (dict(what="plan", subj=Pronoun(TU, "f"), plan=3, asked=True, inverted=True,
              language=0, city=0, plural_you=False, when=None),
         "Quand reviendras-tu?", "When will you come back?"),
        (dict(what="plan", subj=Pronoun(VOUS, "m"), plan=2, asked=False, inverted=False,
              language=0, city=0, plural_you=False, when=None),
         "Vous verrez la tour Eiffel.", "You will see the Eiffel Tower."),
        (dict(what="plan", subj=Pronoun(JE, "f"), plan=8, asked=False, inverted=False,
              language=0, city=0, plural_you=False, when=None),
         "Je t'enverrai une carte postale.", "I will send you a postcard."),
        (dict(what="plan", subj=Pronoun(ELLE, "f"), plan=8, asked=False, inverted=False,
              language=0, city=0, plural_you=True, when=4, end="!"),
         "Cet été, elle vous enverra une carte postale!",
         "This summer, she will send you a postcard!"),
        (dict(what="in_place", vous=False, transport=0, clause=None),
         "À ta place, je prendrais le train.", "If I were you, I would take the train."),
        (dict(what="in_place", vous=True, transport=None,
              clause=Clause(subj=Pronoun(JE, "m"), verb=_verb("vendre"), tense="c",
                            obj=_np("voiture", det=("poss", 0)))),
         "À votre place, je vendrais ma voiture.", "If I were you, I would sell my car."),
        (dict(what="pity", what_=("pity", 0), would=True),
         "Ce serait dommage de partir si tôt.", "It would be a pity to leave so early."),
        (dict(what="pity", what_=("pity", 8), would=False),
         "C'est dommage de ne pas venir.", "It is a shame not to come."),
        (dict(what="pity", what_=("clause", _clause_of("partir")), would=False),
         "C'est dommage de partir.", "It is a shame to leave."),
        (dict(what="pity", what_=("clause", _clause_of("vendre", _np("maison"))), would=True),
         "Ce serait dommage de vendre la maison.", "It would be a pity to sell the house."),
        (dict(what="pity", what_=("clause", _clause_of("attendre")), would=False, end="!"),
         "C'est dommage d'attendre!", "It is a shame to wait!"),
        (dict(what="whose", np=_np("livre", det=("dem",)), owner=Name("Paul", "m")),
         "Ce livre est celui de Paul.", "This book is Paul's."),
        (dict(what="whose", np=_np("chaussure", "p", ("dem",)),
              owner=_np("soeur", det=("poss", 0))),
         "Ces chaussures sont celles de ma sœur.", "These shoes are my sister's."),
        (dict(what="whose", np=_np("voiture", det=("dem",)), owner=Name("Alice", "f")),
         "Cette voiture est celle d'Alice.", "This car is Alice's."),
        (dict(what="pick", pick=0, gender="m", number="s", near=True),
         "Je préfère celui-ci.", "I prefer this one."),
        (dict(what="pick", pick=1, gender="f", number="s", near=False),
         "Je voudrais celle-là.", "I would like that one."),
        (dict(what="pick", pick=2, gender="m", number="p", near=True),
         "Je prends ceux-ci.", "I will take these."),
    ],
)  # fmt: skip
def test_plans(realise, args, fr, en):
    assert realise(_c("plans", **args)) == (fr, en)


@pytest.mark.parametrize(
    "args, fr, en",
    [
        (dict(what="so", cause=0, result=0, gender="m"),
         "Il pleut, donc je prendrai un parapluie.",
         "It is raining, so I will take an umbrella."),
        (dict(what="so", cause=3, result=4, gender="f", end="!"),
         "Je suis fatiguée, donc je me coucherai tôt!", "I am tired, so I will go to bed early!"),
        (dict(what="otherwise", order=0, then=0, vous=False),
         "Dépêche-toi, sinon tu seras en retard.", "Hurry up, otherwise you will be late."),
        (dict(what="otherwise", order=1, then=2, vous=True),
         "Mettez votre manteau, sinon vous aurez froid.",
         "Put on your coat, otherwise you will be cold."),
        (dict(what="cela", phrase=0), "Cela dépend.", "It depends."),
        (dict(what="cela", phrase=2), "Cela suffit!", "That is enough!"),
        (dict(what="just", phrase=0), "J'ai juste une question.", "I just have a question."),
        (dict(what="each", subj=Pronoun(ILS, "m"), noun=_noun("vélo")),
         "Ils ont chacun un vélo.", "They each have a bike."),
        (dict(what="each", subj=Pronoun(ELLES, "f"), noun=_noun("chambre")),
         "Elles ont chacune une chambre.", "They each have a bedroom."),
        (dict(what="each", subj=Pronoun(NOUS, "m"), noun=_noun("ordinateur")),
         "Nous avons chacun un ordinateur.", "We each have a computer."),
        (dict(what="around", things=0, place=0),
         "Il y a des arbres autour de la maison.", "There are trees around the house."),
        (dict(what="around", things=1, place=1, end="!"),
         "Il y a des fleurs autour du lac!", "There are flowers around the lake!"),
        (dict(what="rooms", home=0, room=0, n=2),
         "La maison a deux salles de bains.", "The house has two bathrooms."),
        (dict(what="rooms", home=3, room=0, n=1),
         "Mon appartement a une salle de bains.", "My flat has a bathroom."),
        (dict(what="rooms", home=1, room=1, n=3),
         "L'appartement a trois chambres.", "The flat has three bedrooms."),
        (dict(what="favourite", noun=0, vous=False),
         "Quelle est ta saison préférée?", "What is your favourite season?"),
        (dict(what="favourite", noun=5, vous=True),
         "Quel est votre jour préféré?", "What is your favourite day?"),
        (dict(what="favourite", noun=1, vous=True),
         "Quelle est votre langue préférée?", "What is your favourite language?"),
        (dict(what="which", vehicle=0, to=0),
         "Quel bus va au centre-ville?", "Which bus goes to the town centre?"),
        (dict(what="which", vehicle=1, to=2),
         "Quel train va à l'aéroport?", "Which train goes to the airport?"),
    ],
)  # fmt: skip
def test_reasons(realise, args, fr, en):
    assert realise(_c("reasons", **args)) == (fr, en)


@pytest.mark.parametrize(
    "order, vous, fr, en",
    [
        (18, False, "Arrête-toi au feu rouge.", "Stop at the red light."),
        (19, True, "Tournez à gauche au feu.", "Turn left at the lights."),
        (21, True, "Laissez-moi en paix.", "Leave me alone."),
        (22, False, "Ne regarde pas en arrière.", "Do not look back."),
        (11, False, "Rentre directement à la maison.", "Come straight home."),
        (16, True, "Venez en haut.", "Come upstairs."),
        (17, False, "Attends en bas.", "Wait downstairs."),
    ],
)
def test_more_orders(realise, order, vous, fr, en):
    args = dict(what="order", order=order, vous=vous, polite=None)
    assert realise(_c("daily", **args)) == (fr, en)
