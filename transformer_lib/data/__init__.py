"""Chapter 8: the French -> English corpus that ships with the package, and batches for training."""
