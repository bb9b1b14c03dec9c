"""The verbs, adjectives and adverbs that corpus v3 adds (``lexicon_verbs``): known to
pyrealb in both languages, no repeats, and realised right (auxiliaries, irregular forms,
agreement, where each adverb goes). The expected sentences are written by hand."""

from __future__ import annotations

import pytest

from transformer_lib.data import lexicon as lx
from transformer_lib.data import lexicon_verbs as lv

# The noun classes of v3 (written beside this lexicon), and the nouns of v3 that tags
# here name by their English lemma: the lead checks that the nouns exist once merged.
NEW_CLASSES = set(
    "clothes body time abstract event sport instrument room shop weather".split()
)
NEW_NOUNS = set(
    "story question idea lesson work film music match concert hair hand arm leg foot "
    "eye ear sun star ice snow television day sky morning".split()
)
_EN_TENSE = {
    "p": "p",
    "pc": "ps",
    "f": "f",
    "i": "ps",
}  # the imparfait of a habit: simple past


@pytest.fixture(scope="module")
def pr():
    pytest.importorskip("pyrealb")
    from transformer_lib.data.realiser import load_pyrealb

    pr = load_pyrealb()
    lv.fix_lexicons(pr)
    return pr


def _construction(v):
    return (v.fr, v.obj is None, v.fr_prep, v.to_person)


# --- the entries ---------------------------------------------------------------------


def test_sizes():
    assert 150 <= len(lv.VERBS) <= 230
    assert 90 <= len(lv.ADJECTIVES) <= 140
    assert len(lv.ADVERBS) >= 20


def test_no_repeats_within_v3_nor_with_v2():
    v3 = [_construction(v) for v in lv.VERBS]
    assert len(v3) == len(set(v3))
    v2 = {_construction(v): v for v in lx.VERBS}
    for v in lv.VERBS:
        old = v2.get(_construction(v))
        if (
            old is not None
        ):  # another sense (porter: wear): another English, other nouns
            assert old.en != v.en and not (old.obj & v.obj), v
    adjectives = [a.fr for a in lx.ADJECTIVES + lv.ADJECTIVES]
    assert len(adjectives) == len(set(adjectives))
    adverbs = [a[0] for a in lx.TIME_ADVERBS + lx.MANNER_ADVERBS]
    adverbs += [a[0] for a in lv.TIME_ADVERBS + lv.MANNER_ADVERBS]
    adverbs += [a.fr for a in lv.ADVERBS]
    assert len(adverbs) == len(set(adverbs))


def test_tags_name_noun_classes_or_nouns():
    known = {t for n in lx.NOUNS for t in n.tags} | {n.en for n in lx.NOUNS}
    used = set()
    for v in lv.VERBS:
        used |= v.subj | (v.obj or set())
    for a in lv.ADJECTIVES:
        used |= a.tags
    unknown = used - known - NEW_CLASSES
    assert unknown == NEW_NOUNS  # a typo in a tag shows up here
    assert NEW_CLASSES <= used


def test_entries_without_nouns():
    lacking = {(e.fr, e.en) for e in lv.entries_without_nouns(lx.NOUNS)}
    # with v2's nouns only: those that need v3's
    assert {("poser", "ask"), ("porter", "wear"), ("nuageux", "cloudy")} <= lacking
    assert not lacking & {("aboyer", "bark"), ("garer", "park"), ("roux", "ginger")}
    everything = list(lx.NOUNS) + [
        lx.Noun("x", "m", "x", frozenset(NEW_CLASSES | NEW_NOUNS))
    ]
    assert lv.entries_without_nouns(everything) == []


