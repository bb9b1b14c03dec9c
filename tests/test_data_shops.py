"""Tests of the seventh widening's shops, cafés, money and getting about: the kinds
``cafe_orders``, ``shop_money``, ``travel_means``, ``on_the_line`` and ``crowded``, with
pairs written by hand and samples of each kind."""

from __future__ import annotations

import random
import re

import pytest

pytest.importorskip("pyrealb")

from transformer_lib.data import cafe_orders as CO  # noqa: E402
from transformer_lib.data import getting_about as GA  # noqa: E402
from transformer_lib.data import kinds_v3  # noqa: E402
from transformer_lib.data import on_the_line as OL  # noqa: E402
from transformer_lib.data import shop_money as SM  # noqa: E402
from transformer_lib.data.errands import CLOTHES  # noqa: E402
from transformer_lib.data.kind_parts import Construction, Name  # noqa: E402
from transformer_lib.data.names import CITIES  # noqa: E402

NEW_KINDS = ("cafe_orders", "shop_money", "travel_means", "on_the_line", "crowded")


def _c(kind, **args):
    return Construction(kind, args)


def _i(table, fr, column=0):
    return next(i for i, x in enumerate(table) if x[column] == fr)


def _city(name):
    return _i(CITIES, name)


def _frame(table, fr):
    return _i(table, fr)


# --- cafe_orders -----------------------------------------------------------------------------


def test_ordering_is_will_have(realise):
    omelette, beer = _i(CO.DISHES, "omelette"), _i(CO.DISHES, "bière")
    items = [("dish", omelette, 1), ("dish", beer, 1)]
    got = realise(_c("cafe_order", frame=0, items=items))
    assert got == (
        "Je prends une omelette et une bière.",
        "I will have an omelette and a beer.",
    )
    coffee = _i(CO.DISHES, "café")
    frame = _frame(CO._ORDER_FRAMES, "Nous allons prendre {x}.")
    got = realise(_c("cafe_order", frame=frame, items=[("dish", coffee, 2)]))
    assert got == ("Nous allons prendre deux cafés.", "We will have two coffees.")
    frame = _frame(CO._ORDER_FRAMES, "Pour moi, {x}, s'il vous plaît.")
    fish = _i(CO.SET_DISHES, "le poisson")
    got = realise(_c("cafe_order", frame=frame, items=[("set", fish, 1)]))
    assert got == (
        "Pour moi, le poisson, s'il vous plaît.",
        "For me, the fish, please.",
    )
    water = _i(CO.DISHES, "carafe d'eau")
    got = realise(_c("cafe_order", frame=2, items=[("dish", water, 1)]))
    assert got == ("Je vais prendre une carafe d'eau.", "I will have a jug of water.")
    wine = _i(CO.DISHES, "verre de vin rouge")
    got = realise(_c("cafe_order", frame=5, items=[("dish", wine, 3)]))
    assert got == (
        "Nous prenons trois verres de vin rouge.",
        "We will have three glasses of red wine.",
    )


def test_asking_for_the_menu_and_the_bill(realise):
    desserts = _i(CO.TABLE_THINGS, "la carte des desserts")
    frame = _frame(CO._ASK_FRAMES, "Est-ce qu'on peut avoir {x}{p}?")
    args = dict(frame=frame, items=[("thing", desserts, 1)], please=True)
    got = realise(_c("cafe_ask", **args))
    assert got == (
        "Est-ce qu'on peut avoir la carte des desserts, s'il vous plaît?",
        "Can we have the dessert menu, please?",
    )
    bill = _i(CO.TABLE_THINGS, "l'addition")
    frame = _frame(CO._ASK_FRAMES, "Je pourrais avoir {x}{p}?")
    got = realise(_c("cafe_ask", frame=frame, items=[("thing", bill, 1)], please=True))
    assert got == (
        "Je pourrais avoir l'addition, s'il vous plaît?",
        "Could I have the bill, please?",
    )
    frame = _frame(CO._ASK_FRAMES, "{X}, s'il vous plaît.")
    got = realise(_c("cafe_ask", frame=frame, items=[("thing", bill, 1)], please=False))
    assert got == ("L'addition, s'il vous plaît.", "The bill, please.")
    wines = _i(CO.TABLE_THINGS, "la carte des vins")
    frame = _frame(CO._ASK_FRAMES, "Vous pouvez nous apporter {x}{p}?")
    got = realise(
        _c("cafe_ask", frame=frame, items=[("thing", wines, 1)], please=False)
    )
    assert got == (
        "Vous pouvez nous apporter la carte des vins?",
        "Can you bring us the wine list?",
    )
    frame = _frame(CO._ASK_FRAMES, "Pourrais-je avoir {x}{p}?")
    got = realise(_c("cafe_ask", frame=frame, items=[("table", 0, 4)], please=False))
    assert got == (
        "Pourrais-je avoir une table pour quatre?",
        "Could I have a table for four?",
    )


