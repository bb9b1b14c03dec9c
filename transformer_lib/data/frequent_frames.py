"""Kinds of sentence of version 3 for frequent French words that the corpus lacked (of the
1,000 most frequent: see :mod:`.frequent`), each in natural frames.

- ``lead_in``: a clause of the common grammar after a word that links it to what was
  said: *En tout cas* / *In any case*, *Dans ce cas* / *In that case*, *Pourtant* /
  *Yet*, *Cependant* / *However*, *À propos* / *By the way*, *Désormais* / *From now
  on*, *Actuellement* / *Currently*, *Selon Marie* / *According to Marie*, *Grâce à
  Paul* / *Thanks to Paul*, *Malgré la pluie* / *Despite the rain*, the spoken *Ah*,
  *Oh*, *Ouais* / *Yeah*, *Ben* / *Well*, *OK*, and *À l'époque* / *At the time* (with
  the imparfait): *Malgré la pluie, nous allons au marché.* / *Despite the rain, we are
  going to the market.*;
- ``word_bits``: *Quel genre de musique aimes-tu?* / *What kind of music do you like?*,
  *Ce n'est pas la peine de venir.* / *There is no need to come.*, *Peu importe.* / *It
  does not matter.*, *Je n'aime ni le thé ni le café.* / *I like neither tea nor
  coffee.*, *J'ai dû partir.* / *I had to leave.*, *Je n'ai pas pu venir.* / *I could
  not come.*, *Lequel préfères-tu?* / *Which one do you prefer?*, *C'est un mec sympa.*
  / *He is a nice guy.*, *Ce n'est pas nécessaire.* / *It is not necessary.*, *Il y a
  un canal derrière la maison.* / *There is a canal behind the house.*, *Cette église
  date du douzième siècle.* / *This church dates from the twelfth century.*
"""

from __future__ import annotations

import random
from dataclasses import replace

from .kind_parts import (
    Construction,
    builder,
    draw_name,
    everyday_pronoun,
    lower_first,
    subject_tree,
)
from .kinds_v3 import register
from .structures import Sentence, _lemmas

__all__ = ["LEADS", "BITS"]


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


# (French, English, tenses of the clause after it); "{name}" and "{despite}" are filled
LEADS = (
    ("en tout cas", "in any case", "p pc f"),
    ("dans ce cas", "in that case", "p f"),
    ("pourtant", "yet", "p pc"),
    ("cependant", "however", "p pc f"),
    ("toutefois", "however", "p pc f"),
    ("à propos", "by the way", "p pc f"),
    ("désormais", "from now on", "p f"),
    ("actuellement", "currently", "p"),
    ("selon {name}", "according to {name}", "p pc f"),
    ("grâce à {name}", "thanks to {name}", "pc f"),
    ("malgré {despite}", "despite {despite}", "p pc f"),
    ("ah", "ah", "p pc"),
    ("oh", "oh", "p pc"),
    ("ouais", "yeah", "p pc f"),
    ("ben", "well", "p pc f"),
    ("OK", "OK", "p f"),
    ("à l'époque", "at the time", "i"),
    ("à cette époque", "at that time", "i"),
)
_DESPITE = (
    ("la pluie", "the rain"),
    ("le froid", "the cold"),
    ("la neige", "the snow"),
    ("la chaleur", "the heat"),
    ("le bruit", "the noise"),
    ("le vent", "the wind"),
    ("la grève", "the strike"),
)


@builder("lead_in")
def _lead_in(pr, lang, lead: int, clause, name, despite: int):
    from .realiser import _Realiser

    fr = lang == "fr"
    words = LEADS[lead][0 if fr else 1]
    words = words.replace("{name}", name.name)
    words = words.replace("{despite}", _DESPITE[despite][0 if fr else 1])
    text = _Realiser(lang).clause(pr, clause).realize().strip()
    return f"{_cap(words)}, {lower_first(text)}"


@register("lead_in", 0.05)
def lead_in(rng: random.Random, sampler):
    lead = rng.randrange(len(LEADS))
    tense = rng.choice(LEADS[lead][2].split())
    c = replace(sampler.clause(tense), adv=None, question=False)
    if c.tense != tense:  # (a verb before an infinitive may change it)
        c = replace(c, tense=tense, modal=None)
    args = {
        "lead": lead,
        "clause": c,
        "name": draw_name(rng),
        "despite": rng.randrange(len(_DESPITE)),
    }
    return Construction("lead_in", args, _lemmas(Sentence([c])))


