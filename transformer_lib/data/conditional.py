"""Kinds of sentence of version 3: the conditional of everyday French.

- ``if_would``: *si* + the imparfait, then the conditional, in both orders, with everyday
  verbs (the common grammar's :func:`.everyday_words.would` draws any verb of the
  lexicon): *Si j'avais le temps, je lirais plus.* / *If I had time, I would read
  more.*, *Nous achèterions une maison si nous étions riches.* / *We would buy a
  house if we were rich.*, *S'il faisait beau, nous irions à la plage.* / *If the weather
  were nice, we would go to the beach.*; *Si je savais conduire* / *If I could drive*;
  asked: *Que ferais-tu si tu gagnais au loto?* / *What would you do if you won the
  lottery?* (English *were* after *if* for every person);
- ``would_ask``: advice, wishes and a room: *À ta place, je demanderais conseil à
  Nicolas.*, *Si j'étais toi, ...* / *If I were you, I would ask Nicolas for advice.*;
  *J'ai demandé conseil à mon frère.* / *I asked my brother for advice.*; *Elle aimerait
  visiter Rome un jour.* / *She would like to visit Rome one day.*; at a hotel, where
  *une chambre* is *a room*: *Je voudrais une chambre pour deux nuits.* / *I would like a
  room for two nights.*, *Avez-vous une chambre double pour ce soir?* / *Do you have a
  double room for tonight?*, *Nous avons réservé une chambre pour une semaine.* / *We
  booked a room for a week.*
"""

from __future__ import annotations

import random

from .kind_parts import (
    Construction,
    Name,
    builder,
    draw_name,
    en_number,
    everyday_pronoun,
    fr_number,
    lemmas_of,
    lower_first,
    person_number,
    subject_tree,
)
from .kinds_v3 import register
from .names import CITIES
from .structures import Pronoun
from .talk import LANGUAGES

__all__ = ["CONDITIONS", "WEATHER_IFS", "OUTCOMES", "IN_PLACE", "ADVISERS", "WISHES"]

_VOWELS = tuple("aeéèêiouyhAEÉÈIOUYH")

# si + imparfait: (French verb, French rest, English past, English rest); "@adj" is an
# adjective that agrees with the subject; {city}, {lang} are drawn
CONDITIONS = (
    ("avoir", "le temps", "had", "time"),
    ("avoir", "plus de temps", "had", "more time"),
    ("avoir", "de l'argent", "had", "money"),
    ("avoir", "une voiture", "had", "a car"),
    ("avoir", "un jardin", "had", "a garden"),
    ("être", "@riche", "were", "rich"),
    ("être", "@libre", "were", "free"),
    ("être", "en vacances", "were", "on holiday"),
    ("être", "@fatigué", "were", "tired"),
    ("être", "@malade", "were", "sick"),
    ("habiter", "à {city}", "lived", "in {city}"),
    ("habiter", "à la campagne", "lived", "in the countryside"),
    ("parler", "{lang}", "spoke", "{lang}"),
    ("gagner", "au loto", "won", "the lottery"),
    ("pouvoir", "", "could", ""),
    ("savoir", "conduire", "could", "drive"),
    ("savoir", "nager", "could", "swim"),
    ("savoir", "la réponse", "knew", "the answer"),
    ("venir", "", "came", ""),
    ("trouver", "un travail", "found", "a job"),
)
# s'il + imparfait: (French, English)
WEATHER_IFS = (
    ("s'il faisait beau", "if the weather were nice"),
    ("s'il pleuvait", "if it rained"),
    ("s'il neigeait", "if it snowed"),
    ("s'il faisait chaud", "if it were hot"),
)
# the conditional: (French verb, French rest, English after *would*, may be negative)
OUTCOMES = (
    ("lire", "davantage", "read more", False),
    ("lire", "plus souvent", "read more often", False),
    ("lire", "plus", "read more", False),
    ("voyager", "plus", "travel more", False),
    ("dormir", "plus", "sleep more", False),
    ("sortir", "plus", "go out more", False),
    ("manger", "moins", "eat less", False),
    ("voyager", "davantage", "travel more", False),
    ("dormir", "davantage", "sleep more", False),
    ("sortir", "plus souvent", "go out more often", False),
    ("cuisiner", "plus souvent", "cook more often", False),
    ("travailler", "moins", "work less", False),
    ("travailler", "", "work", True),
    ("acheter", "une maison", "buy a house", False),
    ("acheter", "une nouvelle voiture", "buy a new car", False),
    ("acheter", "un bateau", "buy a boat", False),
    ("avoir", "un chien", "have a dog", False),
    ("faire", "le tour du monde", "travel round the world", False),
    ("apprendre", "{lang2}", "learn {lang2}", False),
    ("partir", "en vacances", "go on holiday", True),
    ("rester", "à la maison", "stay at home", True),
    ("aller", "à la plage", "go to the beach", True),
    ("aller", "au cinéma", "go to the cinema", True),
    ("visiter", "{city}", "visit {city}", False),
    ("venir", "à la fête", "come to the party", True),
    ("jouer", "au tennis", "play tennis", True),
    ("habiter", "à la campagne", "live in the countryside", True),
    ("prendre", "le train", "take the train", True),
    ("prendre", "un taxi", "take a taxi", False),
    ("être", "@heureux", "be happy", True),
    ("écrire", "un livre", "write a book", False),
    ("arrêter", "de travailler", "stop working", False),
    ("changer", "de travail", "change jobs", False),
)


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _fill(text: str, a: dict, fr: bool) -> str:
    if "{city}" in text:
        text = text.replace("{city}", CITIES[a["city"]][0 if fr else 1])
    for key, i in (("{lang}", a["language"]), ("{lang2}", a["lang2"])):
        if key in text:
            word = LANGUAGES[i][0 if fr else 1]
            if fr and key == "{lang2}":  # apprendre l'anglais, le chinois
                word = ("l'" if word.startswith(_VOWELS) else "le ") + word
            text = text.replace(key, word)
    return text