def test_some_more(realise):
    salad = _i(CO.SOME_MORE, "salade")
    got = realise(_c("some_more", frame=0, food=salad, name="Léa"))
    assert got == ("Encore un peu de salade, Léa?", "Some more salad, Léa?")
    water = _i(CO.SOME_MORE, "eau")
    got = realise(_c("some_more", frame=2, food=water, name=None))
    assert got == ("Tu veux encore un peu d'eau?", "Do you want some more water?")
    bread = _i(CO.SOME_MORE, "pain")
    frame = _frame(CO._MORE_FRAMES, "Il reste encore un peu {x}.")
    got = realise(_c("some_more", frame=frame, food=bread, name=None))
    assert got == ("Il reste encore un peu de pain.", "There is still some bread left.")


# --- shop_money ------------------------------------------------------------------------------


def _price(form, n=0, cents=0, thing=0, please=False):
    args = dict(form=form, n=n, cents=cents, thing=thing, please=please)
    return _c("shop_price", **args)


def test_prices(realise):
    got = realise(_price("total", 16, please=True))
    assert got == (
        "Ça fait seize euros, s'il vous plaît.",
        "That is sixteen euros, please.",
    )
    got = realise(_price("will_be", 2, 50))
    assert got == ("Ça fera deux euros cinquante.", "That will be two euros fifty.")
    assert realise(_price("total", 1)) == ("Ça fait un euro.", "That is one euro.")
    got = realise(_price("total_all", 21))
    assert got == (
        "Ça fait vingt et un euros en tout.",
        "That is twenty-one euros altogether.",
    )
    assert realise(_price("how_much", thing=2)) == ("C'est combien?", "How much is it?")
    pull = _i(CLOTHES, "pull")
    got = realise(_price("how_much_this", thing=pull))
    assert got == ("C'est combien, ce pull?", "How much is this jumper?")
    trousers = _i(CLOTHES, "pantalon")
    got = realise(_price("how_much_this", thing=trousers))
    assert got == ("C'est combien, ce pantalon?", "How much are these trousers?")
    apples = _i(SM.PRODUCE, "les pommes")
    got = realise(_price("kilo", 3, thing=apples))
    assert got == (
        "Les pommes sont à trois euros le kilo.",
        "The apples are three euros a kilo.",
    )
    coat = _i(CLOTHES, "manteau")
    got = realise(_price("cost", 80, thing=coat))
    assert got == (
        "Mon manteau a coûté quatre-vingts euros.",
        "My coat cost eighty euros.",
    )
    scarf = _i(CLOTHES, "écharpe")
    got = realise(_price("cost", 12, thing=scarf))
    assert got == ("Mon écharpe a coûté douze euros.", "My scarf cost twelve euros.")


def test_paying(realise):
    card, cash = 0, _i(SM.MEANS_OF_PAYING, "en espèces")
    got = realise(
        _c("shop_paying", form="can", subj=0, tense="p", means=card, neg=False)
    )
    assert got == ("Je peux payer par carte?", "Can I pay by card?")
    args = dict(form="say", subj=(3, "f"), tense="p", means=cash, neg=False)
    got = realise(_c("shop_paying", **args))
    assert got == ("Elle paie toujours en espèces.", "She always pays in cash.")
    args = dict(form="say", subj=(0, "m"), tense="pc", means=card, neg=True)
    got = realise(_c("shop_paying", **args))
    assert got == ("Je n'ai pas payé par carte.", "I did not pay by card.")
    args = dict(form="say", subj=Name("Paul", "m"), tense="f", means=cash, neg=False)
    got = realise(_c("shop_paying", **args))
    assert got == ("Paul paiera en espèces.", "Paul will pay in cash.")
    got = realise(_c("money_talk", line=0, n=10))
    assert got == ("Tu as de la monnaie?", "Do you have any change?")
    line = _i(SM._MONEY_TALK, "Je n'ai qu'un billet de {n}.")
    got = realise(_c("money_talk", line=line, n=50))
    assert got == (
        "Je n'ai qu'un billet de cinquante euros.",
        "I only have a fifty-euro note.",
    )


