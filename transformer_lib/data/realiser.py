"""Write a sentence structure in French and in English with pyrealb.

pyrealb does all the conjugation, agreement, elision and word order; :class:`_Realiser`
only builds its tree for one language from a structure of :mod:`.structures`. pyrealb is
needed only here, to regenerate the corpus; the shipped files need nothing.
"""

from __future__ import annotations

from . import lexicon as lx
from .structures import Clause, Coordination, Pronoun, Sentence

__all__ = ["load_pyrealb", "realise"]

_EN_TENSE = {"p": "p", "pc": "ps", "f": "f"}
_PR = None  # the pyrealb module, imported on first use


def load_pyrealb():
    """pyrealb, with two fixes to its lexicons (imported on first use)."""
    global _PR
    if _PR is None:
        try:
            import pyrealb
        except ImportError as e:  # pragma: no cover - depends on the environment
            raise ImportError(
                "regenerating the corpus needs pyrealb: pip install 'transformer_lib[corpus]'"
            ) from e
        # pyrealb would move the adverb of "far from" before the verb: one preposition.
        pyrealb.addToLexicon("far from", {"P": {"tab": "pp"}}, "en")
        # pyrealb 3.3.1 conjugates "smell" (table v99) as "I smells", "they smells":
        # give it the table of the regular verbs (walk, walks, walked).
        pyrealb.addToLexicon("smell", {"V": {"tab": "v1"}}, "en")
        _PR = pyrealb
    return _PR


def _prep(pr, words: str) -> list:
    """A (possibly multi-word) preposition as pyrealb terminals: près de -> P P."""
    lexicon = pr.getLexicon()
    if "P" in lexicon.get(words, {}):
        return [pr.P(words)]
    out = []
    for w in words.split():
        entry = lexicon.get(w, {})
        out.append(pr.P(w) if "P" in entry else pr.N(w) if "N" in entry else pr.Adv(w))
    return out


class _Realiser:
    """Builds the pyrealb tree of a structure in one language ("fr" or "en")."""

    def __init__(self, lang: str):
        self.lang = lang
        self.fr = lang == "fr"

    def np(self, pr, x, direct_neg=False, after_de=False):
        fr = self.fr
        if isinstance(x, Pronoun):
            _, _, pe, n = lx.PRONOUNS[x.index]
            return pr.Pro("je" if fr else "I").pe(pe).n(n).g(x.gender)
        if isinstance(x, Coordination):
            conj = lx.CONJUNCTIONS[x.conj][0 if fr else 1]
            return pr.CP(
                pr.C(conj), *(self.np(pr, i, direct_neg, after_de) for i in x.items)
            )
        kind = x.det[0]
        elems = []
        if kind == "def":
            elems.append(pr.D("le" if fr else "the"))
        elif kind == "indef":
            if direct_neg:
                elems.append(pr.D("de" if fr else "a" if x.number == "s" else "any"))
            elif fr and x.number == "p" and x.pre is not None and not after_de:
                elems.append(pr.D("de"))  # de grands arbres (des grands arbres: spoken)
            elif fr or x.number == "s":
                elems.append(pr.D("un" if fr else "a"))
        elif kind == "dem":
            elems.append(pr.D("ce" if fr else "this"))
        elif kind == "poss":
            word, _, pe, n = lx.POSSESSIVES[x.det[1]]
            if fr:
                elems.append(pr.D(word).pe(pe))
            else:
                elems.append(pr.D("my").pe(pe).ow(n))
        elif kind == "num":
            elems.append(pr.NO(lx.NUMBERS[x.det[1]][0]).dOpt({"nat": True}))
        for a in (x.pre, x.post):  # French: petit chat noir; English: small black cat
            if a is not None and (not fr or a.pos == "pre"):
                elems.append(pr.A(a.fr if fr else a.en))
        # pyrealb's gender of "rose" or "livre" is "x" (either): always give it.
        noun = pr.N(x.noun.fr).g(x.gender) if fr else pr.N(x.noun.en)
        elems.append(noun)
        if fr and x.post is not None:
            elems.append(pr.A(x.post.fr))
        if x.pp:
            elems.append(self.pp(pr, x.pp))
        return pr.NP(*elems).n(x.number)

    def pp(self, pr, prep_np):
        prep, np = prep_np
        words = prep.fr if self.fr else prep.en
        return pr.PP(*_prep(pr, words), self.np(pr, np, after_de=words.endswith(" de")))

    def clause(self, pr, c: Clause):
        fr = self.fr
        v = c.verb
        vp = [pr.V(v.fr if fr else v.en)]
        if c.attr is not None:
            vp.append(pr.A(c.attr.fr if fr else c.attr.en))
        if c.obj is not None:
            prep = v.fr_prep if fr else v.en_prep
            direct = prep is None and c.neg
            obj = self.np(pr, c.obj, direct_neg=direct, after_de=prep == "de")
            vp.append(pr.PP(*_prep(pr, prep), obj) if prep else obj)
        if c.recipient is not None:
            vp.append(pr.PP(pr.P("à" if fr else "to"), self.np(pr, c.recipient)))
        for extra in (c.place, c.comp):
            if extra is not None:
                vp.append(self.pp(pr, extra))
        # A clause's adverb goes under S, not VP: in the VP pyrealb puts it before the
        # verb after a negation ("we will not tomorrow play").
        adv = [pr.Adv(c.adv[0] if fr else c.adv[1])] if c.adv is not None else []
        subj = self.np(pr, c.subj)
        tense = c.tense if fr else _EN_TENSE[c.tense]
        if c.question and fr and c.tense != "pc":
            # "Est-ce que ..." in the present and future (inverted forms like
            # "mangera-t-il" would multiply the verb forms); inversion in the passé composé.
            # C("que") rather than Q("est-ce que"), so that pyrealb writes "est-ce qu'il".
            s = pr.S(pr.Q("est-ce"), pr.C("que"), subj, pr.VP(*vp), *adv).t(tense)
            s = s.typ({"neg": True}) if c.neg else s
            return s.a("?")
        s = pr.S(subj, pr.VP(*vp), *adv).t(tense)
        types = {}
        if c.neg:
            types["neg"] = True
        if c.question:
            types["int"] = "yon"
        return s.typ(types) if types else s

    def sentence(self, pr, s: Sentence) -> str:
        if len(s.clauses) == 1:
            out = self.clause(pr, s.clauses[0])
        else:
            conj = lx.CONJUNCTIONS[s.conj][0 if self.fr else 1]
            clauses = [self.clause(pr, c) for c in s.clauses]
            if conj in ("mais", "but"):  # "A, mais B" / "A, but B"
                clauses[0] = clauses[0].a(",")
            out = pr.S(pr.CP(pr.C(conj), *clauses))
        return out.realize().strip()


def realise(s) -> tuple[str, str]:
    """The French and English sentences of a structure: a :class:`Sentence`, or any
    structure that writes itself with a ``realise_in(pyrealb, lang)`` method."""
    pr = load_pyrealb()
    out = []
    for lang in ("fr", "en"):
        pr.loadFr() if lang == "fr" else pr.loadEn()
        if hasattr(s, "realise_in"):
            out.append(s.realise_in(pr, lang))
        else:
            out.append(_Realiser(lang).sentence(pr, s))
    return out[0], out[1]
