"""A kind of sentence of version 3: the short everyday orders and requests, ``order``.

The clause grammar says long imperatives of any verb (*Jouons de cette clarinette près
de votre trottoir !*); this kind says the short ones a beginner hears and types, to *tu*,
*vous* and (where it fits) *nous*, affirmative or negative, the affirmative to *tu* or
*vous* maybe with *s'il te plaît* / *s'il vous plaît* (English *, please* at the end),
ending in '!' or '.' as every imperative of the corpus:

- ``me``: a verb and *me* / *us* (:data:`ME_VERBS`): *Attends-moi !* / *Wait for me!*,
  *Écoutez-nous.* / *Listen to us.*, *Appelle-moi ce soir.* / *Call me this evening.*,
  *Ne me regarde pas !* / *Don't look at me!*, *Excusez-moi.* / *Excuse me.*;
- ``give``: a verb of giving, *me* / *us* and a thing (:data:`GIVE_VERBS`): *Donne-moi
  le livre.* / *Give me the book.*, the thing a pronoun: *Donne-le-moi !* / *Give it to
  me!*, *Ne me la montre pas.* / *Don't show it to me.*;
- ``it``: a verb of things and *le, la, les* (English *it*, *them*) or *ça* (*that*)
  (:data:`IT_VERBS`): *Prends-le.* / *Take it.*, *Ne le touche pas !* / *Don't touch
  it!*, *Mangeons-les.* / *Let's eat them.*, *Ne touche pas à ça !* / *Don't touch
  that!*;
- ``do``: a verb and an everyday thing of the house, the classroom or the street
  (:data:`DO_VERBS`), with *le* or a possessive that agrees with the person (*ton,
  ta, tes* / *votre, vos* / *notre, nos*, English *your* / *our*): *Ferme la porte,
  s'il te plaît.* / *Close the door, please.*, *Éteins la lumière.* / *Switch off the
  light.*, *Mets ton manteau.* / *Put on your coat.* (the particle before the object,
  as the clause grammar writes it), *N'oubliez pas vos clés !* / *Don't forget your
  keys!*; a part of the body takes *le* in French and *your* in English (*Ferme les
  yeux.* / *Close your eyes.*);
- ``go``: *aller* and *venir* to a place of :data:`.locations.PLACES` (*Allons au
  cinéma !* / *Let's go to the cinema!*, *Va au lit.* / *Go to bed.*, *Viens à la
  maison.* / *Come home.*);
- ``say``: the orders of :data:`SAYINGS`, a verb and what goes with it (*Viens ici.* /
  *Come here.*, *Fais tes devoirs.* / *Do your homework.*, *Fais attention !* / *Be
  careful!*, *Tais-toi !* / *Be quiet!*, *Allons-y !* / *Let's go!*, *Ne partons pas
  encore.* / *Let's not leave yet.*, *Laisse-moi essayer.* / *Let me try.*).

English: *let's* and *let's not* for *nous*, *Don't* before a negative order (the one
contraction of the corpus). The reflexive orders of :mod:`.reflexive_verbs` (*Asseyez-
vous*, *Dépêche-toi*) and :mod:`.body` (*Lave-toi les mains*) are theirs, not repeated
here.
"""

from __future__ import annotations

import random

from .kind_parts import Construction, builder, lemmas_of
from .kinds_v3 import register
from .lexicon_v3 import NOUNS, VERBS
from .locations import PLACES

__all__ = ["ME_VERBS", "GIVE_VERBS", "IT_VERBS", "DO_VERBS", "SAYINGS", "order"]

# the people ordered: tu, nous, vous (indexes of lexicon.PRONOUNS)
TU, NOUS, VOUS = 1, 4, 5
_PERSON = {TU: (2, "s"), NOUS: (1, "p"), VOUS: (2, "p")}

