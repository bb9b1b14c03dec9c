"""Which chapter introduces which library module: the order in which the package is built.

A chapter may import only modules introduced by itself or by an earlier chapter (and so may
the library's modules among themselves: tests/test_library_imports.py), and every
public name of a concept module is shown (``show_source``) by exactly the chapter that
introduces its module. ``UTILITY_MODULES`` are helpers (plotting, grading) that chapters use
without teaching them line by line.
"""

# notebook stem -> (chapter number, modules it introduces)
CHAPTERS: dict[str, tuple[int, tuple[str, ...]]] = {
    "00_big_picture": (0, ("viz",)),
    "01_tokens_embeddings": (1, ("tokenizer", "bpe", "embeddings")),
    "02_positional_encoding": (2, ("positional",)),
    "03_attention": (3, ("attention",)),
    "04_masking": (4, ("masks",)),
    "05_multi_head_attention": (5, ("multihead",)),
    "06_encoder": (6, ("layers", "encoder")),
    "07_decoder": (7, ("decoder", "model")),
    "08_loss_and_training": (8, ("data", "loss", "training")),
    "09_decoding": (9, ("decoding", "static_cache", "translate")),
    "10_capstone": (10, ("pretrained", "evaluate", "train", "casing")),
    "11_generalisation": (11, ("position_schemes", "generalisation")),
}

# Chapters allowed to use a later chapter's module as a preview, without teaching it:
# chapter 0 opens with the finished translator that chapter 10 trains and ships;
# chapter 1 measures words against subwords on the corpus that chapter 8 introduces;
# chapter 9 decodes the shipped model, on longer sentences than its own small model's, to
# show where the length penalty helps.
PREVIEWS: dict[str, set[str]] = {
    "00_big_picture": {"pretrained", "data"},
    "01_tokens_embeddings": {"data"},
    "09_decoding": {"pretrained"},
}

# Modules that are tools rather than concepts: exempt from "shown by exactly one chapter".
UTILITY_MODULES = {"viz", "grading"}


def module_chapter() -> dict[str, int]:
    """Module name -> number of the chapter that introduces it."""
    return {m: n for n, mods in CHAPTERS.values() for m in mods}