# --- word_bits ---------------------------------------------------------------------------

_KINDS_OF = (("musique", "music"), ("films", "films"), ("livres", "books"))
_KINDS_OF += (("sport", "sport"), ("cuisine", "food"), ("vacances", "holiday"))
_A_KIND_OF = (
    ("gâteau", "m", "cake"),
    ("soupe", "f", "soup"),
    ("fromage", "m", "cheese"),
)
_A_KIND_OF += (
    ("oiseau", "m", "bird"),
    ("fleur", "f", "flower"),
    ("pain", "m", "bread"),
)
_NO_NEED = (("venir", "come"), ("attendre", "wait"), ("appeler", "call"))
_NO_NEED += (
    ("crier", "shout"),
    ("courir", "run"),
    ("payer", "pay"),
    ("répondre", "reply"),
)
# (French with its article, English without)
_LIKED = (("le thé", "tea"), ("le café", "coffee"), ("la viande", "meat"))
_LIKED += (("le poisson", "fish"), ("le sport", "sport"), ("la musique", "music"))
_LIKED += (("les chats", "cats"), ("les chiens", "dogs"), ("le fromage", "cheese"))
# (French infinitive with what follows it, English)
_HAD_TO = (
    ("partir tôt", "leave early"),
    ("rentrer à pied", "walk home"),
    ("prendre un taxi", "take a taxi"),
    ("travailler tard", "work late"),
    ("attendre une heure", "wait an hour"),
    ("venir", "come"),
    ("appeler le médecin", "call the doctor"),
    ("trouver la gare", "find the station"),
    ("répondre", "reply"),
    ("dormir", "sleep"),
)
# (French plural, gender, English plural)
_WHICH = (
    ("robes", "f", "dresses"),
    ("chemises", "f", "shirts"),
    ("gâteaux", "m", "cakes"),
)
_WHICH += (
    ("livres", "m", "books"),
    ("vestes", "f", "jackets"),
    ("chapeaux", "m", "hats"),
)
_WHICH_VERB = (("préfères", "préférez", "prefer"), ("veux", "voulez", "want"))
_WHICH_VERB += (("choisis", "choisissez", "choose"),)
_GUY = (
    ("sympa", "nice"),
    ("gentil", "kind"),
    ("drôle", "funny"),
    ("bizarre", "strange"),
)
_NEAR = (("derrière", "behind"), ("près de", "near"), ("à côté de", "next to"))
_BUILDINGS = (
    ("la maison", "the house"),
    ("l'usine", "the factory"),
    ("l'école", "the school"),
)
_BUILDINGS += (
    ("l'hôtel", "the hotel"),
    ("la gare", "the station"),
    ("le musée", "the museum"),
)
_OLD = (
    ("ce château", "this castle"),
    ("cette église", "this church"),
    ("ce pont", "this bridge"),
)
_OLD += (("cette maison", "this house"), ("ce village", "this village"))
_CENTURY = (
    ("douzième", "twelfth"),
    ("treizième", "thirteenth"),
    ("quinzième", "fifteenth"),
    ("seizième", "sixteenth"),
    ("dix-septième", "seventeenth"),
    ("dix-huitième", "eighteenth"),
    ("dix-neuvième", "nineteenth"),
)
_POST = (
    ("une lettre", "a letter"),
    ("un colis", "a parcel"),
    ("une carte postale", "a postcard"),
)
_POST += (("une facture", "a bill"), ("un journal", "a newspaper"))
_USED = (("une voiture", "car"), ("un vélo", "bike"), ("un ordinateur", "computer"))
_USED += (("un téléphone", "phone"), ("une machine à laver", "washing machine"))

BITS = (
    "kind_of", "a_kind_of", "no_need", "worth_it", "no_matter", "any_time", "neither",
    "had_to", "could_not", "which_one", "guy", "necessary", "canal", "canal_walk",
    "century", "thing", "letter_box", "look_letter_box", "dont_cry", "why_cry",
    "second_hand", "call_from", "fit",
)  # fmt: skip


def _s(pr, lang, subj, verb, rest, tense, neg=False, prog=False) -> str:
    s = pr.S(subject_tree(pr, subj, lang), pr.VP(pr.V(verb), pr.Q(rest))).t(tense)
    typ = {"neg": True} if neg else {}
    typ.update({"prog": True} if prog else {})
    return (s.typ(typ) if typ else s).realize().strip()