# verb: (English with {} for the pronoun, said in the negative too?, a French word after
# the pronoun and its English)
ME_VERBS: dict[str, tuple[str, bool, tuple[str, str] | None]] = {
    "attendre": ("wait for {}", True, None),
    "aider": ("help {}", False, None),
    "écouter": ("listen to {}", False, None),
    "regarder": ("look at {}", True, None),
    "suivre": ("follow {}", True, None),
    "appeler": ("call {}", True, None),
    "excuser": ("excuse {}", False, None),
    "croire": ("believe {}", False, None),
    "oublier": ("forget {}", True, None),
    "réveiller": ("wake {} up", True, None),
    "dire": ("tell {}", False, None),
    "laisser": ("leave {} alone", False, ("tranquille", "")),
}
# what may follow some of them: (French, English)
_ME_AFTER = {
    "appeler": (("ce soir", "this evening"), ("demain", "tomorrow")),
    "attendre": (("ici", "here"),),
    "réveiller": (("demain", "tomorrow"),),
    "dire": (("la vérité", "the truth"), ("pourquoi", "why")),
}
_NOT_TOLD = frozenset({"oublier"})  # (said in the negative only: ne m'oublie pas)

# verbs of giving (English verb; the things given are _THINGS)
GIVE_VERBS = {
    "donner": "give",
    "montrer": "show",
    "passer": "pass",
    "apporter": "bring",
    "prêter": "lend",
}

# verbs of things: (English with {} for the object, takes ça?, said in the negative?)
IT_VERBS: dict[str, tuple[str, bool, bool]] = {
    "prendre": ("take {}", True, True),
    "manger": ("eat {}", True, True),
    "boire": ("drink {}", True, True),
    "ouvrir": ("open {}", False, True),
    "fermer": ("close {}", False, False),
    "lire": ("read {}", True, False),
    "toucher": ("touch {}", True, True),
    "acheter": ("buy {}", True, True),
    "essayer": ("try {}", True, False),
    "goûter": ("taste {}", True, False),
    "garder": ("keep {}", True, False),
    "jeter": ("throw {} away", False, True),
    "regarder": ("look at {}", True, False),
    "écouter": ("listen to {}", True, False),
}

# verbs of people too, whose le, la, les the kind "clitic" says him, her, them: here
# with ça only (Regarde ça ! / Look at that!)
_PEOPLE_TOO = frozenset({"regarder", "écouter"})

# verb: (English verb and particle, nouns ("noun:p" for a plural), determiners: "def",
# "poss" (ton / votre / notre) or "body" (French le, English your), "+" affirmative,
# "-" negative, "n" said to nous too (with nous, a possessive thing is plural: Mettons
# nos manteaux / Let's put on our coats)
DO_VERBS: dict[str, tuple[str, str, str, str]] = {
    "fermer": ("close", "porte fenêtre livre:sp cahier:sp valise sac", "def poss", "+-n"),
    "ouvrir": ("open", "porte fenêtre livre:sp cahier:sp valise sac bouteille", "def poss", "+-n"),
    "allumer": ("switch on", "lumière télé radio ordinateur", "def", "+-n"),
    "éteindre": ("switch off", "lumière télé radio ordinateur téléphone", "def poss", "+-n"),
    "ranger": ("tidy", "chambre cuisine", "poss def", "+n"),
    "mettre": ("put on", "manteau chapeau veste pull écharpe gant:p chaussure:p", "poss", "+n"),
    "prendre": ("take", "parapluie sac clé:p manteau passeport billet:sp téléphone", "poss", "+-n"),
    "oublier": ("forget", "parapluie sac clé:p passeport billet:sp téléphone livre cahier", "poss", "-n"),
    "écrire": ("write", "nom adresse", "poss", "+n"),
    "lire": ("read", "question phrase page livre", "def", "+n"),
    "répéter": ("repeat", "question phrase mot:sp", "def", "+n"),
    "manger": ("eat", "soupe légume:p pomme", "poss", "+-"),
    "boire": ("drink", "lait eau", "poss", "+"),
    "laver": ("wash", "voiture vélo", "poss def", "+n"),
    "fermer_body": ("close", "oeil:p bouche", "body", "+"),
    "ouvrir_body": ("open", "oeil:p bouche", "body", "+"),
}  # fmt: skip

