"""Write a sentence structure in French and in English with pyrealb.

pyrealb does all the conjugation, agreement, elision and word order; :class:`_Realiser`
only builds its tree for one language from a structure of :mod:`.structures`. pyrealb is
needed only here, to regenerate the corpus; the shipped files need nothing.
"""

from __future__ import annotations

from dataclasses import replace

from . import grammar_v3 as v3
from . import lexicon as lx
from .lexicon_more2 import PAIRS
from .structures import (
    Clause,
    Coordination,
    Name,
    NounPhrase,
    On,
    Pronoun,
    Sentence,
    _plural,
)

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
        # (version 3) asseoir: the forms of "je m'assieds, il s'asseyait" rather than the
        # rarer "je m'assois, il s'assoyait" of pyrealb's table v76: table v75, whose
        # participle lacks its feminine and plural forms (assise, assis, assises)
        language = pyrealb.getLanguage()
        pyrealb.loadFr()
        tables = pyrealb.getRules()["conjugation"]
        tables["v75-assis"] = {
            **tables["v75"],
            "t": {**tables["v75"]["t"], "pp": ["is", "ise", "is", "ises"]},
        }
        pyrealb.addToLexicon(
            "asseoir",
            {"V": {"aux": "av", "tab": "v75-assis", "pat": ["tdir", "réfl"]}},
            "fr",
        )
        pyrealb.loadEn() if language == "en" else None
        # the fixes that version 3's words need (checked not to change a version 2 row)
        from .lexicon_nouns import PYREALB_FIXES, add_tables
        from .lexicon_verbs import fix_lexicons

        add_tables(pyrealb)
        for lang, entries in PYREALB_FIXES.items():
            for lemma, entry in entries.items():
                pyrealb.addToLexicon(lemma, entry, lang)
        fix_lexicons(pyrealb)
        # British "I have got up" (pyrealb: "gotten"); version 2 has no perfect tenses
        pyrealb.loadEn()
        en_tables = pyrealb.getRules()["conjugation"]
        en_tables["v125-got"] = {
            **en_tables["v125"],
            "t": {**en_tables["v125"]["t"], "pp": "ot"},
        }
        pyrealb.addToLexicon("get", {"V": {"tab": "v125-got"}}, "en")
        pyrealb.loadFr() if language == "fr" else None
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


def _head_particle(pr, verb: str, conjugated: bool = False) -> tuple[str, list]:
    """A verb of one or more words (*have lunch*) as its head and the rest. In a tense
    that pyrealb conjugates from its tables (``conjugated``: the present and the past,
    simple or progressive), a ``have`` with words after it is :mod:`.lexicon_more2`'s
    lemma ``ha``, conjugated as *have*, which pyrealb asks and negates with *do*
    (*Does she have lunch?*, not *Has she lunch?*)."""
    head, *rest = verb.split()
    if rest and head == "have" and conjugated:
        head = "ha"
    return head, [pr.Q(" ".join(rest))] if rest else []


# Meals and sports are said without an article in English: le dîner est prêt / dinner
# is ready, après le petit déjeuner / after breakfast, le tennis est difficile / tennis
# is difficult (not of "repas" / "meal", nor with an adjective)
_MEALS_EN = frozenset({"breakfast", "lunch", "dinner"})


def _bare_meal(x) -> bool:
    sport = "sport" in x.noun.tags and "mass" in x.noun.tags
    return (
        (x.noun.en in _MEALS_EN or sport)
        and x.number == "s"
        and x.pre is None
        and x.post is None
        and not x.pp
    )


# the people of a school: with them, la cour is the playground (else a courtyard)
_AT_SCHOOL = frozenset({"élève", "professeur", "enfant"})


