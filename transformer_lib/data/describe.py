"""A kind of sentence of version 3: saying what people are like, ``describe``.

- *Paul est mon meilleur ami.* / *Paul is my best friend.*, *Julie est ma meilleure
  amie.*, *Qui est ton meilleur ami?* / *Who is your best friend?*;
- *Je suis fils unique.* / *I am an only child.* (*fille unique*);
- school subjects: *Ma tante est professeur de maths.* / *My aunt is a maths teacher.*,
  *Il est professeur de piano.* / *He is a piano teacher.*,
  *Elle est bonne en anglais.* / *She is good at English.* (*nul* / *bad*);
- *avoir l'air* + an adjective: *Tu as l'air fatigué.* / *You look tired.*, *Elle
  avait l'air inquiète.* / *She looked worried.*;
- *s'intéresser à*: *Je m'intéresse à la musique classique.* / *I am interested in
  classical music.*; *s'amuser*: *Les enfants s'amusent dans le jardin.* / *The children
  have fun in the garden.*;
- *tellement* / *so*, *plutôt* / *rather*: *Je suis tellement contente!* / *I am so
  happy!*, *C'est plutôt facile.* / *It is rather easy.*, *Il fait tellement froid.* /
  *It is so cold.*;
- *en haut* / *upstairs*, *en bas* / *downstairs*: *Les enfants sont en haut.*;
- *aucun*: *Je n'ai aucune idée.* / *I have no idea.*, *Il n'y a aucun problème.* /
  *There is no problem.*;
- *J'ai complètement oublié le rendez-vous.* / *I completely forgot the appointment.*;
  *Je te fais confiance.* / *I trust you.*;
- *surtout*: *J'aime les animaux, surtout les chats.* / *I like animals, especially
  cats.*;
- *tout à coup* / *suddenly*, *de toute façon* / *anyway* before a clause of the common
  grammar: *Tout à coup, le chien a aboyé.* / *Suddenly, the dog barked.*;
- *par terre*: *Le verre est tombé par terre.* / *The glass fell on the floor.*
"""

from __future__ import annotations

import random

from .daily import _cap, clause
from .kind_parts import Construction, builder, draw_name, everyday_pronoun, lemmas_of
from .kinds_v3 import register
from .moments import _person
from .structures import NounPhrase, Pronoun, Sentence

__all__ = ["SUBJECTS", "LOOKS", "TOPICS", "NONE_OF", "GROUPS", "describe"]

_POSS = (("mon", "ma", "mes", "my"), ("ton", "ta", "tes", "your"),
         ("notre", "notre", "nos", "our"), ("votre", "votre", "vos", "your"),
         ("leur", "leur", "leurs", "their"))  # fmt: skip
# school subjects: (French after "professeur de", with its article, English)
SUBJECTS = (
    ("maths", "les maths", "maths"),
    ("français", "le français", "French"),
    ("anglais", "l'anglais", "English"),
    ("histoire", "l'histoire", "history"),
    ("géographie", "la géographie", "geography"),
    ("sciences", "les sciences", "science"),
    ("physique", "la physique", "physics"),
    ("chimie", "la chimie", "chemistry"),
    ("dessin", "le dessin", "art"),
)
# what one has lessons of outside school (professeur de piano / piano teacher)
LESSONS = (("piano", "piano"), ("danse", "dance"), ("guitare", "guitar"),
           ("violon", "violin"), ("chant", "singing"), ("musique", "music"))  # fmt: skip
# adjectives of a person's look: (French, English)
LOOKS = (
    ("fatigué", "tired"),
    ("content", "happy"),
    ("triste", "sad"),
    ("malade", "ill"),
    ("inquiet", "worried"),
    ("surpris", "surprised"),
    ("nerveux", "nervous"),
    ("occupé", "busy"),
    ("perdu", "lost"),
    ("sérieux", "serious"),
    ("sympa", "nice"),
)
# s'intéresser à ...: (French with its article, English)
TOPICS = (
    ("la musique", "music"),
    ("la musique classique", "classical music"),
    ("l'art", "art"),
    ("l'histoire", "history"),
    ("la politique", "politics"),
    ("le sport", "sport"),
    ("la cuisine", "cooking"),
    ("les voitures", "cars"),
    ("les animaux", "animals"),
    ("la nature", "nature"),
    ("le cinéma", "cinema"),
    ("les langues", "languages"),
)
# s'amuser + where
_FUN = (("dans le jardin", "in the garden"), ("au parc", "in the park"),
        ("à la plage", "on the beach"), ("ensemble", "together"))  # fmt: skip