# (French verb, French after it ({p}: the possessive of a plural), English, persons
# ("t" tu, "n" nous, "v" vous), "+" affirmative, "-" negative; negative French after it)
SAYINGS: tuple[tuple[str, str, str, str, str, str], ...] = (
    ("venir", "ici", "come here", "tv", "+", ""),
    ("venir", "voir", "come and see", "tv", "+", ""),
    ("venir", "avec moi", "come with me", "tv", "+", ""),
    ("venir", "avec nous", "come with us", "tv", "+", ""),
    ("venir", "vite", "come quickly", "tv", "+", ""),
    ("entrer", "", "come in", "tv", "+-", ""),
    ("faire", "{p} devoirs", "do {e} homework", "tvn", "+", ""),
    ("faire", "attention", "be careful", "tvn", "+", ""),
    ("faire", "du bruit", "make any noise", "tvn", "-", "de bruit"),
    ("taire", "", "be quiet", "tvn", "+", ""),
    ("calmer", "", "calm down", "tv", "+", ""),
    ("répéter", "", "repeat", "tv", "+", ""),
    ("répéter", "après moi", "repeat after me", "tv", "+", ""),
    ("attendre", "", "wait", "tv", "+", ""),
    ("attendre", "ici", "wait here", "tv", "+", ""),
    ("écouter", "", "listen", "tv", "+", ""),
    ("regarder", "", "look", "tv", "+", ""),
    ("aller", "dormir", "go to sleep", "tvn", "+", ""),
    ("aller", "y", "go", "n", "+", ""),
    ("partir", "", "leave", "tvn", "+-", ""),
    ("partir", "maintenant", "leave now", "tvn", "+", ""),
    ("partir", "encore", "leave yet", "tvn", "-", "encore"),
    ("commencer", "", "start", "tvn", "+-", ""),
    ("commencer", "maintenant", "start now", "tvn", "+", ""),
    ("manger", "", "eat", "tvn", "+", ""),
    ("manger", "encore", "eat yet", "tvn", "-", "encore"),
    ("jouer", "", "play", "tvn", "+", ""),
    ("danser", "", "dance", "tvn", "+", ""),
    ("chanter", "", "sing", "tvn", "+", ""),
    ("courir", "", "run", "tvn", "+-", ""),
    ("rentrer", "", "go home", "tvn", "+", ""),
    ("travailler", "", "work", "n", "+", ""),
    ("arrêter", "", "stop", "tv", "+", ""),
    ("arrêter", "ça", "stop that", "tv", "+", ""),
    ("laisser", "-moi essayer", "let me try", "tv", "+", ""),
    ("laisser", "-moi voir", "let me see", "tv", "+", ""),
    ("laisser", "-moi dormir", "let me sleep", "tv", "+", ""),
    ("laisser", "-moi partir", "let me go", "tv", "+", ""),
    ("laisser", "-moi réfléchir", "let me think", "tv", "+", ""),
    ("laisser", "-moi {o}aider", "let me help you", "tv", "+", ""),
)
# the French forms pyrealb does not write for these (taire is written by hand: tais-toi)
_REFLEXIVE = frozenset({"taire", "calmer"})

# the things of ``give`` (French nouns; "noun:p" for a plural)
_THINGS = (
    "livre cahier stylo clé:p sel photo téléphone billet sac parapluie verre".split()
)
_MASS = frozenset({"sel"})  # (le sel, not ton sel)
# the things of the house one does not call one's own (la porte, not ta porte)
_NOT_OWNED = frozenset({"porte", "fenêtre", "bouteille"})
_ME_PLACES = "école maison travail lit parc cinéma plage piscine marché gare bibliothèque magasin"
_GO_PLACES = tuple(p for p in _ME_PLACES.split() if p in PLACES)


def _noun(fr: str):
    return next(n for n in NOUNS if n.fr == fr)