@builder("word_bits")
def _word_bits(pr, lang, frame: str, i: int, j: int, subj, tu: bool, name):
    fr = lang == "fr"
    you_fr = ("tu", "vous")[not tu]
    if frame == "kind_of":  # Quel genre de musique aimes-tu?
        what = _KINDS_OF[i % len(_KINDS_OF)]
        if fr:
            return f"Quel genre de {what[0]} {'aimes-tu' if tu else 'aimez-vous'}?"
        return f"What kind of {what[1]} do you like?"
    if frame == "a_kind_of":  # C'est une sorte de gâteau.
        noun, _, en = _A_KIND_OF[i % len(_A_KIND_OF)]
        return f"C'est une sorte {_de_word(noun)}." if fr else f"It is a kind of {en}."
    if frame == "no_need":  # Ce n'est pas la peine de venir.
        v_fr, v_en = _NO_NEED[i % len(_NO_NEED)]
        return (
            f"Ce n'est pas la peine {_de_word(v_fr)}."
            if fr
            else f"There is no need to {v_en}."
        )
    if frame == "worth_it":
        return "Ça vaut la peine." if fr else "It is worth it."
    if frame == "no_matter":
        return "Peu importe." if fr else "It does not matter."
    if frame == "any_time":  # Tu peux venir n'importe quand.
        if i % 2:  # Assieds-toi n'importe où.
            if fr:
                return (
                    "Assieds-toi n'importe où." if tu else "Asseyez-vous n'importe où."
                )
            return "Sit anywhere."
        when = ("n'importe quand", "any time")
        if fr:
            return f"{_cap(you_fr)} {'peux' if tu else 'pouvez'} venir {when[0]}."
        return f"You can come {when[1]}."
    if frame == "neither":  # Je n'aime ni le thé ni le café.
        a, b = _LIKED[i % len(_LIKED)], _LIKED[j % len(_LIKED)]
        if fr:
            text = _s(pr, lang, subj, "aimer", f"ni {a[0]} ni {b[0]}", "p")
            text = text.replace("aim", "n'aim", 1)
            return text.replace("Je n'aim", "Je n'aim").replace("J'n'aim", "Je n'aim")
        return _s(pr, lang, subj, "like", f"neither {a[1]} nor {b[1]}", "p")
    if frame == "had_to":  # J'ai dû partir tôt.
        v_fr, v_en = _HAD_TO[i % (len(_HAD_TO) - 1)]  # (not dormir: the last)
        if fr:
            return _s(pr, lang, subj, "devoir", v_fr, "pc")
        return _s(pr, lang, subj, "have", f"to {v_en}", "ps")
    if frame == "could_not":  # Je n'ai pas pu venir.
        v_fr, v_en = _HAD_TO[i % len(_HAD_TO)]
        if fr:
            return _s(pr, lang, subj, "pouvoir", v_fr, "pc", neg=True)
        text = subject_tree(pr, subj, lang).realize().strip()
        return f"{_cap(text)} could not {v_en}."
    if frame == "which_one":  # J'ai deux robes. Laquelle préfères-tu?
        noun, gender, en = _WHICH[i % len(_WHICH)]
        verb = _WHICH_VERB[j % len(_WHICH_VERB)]
        if fr:
            which = "Laquelle" if gender == "f" else "Lequel"
            return f"J'ai deux {noun}. {which} {verb[not tu]}-{you_fr}?"
        return f"I have two {en}. Which one do you {verb[2]}?"
    if frame == "guy":  # C'est un mec sympa.
        adj = _GUY[i % len(_GUY)]
        who = ("mec", "gars")[j % 2]
        return f"C'est un {who} {adj[0]}." if fr else f"He is a {adj[1]} guy."
    if frame == "necessary":
        if tu:
            return "C'est vraiment nécessaire?" if fr else "Is it really necessary?"
        return "Ce n'est pas nécessaire." if fr else "It is not necessary."
    if frame == "canal":  # Il y a un canal derrière la maison.
        near, place = _NEAR[i % len(_NEAR)], _BUILDINGS[j % len(_BUILDINGS)]
        if fr:
            de = near[0].endswith(" de")
            where = f"{near[0][:-3]} {_de(place[0])}" if de else f"{near[0]} {place[0]}"
            return f"Il y a un canal {where}."
        return f"There is a canal {near[1]} {place[1]}."
    if frame == "canal_walk":  # Nous avons marché le long du canal.
        if fr:
            return _s(pr, lang, subj, "marcher", "le long du canal", "pc")
        return _s(pr, lang, subj, "walk", "along the canal", "ps")
    if frame == "century":  # Cette église date du douzième siècle.
        what, c = _OLD[i % len(_OLD)], _CENTURY[j % len(_CENTURY)]
        if fr:
            return f"{_cap(what[0])} date du {c[0]} siècle."
        return f"{_cap(what[1])} dates from the {c[1]} century."
    if frame == "thing":
        if tu:
            return "C'est quoi, ce truc?" if fr else "What is this thing?"
        if fr:
            return f"J'ai un truc à {'te' if i % 2 else 'vous'} dire."
        return "I have something to tell you."
    if frame == "letter_box":  # Il y a une lettre dans la boîte aux lettres.
        what = _POST[i % len(_POST)]
        if fr:
            return f"Il y a {what[0]} dans la boîte aux lettres."
        return f"There is {what[1]} in the letter box."
    if frame == "look_letter_box":
        if fr:
            return f"{_cap(you_fr)} {'peux' if tu else 'pouvez'} regarder dans la boîte aux lettres?"
        return "Can you look in the letter box?"
    if frame == "dont_cry":
        return ("Ne pleure pas!" if tu else "Ne pleurez pas!") if fr else "Don't cry!"
    if frame == "why_cry":  # Pourquoi est-ce que Léa pleure?
        if fr:
            return f"Pourquoi est-ce que {name.name} pleure?"
        return f"Why is {name.name} crying?"
    if frame == "second_hand":  # J'ai acheté une voiture d'occasion.
        what = _USED[i % len(_USED)]
        if fr:
            return _s(pr, lang, subj, "acheter", f"{what[0]} d'occasion", "pc")
        return _s(pr, lang, subj, "buy", f"a second-hand {what[1]}", "ps")
    if frame == "call_from":  # J'attends un appel de Marc.
        if fr:
            return _s(
                pr, lang, subj, "attendre", f"un appel {_de_word(name.name)}", "p"
            )
        return _s(
            pr, lang, subj, "wait", f"for a call from {name.name}", "p", prog=True
        )
    if frame == "fit":
        if tu:
            return "Tu as l'air en forme!" if fr else "You look well!"
        return "Je suis en pleine forme." if fr else "I am in great shape."
    raise ValueError(frame)


