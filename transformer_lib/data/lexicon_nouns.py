"""The nouns that corpus v3 adds to the lexicon of :mod:`.lexicon` (which v2 keeps as is).

Chosen by frequency (the nouns of everyday sense among wordfreq's 1,000 most frequent
French words, ``files/frequent_fr.txt``) and by a beginner's themes: family, people and
jobs, the body, clothes, food and drink, the house, school, the town and its shops,
transport, nature, animals, the weather, time, feelings, sports, instruments and the
everyday abstract nouns. No French lemma of v2 comes back, and no English lemma either,
so that a translation stays a function of the structure. Every French lemma is spelt as
pyrealb's French lexicon spells it (*oeil*, *coeur*: version 3's rows respell them,
:func:`.lexicon_v3.spell_fr`), with one word or a hyphenated one
(*après-midi*, *pique-nique*, *rendez-vous*): pyrealb has no lemma of
several words (*salle de bain*, *pomme de terre*), and *yaourt* is out because pyrealb
elides before its *y* (*l'yaourt*). English lemmas are British (*flat*,
*mum*, *jumper*... where pyrealb has them; see the notes by the rows).

Tags are those of :mod:`.lexicon`, with these classes that v2 has not:

- ``clothes``: worn (v3's *porter* / *wear*, *mettre*, *enlever*); always with
  ``object`` too, so that v2's verbs of things (*acheter*, *perdre*, *laver*) take them.
- ``body``: parts of the body, for v3's constructions (*avoir mal à la tête*, *se laver
  les mains*, *lever le bras*).
- ``time``: nouns of time (*jour*, *matin*, *semaine*, *été*), for v3's time phrases
  (*le matin*, *chaque semaine*, *en été*); never the subject of an ordinary verb.
- ``weather``: *pluie*, *neige*, *vent*, *soleil*..., for v3's weather sentences
  (*il pleut*, *le vent souffle*, *j'aime la neige*).
- ``sport``: played (``play``: *jouer au football* / *play football*) or done (``do``:
  *faire du judo* / *do judo*); always ``mass`` too: *j'aime le tennis* / *I like tennis*.
- ``instrument``: *jouer du violon* / *play the violin*; with ``object`` too.
- ``abstract``: everyday things that are not physical (*question*, *idée*, *film*,
  *musique*, *travail*), for v3's verbs of the mind and of talk (*aimer*, *oublier*,
  *poser une question*, *avoir une idée*, *regarder un film*, *écouter de la musique*).
  ``feeling`` marks the feelings and needs (*peur*, *faim*, *joie*) of *avoir peur* /
  *be afraid*, *avoir faim* / *be hungry*.
- ``event``: what takes place at a time (*fête*, *concert*, *match*, *réunion*,
  *voyage*), for v3's *aller à la fête*, *pendant le concert*, *après le match*.
- ``room`` and ``shop``: places (so always with ``place``, ``in`` or ``on``, and for
  shops ``building``), that v2's *aller à*, *venir de* and *dans* already take (v2's
  *entrer dans* names its rooms, *kitchen* and *bedroom*: v3's should take ``room``).

And these fine tags: ``group`` for a noun that names people together (*famille*,
*équipe*: with ``person``, but an adjective of one body such as *gros* should skip it);
``unique`` for a thing there is one of, singular with the definite article (*le soleil*,
*la lune*, *le monde*: not ``mass``, which would give *du soleil* / *sun*); ``plural`` for
a noun used in the plural only (*les vacances* / *the holidays*).

``meal`` is a class of its own for *déjeuner*, *petit-déjeuner*, *dîner* and *repas*:
not food, so that no *petit* makes "small lunch" of them and no
*couper* or *mâcher* takes them; :mod:`.lexicon_v3` says which verbs and adjectives do.

``NEW_CONSTRUCTION_CLASSES`` are the classes that only v3's constructions use (a noun of
another class always fits a v2 verb, preposition or adjective).
"""

from __future__ import annotations

from .lexicon import Noun, _nouns

__all__ = [
    "NOUNS",
    "NEW_CLASSES",
    "NEW_CONSTRUCTION_CLASSES",
    "PYREALB_FIXES",
    "add_tables",
]