# it is so / rather ...: c'est + adjective, il fait + adjective
_IT_IS = (("facile", "easy"), ("difficile", "difficult"), ("cher", "expensive"),
          ("loin", "far"), ("intéressant", "interesting"), ("bizarre", "strange"),
          ("calme", "quiet"), ("drôle", "funny"))  # fmt: skip
_WEATHER = (("froid", "cold"), ("chaud", "hot"), ("beau", "nice"))
# ne ... aucun(e) + noun: (French, feminine, English)
NONE_OF = (
    ("idée", True, "idea"),
    ("problème", False, "problem"),
    ("doute", False, "doubt"),
    ("raison", True, "reason"),
    ("nouvelle", True, "news"),
    ("chance", True, "chance"),
)
# what one forgot completely (no possessive: the subject may be anyone)
_FORGOT = (("", ""), ("le rendez-vous", "the appointment"), ("l'heure", "the time"),
           ("la date", "the date"), ("le code", "the code"),
           ("l'adresse", "the address"))  # fmt: skip
# (French plural with its article, English, tag of its members)
GROUPS = (
    ("les animaux", "animals", "animal"),
    ("les fleurs", "flowers", "flower"),
    ("les fruits", "fruit", "fruit"),
)
_LIKE = (("aimer", "like"), ("adorer", "love"))
# openers: (French, English, tense of the clause)
OPENERS = (("tout à coup", "suddenly", "pc"), ("de toute façon", "anyway", "f"),
           ("au contraire", "on the contrary", "p"))  # fmt: skip
_OBJ = {0: "me", 1: "te", 4: "nous", 5: "vous"}
_EN_OBJ = {0: "me", 1: "you", 4: "us", 5: "you"}


def _adj(pr, word: str, subj_gender: str, number: str) -> str:
    if word == "sympa":
        return word + ("s" if number == "p" else "")
    return pr.A(word).g(subj_gender).n(number).realize().strip()


def _gn(x) -> tuple[str, str]:
    from .kind_parts import person_number

    g = getattr(x, "gender", "m") or "m"
    return ("f" if g == "f" else "m"), person_number(x)[1]


