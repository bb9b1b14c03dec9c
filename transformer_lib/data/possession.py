"""The possessive *de* of corpus version 3: *le vélo de mon frère* / *my brother's bike*.

The kind ``possessive_de`` puts a noun phrase with an owner, *X de Y*, in a short
sentence: the subject of *être* + an adjective (*Les grands-parents de Paul sont vieux.* /
*Paul's grandparents are old.*), the subject of another verb (*Le chien de Paul
aboie.* / *Paul's dog barks.*), the object of a clause (*J'ai lavé la voiture de mes
parents.* / *I washed my parents' car.*), after *C'est* / *Ce sont* (*It is* / *They
are*) or in *Où est ...?* / *Where is ...?*.

English conventions, one for each structure:

- a person who owns (a first name or a noun phrase of a person) takes the English
  genitive, which replaces the owned thing's article: *Paul's grandparents*, *my
  brother's bike*, *the neighbour's dog*; after a plural in *-s* the apostrophe alone
  (*my parents' car*), else *'s* (*the children's toys*, *Thomas's sister*);
- a thing that has a part (:data:`PARTS`) takes *of*: *la porte de la maison* / *the
  door of the house*, *la fin du film* / *the end of the film*;
- *la femme de* and *la fille de* someone are his or her *wife* and *daughter*.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from .kind_parts import lemmas_of
from .kinds_v3 import register
from .linking import _R
from .names import PEOPLE
from .relative_frames import _GRADED, EN_RELATION, cest, main_tree
from .relatives import ONLY_ONE, _bare, _direct, _plain_verbs, _subject
from .sampler import _COPULA, _fits, adjectives_for, handsome
from .structures import Clause, Name, NounPhrase

__all__ = ["Possession", "OWNED", "OWNERS", "PARTS", "EN_OWNED", "genitive"]

# what people own: their family and friends, their animals and things
OWNED = tuple(
    (
        "père mère frère soeur oncle tante fils fille cousin grand-père grand-mère "
        "grand-parent parent mari femme ami voisin enfant neveu nièce chien chat "
        "voiture vélo maison chambre livre sac téléphone ordinateur stylo jouet "
        "appartement moto cahier jardin robe chapeau manteau lit photo cadeau clé "
        "valise parapluie lunettes chaussure"
    ).split()
)
# the people who own them (with a first name of names.PEOPLE)
OWNERS = tuple(
    (
        "père mère frère soeur oncle tante fils cousin grand-père grand-mère "
        "grand-parent parent ami voisin enfant professeur médecin boulanger facteur "
        "directeur patron collègue"  # (not fille, femme, mari: ma fille is my daughter, not my girl)
    ).split()
)
# the English of an owned noun after a genitive (la femme de Paul / Paul's wife)
EN_OWNED = EN_RELATION
# a part and the things it is part of: la porte de la maison / the door of the house
PARTS: dict[str, tuple[str, ...]] = {
    "porte": tuple("maison voiture chambre école appartement magasin garage".split()),
    "fenêtre": tuple("maison chambre voiture cuisine salon école".split()),
    "toit": tuple("maison école église voiture".split()),
    "jardin": tuple("maison école hôtel".split()),
    "mur": tuple("chambre cuisine maison jardin".split()),
    "couleur": tuple("voiture vélo robe maison chapeau".split()),
    "prix": tuple("voiture vélo livre maison robe".split()),
    "fin": tuple("film histoire match chanson livre".split()),
    "début": tuple("film histoire match chanson livre".split()),
    "centre": tuple("ville village".split()),
    "page": tuple("livre cahier".split()),
    "nom": tuple("rue restaurant hôtel ville village magasin".split()),
}


def genitive(pr, owner) -> str:
    """The English genitive of an owner: *Paul's*, *my brother's*, *my parents'*."""
    text = _R("en").np(pr, owner).realize().strip()
    plural = isinstance(owner, NounPhrase) and owner.number == "p"
    return text + ("'" if plural and text.endswith("s") else "'s")