NEW_CLASSES = frozenset(
    "clothes body time weather sport instrument abstract event room shop meal".split()
)
NEW_CONSTRUCTION_CLASSES = frozenset(
    "time weather sport instrument abstract event body clothes meal".split()
)

# Entries to add to pyrealb's lexicons (``pyrealb.addToLexicon(lemma, entry, lang)``, as
# ``realiser.load_pyrealb`` does for its own fixes) before realising these nouns: pyrealb
# 3.3.1 writes "fishes" (table n2); "fish" takes deer's table (the plural is "fish").
PYREALB_FIXES: dict[str, dict[str, dict]] = {
    "en": {
        "fish": {"N": {"tab": "n4", "cnt": "yes"}},
        "TV": {"N": {"tab": "n1", "cnt": "yes"}},
    },
    # compounds whose two words agree (grands-pères), and the one spelling of a word
    # that pyrealb lacks; their tables are those of ``COMPOUND_PLURALS``
    "fr": {
        "grand-père": {"N": {"g": "m", "tab": "x-grand-père"}},
        "grand-mère": {"N": {"g": "f", "tab": "x-grand-mère"}},
        "grand-parent": {"N": {"g": "m", "tab": "x-grand-parent"}},
        "petit-déjeuner": {"N": {"g": "m", "tab": "x-petit-déjeuner"}},
        "foot": {"N": {"g": "m", "tab": "n3"}},  # (everyday_words: jouer au foot)
    },
}
# lemma -> its plural, for the tables "x-<lemma>" that ``add_tables`` adds to pyrealb
COMPOUND_PLURALS = {
    "grand-père": "grands-pères",
    "grand-mère": "grands-mères",
    "grand-parent": "grands-parents",
    "petit-déjeuner": "petits-déjeuners",
}


def add_tables(pr) -> None:
    """Add to pyrealb's French declension tables those of ``COMPOUND_PLURALS`` (call
    before adding ``PYREALB_FIXES["fr"]``)."""
    language = pr.getLanguage()
    pr.loadFr()
    tables = pr.getRules()["declension"]
    for lemma, plural in COMPOUND_PLURALS.items():
        tables["x-" + lemma] = {
            "ending": lemma,
            "declension": [{"val": lemma, "n": "s"}, {"val": plural, "n": "p"}],
        }
    pr.loadEn() if language == "en" else None


_PERSON = "person legs"

_PEOPLE = _nouns(
    "m",
    _PERSON,
    """
        monsieur=gentleman, papa=dad, mari=husband
        neveu=nephew, parent=parent, chef=boss, pompier=fireman, plombier=plumber
        ingénieur=engineer, chauffeur=driver, héros=hero, chevalier=knight
        pirate=pirate
        élève/mf=pupil, adulte/mf=adult, adolescent/mf=teenager, joueur/mf=player
        président/mf=president, ministre/mf=minister, directeur/mf=manager
        auteur/mf=author, coiffeur=hairdresser, boucher=butcher
        caissier/mf=cashier, pharmacien/mf=pharmacist, dentiste/mf=dentist
        vétérinaire/mf=vet, architecte/mf=architect, journaliste/mf=journalist
        secrétaire/mf=secretary, mécanicien/mf=mechanic, épicier/mf=grocer
        voyageur/mf=traveller, passager/mf=passenger, propriétaire/mf=owner
        jumeau/mf=twin, champion/mf=champion, artiste/mf=artist
        photographe=photographer, chirurgien=surgeon, clown=clown
        ouvrier/mf=worker, commerçant/mf=shopkeeper, guide/mf=guide
        astronaute/mf=astronaut, magicien/mf=magician, fleuriste/mf=florist
        scientifique/mf=scientist
        groupe=group | group
        grand-père=grandfather
        grand-parent=grandparent | plural
        """,
) + _nouns(
    "f",
    _PERSON,
    """
        personne=person, maman=mum, nièce=niece, grand-mère=grandmother
        famille=family, équipe=team, foule=crowd, classe=class, armée=army | group
        """,
)

