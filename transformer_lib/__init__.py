"""transformer_lib: the encoder-decoder Transformer, built one concept per module.

Each module belongs to a chapter of the course (see README.md): import what you need from
the module itself, for example ``from transformer_lib.positional import sinusoidal_encoding``.
"""

__version__ = "0.1.0"