def _fr_clause(pr, subj, verb: str, rest: str, tense: str, neg: bool = False) -> str:
    """The French clause, small first letter, no full stop: *j'avais le temps*."""
    if rest.startswith("@"):
        parts = [pr.A(rest[1:])]
    else:
        parts = [pr.Q(rest)] if rest else []
    s = pr.S(subject_tree(pr, subj, "fr"), pr.VP(pr.V(verb), *parts)).t(tense)
    if neg:
        s = s.typ({"neg": True})
    return lower_first(s.realize().strip()[:-1])


def _en_subject(pr, subj) -> str:
    return lower_first(subject_tree(pr, subj, "en").realize().strip())


def _si(clause: str) -> str:
    """si + a clause: *s'il*, *s'ils*."""
    if clause.startswith(("il ", "ils ")):
        return "s'" + clause
    return "si " + clause


@builder("if_would")
def _if_would(pr, lang, cond, out, subj, subj2, first, neg, end, asked=None, **a):
    fr = lang == "fr"
    if cond[0] == "weather":
        if_part = WEATHER_IFS[cond[1]][0 if fr else 1]
    else:
        f_v, f_r, e_v, e_r = CONDITIONS[cond[1]]
        if fr:
            if_part = _si(_fr_clause(pr, subj, f_v, _fill(f_r, a, fr), "i"))
        else:
            rest = _fill(e_r, a, fr).lstrip("@")
            if_part = " ".join(f"if {_en_subject(pr, subj)} {e_v} {rest}".split())
    if asked is not None:  # que ferais-tu, qu'est-ce que vous feriez
        if fr:
            form = "ferais" if asked[0] == "tu" else "feriez"
            head = (
                f"Que {form}-{asked[0]}"
                if asked[1]
                else f"Qu'est-ce que {asked[0]} {form}"
            )
            return f"{head} {if_part}?"
        return f"What would you do {if_part}?"
    f_v, f_r, e_o, _ = OUTCOMES[out]
    if fr:
        main = _fr_clause(pr, subj2, f_v, _fill(f_r, a, fr), "c", neg)
    else:
        would = "would not" if neg else "would"
        main = f"{_en_subject(pr, subj2)} {would} {_fill(e_o, a, fr)}".strip()
    if first:
        return _cap(if_part) + ", " + main + end
    return _cap(main) + " " + if_part + end