def test_street_places(realise):
    cash = _i(SM.STREET_PLACES, "distributeur")
    got = realise(_c("street_place", form="est-ce", place=cash, near=2))
    assert got == (
        "Est-ce qu'il y a un distributeur dans le quartier?",
        "Is there a cash machine in the area?",
    )
    bank = _i(SM.STREET_PLACES, "banque")
    got = realise(_c("street_place", form="est-ce", place=bank, near=0))
    assert got == (
        "Est-ce qu'il y a une banque dans cette rue?",
        "Is there a bank in this street?",
    )
    pharmacy = _i(SM.STREET_PLACES, "pharmacie")
    got = realise(_c("street_place", form="nearest", place=pharmacy, near=0))
    assert got == (
        "Où est la pharmacie la plus proche?",
        "Where is the nearest pharmacy?",
    )
    hotel = _i(SM.STREET_PLACES, "hôtel")
    got = realise(_c("street_place", form="nearest", place=hotel, near=0))
    assert got == ("Où est l'hôtel le plus proche?", "Where is the nearest hotel?")
    stop = _i(SM.STREET_PLACES, "arrêt de bus")
    got = realise(_c("street_place", form="il_y_a", place=stop, near=1))
    assert got == (
        "Il y a un arrêt de bus près d'ici?",
        "Is there a bus stop near here?",
    )


# --- travel_means ----------------------------------------------------------------------------


def _travel(subj, verb, tense, means, city=None, neg=False, asked=False):
    args = dict(subj=subj, verb=verb, tense=tense, means=_i(GA.MEANS, means))
    return _c("travel_by", **args, city=city, neg=neg, asked=asked)


def test_travel_by_a_means(realise):
    got = realise(_travel((7, "f"), "venir", "pc", "en voiture"))
    assert got == ("Elles sont venues en voiture.", "They came by car.")
    got = realise(_travel((3, "f"), "partir", "pc", "à pied"))
    assert got == ("Elle est partie à pied.", "She left on foot.")
    got = realise(_travel((6, "m"), "aller", "f", "en train", city=_city("Lyon")))
    assert got == ("Ils iront à Lyon en train.", "They will go to Lyon by train.")
    got = realise(_travel((1, "m"), "venir", "pc", "en bus", asked=True))
    assert got == ("Tu es venu en bus?", "Did you come by bus?")
    got = realise(_travel((0, "f"), "venir", "pc", "en avion", neg=True))
    assert got == ("Je ne suis pas venue en avion.", "I did not come by plane.")
    got = realise(_travel(Name("Marie", "f"), "rentrer", "p", "à vélo"))
    assert got == ("Marie rentre à vélo.", "Marie goes home by bike.")
    got = realise(_travel((5, "m"), "partir", "f", "en train", city=_city("Londres")))
    assert got == (
        "Vous partirez pour Londres en train.",
        "You will leave for London by train.",
    )


def test_take_the_metro_to(realise):
    metro, work = _i(GA.RIDES, "le métro"), _i(GA.COMMUTES, "pour aller au travail")
    args = dict(subj=(4, "m"), tense="f", ride=metro, to=work, number=None)
    got = realise(_c("take_to", **args))
    assert got == (
        "Nous prendrons le métro pour aller au travail.",
        "We will take the metro to work.",
    )
    bus, station = _i(GA.RIDES, "le bus"), _i(GA.COMMUTES, "pour aller à la gare")
    args = dict(subj=None, tense="p", ride=bus, to=station, number=12)
    got = realise(_c("take_to", **args))
    assert got == (
        "Il faut prendre le bus numéro douze pour aller à la gare.",
        "You have to take the number twelve bus to the station.",
    )
    home = _i(GA.COMMUTES, "pour rentrer")
    args = dict(subj=(3, "f"), tense="pc", ride=_i(GA.RIDES, "un taxi"), to=home)
    got = realise(_c("take_to", **args, number=None))
    assert got == ("Elle a pris un taxi pour rentrer.", "She took a taxi home.")