def test_adjective_and_adverb_fields():
    assert {a.pos for a in lv.ADJECTIVES} == {"pre", "post"}
    for a in lv.ADVERBS:
        assert set(a.tenses) <= {"p", "pc", "f", "i"} and a.tenses
        assert a.fr_pos in ("vp", "end", "front")
        assert a.en_pos in ("end", "front", "before")
        if a.en_pos == "before":  # right only in affirmative statements
            assert not a.neg and not a.question and "f" not in a.tenses
        # (the verbs of the lexicons, and version 3's reflexives: se coucher tard)
        from transformer_lib.data.grammar_v3 import REFLEXIVES

        verbs = {v.fr for v in lx.VERBS + lv.VERBS + REFLEXIVES}
        assert a.verbs is None or a.verbs <= verbs


def test_every_word_is_in_pyrealbs_lexicons(pr):
    fr, en = pr.getLexicon("fr"), pr.getLexicon("en")
    for v in lv.VERBS:
        assert "V" in fr.get(v.fr, {}), v.fr
        assert "V" in en.get(v.en, {}), v.en
        for word in (v.fr_prep or "").split():
            assert "P" in fr.get(word, {}), v
        for word in (v.en_prep or "").split():
            assert "P" in en.get(word, {}), v
    for a in lv.ADJECTIVES:
        assert "A" in fr.get(a.fr, {}), a.fr
        assert "A" in en.get(a.en, {}), a.en
    for a in lv.ADVERBS:
        assert "Adv" in fr.get(a.fr, {}), a.fr
        assert "Adv" in en.get(a.en, {}), a.en
    for a in lv.TIME_ADVERBS + lv.MANNER_ADVERBS:
        assert "Adv" in fr.get(a[0], {}) and "Adv" in en.get(a[1], {}), a


# --- verbs ----------------------------------------------------------------------------


def _say(pr, lang, verb, tense, pe=3, n="s", g="f"):
    fr = lang == "fr"
    pr.loadFr() if fr else pr.loadEn()
    subj = pr.Pro("je" if fr else "I").pe(pe).n(n).g(g)
    t = tense if fr else _EN_TENSE[tense]
    return pr.S(subj, pr.VP(pr.V(verb))).t(t).realize().strip()


ETRE = {"venir", "mourir", "sortir", "monter", "descendre", "revenir"}


def test_passe_compose_auxiliary_and_agreement(pr):
    for v in {v.fr for v in lv.VERBS}:
        said = _say(pr, "fr", v, "pc")
        if v in ETRE:
            assert said.startswith("Elle est ") and said.endswith("e."), said
            plural = _say(pr, "fr", v, "pc", n="p")
            assert plural.startswith("Elles sont ") and plural.endswith("es."), plural
        else:
            assert said.startswith(("Elle a ", "Elle a")) and " est " not in said, said
    assert _say(pr, "fr", "venir", "pc") == "Elle est venue."
    assert _say(pr, "fr", "mourir", "pc") == "Elle est morte."
    assert _say(pr, "fr", "descendre", "pc", g="m", n="p") == "Ils sont descendus."
    assert _say(pr, "fr", "atterrir", "pc") == "Elle a atterri."


FRENCH_FORMS = {  # verb: (3rd singular, 3rd plural, 1st singular, participle, future)
    "faire": ("fait", "font", "fais", "fait", "fera"),
    "vouloir": ("veut", "veulent", "veux", "voulu", "voudra"),
    "savoir": ("sait", "savent", "sais", "su", "saura"),
    "recevoir": ("reçoit", "reçoivent", "reçois", "reçu", "recevra"),
    "mourir": ("meurt", "meurent", "meurs", "morte", "mourra"),
    "vivre": ("vit", "vivent", "vis", "vécu", "vivra"),
    "peser": ("pèse", "pèsent", "pèse", "pesé", "pèsera"),
    "éteindre": ("éteint", "éteignent", "éteins", "éteint", "éteindra"),
    "payer": ("paie", "paient", "paie", "payé", "paiera"),
    "bouillir": ("bout", "bouillent", "bous", "bouilli", "bouillira"),
    "cueillir": ("cueille", "cueillent", "cueille", "cueilli", "cueillera"),
    "rejoindre": ("rejoint", "rejoignent", "rejoins", "rejoint", "rejoindra"),
}