def _pronoun_of(subj):
    """The subject pronoun of the main clause after a name: il or elle."""
    if isinstance(subj, Name):
        return Pronoun(2 if subj.gender == "m" else 3, subj.gender)
    return subj


@register("if_would", 0.08)
def if_would(rng: random.Random, sampler):
    """*Si j'avais le temps, je lirais plus.* / *If I had time, I would read more.* (see
    the module)."""
    subj = draw_name(rng) if rng.random() < 0.2 else everyday_pronoun(rng)
    if rng.random() < 0.12:
        cond = ("weather", rng.randrange(len(WEATHER_IFS)))
        verbs = ["faire" if "fais" in WEATHER_IFS[cond[1]][0] else "pleuvoir"]
    else:
        cond = ("person", rng.randrange(len(CONDITIONS)))
        verbs = [CONDITIONS[cond[1]][0]]
    args = {"cond": cond, "subj": subj, "first": rng.random() < 0.6}
    args.update(city=rng.randrange(len(CITIES)), language=rng.randrange(len(LANGUAGES)))
    args["lang2"] = rng.randrange(len(LANGUAGES))
    args["end"] = rng.choice("...!")
    if cond[0] == "person" and rng.random() < 0.1:  # que ferais-tu si ...
        you = rng.choice(("tu", "vous"))
        gender = rng.choice("mf")
        args["subj"] = Pronoun(1 if you == "tu" else 5, gender)
        args.update(asked=(you, rng.random() < 0.5), out=0, subj2=None, neg=False)
        args["first"], args["end"] = False, "?"
        return Construction("if_would", args, lemmas_of(verbs=verbs + ["faire"]))
    out = rng.randrange(len(OUTCOMES))
    while cond[0] == "person" and OUTCOMES[out][:2] == CONDITIONS[cond[1]][:2]:
        out = rng.randrange(len(OUTCOMES))
    subj2 = _pronoun_of(subj)
    if cond[0] == "weather" or rng.random() < 0.15:
        subj2 = everyday_pronoun(rng)
        you = {getattr(x, "index", None) for x in (subj, subj2)}
        if cond[0] == "person" and {1, 5} <= you:
            subj2 = subj  # (not tu and vous in one sentence)
    elif isinstance(subj, Name) and not args["first"]:  # Paul lirait s'il avait ...
        args["subj"], subj2 = subj2, subj
    args.update(out=out, subj2=subj2, neg=OUTCOMES[out][3] and rng.random() < 0.25)
    verbs.append(OUTCOMES[out][0])
    return Construction("if_would", args, lemmas_of(subj, verbs=verbs))


# --- would_ask: à ta place, demander conseil, aimer ... un jour, une chambre -----------