# --- on_the_line -----------------------------------------------------------------------------


def test_changing_and_getting_off(realise):
    next_station = _i(OL.STOPS, "à la prochaine station")
    got = realise(_c("get_off", frame=2, get=0, stop=next_station, city=None))
    assert got == (
        "Vous devez changer à la prochaine station.",
        "You have to change at the next station.",
    )
    next_stop = _i(OL.STOPS, "au prochain arrêt")
    frame = _frame(OL._CHANGE_FRAMES, "Je {p} {x}.")
    got = realise(_c("get_off", frame=frame, get=1, stop=next_stop, city=None))
    assert got == (
        "Je descends au prochain arrêt.",
        "I am getting off at the next stop.",
    )
    got = realise(_c("get_off", frame=4, get=1, stop=next_stop, city=None))
    assert got == ("Descendez au prochain arrêt.", "Get off at the next stop.")
    got = realise(_c("get_off", frame=3, get=0, stop=0, city=_city("Lyon")))
    assert got == ("Change à Lyon.", "Change at Lyon.")


def _dep(form, vehicle, leave=True, city=None, clock=(8, 0), minutes=10):
    args = dict(form=form, vehicle=_i(OL._DEPARTING, vehicle), leave=leave)
    return _c("departure", **args, city=city, clock=clock, minutes=minutes)


def test_departures(realise):
    got = realise(_dep("when", "le train", city=_city("Lille")))
    assert got == (
        "Quand part le train pour Lille?",
        "When does the train to Lille leave?",
    )
    got = realise(_dep("what_time", "le bus", leave=False, city=_city("Nice")))
    assert got == (
        "À quelle heure arrive le bus de Nice?",
        "What time does the bus from Nice arrive?",
    )
    got = realise(_dep("what_time", "l'avion", leave=False, city=_city("Alger")))
    assert got == (
        "À quelle heure arrive l'avion d'Alger?",
        "What time does the plane from Algiers arrive?",
    )
    got = realise(_dep("at", "le dernier train", city=_city("Paris"), clock=(0, 0)))
    assert got == (
        "Le dernier train pour Paris part à minuit.",
        "The last train to Paris leaves at midnight.",
    )
    got = realise(_dep("in", "le prochain bus", minutes=5))
    assert got == (
        "Le prochain bus part dans cinq minutes.",
        "The next bus leaves in five minutes.",
    )
    got = realise(_dep("platform", "le train", city=_city("Rome")))
    assert got == (
        "De quel quai part le train pour Rome?",
        "Which platform does the train to Rome leave from?",
    )


def test_seats_left(realise):
    seats = _i(OL.LEFT, "place")
    bus = _i(OL._LEFT_WHERE["ride"], "dans le bus")
    args = dict(what=seats, n=13, where=bus, tense="p", only=False)
    got = realise(_c("left", **args))
    assert got == (
        "Il reste treize places dans le bus.",
        "There are thirteen seats left on the bus.",
    )
    train = _i(OL._LEFT_WHERE["ride"], "dans le train")
    got = realise(_c("left", what=seats, n=-1, where=train, tense="i", only=False))
    assert got == (
        "Il n'y avait plus de place dans le train.",
        "There was no more room on the train.",
    )
    got = realise(_c("left", what=seats, n=1, where=train, tense="i", only=False))
    assert got == (
        "Il restait une place dans le train.",
        "There was one seat left on the train.",
    )
    tickets = _i(OL.LEFT, "billet")
    args = dict(what=tickets, n=2, where=0, tense="p", only=True)
    got = realise(_c("left", **args))
    assert got == (
        "Il ne reste que deux billets pour le concert.",
        "There are only two tickets left for the concert.",
    )
    args = dict(what=seats, n=1, where=train, tense="i", only=True)
    got = realise(_c("left", **args))
    assert got == (
        "Il ne restait qu'une place dans le train.",
        "There was only one seat left on the train.",
    )
    got = realise(_c("left", what=tickets, n=0, where=0, tense="p", only=False))
    assert got == (
        "Il ne reste plus de billets pour le concert.",
        "There are no tickets left for the concert.",
    )