def _de_word(word: str) -> str:
    """*de* + a word, elided before a vowel: *d'oiseau*, *d'Anne*, *de Marc*."""
    return ("d'" if word[0].lower() in "aeéèêiîoôuhy" else "de ") + word


def _de(place: str) -> str:
    """de + a place with its article: *de la maison*, *de l'usine*, *du musée*."""
    return "du " + place[3:] if place.startswith("le ") else "de " + place


_BIT_WEIGHTS = {"neither": 3, "had_to": 3, "could_not": 3, "which_one": 2, "canal": 2}
_BIT_WEIGHTS |= {"century": 2, "second_hand": 2, "call_from": 2, "kind_of": 2}


@register("word_bits", 0.05)
def word_bits(rng: random.Random, sampler):
    frame = rng.choices(BITS, [_BIT_WEIGHTS.get(b, 1) for b in BITS])[0]
    subj = everyday_pronoun(rng) if rng.random() < 0.75 else draw_name(rng)
    if frame == "canal_walk" and getattr(subj, "index", 0) in (1, 5):
        subj = everyday_pronoun(rng, singular=True)
    i, j = rng.randrange(100), rng.randrange(100)
    if frame == "neither" and _LIKED[i % len(_LIKED)] == _LIKED[j % len(_LIKED)]:
        j += 1
    args = {
        "frame": frame,
        "i": i,
        "j": j,
        "subj": subj,
        "tu": rng.random() < 0.55,
        "name": draw_name(rng),
    }
    lemmas = {"noun": set(), "adj": set(), "verb": set()}
    if (
        frame == "second_hand"
    ):  # (acheter une voiture: a pair the test set may hold out)
        lemmas = {"noun": {_USED[i % len(_USED)][0].split(" ", 1)[1]}, "adj": set()}
        lemmas["verb"] = {"acheter"}
    return Construction("word_bits", args, lemmas)