@builder("describe")
def _describe(pr, lang, what, **a):
    fr = lang == "fr"
    end = a.get("end", ".")
    subj = a.get("subj")
    if what == "best":
        poss = _POSS[a["poss"]]
        g = a["gender"]
        if fr:
            friend = (
                f"{poss[1] if g == 'f' else poss[0]} meilleur{'e' if g == 'f' else ''} "
            )
            friend += "amie" if g == "f" else "ami"
            if subj is None:
                return f"Qui est {friend}?"
            return clause(pr, lang, subj, pr.VP(pr.V("être"), pr.Q(friend))) + end
        friend = f"{poss[3]} best friend"
        if subj is None:
            return f"Who is {friend}?"
        return clause(pr, lang, subj, pr.VP(pr.V("be"), pr.Q(friend))) + end
    if what == "only":
        g, _ = _gn(subj)
        words = (
            ("fille unique" if g == "f" else "fils unique") if fr else "an only child"
        )
        vp = pr.VP(pr.V("être" if fr else "be"), pr.Q(words))
        return clause(pr, lang, subj, vp, a["tense"], a["neg"]) + end
    if what == "school":
        if a["subject"] >= len(SUBJECTS):  # professeur de piano / a piano teacher
            f_name, e_name = LESSONS[a["subject"] - len(SUBJECTS)]
        else:
            f_name, _, e_name = SUBJECTS[a["subject"]]
        if a["how"] == "teacher":
            de = "d'" if f_name[0] in "aeiouéh" else "de "  # professeur d'anglais
            art = "an" if e_name[0] in "AEIOUaeiou" else "a"  # an English teacher
            words = f"professeur {de}{f_name}" if fr else f"{art} {e_name} teacher"
        else:
            good = a["how"] == "good"
            if fr:
                g, n = _gn(subj)
                words = f"{_adj(pr, 'bon' if good else 'nul', g, n)} en {f_name}"
            else:
                words = f"{'good' if good else 'bad'} at {e_name}"
        vp = pr.VP(pr.V("être" if fr else "be"), pr.Q(words))
        return clause(pr, lang, subj, vp, a["tense"]) + end
    if what == "look":
        f_a, e_a = LOOKS[a["adj"]]
        if fr:
            g, n = _gn(subj)
            vp = pr.VP(pr.V("avoir"), pr.Q("l'air " + _adj(pr, f_a, g, n)))
        else:
            vp = pr.VP(pr.V("look"), pr.A(e_a))
        return clause(pr, lang, subj, vp, a["tense"], a["neg"]) + end
    if what == "interest":
        f_t, e_t = TOPICS[a["topic"]]
        if fr:
            vp = pr.VP(
                pr.V("intéresser"),
                pr.Q(
                    ("aux " + f_t[4:])
                    if f_t.startswith("les ")
                    else ("au " + f_t[3:])
                    if f_t.startswith("le ")
                    else "à " + f_t
                ),
            )
            return clause(pr, lang, subj, vp, a["tense"], a["neg"], refl=True) + end
        vp = pr.VP(pr.V("be"), pr.Q("interested in " + e_t))
        return clause(pr, lang, subj, vp, a["tense"], a["neg"]) + end
    if what == "fun":
        f_w, e_w = _FUN[a["where"]]
        if fr:
            vp = pr.VP(pr.V("amuser"), pr.Q(f_w))
            return clause(pr, lang, subj, vp, a["tense"], refl=True) + end
        vp = pr.VP(pr.V("have"), pr.Q("fun " + e_w))
        return clause(pr, lang, subj, vp, a["tense"], prog=a["tense"] == "i") + end
    if what == "so":
        word = ("tellement", "so") if a["so"] else ("plutôt", "rather")
        w = word[0 if fr else 1]
        if subj is not None:
            f_a, e_a = LOOKS[a["adj"]]
            if fr:
                g, n = _gn(subj)
                vp = pr.VP(pr.V("être"), pr.Q(f"{w} {_adj(pr, f_a, g, n)}"))
            else:
                vp = pr.VP(pr.V("be"), pr.Q(f"{w} {e_a}"))
            return clause(pr, lang, subj, vp, a["tense"]) + end
        table = _WEATHER if a["weather"] else _IT_IS
        f_a, e_a = table[a["adj"]]
        past = a["tense"] == "i"
        if fr:
            head = ("il faisait" if past else "il fait") if a["weather"] else (
                "c'était" if past else "c'est")  # fmt: skip
            return _cap(f"{head} {w} {f_a}") + end
        return f"It {'was' if past else 'is'} {w} {e_a}{end}"
    if what == "upstairs":
        where = ("en haut", "upstairs") if a["up"] else ("en bas", "downstairs")
        vp = pr.VP(pr.V("être" if fr else "be"), pr.Q(where[0 if fr else 1]))
        return clause(pr, lang, subj, vp, a["tense"]) + end
    if what == "none":
        noun, fem, en = NONE_OF[a["noun"]]
        det = "aucune" if fem else "aucun"
        if subj is None:  # il n'y a aucun problème
            be = "is" if a["tense"] == "p" else "was"
            if fr:
                return (
                    f"Il n'y {'a' if a['tense'] == 'p' else 'avait'} {det} {noun}{end}"
                )
            return f"There {be} no {en}{end}"
        if fr:
            have = clause(pr, lang, subj, pr.VP(pr.V("avoir")), a["tense"], neg=True)
            return have.replace(" pas", f" {det} {noun}", 1) + end
        vp = pr.VP(pr.V("have"), pr.Q(f"no {en}"))
        return clause(pr, lang, subj, vp, a["tense"]) + end
    if what == "forgot":
        f_o, e_o = _FORGOT[a["obj"]]
        if fr:  # (pyrealb would write "oublié complètement")
            vp = pr.VP(pr.V("avoir"), pr.Q(f"complètement oublié {f_o}".strip()))
            return clause(pr, lang, subj, vp, "p") + end
        vp = pr.VP(pr.Adv("completely"), pr.V("forget"), *([pr.Q(e_o)] if e_o else []))
        return clause(pr, lang, subj, vp, "pc") + end
    if what == "trust":
        who = a["who"]
        neg = a["neg"]
        if fr:
            verb = pr.V("faire").t("p").pe(_pe(subj)).n(_n(subj)).realize().strip()
            head = (
                pr.Pro("je").pe(_pe(subj)).n(_n(subj)).g(subj.gender).realize().strip()
            )
            pro = _OBJ[who]
            obj = f"m'{verb}" if pro == "me" and verb[0] in "aeiou" else f"{pro} {verb}"
            mid = f"ne {obj} pas" if neg else obj
            return _cap(f"{head} {mid} confiance") + end
        vp = pr.VP(pr.V("trust"), pr.Q(_EN_OBJ[who]))
        return clause(pr, lang, subj, vp, "p", neg) + end
    if what == "especially":
        f_g, e_g, _ = GROUPS[a["group"]]
        like = _LIKE[a["like"]][0 if fr else 1]
        member = a["member"]
        if fr:
            one = pr.NP(pr.D("le"), pr.N(member.fr)).n("p").realize().strip()
            text = clause(pr, lang, subj, pr.VP(pr.V(like), pr.Q(f_g)))
            return f"{text}, surtout {one}{end}"
        one = pr.NP(pr.N(member.en)).n("p").realize().strip()
        text = clause(pr, lang, subj, pr.VP(pr.V(like), pr.Q(e_g)))
        return f"{text}, especially {one}{end}"
    if what == "opener":
        f_o, e_o, _ = OPENERS[a["opener"]]
        from .kind_parts import lower_first
        from .realiser import _Realiser

        text = _Realiser(lang).sentence(pr, Sentence([a["clause"]])).strip()
        return _cap(f_o if fr else e_o) + ", " + lower_first(text[:-1]) + end
    # what == "fell"
    vp = pr.VP(pr.V("tomber"), pr.Q("par terre")) if fr else pr.VP(
        pr.V("fall"), pr.Q("on the floor"))  # fmt: skip
    return clause(pr, lang, subj, vp, "pc") + end