def _verb_lemmas(*verbs: str) -> tuple[str, ...]:
    """The verbs of the lexicon among ``verbs`` (taire, calmer, excuser are not)."""
    known = {v.fr for v in VERBS}
    return tuple(v for v in verbs if v in known)


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _elide(word: str, after: str) -> str:
    """me, te, le, la, ne before a vowel: m'attends, l'ouvre, n'oublie."""
    if word in ("me", "te", "le", "la", "ne", "de") and after[:1] in "aeéèêiîoôuh":
        return word[0] + "'" + after
    return f"{word} {after}"


def _form(pr, verb: str, who: int) -> str:
    """The imperative of ``verb`` for tu, nous or vous."""
    pe, n = _PERSON[who]
    return pr.V(verb).t("ip").pe(pe).n(n).realize().strip()


def _ending(lang: str, who: int, please: bool, end: str) -> str:
    if not please:
        return end
    if lang == "en":
        return ", please" + end
    return (", s'il te plaît" if who == TU else ", s'il vous plaît") + end


def _en_order(words: str, who: int, neg: bool, please: bool, end: str) -> str:
    lead = (
        ("let's not " if neg else "let's ") if who == NOUS else "don't " if neg else ""
    )
    return _cap(lead + words) + _ending("en", who, please, end)


def _fr_order(head: str, neg_head: str, rest: str, who, neg, please, end) -> str:
    """``head`` + rest (affirmative) or ne + ``neg_head`` + pas + rest."""
    text = _elide("ne", neg_head) + " pas" if neg else head
    return _cap(text + (" " + rest if rest else "")) + _ending("fr", who, please, end)


def _np(pr, lang: str, noun: str, number: str, det: str, who: int) -> str:
    """le livre / the book; ton manteau, vos clés / your coat, your keys; les yeux /
    your eyes (det "body")."""
    n = _noun(noun)
    if lang == "en":
        word = pr.N(n.en).n(number).realize().strip()
        owner = "our" if who == NOUS else "your"
        return f"{owner if det in ('poss', 'body') else 'the'} {word}"
    if det == "poss":  # ton, ta, tes; votre, vos; notre, nos (ton écharpe)
        word = pr.N(noun).g(n.gender).n(number).realize().strip()
        if number == "p":
            return {TU: "tes", NOUS: "nos", VOUS: "vos"}[who] + " " + word
        if who == TU:
            feminine = n.gender == "f" and word[:1] not in "aeéèêiîoôuh"
            return ("ta " if feminine else "ton ") + word
        return ("notre " if who == NOUS else "votre ") + word
    d = pr.D("le")
    return pr.NP(d, pr.N(noun).g(n.gender)).n(number).realize().strip()


def _pronoun(lang: str, obj: str) -> str:
    """The object pronoun: "moi" / "nous" (me, us); "m", "f", "p" (le, la, les: it,
    them); "ça" (that)."""
    if lang == "en":
        return {
            "moi": "me",
            "nous": "us",
            "m": "it",
            "f": "it",
            "p": "them",
            "ça": "that",
        }[obj]
    return {"m": "le", "f": "la", "p": "les"}.get(obj, obj)