def test_french_conjugation_by_hand(pr):
    for verb, (s3, p3, s1, pp, fut) in FRENCH_FORMS.items():
        words = [
            _say(pr, "fr", verb, "p").split()[-1],
            _say(pr, "fr", verb, "p", n="p").split()[-1],
            _say(pr, "fr", verb, "p", pe=1).split()[-1],
            _say(pr, "fr", verb, "pc").split()[-1],
            _say(pr, "fr", verb, "f").split()[-1],
        ]
        assert [w.strip(".").split("'")[-1] for w in words] == [s3, p3, s1, pp, fut], (
            verb
        )


ENGLISH_PASTS = {
    "win": "won", "lose": "lost", "understand": "understood", "teach": "taught",
    "know": "knew", "come": "came", "dig": "dug", "shine": "shone", "ring": "rang",
    "sink": "sank", "hear": "heard", "meet": "met", "take": "took", "bring": "brought",
    "wake": "woke", "pay": "paid", "make": "made", "wear": "wore", "leave": "left",
    "steal": "stole", "hit": "hit", "throw": "threw", "tear": "tore", "sweep": "swept",
    "overtake": "overtook", "go": "went", "get": "got", "tell": "told", "put": "put",
    "forgive": "forgave", "ski": "skied", "brake": "braked", "lie": "lied",
    "believe": "believed", "travel": "travelled", "cancel": "cancelled",
    "study": "studied", "hire": "hired", "stop": "stopped", "die": "died",
    "feel": "felt", "want": "wanted", "live": "lived", "switch": "switched",
}  # fmt: skip


def test_english_pasts_by_hand(pr):
    ours = {v.en for v in lv.VERBS}
    assert len(ours & set(ENGLISH_PASTS)) >= 40
    for en in ours & set(ENGLISH_PASTS):
        assert _say(pr, "en", en, "pc") == f"She {ENGLISH_PASTS[en]}.", en
    for en in ours:  # every verb: "she ___s", "they ___", "I ___"
        third = _say(pr, "en", en, "p").split()[-1]
        assert third.endswith("s.") and "[[" not in third, en
        assert _say(pr, "en", en, "p", n="p") == f"They {en}."
        assert _say(pr, "en", en, "p", pe=1) == f"I {en}."
        assert _say(pr, "en", en, "f") == f"She will {en}."
        assert "'" not in _say(pr, "en", en, "pc"), en  # not "she ski'd"


def _clause(pr, verb_fr, obj, tense, neg=False, recipient=None, prep=None):
    from transformer_lib.data.realiser import realise
    from transformer_lib.data.structures import Clause, NounPhrase, Pronoun, Sentence

    nouns = {n.fr: n for n in lx.NOUNS}
    verb = next(
        v
        for v in lv.VERBS
        if v.fr == verb_fr and v.obj is not None and (prep is None or v.fr_prep == prep)
    )

    def np(fr):
        n = nouns[fr]
        return NounPhrase(n, "f" if n.gender == "mf" else n.gender, "s", ("def",))

    c = Clause(subj=Pronoun(3, "f"), verb=verb, tense=tense, neg=neg, obj=np(obj))
    if recipient:
        c.recipient = np(recipient)
    return realise(Sentence([c]))