def _pe(x) -> int:
    from .kind_parts import person_number

    return person_number(x)[0]


def _n(x) -> str:
    from .kind_parts import person_number

    return person_number(x)[1]


def _opener_clause(rng, sampler, tense):
    """A statement of the common grammar in ``tense``, not a question nor an order."""
    for _ in range(20):
        c = sampler.clause(tense)
        if getattr(c, "question", False) or getattr(c, "imperative", False):
            continue
        if c.tense != tense or c.neg or c.verb.fr == "être" or c.attr is not None:
            continue
        if not {"person", "animal"} & c.verb.subj or c.modal or c.reflexive:
            continue
        c.adv = c.adverb = c.place = c.comp = None
        c.question = False
        return c
    return None


@register("describe", 0.17)
def describe(rng: random.Random, sampler):
    """What people are like (see the module)."""
    x = rng.random()
    end = rng.choice("..!")
    subj = _person(rng, sampler, 0.2)
    tense = rng.choice("ppi")
    lemmas = lemmas_of(subj)
    args = {"subj": subj, "end": end, "tense": tense}
    if x < 0.08:
        who = draw_name(rng) if rng.random() < 0.7 else None
        g = who.gender if who else rng.choice("mf")
        poss = rng.randrange(5) if who else rng.choice((1, 3))  # (Qui est ton ...?)
        args = {"subj": who, "poss": poss, "gender": g, "end": end}
        return Construction(
            "describe", {"what": "best", **args}, lemmas_of(verbs=("être",))
        )
    if x < 0.14:
        if not isinstance(subj, Pronoun) or subj.index in (4, 5, 6, 7):
            subj = everyday_pronoun(rng, singular=True)
        args.update(subj=subj, neg=rng.random() < 0.2)
        return Construction(
            "describe", {"what": "only", **args}, lemmas_of(verbs=("être",))
        )
    if x < 0.27:
        how = rng.choice(("teacher", "good", "good", "bad"))
        if how == "teacher" and isinstance(subj, Pronoun) and subj.index > 3:
            subj = draw_name(rng)
        subject = (
            0 if rng.random() < 0.3 else rng.randrange(len(SUBJECTS))
        )  # (maths most)
        if how == "teacher" and rng.random() < 0.35:  # professeur de piano
            subject = len(SUBJECTS) + rng.randrange(len(LESSONS))
        args.update(subj=subj, how=how, subject=subject)
        return Construction("describe", {"what": "school", **args}, lemmas)
    if x < 0.38:
        args.update(adj=rng.randrange(len(LOOKS)), neg=rng.random() < 0.2)
        return Construction(
            "describe", {"what": "look", **args}, lemmas_of(subj, verbs=("avoir",))
        )
    if x < 0.46:
        topic = 1 if rng.random() < 0.2 else rng.randrange(len(TOPICS))  # (classical)
        args.update(topic=topic, neg=rng.random() < 0.2)
        return Construction("describe", {"what": "interest", **args},
                            lemmas_of(subj, verbs=("intéresser",)))  # fmt: skip
    if x < 0.53:
        from .kind_parts import person_number

        plural = person_number(subj)[1] == "p"  # (ensemble: two or more)
        where = rng.randrange(len(_FUN) if plural else len(_FUN) - 1)
        args.update(where=where, tense=rng.choice(("p", "pc", "i", "f")))
        return Construction(
            "describe", {"what": "fun", **args}, lemmas_of(subj, verbs=("amuser",))
        )
    if x < 0.63:
        args.update(so=rng.random() < 0.5, weather=rng.random() < 0.3)
        if rng.random() < 0.5:
            args["adj"] = rng.randrange(len(LOOKS) - 1)  # (not "tellement sympa")
        else:
            args["subj"] = None
            args["adj"] = rng.randrange(len(_WEATHER if args["weather"] else _IT_IS))
        return Construction(
            "describe",
            {"what": "so", **args},
            lemmas_of(subj if args["subj"] else None),
        )
    if x < 0.68:
        args.update(up=rng.random() < 0.5, tense=rng.choice("ppif"))
        return Construction(
            "describe", {"what": "upstairs", **args}, lemmas_of(subj, verbs=("être",))
        )
    if x < 0.76:
        args.update(noun=rng.randrange(len(NONE_OF)))
        if rng.random() < 0.3:  # il n'y a aucun problème (not "aucune idée")
            args.update(subj=None, noun=rng.choice((1, 2, 3)))
        return Construction(
            "describe", {"what": "none", **args}, lemmas_of(verbs=("avoir",))
        )
    if x < 0.82:
        args.update(obj=rng.randrange(len(_FORGOT)))
        return Construction(
            "describe", {"what": "forgot", **args}, lemmas_of(subj, verbs=("oublier",))
        )
    if x < 0.87:
        i = rng.choice((0, 1, 2, 3, 4, 5, 6, 7))
        subj = Pronoun(
            i, "f" if i in (3, 7) else "m" if i in (2, 6) else rng.choice("mf")
        )
        mine = {0: (0, 4), 4: (0, 4), 1: (1, 5), 5: (1, 5)}.get(i, ())
        who = rng.choice([k for k in _OBJ if k not in mine])
        args = {"subj": subj, "who": who, "neg": rng.random() < 0.3, "end": end}
        return Construction(
            "describe", {"what": "trust", **args}, lemmas_of(verbs=("faire",))
        )
    if x < 0.93:
        g = rng.randrange(len(GROUPS))
        tag = GROUPS[g][2]
        members = [n for n in sampler.lex.NOUNS if tag in n.tags and "mass" not in n.tags
                   and n.fr not in ("animal", "fleur", "fruit", "plante", "lavande")]  # fmt: skip
        args.update(
            group=g, like=rng.randrange(2), member=rng.choice(members), tense="p"
        )
        nouns = lemmas_of(subj, verbs=(_LIKE[args["like"]][0],))
        nouns["noun"].add(args["member"].fr)
        return Construction("describe", {"what": "especially", **args}, nouns)
    if x < 0.97:
        o = rng.randrange(len(OPENERS))
        c = _opener_clause(rng, sampler, OPENERS[o][2])
        if c is not None:
            from .polite import _lemmas

            args = {"opener": o, "clause": c, "end": "."}
            lemmas = _lemmas(("clause", c))
            lemmas["noun"] |= lemmas_of(c.subj)["noun"]
            return Construction("describe", {"what": "opener", **args}, lemmas)
    noun = rng.choice([n for n in sampler.lex.NOUNS if n.fr in _FALLEN])
    np = NounPhrase(noun, noun.gender, rng.choice("ssp"), ("def",))
    args = {"subj": np, "end": end}
    return Construction(
        "describe", {"what": "fell", **args}, lemmas_of(np, verbs=("tomber",))
    )


_FALLEN = frozenset(
    "verre assiette livre stylo clé tasse bouteille téléphone crayon".split()
)