_ANIMALS = _nouns(
    "m",
    "animal",
    """
    animal=animal, rat=rat, hamster=hamster, poussin=chick, lièvre=hare | legs
    chaton=kitten, chiot=puppy, agneau=lamb, veau=calf, hérisson=hedgehog | legs
    taureau=bull, cerf=deer, kangourou=kangaroo, gorille=gorilla | legs big
    rhinocéros=rhino, panda=panda | legs big
    hippopotame=hippo, crocodile=crocodile | legs big swim
    castor=beaver, lézard=lizard, crabe=crab | legs swim
    pingouin=penguin | legs swim
    poisson=fish, phoque=seal, homard=lobster | swim
    requin=shark | swim big
    pigeon=pigeon, corbeau=crow, perroquet=parrot, aigle=eagle | fly legs
    moustique=mosquito | fly
    insecte=insect, escargot=snail, pou=louse
    """,
) + _nouns(
    "f",
    "animal",
    """
    fourmi=ant, araignée=spider, dinde=turkey | legs
    loutre=otter | legs swim
    oie=goose | legs swim fly
    mouche=fly, coccinelle=ladybird, guêpe=wasp | fly
    pieuvre=octopus | swim
    """,
)

_THINGS = _nouns(
    "m",
    "object",
    """
    message=message, texte=text, billet=ticket | readable
    dictionnaire=dictionary, roman=novel, magazine=magazine | readable openable
    article=article, calendrier=calendar | readable
    cartable=satchel | container openable
    portefeuille=wallet, pot=jar, bol=bowl | container
    objet=object, jeu=game, timbre=stamp, peigne=comb, couvercle=lid
    marteau=hammer, dessin=drawing, bijou=jewel, mouchoir=handkerchief
    drapeau=flag, bâton=stick, fil=thread, noeud=knot, filet=net, panneau=sign
    outil=tool, bouchon=cork, pinceau=paintbrush, sifflet=whistle, bracelet=bracelet
    trésor=treasure, bouton=button, pneu=tyre
    oreiller=pillow, coussin=cushion, drap=sheet, rideau=curtain | soft
    écran=screen, clavier=keyboard, robot=robot | mech
    papier=paper, savon=soap, argent=money | mass
    """,
) + _nouns(
    "f",
    "object",
    """
    liste=list, page=page | readable
    enveloppe=envelope | container openable
    casserole=saucepan, poche=pocket, poubelle=bin, cage=cage | container
    chose=thing, image=picture, brosse=brush, règle=ruler, gomme=rubber
    ficelle=string, cloche=bell, médaille=medal, épée=sword, pierre=stone
    nappe=tablecloth, échelle=ladder, affiche=poster, roue=wheel
    couronne=crown, perle=pearl | round
    serviette=towel, éponge=sponge, plume=feather | soft
    télévision=television, machine=machine | mech
    télé=TV | mech
    ampoule=bulb | fragile
    colle=glue | mass
    """,
)

_CLOTHES = _nouns(
    "m",
    "object clothes",
    """
    gant=glove, costume=suit, uniforme=uniform, imperméable=raincoat
    tablier=apron, casque=helmet, chausson=slipper, gilet=cardigan
    chemisier=blouse
    """,
) + _nouns(
    "f",
    "object clothes",
    """
    jupe=skirt, veste=jacket, chaussette=sock, botte=boot, écharpe=scarf
    cravate=tie, ceinture=belt, casquette=cap, sandale=sandal
    """,
)

_FOOD = (
    _nouns(
        "m",
        "food",
        """
        oeuf=egg, légume=vegetable, haricot=bean, chou=cabbage
        concombre=cucumber, champignon=mushroom, dessert=dessert
        fruit=fruit, raisin=grape, ananas=pineapple, pamplemousse=grapefruit | fruit
        sucre=sugar, sel=salt, poivre=pepper, miel=honey, jambon=ham | mass
        poulet=chicken, ail=garlic, boeuf=beef, porc=pork, vinaigre=vinegar | mass
        sirop=syrup | mass
        """,
    )
    + _nouns(
        "f",
        "food",
        """
        frite=chip, saucisse=sausage, omelette=omelette, crêpe=pancake, olive=olive
        pastèque=watermelon, framboise=raspberry, mangue=mango | fruit
        crème=cream, farine=flour, huile=oil, sauce=sauce, nourriture=food | mass
        moutarde=mustard | mass
        """,
    )
    + _nouns("m", "meal", "déjeuner=lunch, petit-déjeuner=breakfast")
    + _nouns("m", "meal", "dîner=dinner, repas=meal")  # (not food: "throw a dinner")
    + _nouns("f", "drink", "boisson=drink")
    + _nouns("f", "drink mass", "bière=beer, limonade=lemonade")
)