@dataclass
class Possession:
    """``head`` (a noun phrase with *le*) owned by ``owner`` (a Name or a noun phrase),
    in a frame: "cest" (*C'est* ...), "where" (*Où est* ...?) or any other (its name
    says how it was drawn: "be", "object", "does"), where ``head`` is the subject or the
    object of ``main``."""

    frame: str
    head: NounPhrase
    owner: object
    main: Clause | None = None
    lemmas: dict = field(default_factory=dict)
    very: bool = False  # très / very before the main clause's adjective
    past: bool = False  # C'était ... / It was ...

    def realise_in(self, pr, lang: str) -> str:
        fr = lang == "fr"
        person = isinstance(self.owner, Name) or "person" in self.owner.noun.tags

        def wrap(pr, tree):
            if fr:
                return tree.add(pr.PP(pr.P("de"), _R(lang).np(pr, self.owner)))
            if not person:
                return tree.add(pr.PP(pr.P("of"), _R(lang).np(pr, self.owner)))
            noun = EN_OWNED.get(self.head.noun.fr, self.head.noun.en)
            noun = pr.NP(pr.N(noun)).n(self.head.number).realize().strip()
            adj = self.head.pre or self.head.post  # (one at most)
            if adj is not None:  # my father's new car
                noun = f"{handsome(adj, self.head).en} {noun}"
            # (one quoted word: pyrealb joins "parents' car" as "parents'car")
            text = f"{genitive(pr, self.owner)} {noun}"
            return pr.NP(pr.Q(text)).n(self.head.number)

        r = _R(lang, {id(self.head): wrap})
        if self.main is not None:
            return main_tree(pr, r, self.main, self.very).realize().strip()
        np = r.np(pr, self.head).realize().strip()
        plural = self.head.number == "p"
        if self.frame == "where":
            verb = ("sont" if plural else "est") if fr else "are" if plural else "is"
            return f"{'Où' if fr else 'Where'} {verb} {np}?"
        return f"{cest(fr, plural, self.past, self.head)} {np}."


def _noun(lex, fr: str):
    return next((n for n in lex.NOUNS if n.fr == fr), None)


def _np(rng: random.Random, noun, dets, plural=0.3) -> NounPhrase:
    number = "p" if rng.random() < plural else "s"
    if "mass" in noun.tags or "unique" in noun.tags:
        number = "s"
    if "plural" in noun.tags or noun.fr in ("grand-parent", "parent", "lunettes"):
        number = "p"  # les grands-parents, les parents, les lunettes
    if noun.fr in ONLY_ONE:
        number = "s"  # not "les pères de Paul"
    det = rng.choice(dets)
    if det == ("poss",):
        det = ("poss", rng.randrange(5))
    gender = noun.gender if noun.gender != "mf" else rng.choice("mf")
    return NounPhrase(noun, gender, number, det)


def _owner(rng: random.Random, lex, avoid: str):
    """A first name (four times in ten) or a noun phrase of a person."""
    if rng.random() < 0.4:
        return Name(*rng.choice(PEOPLE))
    nouns = [n for n in (_noun(lex, w) for w in OWNERS) if n and n.fr != avoid]
    return _np(rng, rng.choice(nouns), [("def",), ("poss",), ("poss",)], 0.25)


# the adjectives said of someone's things (la nouvelle voiture de mon père) and people
# (le jeune frère de Paul)
_SAY_OF_OWNED = frozenset(
    "petit grand nouveau vieux beau joli rouge noir blanc bleu vert jaune gris cher".split()
)
_SAY_OF_PEOPLE = frozenset(("jeune", "vieux"))

_FRAMES = {"be": 0.3, "object": 0.3, "does": 0.15, "cest": 0.13, "where": 0.12}