@builder("order")
def _order(
    pr, lang, form, verb, who, neg, please, end, obj=None, thing=None, extra=None
):
    fr = lang == "fr"
    if form == "me":
        en, _, tail = ME_VERBS[verb]
        after = extra[0 if fr else 1] if extra else ""
        if fr:
            v = _form(pr, verb, who)
            pro = "me" if obj == "moi" else "nous"
            if tail:  # laisse-moi tranquille, laissez-nous tranquilles
                after = tail[0] + ("s" if obj == "nous" else "")
            return _fr_order(f"{v}-{obj}", _elide(pro, v), after, who, neg, please, end)
        return _en_order(
            en.format(_pronoun("en", obj)) + (" " + after if after else ""),
            who,
            neg,
            please,
            end,
        )
    if form == "give":
        noun, number, det = thing
        if fr:
            v = _form(pr, verb, who)
            pro = "me" if obj == "moi" else "nous"
            if det == "pro":  # donne-le-moi, ne me le donne pas
                it = {"m": "le", "f": "la", "p": "les"}[number]
                return _fr_order(
                    f"{v}-{it}-{obj}",
                    f"{pro} {_elide(it, v)}",
                    "",
                    who,
                    neg,
                    please,
                    end,
                )
            np = _np(pr, lang, noun, number, det, who)
            return _fr_order(f"{v}-{obj}", _elide(pro, v), np, who, neg, please, end)
        en = GIVE_VERBS[verb]
        if det == "pro":
            words = f"{en} {_pronoun('en', number)} to {_pronoun('en', obj)}"
        else:
            words = (
                f"{en} {_pronoun('en', obj)} {_np(pr, lang, noun, number, det, who)}"
            )
        return _en_order(words, who, neg, please, end)
    if form == "it":
        if fr:
            v = _form(pr, verb, who)
            if obj == "ça":
                ca = "à ça" if verb == "toucher" and neg else "ça"  # ne touche pas à ça
                return _fr_order(v, v, ca, who, neg, please, end)
            it = _pronoun("fr", obj)
            return _fr_order(f"{v}-{it}", _elide(it, v), "", who, neg, please, end)
        return _en_order(
            IT_VERBS[verb][0].format(_pronoun("en", obj)), who, neg, please, end
        )
    if form == "do":
        en, _, _, _ = DO_VERBS[verb]  # (Range ta chambre. / Tidy your room.)
        noun, number, det = thing
        np = _np(pr, lang, noun, number, det, who).replace("r bedroom", "r room")
        if fr:
            v = _form(pr, verb.split("_")[0], who)
            return _fr_order(v, v, np, who, neg, please, end)
        return _en_order(f"{en} {np}", who, neg, please, end)
    if form == "go":
        place = PLACES[obj][1]
        if fr:
            v = _form(pr, verb, who)
            n = _noun(obj)
            to = (
                pr.PP(pr.P("à"), pr.NP(pr.D("le"), pr.N(obj).g(n.gender)))
                .realize()
                .strip()
            )
            return _fr_order(v, v, to, who, neg, please, end)
        return _en_order(
            f"{'go' if verb == 'aller' else 'come'} {place}", who, neg, please, end
        )
    # form == "say"
    v_fr, rest, en, _, _, neg_rest = SAYINGS[verb]
    if not fr:
        owner = "our" if who == NOUS else "your"
        return _en_order(en.format(e=owner), who, neg, please, end)
    pe, n = _PERSON[who]
    if rest == "y":  # allons-y
        return _fr_order(f"{_form(pr, v_fr, who)}-y", "", "", who, neg, please, end)
    owners = {TU: "tes", NOUS: "nos", VOUS: "vos"}[who]
    you = "t'" if who == TU else "vous "  # laisse-moi t'aider, laissez-moi vous aider
    rest = (neg_rest if neg else rest).format(p=owners, o=you)
    if v_fr in _REFLEXIVE:
        v = _form(pr, v_fr, who)
        pro = {TU: "toi", NOUS: "nous", VOUS: "vous"}[who]
        return _fr_order(f"{v}-{pro}", "", rest, who, neg, please, end)
    v = _form(pr, v_fr, who)
    if rest.startswith("-"):  # laisse-moi essayer
        return _fr_order(v + rest, "", "", who, neg, please, end)
    return _fr_order(v, v, rest, who, neg, please, end)


def _draw_who(rng: random.Random, nous: bool = True) -> int:
    return rng.choice((TU, TU, VOUS, VOUS, NOUS) if nous else (TU, VOUS))


def _draw_noun(rng: random.Random, nouns: str) -> tuple[str, str]:
    word, _, numbers = rng.choice(nouns.split()).partition(":")
    return word, rng.choice(numbers or "s")