_HOUSE = (
    _nouns(
        "m",
        "furniture",
        """
        placard=cupboard, frigo=fridge | openable
        tiroir=drawer | openable container
        évier=sink, lavabo=basin, radiateur=radiator, berceau=cradle
        escalier=staircase, plafond=ceiling, toit=roof
        portail=gate | openable
        ascenseur=lift | inside mech
        """,
    )
    + _nouns(
        "f",
        "furniture",
        """
        douche=shower, baignoire=bath, cheminée=fireplace, barrière=fence
        """,
    )
    + _nouns(
        "m",
        "place room in",
        """
        salon=lounge, couloir=corridor, grenier=attic, garage=garage
        """,
    )
    + _nouns("m", "place room on", "balcon=balcony")
    + _nouns(
        "f", "place room in", "pièce=room, salle=hall, cave=cellar, cantine=canteen"
    )
)

_TOWN = (
    _nouns(
        "f",
        "place shop in building",
        "pharmacie=pharmacy",
    )
    + _nouns("m", "place shop in building", "supermarché=supermarket")
    + _nouns(
        "m",
        "place",
        """
        aéroport=airport, stade=stadium, cinéma=cinema, palais=palace | in building
        bâtiment=building, appartement=flat, cirque=circus, club=club | in building
        pays=country, quartier=neighbourhood, centre=centre, coin=corner | in
        désert=desert, océan=ocean, étang=pond, ruisseau=stream | in
        ciel=sky | in unique
        trottoir=pavement, chemin=path, rocher=rock, volcan=volcano, sol=floor | on
        endroit=place
        """,
    )
    + _nouns(
        "f",
        "place",
        """
        banque=bank, université=university, prison=prison, cabane=hut | in building
        entreprise=company | in building
        région=region, capitale=capital, vallée=valley | in
        cour=courtyard | in unique
        jungle=jungle, prairie=meadow, tente=tent | in
        campagne=countryside | in unique
        côte=coast, autoroute=motorway, planète=planet | on
        lune=moon | on unique
        place=square, étoile=star
        """,
    )
)

_TRANSPORT = _nouns(
    "m",
    "vehicle mech",
    """
    métro=metro, tram=tram, hélicoptère=helicopter, navire=ship | inside
    """,
) + _nouns(
    "f",
    "vehicle mech",
    """
    fusée=rocket, ambulance=ambulance, caravane=caravan | inside
    trottinette=scooter
    """,
)

_NATURE = (
    _nouns("f", "plant", "herbe=grass | mass")
    + _nouns("f", "plant", "feuille=leaf, branche=branch, graine=seed")
    + _nouns("m", "plant tree", "sapin=fir, pin=pine, chêne=oak, palmier=palm")
    + _nouns("m", "plant", "cactus=cactus")
    + _nouns("m", "plant flower", "tournesol=sunflower")
    + _nouns("f", "plant flower", "tulipe=tulip, marguerite=daisy")
    + _nouns("m", "object mass", "sable=sand")
)

_BODY = _nouns(
    "m",
    "body",
    """
    bras=arm, pied=foot, oeil=eye, nez=nose, doigt=finger, dos=back
    cheveu=hair
    ventre=stomach, genou=knee, cou=neck, coeur=heart, corps=body, visage=face
    os=bone, cerveau=brain, orteil=toe, coude=elbow, pouce=thumb, poing=fist
    front=forehead, menton=chin, sourcil=eyebrow, ongle=nail, bec=beak
    sang=blood | mass
    """,
) + _nouns(
    "f",
    "body",
    """
    tête=head, main=hand, jambe=leg, bouche=mouth, dent=tooth, oreille=ear
    épaule=shoulder, lèvre=lip, gorge=throat, cheville=ankle, barbe=beard
    moustache=moustache, poitrine=chest, voix=voice, aile=wing, queue=tail
    patte=paw, griffe=claw
    peau=skin | mass
    """,
)