def test_verbs_with_a_particle_or_a_preposition(pr):
    cases = [
        ("mettre", "manteau", "p", False, "Elle met le manteau.", "She puts on the coat."),
        ("enlever", "chapeau", "pc", True, "Elle n'a pas enlevé le chapeau.",
         "She did not take off the hat."),
        ("allumer", "lampe", "f", False, "Elle allumera la lampe.",
         "She will switch on the lamp."),
        ("sortir", "maison", "pc", False, "Elle est sortie de la maison.",
         "She went out of the house."),
        ("monter", "train", "pc", True, "Elle n'est pas montée dans le train.",
         "She did not get on the train."),
        ("descendre", "bus", "pc", False, "Elle est descendue du bus.",
         "She got off the bus."),
        ("revenir", "école", "f", False, "Elle reviendra de l'école.",
         "She will come back from the school."),
        ("téléphoner", "mère", "pc", False, "Elle a téléphoné à la mère.",
         "She phoned the mother."),
        ("jouer", "guitare", "p", False, "Elle joue de la guitare.",
         "She plays the guitar."),
        ("frapper", "porte", "pc", False, "Elle a frappé à la porte.",
         "She knocked on the door."),
    ]  # fmt: skip
    for verb, obj, tense, neg, fr, en in cases:
        prep = "à" if verb == "frapper" else None  # not frapper (hit) the ball
        assert _clause(pr, verb, obj, tense, neg, prep=prep) == (fr, en)
    assert _clause(pr, "rendre", "livre", "pc", recipient="fille") == (
        "Elle a rendu le livre à la fille.",
        "She returned the book to the girl.",
    )


# --- adjectives -----------------------------------------------------------------------

FRENCH_ADJECTIVES = {  # (adjective, gender, number): form
    ("fou", "f", "s"): "folle", ("mou", "f", "s"): "molle", ("roux", "f", "s"): "rousse",
    ("sec", "f", "s"): "sèche", ("orange", "f", "p"): "orange",
    ("marron", "f", "p"): "marron", ("rose", "m", "p"): "roses",
    ("violet", "f", "s"): "violette", ("inquiet", "f", "s"): "inquiète",
    ("jaloux", "f", "s"): "jalouse", ("jaloux", "m", "p"): "jaloux",
    ("épais", "f", "s"): "épaisse", ("bas", "f", "p"): "basses",
    ("neuf", "f", "s"): "neuve", ("cher", "f", "p"): "chères",
    ("long", "f", "s"): "longue", ("mignon", "f", "s"): "mignonne",
    ("surpris", "f", "s"): "surprise", ("surpris", "m", "p"): "surpris",
    ("heureux", "f", "p"): "heureuses", ("français", "f", "s"): "française",
    ("ancien", "f", "s"): "ancienne", ("premier", "f", "s"): "première",
    ("fier", "f", "s"): "fière", ("gentil", "f", "s"): "gentille",
    ("amer", "f", "s"): "amère", ("blanc", "f", "s"): "blanche",
}  # fmt: skip


def test_french_adjective_agreement_by_hand(pr):
    pr.loadFr()
    for (adj, g, n), form in FRENCH_ADJECTIVES.items():
        said = pr.S(pr.Pro("je").pe(3).g(g).n(n), pr.VP(pr.V("être"), pr.A(adj)))
        assert said.realize().split()[-1] == form + ".", (adj, g, n)


def test_adjectives_stand_where_pos_says(pr):
    for a in lv.ADJECTIVES:
        pr.loadFr()
        words = pr.NP(pr.D("un"), pr.A(a.fr), pr.N("livre").g("m")).realize().split()
        assert words.index("livre") == (2 if a.pos == "pre" else 1), a.fr
        pr.loadEn()
        words = pr.NP(pr.D("a"), pr.A(a.en), pr.N("book")).realize().split()
        assert words[-1] == "book" and "[[" not in words[1], a.en


# --- adverbs --------------------------------------------------------------------------


def _adverb_clause(pr, adv, lang, verb, obj, tense, neg=False, question=False):
    """A clause with ``adv`` where ``adverb_slots`` puts it, as the realiser builds one
    (French questions in the present and future with est-ce que)."""
    fr = lang == "fr"
    pr.loadFr() if fr else pr.loadEn()
    subj = pr.Pro("je" if fr else "I").pe(3).g("f")
    vp = [pr.V(verb)] + ([pr.NP(pr.D("le" if fr else "the"), pr.N(obj))] if obj else [])
    front, vp, end = lv.adverb_slots(pr, adv, lang, vp)
    if fr and question and tense != "pc":
        s = pr.S(pr.Q("est-ce"), pr.C("que"), subj, pr.VP(*vp), *end).t(tense)
        return (s.typ({"neg": True}) if neg else s).a("?").realize().strip()
    s = pr.S(*front, subj, pr.VP(*vp), *end).t(tense if fr else _EN_TENSE[tense])
    types = {"neg": True} if neg else {}
    if question:
        types["int"] = "yon"
    return (s.typ(types) if types else s).realize().strip()