@register("order", 0.32)  # (0.25, 0.29 until the 9th widening: its share kept)
def order(rng: random.Random, sampler):
    x = rng.random()
    please = rng.random() < 0.25
    end = rng.choice("!.")
    if x < 0.22:
        verb = rng.choice(sorted(ME_VERBS))
        who = _draw_who(rng, nous=False)
        obj = rng.choice(("moi", "moi", "nous"))
        told = ME_VERBS[verb][1]
        neg = verb in _NOT_TOLD or (told and rng.random() < 0.25)
        extra = None
        if verb in _ME_AFTER and rng.random() < 0.5:
            extra = rng.choice(_ME_AFTER[verb])
        args = {"form": "me", "verb": verb, "who": who, "obj": obj, "extra": extra}
        lemmas = lemmas_of(verbs=_verb_lemmas(verb))
    elif x < 0.36:
        verb = rng.choice(sorted(GIVE_VERBS))
        who = _draw_who(rng, nous=False)
        obj = rng.choice(("moi", "moi", "nous"))
        noun, number = _draw_noun(rng, " ".join(_THINGS))
        neg = rng.random() < 0.15
        if rng.random() < 0.35:  # donne-le-moi
            thing = (noun, "p" if number == "p" else _noun(noun).gender, "pro")
        else:
            det = "def" if noun in _MASS else rng.choice(("def", "def", "poss"))
            thing = (noun, number, det)
        args = {"form": "give", "verb": verb, "who": who, "obj": obj, "thing": thing}
        lemmas = lemmas_of(verbs=_verb_lemmas(verb))
        if thing[2] != "pro":  # (donne-le-moi names no noun)
            lemmas["noun"].add(noun)
    elif x < 0.5:
        verb = rng.choice(sorted(IT_VERBS))
        _, ca, told = IT_VERBS[verb]
        who = _draw_who(rng)
        obj = rng.choice(("m", "f", "p", "ça") if ca else ("m", "f", "p"))
        if verb in _PEOPLE_TOO:  # (regarde-le is "look at him": pronouns.py)
            obj = "ça"
        neg = told and rng.random() < 0.3
        args = {"form": "it", "verb": verb, "who": who, "obj": obj}
        lemmas = lemmas_of(verbs=_verb_lemmas(verb))
    elif x < 0.75:
        verb = rng.choice(sorted(DO_VERBS))
        _, nouns, dets, signs = DO_VERBS[verb]
        who = _draw_who(rng, nous="n" in signs)
        noun, number = _draw_noun(rng, nouns)
        det = rng.choice(dets.split())
        if noun in _NOT_OWNED:  # la porte, not ta porte
            det = "def"
        if who == NOUS and det == "poss":  # nos manteaux, notre chambre
            number = "s" if verb in ("ranger", "laver") else "p"
        thing = (noun, number, det)
        neg = "-" in signs and ("+" not in signs or rng.random() < 0.15)
        args = {"form": "do", "verb": verb, "who": who, "thing": thing}
        lemmas = lemmas_of(verbs=_verb_lemmas(verb.split("_")[0]))
        lemmas["noun"].add(noun)
    elif x < 0.85:
        verb = rng.choice(("aller", "aller", "venir"))
        who = _draw_who(rng, nous=verb == "aller")
        obj = rng.choice(_GO_PLACES)
        neg = rng.random() < 0.15
        args = {"form": "go", "verb": verb, "who": who, "obj": obj}
        lemmas = lemmas_of(verbs=(verb,))
        lemmas["noun"].add(obj)
    else:
        i = rng.randrange(len(SAYINGS))
        v_fr, _, _, persons, signs, _ = SAYINGS[i]
        who = rng.choice(
            [w for w, p in ((TU, "t"), (NOUS, "n"), (VOUS, "v")) if p in persons]
        )
        neg = "-" in signs and ("+" not in signs or rng.random() < 0.3)
        args = {"form": "say", "verb": i, "who": who}
        lemmas = lemmas_of(verbs=_verb_lemmas(v_fr))
    args.update(neg=neg, please=please and not neg and who != NOUS, end=end)
    return Construction("order", args, lemmas)
