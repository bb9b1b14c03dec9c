"""A kind of sentence of version 3: people pointed out by where they live or work.

- ``who_live_here``: a *qui* relative whose verb has a place adverb (*ici*, *là-bas*, *à
  côté*, *en face*, *dans ce quartier* ...), then what the people are or do: *Les gens
  qui habitent ici sont gentils.* / *The people who live here are kind.*, *La dame qui
  travaille en face s'appelle Louise.* / *The lady who works opposite is called Louise.*,
  *Les enfants qui habitaient à côté étaient très bruyants.* / *The children who lived
  next door were very noisy.*; known or asked about: *Je connais le monsieur qui habite
  au-dessus.* / *I know the gentleman who lives upstairs.*, *Tu connais la femme qui
  travaille là-bas?* / *Do you know the woman who works over there?*

The place stays with its verb in English (*who live here*), the way *ici* stays with
*habitent*; everything is written by hand.
"""

from __future__ import annotations

import random

from .kind_parts import Construction, builder, draw_name, lemmas_of
from .kinds_v3 import register
from .names import CITIES
from .talk import LANGUAGES

__all__ = ["HEADS", "LIVE", "PLACES", "SAID"]

# who: (French, number, gender, English)
HEADS = (
    ("les gens", "p", "m", "the people"),
    ("les personnes", "p", "f", "the people"),
    ("la femme", "s", "f", "the woman"),
    ("l'homme", "s", "m", "the man"),
    ("les enfants", "p", "m", "the children"),
    ("le monsieur", "s", "m", "the gentleman"),
    ("la dame", "s", "f", "the lady"),
    ("les voisins", "p", "m", "the neighbours"),
    ("le garçon", "s", "m", "the boy"),
    ("la fille", "s", "f", "the girl"),
    ("les étudiants", "p", "m", "the students"),
    ("le vieux monsieur", "s", "m", "the old gentleman"),
    ("la vieille dame", "s", "f", "the old lady"),
)
# the verb: (French he, they, he (imparfait), they (imparfait), English he, they, past)
LIVE = (
    ("habite", "habitent", "habitait", "habitaient", "lives", "live", "lived"),
    ("vit", "vivent", "vivait", "vivaient", "lives", "live", "lived"),
    (
        "travaille",
        "travaillent",
        "travaillait",
        "travaillaient",
        "works",
        "work",
        "worked",
    ),
)
# where: (French, English, said of living (0), working (1) or both (2))
PLACES = (
    ("ici", "here", 2),
    ("là-bas", "over there", 2),
    ("à côté", "next door", 2),
    ("en face", "opposite", 2),
    ("dans ce quartier", "in this area", 2),
    ("dans cette rue", "in this street", 2),
    ("près d'ici", "near here", 2),
    ("en ville", "in town", 2),
    ("au-dessus", "upstairs", 0),
    ("en dessous", "downstairs", 0),
    ("au rez-de-chaussée", "on the ground floor", 2),
    ("à la campagne", "in the countryside", 0),
)
# what they are or do: (French he, they, he (imparfait), they (imparfait), English he,
# they, past (None: not said in the past)); "@x" agrees with the head; {name} {city}
# {lang} are drawn
SAID = (
    (
        "est @gentil",
        "sont @gentil",
        "était @gentil",
        "étaient @gentil",
        "is kind",
        "are kind",
        "kind",
    ),
    (
        "est @sympathique",
        "sont @sympathique",
        "était @sympathique",
        "étaient @sympathique",
        "is nice",
        "are nice",
        "nice",
    ),
    (
        "est très @bruyant",
        "sont très @bruyant",
        "était très @bruyant",
        "étaient très @bruyant",
        "is very noisy",
        "are very noisy",
        "very noisy",
    ),
    (
        "est très @poli",
        "sont très @poli",
        "était très @poli",
        "étaient très @poli",
        "is very polite",
        "are very polite",
        "very polite",
    ),
    (
        "est très @calme",
        "sont très @calme",
        "était très @calme",
        "étaient très @calme",
        "is very quiet",
        "are very quiet",
        "very quiet",
    ),
    (
        "est @accueillant",
        "sont @accueillant",
        "était @accueillant",
        "étaient @accueillant",
        "is welcoming",
        "are welcoming",
        "welcoming",
    ),
    (
        "est toujours de bonne humeur",
        "sont toujours de bonne humeur",
        "était toujours de bonne humeur",
        "étaient toujours de bonne humeur",
        "is always in a good mood",
        "are always in a good mood",
        "always in a good mood",
    ),
    (
        "s'appelle {name}",
        None,
        "s'appelait {name}",
        None,
        "is called {name}",
        None,
        "was called {name}",
    ),
    (
        "parle {lang}",
        "parlent {lang}",
        "parlait {lang}",
        "parlaient {lang}",
        "speaks {lang}",
        "speak {lang}",
        "spoke {lang}",
    ),
    (
        "connaît tout le monde",
        "connaissent tout le monde",
        "connaissait tout le monde",
        "connaissaient tout le monde",
        "knows everyone",
        "know everyone",
        "knew everyone",
    ),
    (
        "a un grand chien",
        "ont un grand chien",
        "avait un grand chien",
        "avaient un grand chien",
        "has a big dog",
        "have a big dog",
        "had a big dog",
    ),
    (
        "vient de {city}",
        "viennent de {city}",
        "venait de {city}",
        "venaient de {city}",
        "comes from {city}",
        "come from {city}",
        "came from {city}",
    ),
    (
        "ne dit jamais bonjour",
        "ne disent jamais bonjour",
        "ne disait jamais bonjour",
        "ne disaient jamais bonjour",
        "never says hello",
        "never say hello",
        "never said hello",
    ),
)
# the adjectives that agree: lemma -> (m s, f s, m p, f p)
_ADJ = {
    "gentil": ("gentil", "gentille", "gentils", "gentilles"),
    "sympathique": ("sympathique", "sympathique", "sympathiques", "sympathiques"),
    "bruyant": ("bruyant", "bruyante", "bruyants", "bruyantes"),
    "poli": ("poli", "polie", "polis", "polies"),
    "calme": ("calme", "calme", "calmes", "calmes"),
    "accueillant": ("accueillant", "accueillante", "accueillants", "accueillantes"),
}
# how the sentence goes: (French before, English before, asked)
_FRAMES = (
    ("", "", False),
    ("Je connais", "I know", False),
    ("Tu connais", "Do you know", True),
    ("Vous connaissez", "Do you know", True),
    ("Est-ce que tu connais", "Do you know", True),
    ("Je ne connais pas", "I do not know", False),
)


