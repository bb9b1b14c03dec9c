"""A kind of sentence of version 3: apologies for small accidents, ``mishap``.

*Pardon / Oh pardon / Désolé(e) / Je suis désolé(e) / Excusez-moi* (*Sorry*, *Oh, sorry*,
*I am sorry*), maybe to someone (*madame*, a first name, *madame Leroy*), and what one
did, said to *tu* or to *vous*:

- *je t'ai / je vous ai marché sur le pied* / *I stepped on your foot* (and of others:
  *Paul m'a marché sur le pied.* / *Paul stepped on my foot.*);
- *j'ai oublié ton anniversaire / de vous appeler* / *I forgot your birthday / to call
  you*; *j'ai cassé / perdu ton stylo* / *I broke / lost your pen*; *j'ai renversé ton
  café* / *I spilt your coffee*;
- *je suis (un peu) en retard*, *je suis en retard de dix minutes* / *I am (a little)
  late*, *I am ten minutes late*;
- *je ne t'avais pas vue* / *I did not see you*, *je vous ai interrompu* / *I interrupted
  you*, *je t'ai réveillé* / *I woke you up*, *je me suis trompée* / *I made a mistake*,
  *je t'ai fait mal?* / *did I hurt you?*

French writes the speaker's and the addressee's gender (*désolée*, *vue*) that English
does not show.
"""

from __future__ import annotations

import random

from .kind_parts import Construction, Name, builder, draw_name, lemmas_of
from .kinds_v3 import register
from .social import addressee, draw_titled

__all__ = ["THINGS", "mishap"]

# (French, English) before the apology
_HEADS = (
    ("Pardon", "Sorry"),
    ("Oh pardon", "Oh, sorry"),
    ("Désolé", "Sorry"),
    ("Je suis désolé", "I am sorry"),
    ("Je suis vraiment désolé", "I am really sorry"),
    ("Excuse-moi", "Sorry"),
)
# what one broke, lost or forgot of the addressee's: French noun, gender ("p" plural),
# English, which verbs (o: oublier, c: casser, p: perdre, r: renverser)
THINGS = (
    ("anniversaire", "m", "birthday", "o"),
    ("nom", "m", "name", "o"),
    ("livre", "m", "book", "op"),
    ("parapluie", "m", "umbrella", "op"),
    ("clés", "p", "keys", "op"),
    ("stylo", "m", "pen", "cp"),
    ("tasse", "f", "cup", "c"),
    ("vase", "m", "vase", "c"),
    ("lunettes", "p", "glasses", "cp"),
    ("verre", "m", "glass", "cr"),
    ("café", "m", "coffee", "r"),
    ("thé", "m", "tea", "r"),
    ("message", "m", "message", "o"),
    ("adresse", "f", "address", "o"),
    ("numéro", "m", "number", "o"),
    ("cadeau", "m", "present", "o"),
    ("téléphone", "m", "phone", "cp"),
    ("écharpe", "f", "scarf", "p"),
)
_VERBS = {
    "o": ("oublié", "forgot", "oublier"),
    "c": ("cassé", "broke", "casser"),
    "p": ("perdu", "lost", "perdre"),
    "r": ("renversé", "spilt", "renverser"),
}
# j'ai oublié de + an infinitive (French with {} for te / vous, English)
_FORGOT_TO = (
    ("{}appeler", "call you"),
    ("{}répondre", "answer you"),
    ("{}écrire", "write to you"),
    ("{}prévenir", "let you know"),
    ("{}rendre ton livre", "give you back your book"),
)
_MINUTES = (5, 10, 15, 20, 30)
_FR_MINUTES = {5: "cinq", 10: "dix", 15: "quinze", 20: "vingt", 30: "trente"}
_EN_MINUTES = {5: "five", 10: "ten", 15: "fifteen", 20: "twenty", 30: "thirty"}


def _te(tu: bool, word: str) -> str:
    """t' / te / vous before ``word``."""
    if not tu:
        return "vous "
    return "t'" if word[:1] in "aeéèiouh" else "te "


def _your(i: int, tu: bool) -> str:
    noun, gender, _, _ = THINGS[i]
    if gender == "p":
        return ("tes " if tu else "vos ") + noun
    if not tu:
        return "votre " + noun
    return ("ta " if gender == "f" and noun[0] not in "aeéiou" else "ton ") + noun