def test_crowded(realise):
    restaurant = _i(OL.CROWDED_PLACES, "le restaurant")
    args = dict(place=restaurant, full=0, form="did", subj=(5, "m"), did=0, when=0)
    got = realise(_c("crowded", **args))
    assert got == (
        "Le restaurant où vous avez dîné était bondé.",
        "The restaurant where you had dinner was crowded.",
    )
    metro = _i(OL.CROWDED_PLACES, "le métro")
    args = dict(place=metro, full=0, form="always", subj=None, did=0, when=0)
    got = realise(_c("crowded", **args))
    assert got == (
        "Le métro est toujours bondé le matin.",
        "The metro is always crowded in the morning.",
    )
    beach = _i(OL.CROWDED_PLACES, "la plage")
    args = dict(place=beach, full=0, form="did", subj=(3, "f"), did=0, when=0)
    got = realise(_c("crowded", **args))
    assert got == (
        "La plage où elle est allée était bondée.",
        "The beach that she went to was crowded.",
    )
    train = _i(OL.CROWDED_PLACES, "le train")
    args = dict(place=train, full=2, form="did", subj=(0, "m"), did=0, when=0)
    got = realise(_c("crowded", **args))
    assert got == (
        "Le train que j'ai pris était plein.",
        "The train that I took was full.",
    )
    hotel = _i(OL.CROWDED_PLACES, "l'hôtel")
    args = dict(place=hotel, full=3, form="plain", subj=None, did=0, when=0)
    assert realise(_c("crowded", **args)) == (
        "L'hôtel était complet.",
        "The hotel was full.",
    )


# --- samples ---------------------------------------------------------------------------------


def _sampled(kind, n, realise):
    from transformer_lib.data.sampler import _Sampler
    from transformer_lib.data.streams import lexicon_of

    kinds_v3._load_kinds()
    out = []
    for i in range(n):
        rng = random.Random(f"test-shops:{kind}:{i}")
        s = kinds_v3.KINDS[kind][1](rng, _Sampler(rng, lexicon_of(3), 3))
        out.append(realise(s))
    return out


@pytest.mark.parametrize("kind", NEW_KINDS)
def test_sampled_kinds_are_clean_and_varied(kind, realise):
    rows = _sampled(kind, 300, realise)
    for fr, en in rows:
        for text in (fr, en):
            assert text[:1].isupper(), text
            assert not re.search(r"\b(à le|à les|de le|de les|None)\b|  |_|\{", text)
        assert fr[-1] in ".!?" and fr[-1] == en[-1], (fr, en)
        assert not re.search(r"n't|'m|'re|'ll|'d\b", en), en
        assert not re.search(r"\bde [aeiouéh]", fr), fr  # (d'eau, d'orange)
        assert not re.search(r"\bque [aeiouéi]", fr), fr
        assert not re.search(r"\ba [aeiou]", en), en  # (an omelette)
    assert len({fr for fr, _ in rows}) > 150
    # one English per French
    english = {}
    for fr, en in rows:
        assert english.setdefault(fr, en) == en, (fr, en)


def test_on_a_vehicle_and_at_a_stop(realise):
    rows = _sampled("on_the_line", 300, realise)
    for fr, en in rows:
        if "dans le bus" in fr or "dans le train" in fr:
            assert "on the bus" in en or "on the train" in en, (fr, en)
        if fr.startswith(("Quand part", "Quand arrive")):
            assert en.startswith("When does"), (fr, en)


def test_new_kinds_weigh_at_most_the_assignment():
    kinds_v3._load_kinds()
    weights = [kinds_v3.KINDS[k][0] for k in NEW_KINDS]
    assert sum(weights) <= 0.35
    assert all(0.02 <= w <= 0.08 for w in weights)