@register(
    "possessive_de", 0.25
)  # (0.2 until the seventh widening, 0.23 until the eighth: its share kept)
def _possessive_de(rng: random.Random, sampler) -> Possession:
    lex = sampler.lex
    if rng.random() < 0.25:  # la porte de la maison / the door of the house
        part = rng.choice([p for p in PARTS if _noun(lex, p)])
        wholes = [n for n in (_noun(lex, w) for w in PARTS[part]) if n]
        several = part in ("porte", "fenêtre", "mur", "page")  # not "les fins du film"
        head = _np(rng, _noun(lex, part), [("def",)], 0.15 if several else 0)
        owner = _np(
            rng, rng.choice(wholes), [("def",), ("def",), ("poss",), ("dem",)], 0
        )
    else:
        noun = rng.choice([n for n in (_noun(lex, w) for w in OWNED) if n])
        head = _np(rng, noun, [("def",)], 0.3 if "person" in noun.tags else 0.15)
        owner = _owner(rng, lex, noun.fr)
        if noun.fr in ("femme", "mari"):  # la femme de Pierre, le mari de Marie
            head.number = "s"
            gender = "m" if noun.fr == "femme" else "f"
            owner = Name(*rng.choice([p for p in PEOPLE if p[1] == gender]))
    frame = rng.choices(list(_FRAMES), list(_FRAMES.values()))[0]
    noun = head.noun
    adjs = [a for a in adjectives_for(noun, lex=lex) if a.fr != "vrai"]
    if frame == "be" and not (adjs and _fits(noun, _COPULA.subj)):
        frame = "cest"
    mains = [
        v
        for v in _plain_verbs(lex)
        if _direct(v) and _fits(noun, v.obj) and "person" in v.subj
    ]
    if frame == "object" and not mains:
        frame = "where"
    doers = [v for v in _plain_verbs(lex) if _fits(noun, v.subj)]
    if frame == "does" and not doers:
        frame = "cest"
    if frame == "where" and head.noun.fr in PARTS:
        frame = "cest"  # not "Où est la fin du film?"
    main = None
    attr = rng.choice(adjs) if adjs else None
    say = _SAY_OF_PEOPLE if "person" in head.noun.tags else _SAY_OF_OWNED
    owned = [a for a in adjs if a != attr and a.fr in say]
    if head.noun.fr not in PARTS and owned and rng.random() < 0.15:
        a = rng.choice(owned)  # la nouvelle voiture de mon père
        setattr(head, a.pos, handsome(a, head))
    if frame == "be":
        tense = rng.choices(("p", "i", "f"), (0.6, 0.3, 0.1))[0]
        main = Clause(head, _COPULA, tense, rng.random() < 0.12, attr=attr)
    elif frame == "object":
        verb = rng.choice(mains)
        tense = rng.choices(("p", "pc", "i", "f"), (0.35, 0.3, 0.15, 0.2))[0]
        subj = _subject(rng, sampler, verb, (noun.fr,), 0.8, people=True)
        if isinstance(subj, Name) and subj == owner:
            subj = Name(*next(p for p in PEOPLE if p[0] != owner.name))
        main = Clause(subj, verb, tense, rng.random() < 0.12, obj=head)
        third = isinstance(subj, Name) or getattr(subj, "index", None) in (2, 3)
        if third and isinstance(owner, NounPhrase) and "person" in owner.noun.tags:
            if owner.det[0] == "poss" and rng.random() < 0.5:
                # Paul lave la voiture de son père / Paul washes his father's car
                owner.det = ("poss3", subj.gender)
    elif frame == "does":  # Le chien de Paul aboie. / Paul's dog barks.
        verb = rng.choice(doers)
        tense = rng.choices(("p", "pc", "i", "f"), (0.35, 0.3, 0.15, 0.2))[0]
        main = Clause(head, verb, tense, rng.random() < 0.12)
        if verb.obj is not None:
            main.obj = _bare(sampler.noun_phrase(verb.obj, "obj", avoid=(noun.fr,)))
            if main.obj.det[0] == "num" or main.neg:
                main.obj.det = ("def",)
    if main is not None:
        main.version3 = True
    verbs = [main.verb.fr] if main else ["être"]
    adjs_used = [main.attr.fr] if main is not None and main.attr else []
    parts = (head, owner, main and main.subj, main and main.obj)
    lemmas = lemmas_of(*parts, verbs=verbs, adjs=adjs_used)
    very = frame == "be" and main.attr.fr in _GRADED and rng.random() < 0.25
    past = frame == "cest" and rng.random() < 0.25
    return Possession(frame, head, owner, main, lemmas, very, past)