# à ta place, je ...: (French after je, English after I, the French verb); {who}: whom
IN_PLACE = (
    ("demanderais conseil à {who}", "would ask {who} for advice", "demander"),
    ("demanderais de l'aide à {who}", "would ask {who} for help", "demander"),
    ("parlerais à {who}", "would talk to {who}", "parler"),
    ("appellerais {who}", "would call {who}", "appeler"),
    ("dirais la vérité à {who}", "would tell {who} the truth", "dire"),
    ("écrirais à {who}", "would write to {who}", "écrire"),
    ("ne dirais rien à {who}", "would not say anything to {who}", "dire"),
    ("attendrais demain", "would wait until tomorrow", "attendre"),
    ("irais chez le médecin", "would go to the doctor's", "aller"),
    ("resterais au lit", "would stay in bed", "rester"),
    ("prendrais un parapluie", "would take an umbrella", "prendre"),
    ("accepterais", "would accept", "accepter"),
    ("refuserais", "would refuse", "refuser"),
    ("partirais tout de suite", "would leave straight away", "partir"),
    ("ne dirais rien", "would not say anything", "dire"),
    ("changerais de travail", "would change jobs", "changer"),
)
# whom one asks: (French, English, after "à ta place" (ton) or "à votre place" (votre));
# "{poss}" is the possessive of the one spoken to
ADVISERS = (
    ("un ami", "a friend"),
    ("le médecin", "the doctor"),
    ("un avocat", "a lawyer"),
    ("le pharmacien", "the pharmacist"),
    ("{poss} professeur", "{poss} teacher"),
    ("{poss} patron", "{poss} boss"),
    ("{poss} mère", "{poss} mother"),
    ("{poss} père", "{poss} father"),
    ("{poss} frère", "{poss} brother"),
    ("{poss}s parents", "{poss} parents"),
)
_HEADS = (  # (French, English)
    ("À ta place", "If I were you"),
    ("À votre place", "If I were you"),
    ("Si j'étais toi", "If I were you"),
    ("Si j'étais vous", "If I were you"),
)
# demander conseil in other tenses: (subject index, French verb form, English)
_ASKED = (
    (0, "ai demandé", "asked"),
    (0, "vais demander", "am going to ask"),
    (0, "demanderai", "will ask"),
    (1, "devrais demander", "should ask"),
    (5, "devriez demander", "should ask"),
    (4, "avons demandé", "asked"),
)
# aimerait ... un jour: (French infinitive, English)
WISHES = (
    ("visiter {city}", "visit {city}"),
    ("aller à {city}", "go to {city}"),
    ("habiter à {city}", "live in {city}"),
    ("apprendre {lang2}", "learn {lang2}"),
    ("faire le tour du monde", "travel round the world"),
    ("écrire un livre", "write a book"),
    ("avoir un chien", "have a dog"),
    ("acheter une maison", "buy a house"),
    ("voir les pyramides", "see the pyramids"),
    ("monter dans un avion", "get on a plane"),
)
# une chambre: (French, English)
ROOMS = (
    ("une chambre", "a room"),
    ("une chambre double", "a double room"),
    ("une chambre simple", "a single room"),
    ("une chambre calme", "a quiet room"),
    ("une chambre avec vue sur la mer", "a room with a sea view"),
    ("une chambre avec salle de bains", "a room with a bathroom"),
)
_ROOM_HEADS = (  # (French, English, asked)
    ("Je voudrais", "I would like", False),
    ("Nous voudrions", "We would like", False),
    ("J'aimerais", "I would like", False),
    ("J'ai réservé", "I booked", False),
    ("Nous avons réservé", "We booked", False),
    ("Avez-vous", "Do you have", True),
    ("Est-ce que vous avez", "Do you have", True),
    ("Il vous reste", "Do you still have", True),
)


def _a(who: str) -> str:
    """à + a noun phrase: au médecin, à un ami, à Paul."""
    if who.startswith("le "):
        return "au " + who[3:]
    if who.startswith("les "):
        return "aux " + who[4:]
    return "à " + who


# the possessive of the one who asks: (masculine, feminine, plural, English)
_POSS = {
    "je": ("mon", "ma", "mes", "my"),
    "tu": ("ton", "ta", "tes", "your"),
    "nous": ("notre", "notre", "nos", "our"),
    "vous": ("votre", "votre", "vos", "your"),
}


def _who(a: dict, fr: bool, owner: str) -> str:
    """The person asked: a name, *un ami*, *ton professeur* (``owner``'s)."""
    if a["name"] is not None:
        return a["name"]
    f, e = ADVISERS[a["adviser"]]
    m, fem, plural, en = _POSS[owner]
    if not fr:
        return e.replace("{poss}", en)
    if f.startswith("{poss}s"):
        return f.replace("{poss}s", plural)
    return f.replace("{poss}", fem if f == "{poss} mère" else m)


def _je(rest: str) -> str:
    return ("j'" if rest.startswith(_VOWELS) else "je ") + rest


def _with_who(text: str, who: str, fr: bool) -> str:
    if fr and "à {who}" in text:
        return text.replace("à {who}", _a(who))
    return text.replace("{who}", who)