def _school_yard(c: Clause) -> Clause:
    """The clause with *la cour* as English says it by its people: *Les élèves sont dans
    la cour.* / *The pupils are in the playground.* (*the courtyard* of anyone else)."""

    def people(x) -> set:
        if isinstance(x, NounPhrase):
            return {x.noun.fr}
        if isinstance(x, Coordination):
            return set().union(*(people(i) for i in x.items))
        return set()

    def yard(np):
        if isinstance(np, NounPhrase) and np.noun.fr == "cour":
            return replace(np, noun=np.noun._replace(en="playground"))
        return np

    if not (people(c.subj) | people(c.obj)) & _AT_SCHOOL:
        return c
    if c.place is not None and getattr(c.place[1], "noun", None) is not None:
        if c.place[1].noun.fr == "cour":
            c = replace(c, place=(c.place[0], yard(c.place[1])))
    if getattr(c.obj, "noun", None) is not None and c.obj.noun.fr == "cour":
        c = replace(c, obj=yard(c.obj))
    return c


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
        if isinstance(x, Name):
            return pr.NP(pr.Q(x.name)).g(x.gender).n("s")
        if isinstance(x, On):
            # (pyrealb writes "soi" for a feminine "on")
            return pr.Pro("on") if fr else pr.Pro("I").pe(1).n("p")
        kind = x.det[0]
        elems = []
        # English nouns in the plural only: le pantalon / the trousers
        number = "p" if not fr and x.noun.en in PAIRS else x.number
        if not fr and x.noun.en == "hair" and kind != "num":
            number = "s"  # les cheveux / the hair (a mass noun), des cheveux / hair
        if not fr and kind == "gen" and x.noun.fr in MASS_AS_A_KIND:
            number = "s"  # j'adore les glaces / I love ice cream
        if kind == "part" and fr and not direct_neg:
            # du lait, de la soupe, de l'eau: pyrealb contracts de + le
            return pr.PP(pr.P("de"), self.np(pr, replace(x, det=("def",))))
        if kind in ("part", "gen") and not fr:
            pass  # English: milk, cheese, cats
        elif kind == "part":
            elems.append(pr.D("de"))  # pas de lait
        elif kind == "gen":
            elems.append(pr.D("le"))
        elif kind == "poss3":
            if fr:
                elems.append(pr.D("son").pe(3))
            elif x.det[1] == "t":  # a person of either sex: their
                elems.append(pr.D("my").pe(3).ow("p"))
            else:
                elems.append(pr.D("my").pe(3).g(x.det[1]).ow("s"))
        elif kind == "def":
            if fr or not _bare_meal(x):
                elems.append(pr.D("le" if fr else "the"))
        elif kind == "indef":
            if direct_neg == "bare" and not fr and number == "p":
                pass  # I never eat apples
            elif direct_neg:
                one = number == "s" and x.number == "s"
                elems.append(pr.D("de" if fr else "a" if one else "any"))
            elif fr and x.number == "p" and x.pre is not None and not after_de:
                elems.append(pr.D("de"))  # de grands arbres (des grands arbres: spoken)
            elif fr and x.fr_bare and x.number == "s":
                pass  # sans manteau / without a coat (version 3)
            elif fr or (number == "s" and x.number == "s"):
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
        adjs = (x.post, x.pre) if x.en_post_first and not fr else (x.pre, x.post)
        for a in adjs:  # French: petit chat noir; English: small black cat
            if a is not None and (not fr or a.pos == "pre"):
                elems.append(pr.A(a.fr if fr else a.en))
        # pyrealb's gender of "rose" or "livre" is "x" (either): always give it.
        noun = pr.N(x.noun.fr).g(x.gender) if fr else pr.N(x.noun.en)
        elems.append(noun)
        if fr and x.post is not None:
            elems.append(pr.A(x.post.fr))
        if x.pp:
            elems.append(self.pp(pr, x.pp))
        return pr.NP(*elems).n(number)

    def pp(self, pr, prep_np):
        prep, np = prep_np
        words = prep.fr if self.fr else prep.en
        return pr.PP(*_prep(pr, words), self.np(pr, np, after_de=words.endswith(" de")))

    def clause(self, pr, c: Clause):
        if c.version3 and not self.fr:  # watch TV, have a coffee (aspect.py)
            from .aspect import english_verb, orders

            c = _school_yard(generic_subject(english_verb(c)))
            if orders(c):  # Je prends un thé. / I will have a tea. (aspect.py)
                c = replace(c, tense="f")
        if not c.neg and c.negation != "pas":
            # a kind that asks about a clause, or puts an adverb in it, may clear its
            # negation after it was drawn: ne ... plus / jamais go with it; rien and
            # personne took the object's place and stay (qui ne voit personne?)
            if c.negation in ("rien", "personne"):
                c = replace(c, neg=True)
            else:
                c = replace(c, negation="pas")
        if (
            c.tense in ("i", "c", "ip")
            or c.modal
            or c.reflexive
            or c.negation != "pas"
            or c.adverb is not None
        ):
            return self.clause3(pr, c)  # the constructions of version 3
        fr = self.fr
        v = c.verb
        # (have lunch: version 3)
        head, particle = _head_particle(
            pr, v.fr if fr else v.en, c.tense in ("p", "pc")
        )
        vp = [pr.V(head)] + particle
        if c.attr is not None:
            vp.append(pr.A(c.attr.fr if fr else c.attr.en))
        if c.obj is not None:
            prep = v3.fr_object_prep(c, v.fr_prep) if fr else v.en_prep
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
        if not fr and v3.now_progressive(c):  # (never in version 2)
            types["prog"] = True
        return s.typ(types) if types else s

    # --- Version 3 ---------------------------------------------------------------------

    def complements(self, pr, c: Clause) -> list:
        """What follows the verb: attribute, object, recipient, place, companion."""
        fr = self.fr
        v = c.verb
        out = []
        if c.attr is not None:
            attr = pr.A(c.attr.fr if fr else c.attr.en)
            if fr and c.modal:  # (pyrealb does not agree it through the infinitive)
                attr = attr.g(_gender(c.subj)).n("p" if _plural(c.subj) else "s")
            out.append(attr)
        # (English: with the verb's preposition, wait for anyone, look at anything)
        en_prep = [] if fr or not v.en_prep else _prep(pr, v.en_prep)
        more = True  # (ne ... plus: "any more" after the complements)
        if c.negation == "personne":
            who = pr.Q("personne") if fr else pr.Pro("anyone")
            out.append(pr.PP(*en_prep, who) if en_prep else who)
        elif c.negation == "rien" and not fr:
            what = pr.Pro("anything")  # (French: the negation "rien" places it)
            out.append(pr.PP(*en_prep, what) if en_prep else what)
        elif c.obj is not None:
            prep = v3.fr_object_prep(c, v.fr_prep) if fr else v.en_prep
            direct = prep is None and c.neg
            if direct and c.negation in ("plus", "jamais"):
                direct = "bare"  # je ne mange jamais de pommes / I never eat apples
            obj = self.np(pr, c.obj, direct_neg=direct, after_de=prep == "de")
            if not fr and _no_more_of(c, direct):
                # nous n'avons plus de pain / we do not have any more bread
                out.append(pr.Q("any more"))
                more = False
            out.append(pr.PP(*_prep(pr, prep), obj) if prep else obj)
        if c.recipient is not None:
            out.append(pr.PP(pr.P("à" if fr else "to"), self.np(pr, c.recipient)))
        for extra in (c.place, c.comp):
            if extra is not None:
                out.append(self.pp(pr, extra))
        if c.negation == "plus" and not fr and more:
            out.append(pr.Q("any more"))
        return out

    def clause3(self, pr, c: Clause):
        """A clause with a construction of version 3 (:mod:`.grammar_v3`)."""
        if c.tense == "ip":
            return self.imperative(pr, c)
        fr = self.fr
        adv = [pr.Adv(c.adv[0] if fr else c.adv[1])] if c.adv is not None else []
        subj = self.np(pr, c.subj)
        vp, tense, types = (self.vp_fr if fr else self.vp_en)(pr, c)
        front = []
        if c.adverb is not None:
            front, vp, tense, after = self.adverb(pr, c, vp, tense, types)
            adv = after + adv
        if c.question and fr and c.tense != "pc":
            s = pr.S(pr.Q("est-ce"), pr.C("que"), subj, vp, *adv).t(tense)
            return (s.typ(types) if types else s).a("?")
        if c.question:
            types["int"] = "yon"
        s = pr.S(*front, subj, vp, *adv).t(tense)
        return s.typ(types) if types else s

    def adverb(self, pr, c: Clause, vp, tense: str, types: dict):
        """Put the clause's adverb (:data:`.lexicon_verbs.ADVERBS`) where its record says:
        (what goes before the subject, the verb phrase, its tense, what goes after it).
        """
        a = c.adverb
        word = pr.Adv(a.fr if self.fr else a.en)
        pos = a.fr_pos if self.fr else a.en_pos
        if pos == "front":
            return [word.a(",")], vp, tense, []
        if not self.fr and a.kind == "frequency" and not (c.question or c.neg):
            pos = "before"  # she often eats the apple, she does not often eat it
        if not self.fr and a.kind in ("manner", "degree", "frequency") and pos == "end":
            # she slept well in the garden: before the prepositional phrases
            keep = [x for x in vp.elements if not x.isA("PP")]
            after = [x for x in vp.elements if x.isA("PP")]
            return [], pr.VP(*keep), tense, [word, *after]
        if pos == "end" and not (self.fr and a.kind == "time"):
            return [], vp, tense, [word]
        if self.fr:  # "vp": after the verb, after the auxiliary of the passé composé
            # (pyrealb moves it there only before a noun phrase or at the end of the
            # verb phrase: the prepositional phrases go after the verb phrase); a time
            # adverb before them too (il a dormi longtemps dans le jardin)
            comps = self.complements(pr, c)
            keep = [x for x in comps if not x.isA("PP")]
            after = [x for x in comps if x.isA("PP")]
            if pos == "end":
                return [], pr.VP(pr.V(c.verb.fr), *keep, word), tense, after
            return [], pr.VP(pr.V(c.verb.fr), word, *keep), tense, after
        # English "before": she always eats; the passé composé of always, already: the
        # present perfect (elle a toujours aimé les chats / she has always loved cats)
        if c.tense == "pc" and a.fr in ("toujours", "déjà"):
            types["perf"] = True
            return [], vp.add(word, 1), "p", []
        if tense == "f":  # she will often eat (pyrealb: "she often will eat")
            vp.elements[0].t("b")
            return [], vp.add(word, 0).add(pr.Q("will"), 0), tense, []
        return [], vp.add(word, 0), tense, []

    def vp_fr(self, pr, c: Clause):
        comps = self.complements(pr, c)
        types = {}
        if c.neg:
            neg = c.negation
            types["neg"] = True if neg == "pas" else "" if neg == "personne" else neg
        if c.modal:
            verb = (
                pr.Q(_reflexive_fr(c.subj, c.verb.fr))
                if c.reflexive
                else pr.V(c.verb.fr)
            )
            de = [pr.P("de")] if c.modal == "venir" else []
            return pr.VP(pr.V(c.modal), *de, pr.VP(verb, *comps).t("b")), c.tense, types
        if c.reflexive:
            types["refl"] = True
        return pr.VP(pr.V(c.verb.fr), *comps), c.tense, types

    def vp_en(self, pr, c: Clause):
        """English: the tense of each French tense, verb and verb + infinitive."""
        conjugated = c.modal is None and c.tense in ("p", "pc", "i")
        head, particle = _head_particle(pr, c.verb.en, conjugated)
        if c.verb.fr == "vouloir" and c.tense == "c":
            head = "like"  # je voudrais un café / I would like a coffee
        verb = [pr.V(head)] + particle
        comps = self.complements(pr, c)
        tense = {"p": "p", "pc": "ps", "f": "f", "i": "ps", "c": "c"}[c.tense]
        types = {"neg": True} if c.neg and c.negation != "jamais" else {}
        m, t = c.modal, c.tense
        if m is None:
            if c.negation == "jamais":
                # (the passé composé as the simple past, as everywhere: je n'ai jamais
                # vu / I never saw)
                if t == "f":  # I will never eat (pyrealb: "I never will eat")
                    verb[0] = verb[0].t("b")
                    return pr.VP(pr.Q("will never"), *verb, *comps), tense, types
                if head == "be":  # I am never happy, I was never happy
                    return pr.VP(*verb, pr.Adv("never"), *comps), tense, types
                return pr.VP(pr.Adv("never"), *verb, *comps), tense, types
            habit = c.adverb is not None and c.adverb.kind == "frequency"
            if t == "i" and c.verb.fr not in v3.STATES and not habit:
                types["prog"] = True  # je mangeais / I was eating (we often ate)
            if v3.now_progressive(c):  # je danse aujourd'hui / I am dancing today
                types["prog"] = True
            return pr.VP(*verb, *comps), tense, types
        if m == "venir":  # je viens de manger / I have just eaten
            verb[0] = verb[0].t("pp")
            return pr.VP(pr.V("have"), pr.Adv("just"), *verb, *comps), tense, types
        if m == "aimer" and t != "c":  # j'aime danser / I like dancing
            return pr.VP(pr.V("like"), pr.VP(*verb, *comps).t("pr")), tense, types
        if m == "devoir" and c.neg and t == "p":
            # tu ne dois pas / you must not (pyrealb: "they shall not"); no questions
            return pr.VP(pr.Q("must not"), pr.VP(*verb, *comps).t("b")), tense, {}
        if (m == "pouvoir" and t != "f") or (m == "devoir" and t == "c"):
            # can, could; should
            types["mod"] = "poss" if m == "pouvoir" else "nece"
            return pr.VP(*verb, *comps), tense, types
        inner = pr.VP(*verb, *comps).t("b-to")
        if m == "pouvoir":  # je pourrai / I will be able to
            return pr.VP(pr.V("be"), pr.A("able"), inner), tense, types
        if m == "aller":  # je vais manger / I am going to eat
            types["prog"] = True
            return pr.VP(pr.V("go"), inner), tense, types
        # je dois / I have to; je veux / I want to; je voudrais, j'aimerais / I would like to;
        # je préférerais / I would prefer to
        word = {"devoir": "have", "vouloir": "like" if t == "c" else "want"}.get(
            m, "prefer" if m == "préférer" else "like"
        )
        return pr.VP(pr.V(word), inner), tense, types

    def imperative(self, pr, c: Clause):
        """Mange ta soupe ! / Eat your soup!; Allons au parc ! / Let's go to the park!"""
        _, _, pe, n = lx.PRONOUNS[c.subj.index]
        comps = self.complements(pr, c)
        fr = self.fr
        if fr and c.reflexive:  # lève-toi, ne te lève pas
            form = pr.V(c.verb.fr).pe(pe).n(n).t("ip").realize().strip()
            pro = "te" if n == "s" else "nous" if pe == 1 else "vous"
            if c.neg:
                words = f"ne {_elide(pro, form)} pas"
            else:
                words = f"{form}-{'toi' if pro == 'te' else pro}"
            vp = pr.VP(pr.Q(words), *comps)
        elif fr:
            vp = pr.VP(pr.V(c.verb.fr).pe(pe).n(n), *comps)
        else:
            head, *particle = c.verb.en.split()
            particle = [pr.Q(" ".join(particle))] if particle else []
            vp = pr.VP(pr.V(head).t("b"), *particle, *comps)
        if c.please:
            vp = vp.a(",")
        please = (
            [pr.Q("s'il te plaît" if n == "s" else "s'il vous plaît")] if fr else []
        )
        please = (please or [pr.Q("please")]) if c.please else []
        if fr:
            s = pr.S(vp, *please).t("ip")
            if c.neg and not c.reflexive:
                s = s.typ({"neg": True})
            return s.a(c.end)
        lead = "let's" if pe == 1 else "don't" if c.neg else None
        if lead and pe == 1 and c.neg:
            lead = "let's not"
        return pr.S(*([pr.Q(lead)] if lead else []), vp, *please).a(c.end)

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