def _agree(text: str, gender: str, number: str) -> str:
    words = []
    for word in text.split():
        if word.startswith("@"):
            forms = _ADJ[word[1:]]
            word = forms[(2 if number == "p" else 0) + (1 if gender == "f" else 0)]
        words.append(word)
    return " ".join(words)


def _fill(text: str, a: dict, fr: bool) -> str:
    text = text.replace("{name}", a["name"])
    text = text.replace("{city}", CITIES[a["city"]][0 if fr else 1])
    return text.replace("{lang}", LANGUAGES[a["language"]][0 if fr else 1])


@builder("who_live_here")
def _who_live_here(pr, lang, head, verb, place, said, past, frame, end, **a):
    fr = lang == "fr"
    f_head, number, gender, e_head = HEADS[head]
    plural = number == "p"
    f_place, e_place, _ = PLACES[place]
    forms = LIVE[verb]
    before_fr, before_en, asked = _FRAMES[frame]
    if fr:
        v = forms[(2 if past else 0) + (1 if plural else 0)]
        who = f"{f_head} qui {v} {f_place}"
        if before_fr:
            return f"{before_fr} {who}" + ("?" if asked else end)
        s = SAID[said][(2 if past else 0) + (1 if plural else 0)]
        s = _fill(_agree(s, gender, number), a, fr)
        return f"{who[:1].upper()}{who[1:]} {s}{end}"
    if past:
        v = forms[6]
    else:
        v = forms[5 if plural else 4]
    who = f"{e_head} who {v} {e_place}"
    if before_en:
        return f"{before_en} {who}" + ("?" if asked else end)
    if past:
        s = SAID[said][6]
        if SAID[said][0].startswith("est "):  # (was kind, were kind)
            s = f"{'were' if plural else 'was'} {s}"
    else:
        s = SAID[said][5 if plural else 4]
    s = _fill(s, a, fr)
    return f"{who[:1].upper()}{who[1:]} {s}{end}"


@register("who_live_here", 0.04)
def who_live_here(rng: random.Random, sampler):
    """*Les gens qui habitent ici sont gentils.* / *The people who live here are kind.*
    (see the module)."""
    head = rng.randrange(len(HEADS))
    verb = rng.choices(range(len(LIVE)), (0.6, 0.1, 0.3))[0]
    places = [i for i, p in enumerate(PLACES) if p[2] == 2 or p[2] == min(verb, 1)]
    place = rng.choice(places)
    frame = 0 if rng.random() < 0.7 else rng.randrange(1, len(_FRAMES))
    past = frame == 0 and rng.random() < 0.25
    plural = HEADS[head][1] == "p"
    said = rng.randrange(len(SAID))
    while plural and SAID[said][1] is None:
        said = rng.randrange(len(SAID))
    args = {"head": head, "verb": verb, "place": place, "said": said, "past": past}
    name = draw_name(rng, HEADS[head][2]).name  # (la dame ... s'appelle Louise)
    args.update(frame=frame, end=rng.choice("...!"), name=name)
    args.update(city=rng.randrange(len(CITIES)), language=rng.randrange(len(LANGUAGES)))
    verbs = ("habiter", "vivre", "travailler")[verb]
    return Construction("who_live_here", args, lemmas_of(verbs=(verbs,)))