ADVERB_CASES = [  # adverb, tense, neg, question, French, English
    ("souvent", "pc", False, False, "Elle a souvent mangé la pomme.",
     "She ate the apple often."),
    ("souvent", "p", True, False, "Elle ne mange pas souvent la pomme.",
     "She does not eat the apple often."),
    ("souvent", "f", True, True, "Est-ce qu'elle ne mangera pas souvent la pomme?",
     "Will she not eat the apple often?"),
    ("toujours", "p", False, False, "Elle mange toujours la pomme.",
     "She always eats the apple."),
    ("toujours", "pc", False, False, "Elle a toujours mangé la pomme.",
     "She always ate the apple."),
    ("parfois", "pc", True, False, "Parfois, elle n'a pas mangé la pomme.",
     "Sometimes, she did not eat the apple."),
    ("déjà", "pc", False, False, "Elle a déjà mangé la pomme.",
     "She already ate the apple."),
    ("encore", "f", False, False, "Elle mangera encore la pomme.",
     "She will eat the apple again."),
    ("encore", "pc", False, True, "A-t-elle encore mangé la pomme?",
     "Did she eat the apple again?"),
    ("aussi", "pc", False, False, "Elle a aussi mangé la pomme.",
     "She ate the apple too."),
    ("ici", "f", True, False, "Elle ne mangera pas la pomme ici.",
     "She will not eat the apple here."),
    ("ensuite", "f", True, False, "Ensuite, elle ne mangera pas la pomme.",
     "Then, she will not eat the apple."),
    ("vraiment", "p", False, False, "Elle aime vraiment la pomme.",
     "She really likes the apple."),
]  # fmt: skip
INTRANSITIVE_CASES = [  # adverb, verb, tense, neg, question, French, English
    ("bien", "dormir", "pc", True, False, "Elle n'a pas bien dormi.",
     "She did not sleep well."),
    ("mal", "dormir", "pc", False, True, "A-t-elle mal dormi?",
     "Did she sleep badly?"),
    ("beaucoup", "dormir", "f", True, False, "Elle ne dormira pas beaucoup.",
     "She will not sleep a lot."),
    ("trop", "travailler", "pc", False, False, "Elle a trop travaillé.",
     "She worked too much."),
    ("assez", "dormir", "pc", True, False, "Elle n'a pas assez dormi.",
     "She did not sleep enough."),
    ("tard", "arriver", "pc", False, False, "Elle est arrivée tard.",
     "She arrived late."),
    ("tôt", "partir", "f", True, False, "Elle ne partira pas tôt.",
     "She will not leave early."),
    ("longtemps", "attendre", "pc", False, False, "Elle a attendu longtemps.",
     "She waited for a long time."),
    ("dehors", "jouer", "p", False, True, "Est-ce qu'elle joue dehors?",
     "Does she play outside?"),
]  # fmt: skip


def test_adverb_placement_by_hand(pr):
    adverbs = {a.fr: a for a in lv.ADVERBS}
    verbs = {v.fr: v.en for v in lx.VERBS + lv.VERBS}
    verbs["aimer"] = "like"
    for adv, tense, neg, q, fr, en in ADVERB_CASES:
        a = adverbs[adv]
        verb = "aimer" if a.verbs else "manger"
        assert _adverb_clause(pr, a, "fr", verb, "pomme", tense, neg, q) == fr
        assert _adverb_clause(pr, a, "en", verbs[verb], "apple", tense, neg, q) == en
    for adv, verb, tense, neg, q, fr, en in INTRANSITIVE_CASES:
        a = adverbs[adv]
        assert _adverb_clause(pr, a, "fr", verb, None, tense, neg, q) == fr
        assert _adverb_clause(pr, a, "en", verbs[verb], None, tense, neg, q) == en