# attributes that say what a kind is: les chiens sont dangereux / dogs are dangerous
GENERIC_ATTRIBUTES = frozenset({"dangereux", "utile", "important"})


def generic_subject(c: Clause) -> Clause:
    """*Les chiens sont dangereux.* / *Dogs are dangerous.*: a subject with *le / les* of
    a plural or a mass, of *être* in the present with an attribute that says what a kind
    is (:data:`GENERIC_ATTRIBUTES`), is a kind: English says it without an article
    (*le chien est dangereux*, one dog, stays *the dog*)."""
    x = c.subj
    if _animals_as_a_kind(c):
        return replace(c, subj=replace(x, det=("gen",)))
    if not (
        c.verb.fr == "être"
        and c.attr is not None
        and c.attr.fr in GENERIC_ATTRIBUTES
        and c.tense == "p"
        and c.modal is None
        and isinstance(x, NounPhrase)
        and x.det == ("def",)
        and (x.number == "p" or "mass" in x.noun.tags)
        and "unique" not in x.noun.tags
        and not x.pp
    ):
        return c
    return replace(c, subj=replace(x, det=("gen",)))


# nouns whose plural, said as a kind, is an English mass: les glaces / ice cream
MASS_AS_A_KIND = frozenset({"glace", "fruit"})
# people said as a kind when they like a kind: Les enfants adorent les glaces. /
# Children love ice cream.
PEOPLE_AS_A_KIND = frozenset({"enfant", "bébé"})
_LIKING = frozenset({"aimer", "adorer", "détester", "préférer"})


