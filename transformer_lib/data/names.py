"""The proper names of corpus version 3: people, cities and countries.

Names are copied from French into English, except where English has a name of its own
(*Londres* is *London*, *l'Allemagne* is *Germany*). People's first names carry a gender
(*Marie est partie*); a country carries the gender and number that choose its French
preposition and article (*en France*, *au Canada*, *aux États-Unis*; *la France*, *le
Canada*), and its English name says whether English takes *the* (*the United States*).
First names are common ones of France, of both genders; the translator meets names it
has never seen through placeholders, not through this list.
"""

from __future__ import annotations

__all__ = ["PEOPLE", "CITIES", "COUNTRIES"]

# (first name, gender)
PEOPLE = tuple(
    [
        (n, "f")
        for n in (
            "Marie Julie Sophie Camille Léa Sylvie Emma Manon Sarah Laura Claire Anne "
            "Louise Alice Martine Valérie Jeanne Nathalie Isabelle Céline Pauline Juliette "
            "Amélie Hélène Élise Margot Christine Nina Agathe Émilie"
        ).split()
    ]
    + [
        (n, "m")
        for n in (
            "Pierre Paul Jean Louis Thomas Nicolas Julien Antoine Hugo Lucas Léo Philippe "
            "Marc Luc Éric Olivier Vincent Patrick Alexandre Romain Mathieu Simon Victor "
            "Arthur Gabriel Bernard Adam Michel Karim Marcel"
        ).split()
    ]
)

# (French, English)
CITIES = (
    ("Paris", "Paris"),
    ("Lyon", "Lyon"),
    ("Marseille", "Marseille"),
    ("Toulouse", "Toulouse"),
    ("Bordeaux", "Bordeaux"),
    ("Lille", "Lille"),
    ("Nice", "Nice"),
    ("Nantes", "Nantes"),
    ("Strasbourg", "Strasbourg"),
    ("Montpellier", "Montpellier"),
    ("Grenoble", "Grenoble"),
    ("Rouen", "Rouen"),
    ("Québec", "Quebec"),
    ("Montréal", "Montreal"),
    ("Bruxelles", "Brussels"),
    ("Genève", "Geneva"),
    ("Londres", "London"),
    ("Rome", "Rome"),
    ("Berlin", "Berlin"),
    ("Madrid", "Madrid"),
    ("Lisbonne", "Lisbon"),
    ("Vienne", "Vienna"),
    ("Athènes", "Athens"),
    ("Moscou", "Moscow"),
    ("Tokyo", "Tokyo"),
    ("Pékin", "Beijing"),
    ("New York", "New York"),
    ("Dakar", "Dakar"),
    ("Alger", "Algiers"),
    ("Tunis", "Tunis"),
)

# (French, gender and number: "m", "f" or "p", English with its article if it takes one)
# French regions that English names otherwise (en Bretagne / in Brittany), all feminine
REGIONS = (
    ("Bretagne", "Brittany"),
    ("Normandie", "Normandy"),
    ("Bourgogne", "Burgundy"),
    ("Provence", "Provence"),
    ("Alsace", "Alsace"),
    ("Corse", "Corsica"),
)
COUNTRIES = (
    ("France", "f", "France"),
    ("Belgique", "f", "Belgium"),
    ("Suisse", "f", "Switzerland"),
    ("Allemagne", "f", "Germany"),
    ("Espagne", "f", "Spain"),
    ("Italie", "f", "Italy"),
    ("Angleterre", "f", "England"),
    ("Irlande", "f", "Ireland"),
    ("Chine", "f", "China"),
    ("Russie", "f", "Russia"),
    ("Algérie", "f", "Algeria"),
    ("Tunisie", "f", "Tunisia"),
    ("Grèce", "f", "Greece"),
    ("Autriche", "f", "Austria"),
    ("Australie", "f", "Australia"),
    ("Inde", "f", "India"),
    ("Canada", "m", "Canada"),
    ("Japon", "m", "Japan"),
    ("Portugal", "m", "Portugal"),
    ("Maroc", "m", "Morocco"),
    ("Sénégal", "m", "Senegal"),
    ("Brésil", "m", "Brazil"),
    ("Mexique", "m", "Mexico"),
    ("Danemark", "m", "Denmark"),
    ("États-Unis", "p", "the United States"),
    ("Pays-Bas", "p", "the Netherlands"),
)
