"""Chapter 10: the command that trains the capstone translator on the shipped corpus.

    python -m transformer_lib.train --config capstone            # < 45 min on 2 CPU cores
    python -m transformer_lib.train --config capstone --export   # ... and ship the result

It trains with the library's Trainer (chapter 8) on the shipped French -> English corpus,
with a fixed seed, writes a full checkpoint (fp32 weights, optimizer, random states: it
can be resumed with ``--resume``) to ``--out``, and with ``--export`` a small one for
shipping: weights in half precision, the vocabularies, the config, the scores, and the
commit and command that made it (``transformer_lib/pretrained/files/capstone.pt``).

On subwords instead of words (byte-pair encoding, chapter 1: one BPETokenizer per
language, N merges each; chapter 10 compares the two)::

    python -m transformer_lib.train --config capstone --tokens bpe --merges 4000 \
        --out runs/bpe.pt --export runs/capstone_bpe.pt

Your own corpus (a tab-separated file, read with ``read_pairs`` of chapter 8)::

    python -m transformer_lib.train --config capstone --data fra.txt --columns 1 0

Chapter 11's experiment: the same recipe with another positional scheme, or trained on
concatenated pairs as well::

    python -m transformer_lib.train --config capstone --positional rope --out runs/rope.pt
    python -m transformer_lib.train --config capstone --decoder-positional none ...
    python -m transformer_lib.train --config capstone --concat --out runs/concat.pt

Under torchrun the same command trains on several processes (DDP, chapter 8)::

    torchrun --standalone --nproc_per_node 8 -m transformer_lib.train --config base \
        --data pairs.tsv

The parts, each in its module: ``recipes`` (the named model sizes and training
settings), ``pairs`` (the pairs a run trains on and the vocabularies it reads them with),
``run`` (:func:`train`: one run set up from a recipe and fitted), ``shipping``
(:func:`export`: the small checkpoint that ships) and ``command`` (the command line).
"""

# Also imported from here: main (the command's tests), bpe_vocabs and BPE_MERGES (chapter
# 10), concatenated_pairs (chapter 11), SHIPPED; __all__ names what chapter 10 shows.
from transformer_lib.train.command import main as main
from transformer_lib.train.pairs import bpe_vocabs as bpe_vocabs
from transformer_lib.train.pairs import concatenated_pairs as concatenated_pairs
from transformer_lib.train.recipes import BPE_MERGES as BPE_MERGES
from transformer_lib.train.recipes import RECIPES
from transformer_lib.train.run import train
from transformer_lib.train.shipping import SHIPPED as SHIPPED
from transformer_lib.train.shipping import export

__all__ = ["RECIPES", "train", "export"]