def _people_as_a_kind(c: Clause) -> bool:
    """*Les enfants adorent les glaces.* / *Children love ice cream.*: *les enfants* or
    *les bébés*, the subject of a liking in the simple present whose object is a kind, is
    a kind (any other clause of people keeps *the*: *Les enfants jouent.*)."""
    obj = c.obj
    return (
        c.verb.fr in _LIKING
        and isinstance(obj, NounPhrase)
        and obj.det == ("gen",)
        and c.subj.noun.fr in PEOPLE_AS_A_KIND
    )


def _animals_as_a_kind(c: Clause) -> bool:
    """*Les chats dorment beaucoup.* / *Cats sleep a lot.*: *les* + an animal (no
    adjective, no complement), the subject of a simple present of version 3 (a habit, a
    state, a liking: :func:`.aspect.progressive` is false) is a kind, English's bare
    plural; a progressive keeps *the* (*Les chats dorment.* / *The cats are sleeping.*),
    and so do people (*Les élèves écoutent.*), every other tense, *être* (*Les chats sont
    dans la cour.* / *The cats are in the courtyard.*) and a clause with a place phrase
    (*Les chevaux courent dans le pré.* / *The horses run in the meadow.*)."""
    from .aspect import progressive

    x = c.subj
    return (
        c.version3
        and c.tense == "p"
        and c.modal in (None, "aimer")  # (les chats aiment dormir)
        and isinstance(x, NounPhrase)
        and x.det == ("def",)
        and x.number == "p"
        and ("animal" in x.noun.tags or _people_as_a_kind(c))
        and x.pre is None
        and x.post is None
        and not x.pp
        and c.verb.fr != "être"  # (les chats sont dans la cour: those cats)
        and c.place is None  # (les chevaux courent dans le pré: those horses)
        and not progressive(c)
    )