_WEATHER = (
    _nouns(
        "m",
        "weather",
        """
        vent=wind, nuage=cloud, orage=thunderstorm
        soleil=sun | unique
        brouillard=fog, tonnerre=thunder, air=air | mass
        """,
    )
    + _nouns("f", "weather", "tempête=storm")
    + _nouns("f", "weather mass", "pluie=rain, neige=snow, chaleur=heat, grêle=hail")
)

_TIME = _nouns(
    "m",
    "time",
    """
    jour=day, matin=morning, soir=evening, mois=month, moment=moment
    siècle=century, après-midi=afternoon
    printemps=spring, été=summer, automne=autumn, hiver=winter
    temps=time | mass
    midi=midday, minuit=midnight | unique
    """,
) + _nouns(
    "f",
    "time",
    """
    nuit=night, semaine=week, année=year, heure=hour, minute=minute
    seconde=second, saison=season, date=date
    """,
)

_EVENTS = _nouns(
    "m",
    "event",
    """
    concert=concert, match=match, voyage=trip, mariage=wedding
    anniversaire=birthday, spectacle=show, examen=exam, festival=festival
    pique-nique=picnic, accident=accident, incendie=fire, tournoi=tournament
    rendez-vous=appointment, cours=lesson
    """,
) + _nouns(
    "f",
    "event",
    """
    fête=party, réunion=meeting, promenade=walk, course=race, exposition=exhibition
    compétition=competition
    vacance=holiday | plural
    """,
)

_SPORTS = _nouns(
    "m",
    "sport mass",
    """
    football=football, tennis=tennis, rugby=rugby, golf=golf, hockey=hockey | play
    judo=judo, karaté=karate, sport=sport | do
    """,
) + _nouns(
    "f",
    "sport mass do",
    "natation=swimming, boxe=boxing, équitation=riding, danse=dance",
)

_INSTRUMENTS = _nouns(
    "m",
    "object instrument",
    """
    instrument=instrument, violon=violin, tambour=drum, saxophone=saxophone
    accordéon=accordion, violoncelle=cello
    """,
) + _nouns(
    "f",
    "object instrument",
    "flûte=flute, trompette=trumpet, harpe=harp, clarinette=clarinet",
)

_ABSTRACT = _nouns(
    "m",
    "abstract",
    """
    film=film, problème=problem, mot=word, nom=name, prix=price, exemple=example
    projet=project, numéro=number, emploi=job, choix=choice, secret=secret
    bruit=noise, goût=taste, début=beginning, rêve=dream, souvenir=memory
    exercice=exercise, avis=opinion, discours=speech, titre=title, âge=age
    côté=side, milieu=middle, succès=success, programme=programme
    résultat=result, besoin=need
    travail=work, art=art, silence=silence | mass
    monde=world, avenir=future | unique
    bonheur=happiness, amour=love, plaisir=pleasure, courage=courage | feeling mass
    espoir=hope, sommeil=sleep | feeling mass
    """,
) + _nouns(
    "f",
    "abstract",
    """
    question=question, idée=idea, chanson=song, vie=life, réponse=answer
    phrase=sentence, langue=language, fin=end, vérité=truth, couleur=colour
    forme=shape, odeur=smell, blague=joke, erreur=mistake, vidéo=video
    série=series, adresse=address, raison=reason, surprise=surprise, ligne=line
    guerre=war, victoire=victory, solution=solution, décision=decision, partie=part
    paix=peace, liberté=freedom | mass
    histoire=story | readable
    musique=music, lumière=light, santé=health, nature=nature | mass
    peur=fear, joie=joy, colère=anger, faim=hunger, soif=thirst | feeling mass
    tristesse=sadness, honte=shame, chance=luck, douleur=pain | feeling mass
    """,
)

NOUNS: list[Noun] = (
    _PEOPLE
    + _ANIMALS
    + _THINGS
    + _CLOTHES
    + _FOOD
    + _HOUSE
    + _TOWN
    + _TRANSPORT
    + _NATURE
    + _BODY
    + _WEATHER
    + _TIME
    + _EVENTS
    + _SPORTS
    + _INSTRUMENTS
    + _ABSTRACT
)
