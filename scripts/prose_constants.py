"""Numbers a chapter's prose may state without a cell printing them (scripts/check_prose.py).

One dict per notebook (its file name without .ipynb): number as the prose writes it -> why it
is a constant rather than a result. Keep these lists short: a number that a cell computes
belongs in that cell's output, not here.
"""

# The base model of Vaswani et al. (2017), Table 3, and its training set-up (section 5).
PAPER = {
    "512": "d_model of the paper's base model",
    "2048": "d_ff of the paper's base model",
    "64": "d_k = d_v = d_model / h in the paper",
    "10000": "the base of the sinusoids' wavelengths",
    "10,000": "the base of the sinusoids' wavelengths",
    "4000": "the paper's warm-up steps",
    "4,000": "the paper's warm-up steps",
    "0.1": "the paper's dropout and label smoothing",
    "0.98": "the paper's Adam beta2",
    "0.9": "the paper's Adam beta1",
    "100,000": "the paper's base model's training steps",
    "100000": "the paper's base model's training steps",
    "27.3": "the paper's base model's BLEU on WMT 2014 English-German",
    "38.1": "the paper's base model's BLEU on WMT 2014 English-French",
    "28.4": "the paper's big model's BLEU on WMT 2014 English-German",
    "41.8": "the paper's big model's BLEU on WMT 2014 English-French",
    "65": "the paper's base model: about 65 million parameters",
    "213": "the paper's big model: about 213 million parameters",
    "4.5": "WMT 2014 English-German: about 4.5 million sentence pairs",
    "36": "WMT 2014 English-French: 36 million sentences",
    "37000": "the paper's shared BPE vocabulary for English-German",
    "37,000": "the paper's shared BPE vocabulary for English-German",
    "32000": "the paper's word-piece vocabulary for English-French",
    "32,000": "the paper's word-piece vocabulary for English-French",
    "25000": "the paper's batches: about 25,000 source and 25,000 target tokens",
    "25,000": "the paper's batches: about 25,000 source and 25,000 target tokens",
}

CONSTANTS: dict[str, dict[str, str]] = {
    "00_big_picture": {**PAPER},
    "01_tokens_embeddings": {**PAPER},
    "02_positional_encoding": {**PAPER},
    "03_attention": {**PAPER},
    "04_masking": {**PAPER},
    "05_multi_head_attention": {**PAPER},
    "06_encoder": {**PAPER},
    "07_decoder": {**PAPER},
    "08_loss_and_training": {**PAPER},
    "09_decoding": {**PAPER},
    "10_capstone": {**PAPER},
    "11_generalisation": {**PAPER},
    "mistakes": {
        **PAPER,
        "13": "the number of the appendix's thirteenth section",
        "14": "the number of the appendix's fourteenth section",
    },
}