def _no_more_of(c: Clause, direct) -> bool:
    """*Avoir* in *ne ... plus de* + a mass or a plural: *not have any more* + noun."""
    x = c.obj
    return (
        direct == "bare"
        and c.negation == "plus"
        and c.verb.fr == "avoir"
        and isinstance(x, NounPhrase)
        and (x.det == ("part",) or (x.det == ("indef",) and x.number == "p"))
    )


def _elide(word: str, before: str) -> str:
    """me, te, se, ne: elided before a vowel or a mute h (m'habiller, t'assieds)."""
    if word in ("me", "te", "se") and before[0] in "aeéèêiouyh":
        return word[0] + "'" + before
    return f"{word} {before}"


def _gender(x) -> str:
    if isinstance(x, Coordination):
        return "f" if all(_gender(i) == "f" for i in x.items) else "m"
    return "m" if isinstance(x, On) else x.gender


def _reflexive_fr(subj, verb: str) -> str:
    """The infinitive with the pronoun of the subject's person: me lever, s'habiller."""
    pe, n = 3, "s"
    if isinstance(subj, Pronoun):
        _, _, pe, n = lx.PRONOUNS[subj.index]
    elif isinstance(subj, Coordination) or getattr(subj, "number", "s") == "p":
        n = "p"
    pro = (
        {1: "me", 2: "te", 3: "se"}[pe]
        if n == "s"
        else {1: "nous", 2: "vous", 3: "se"}[pe]
    )
    return _elide(pro, verb)


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