@builder("would_ask")
def _would_ask(pr, lang, what, end=".", **a):
    fr = lang == "fr"
    if what == "in_place":
        head_fr, head_en = _HEADS[a["head"]]
        vous = "vous" in head_fr or "votre" in head_fr
        f, e, _ = IN_PLACE[a["advice"]]
        who = _who(a, fr, "vous" if vous else "tu")
        if fr:
            return f"{head_fr}, {_je(_with_who(f, who, fr))}{end}"
        return f"{head_en}, I {_with_who(e, who, fr)}{end}"
    if what == "asked_advice":
        index, f_form, e_form = _ASKED[a["asked"]]
        subj = ("je", "tu", "", "", "nous", "vous")[index]
        who = _who(a, fr, subj)
        if fr:
            text = f"{subj} {f_form} conseil {_a(who)}"
            return _cap(text.replace("je ai", "j'ai")) + end
        subj = ("I", "you", "", "", "we", "you")[index]
        return _cap(f"{subj} {e_form} {who} for advice") + end
    if what == "wish":
        subj = a["subj"]
        f, e = WISHES[a["wish"]]
        f, e = _fill(f, a, True), _fill(e, a, False)
        if fr:
            verb = pr.V(a["verb"]).t("c")
            pe, n = person_number(subj)
            form = verb.pe(pe).n(n).realize().strip()
            head = subject_tree(pr, subj, "fr").realize().strip()
            text = f"{head} {form} {f}"
            text = text.replace("Je aim", "J'aim").replace("je aim", "j'aim")
            if a["front"]:
                return f"Un jour, {lower_first(text)}{end}"
            return f"{_cap(text)} un jour{end}"
        text = f"{_en_subject(pr, subj)} would like to {e}"
        if a["front"]:
            return f"One day, {text}{end}"
        return f"{_cap(text)} one day{end}"
    # what == "room"
    f_head, e_head, asked = _ROOM_HEADS[a["head"]]
    f_room, e_room = ROOMS[a["room"]]
    nights = a["nights"]
    if nights == 0:
        f_for, e_for = "pour ce soir", "for tonight"
    elif nights == 8:
        f_for, e_for = "pour une semaine", "for a week"
    else:
        f_for = f"pour {fr_number(nights, True)} nuit{'s' if nights > 1 else ''}"
        e_for = f"for {en_number(nights)} night{'s' if nights > 1 else ''}"
    if fr:
        return f"{f_head} {f_room} {f_for}{'?' if asked else end}"
    return f"{e_head} {e_room} {e_for}{'?' if asked else end}"


@register("would_ask", 0.08)
def would_ask(rng: random.Random, sampler):
    """*À ta place, je demanderais conseil à Nicolas.* / *If I were you, I would ask
    Nicolas for advice.* (see the module)."""
    x = rng.random()
    end = rng.choice("..!")
    who = {"name": None, "adviser": rng.randrange(len(ADVISERS))}
    if rng.random() < 0.45:
        who["name"] = draw_name(rng).name
    if x < 0.4:
        args = {"head": rng.randrange(len(_HEADS)), "advice": 0}
        if rng.random() < 0.7:  # (most ask someone something)
            args["advice"] = rng.randrange(len(IN_PLACE))
        args.update(who, end=end)
        verb = IN_PLACE[args["advice"]][2]
        return Construction(
            "would_ask", {"what": "in_place", **args}, lemmas_of(verbs=(verb,))
        )
    if x < 0.55:
        args = {"asked": rng.randrange(len(_ASKED)), **who, "end": end}
        verbs = ("demander",)
        return Construction(
            "would_ask", {"what": "asked_advice", **args}, lemmas_of(verbs=verbs)
        )
    if x < 0.8:
        subj = draw_name(rng) if rng.random() < 0.25 else everyday_pronoun(rng)
        args = {"subj": subj, "wish": rng.randrange(len(WISHES)), "end": end}
        args.update(verb=rng.choice(("aimer", "aimer", "vouloir")))
        args.update(
            city=rng.randrange(len(CITIES)), lang2=rng.randrange(len(LANGUAGES))
        )
        args.update(language=0, front=rng.random() < 0.25)
        verbs = (args["verb"], WISHES[args["wish"]][0].split()[0])
        return Construction(
            "would_ask", {"what": "wish", **args}, lemmas_of(subj, verbs=verbs)
        )
    args = {"head": rng.randrange(len(_ROOM_HEADS)), "room": rng.randrange(len(ROOMS))}
    args.update(nights=rng.choice((0, 1, 1, 2, 2, 2, 3, 3, 4, 5, 6, 7, 8)), end=".")
    return Construction("would_ask", {"what": "room", **args}, lemmas_of(verbs=()))