def test_every_adverb_in_every_clause_it_allows(pr):
    """Each adverb once, in its place, in every tense, polarity and question it allows."""
    for a in lv.ADVERBS:
        verb = sorted(a.verbs)[0] if a.verbs else "manger"
        en_verb = next(v.en for v in lx.VERBS + lv.VERBS if v.fr == verb)
        obj = ("pomme", "apple") if a.obj and verb == "manger" else (None, None)
        for tense in a.tenses:
            for neg in (False, True) if a.neg else (False,):
                for q in (False, True) if a.question else (False,):
                    fr = _adverb_clause(pr, a, "fr", verb, obj[0], tense, neg, q)
                    en = _adverb_clause(pr, a, "en", en_verb, obj[1], tense, neg, q)
                    for said, word in ((fr, a.fr), (en, a.en)):
                        assert "[[" not in said and said.lower().count(word) == 1, said
                    if a.fr_pos == "front":
                        assert fr.lower().startswith(a.fr + ",")
                    if a.en_pos == "end":
                        assert en.rstrip(".?").endswith(a.en), en
                    if a.fr_pos == "vp" and tense == "pc" and len(a.fr) <= 6:
                        # after the auxiliary: "a souvent mangé", "n'a pas bien dormi"
                        aux = fr.split(a.fr)[0].split()
                        assert aux[-1].endswith(("a", "pas", "elle")), fr


# --- how much of the 1,000 most frequent French words ---------------------------------


def _forms(pr, lemma, cat):
    """Every form pyrealb's tables give a French verb or adjective."""
    lexicon, rules = pr.getLexicon("fr"), pr.getRules("fr")
    info, out = lexicon[lemma][cat], {lemma}
    if cat == "V":
        table = rules["conjugation"][info["tab"]]
        stem = lemma[: len(lemma) - len(table["ending"])]
        for tense, endings in table["t"].items():
            for e in [endings] if isinstance(endings, str) else endings or []:
                if e is not None:
                    out.add(stem + e)
                    if tense == "pp":
                        out |= {stem + e + s for s in ("e", "s", "es")}
    elif cat == "A" and info["tab"] in rules["declension"]:
        table = rules["declension"][info["tab"]]
        stem = lemma[: len(lemma) - len(table["ending"])]
        out |= {stem + d["val"] for d in table["declension"]}
    return out


def test_coverage_of_the_most_frequent_words(pr):
    wordfreq = pytest.importorskip("wordfreq")
    top = set(wordfreq.top_n_list("fr", 1000))
    pr.loadFr()
    groups = {
        "V": {v.fr for v in lx.VERBS + lv.VERBS} | {"être"},
        "A": {a.fr for a in lx.ADJECTIVES + lv.ADJECTIVES},
        "Adv": {a[0] for a in lx.TIME_ADVERBS + lx.MANNER_ADVERBS}
        | {a[0] for a in lv.TIME_ADVERBS + lv.MANNER_ADVERBS}
        | {a.fr for a in lv.ADVERBS},
    }
    found = {
        cat: sorted(lemma for lemma in lemmas if _forms(pr, lemma, cat) & top)
        for cat, lemmas in groups.items()
    }
    print({cat: len(lemmas) for cat, lemmas in found.items()})
    assert len(found["V"]) >= 86  # v2 alone: 40
    assert len(found["A"]) >= 44  # v2 alone: 14
    assert len(found["Adv"]) >= 31  # v2 alone: 6
    for word in "faire vouloir savoir mettre venir comprendre croire".split():
        assert word in found["V"]
    for word in "souvent toujours bien encore déjà aussi ici".split():
        assert word in found["Adv"]