def _what(what, tu: bool, speaker: str, to_g: str, lang: str) -> str:
    """The accident, in the first person (*je t'ai marché sur le pied*)."""
    fr = lang == "fr"
    kind, x = what
    e = "e" if speaker == "f" else ""
    seen = "e" if to_g == "f" else ""
    if kind == "foot":
        return (
            f"je {_te(tu, 'ai')}ai marché sur le pied"
            if fr
            else "I stepped on your foot"
        )
    if kind == "thing":
        i, v = x
        fr_v, en_v, _ = _VERBS[v]
        if not fr:
            if v == "r" and THINGS[i][0] == "verre":
                return "I knocked over your glass"
            return f"I {en_v} your {THINGS[i][2]}"
        return f"j'ai {fr_v} {_your(i, tu)}"
    if kind == "forgot_to":
        fr_inf, en_inf = _FORGOT_TO[x]
        if not fr:
            return f"I forgot to {en_inf}"
        te = _te(tu, fr_inf.format(""))
        return "j'ai oublié de " + fr_inf.format(te).replace(
            "ton livre", "ton livre" if tu else "votre livre"
        )
    if kind == "late":
        if not fr:
            return (
                ("I am late", "I am a little late", "we are late")[x]
                if x < 3
                else f"I am {_EN_MINUTES[x]} minutes late"
            )
        if x < 3:
            return (
                "je suis en retard",
                "je suis un peu en retard",
                "nous sommes en retard",
            )[x]
        return f"je suis en retard de {_FR_MINUTES[x]} minutes"
    if kind == "seen":
        return (
            f"je ne {_te(tu, 'a')}avais pas vu{seen if tu else ''}"
            if fr
            else "I did not see you"
        )
    if kind == "interrupted":
        return (
            f"je {_te(tu, 'a')}ai interrompu{seen if tu else ''}"
            if fr
            else "I interrupted you"
        )
    if kind == "woke":
        return (
            f"je {_te(tu, 'a')}ai réveillé{seen if tu else ''}"
            if fr
            else "I woke you up"
        )
    if kind == "wrong":
        return f"je me suis trompé{e}" if fr else "I made a mistake"
    return f"je {_te(tu, 'a')}ai fait mal" if fr else "did I hurt you"  # (asked)


@builder("mishap")
def _mishap(pr, lang, head, to, what, tu: bool, speaker: str, to_g: str, mark: str):
    """``head``: an index of _HEADS or None; ``to``: None, "madame" / "monsieur", a name
    or a titled person."""
    fr = lang == "fr"
    text = ""
    if head is not None:
        text = _HEADS[head][not fr]
        if fr and speaker == "f":
            text = text.replace("désolé", "désolée").replace("Désolé", "Désolée")
        if fr and not tu:
            text = text.replace("Excuse-moi", "Excusez-moi")
        if to is not None:
            if isinstance(to, str):
                text += ", " + (
                    to if fr else {"madame": "madam", "monsieur": "sir"}[to]
                )
            else:
                text += ", " + addressee(to, lang)
        text += ", "
    body = _what(what, tu, speaker, to_g, lang)
    end = "?" if what[0] == "hurt" else mark
    return (text + body)[:1].upper() + (text + body)[1:] + end


# others who stepped on one's foot: French object pronoun, English possessive
_VICTIMS = (("m'", "my"), ("t'", "your"), ("vous ", "your"), ("nous ", "our"))


@builder("foot_of")
def _foot_of(pr, lang, subj, victim: int, neg: bool):
    """*Paul m'a marché sur le pied.* / *Paul stepped on my foot.*"""
    from .social import en_subject

    obj, owner = _VICTIMS[victim]
    feet = "feet" if victim == 3 else "foot"
    if lang == "fr":
        subject = addressee(subj, "fr")
        where = "les pieds" if victim == 3 else "le pied"
        verb = f"ne {obj}a pas" if neg else f"{obj}a"
        return subject[:1].upper() + subject[1:] + f" {verb} marché sur {where}."
    head, _, _ = en_subject(subj)
    did = "did not step" if neg else "stepped"
    return (head[:1].upper() + head[1:]) + f" {did} on {owner} {feet}."


def _draw_what(rng):
    x = rng.random()
    if x < 0.3:
        return ("foot", None)
    if x < 0.55:
        i = rng.randrange(len(THINGS))
        return ("thing", (i, rng.choice(THINGS[i][3])))
    if x < 0.65:
        return ("forgot_to", rng.randrange(len(_FORGOT_TO)))
    if x < 0.8:
        return ("late", rng.choice((0, 0, 1, 2, *_MINUTES)))
    return (rng.choice(("seen", "interrupted", "woke", "wrong", "hurt")), None)


@register("mishap", 0.08)
def mishap(rng: random.Random, sampler):
    """An apology for a small accident (see the module)."""
    if rng.random() < 0.15:
        from .how_was import _anyone

        subj = _anyone(rng, tu_vous=False)
        if not isinstance(subj, (Name, tuple)):
            subj = draw_name(rng)
        victim = rng.randrange(len(_VICTIMS))
        args = {"subj": subj, "victim": victim, "neg": rng.random() < 0.1}
        return Construction("foot_of", args, lemmas_of(verbs=("marcher",)))
    tu = rng.random() < 0.5
    what = _draw_what(rng)
    head = rng.choice((0, 0, 1, 2, 3, 4, 5)) if rng.random() < 0.9 else None
    to = None
    if head is not None and rng.random() < 0.3:
        if tu:
            to = draw_name(rng)
        else:
            to = (
                rng.choice(("madame", "monsieur"))
                if rng.random() < 0.5
                else draw_titled(rng)
            )
    to_g = rng.choice("mf")
    if isinstance(to, Name):
        to_g = to.gender
    elif isinstance(to, str):
        to_g = "f" if to == "madame" else "m"
    elif to is not None:
        to_g = "m" if to[1] == 1 else "f"
    args = {"head": head, "to": to, "what": what, "tu": tu, "speaker": rng.choice("mf")}
    args.update(to_g=to_g, mark=rng.choice(".!"))
    verbs = {"foot": ("marcher",), "forgot_to": ("oublier",), "seen": ("voir",)}
    verb = verbs.get(what[0], ())
    if what[0] == "thing":
        verb = (_VERBS[what[1][1]][2],)
    return Construction("mishap", args, lemmas_of(verbs=verb))
