"""The most similar records to every record, by blocked matrix products over all pairs.

Similarity here is `dense_i · dense_j + weight × (number of equal entries of codes_i and codes_j)`
(see `distance.py`). Every pair is compared, O(n² · dimensions) work, but in float32 matrix
products on tiles of `BLOCK` rows × `TILE` columns, one block of rows per worker thread:

* a tile's columns are cut into chunks of `CHUNK` (strided) columns and only each chunk's
  maximum is kept, reduced while the tile is still in cache;
* the `count` largest similarities of a row lie in its `count` chunks with the largest maxima
  (any value outside them is below `count` chunk maxima), so only those chunks are searched.

A full argpartition of every row would cost more than the products themselves; scikit-learn's
brute-force NearestNeighbors takes 2.5 times as long on 100,000 records (bench/bench_selectors.py). The float32
search may swap neighbours whose similarities differ by less than ~1e-6; callers recompute
the distances they keep in float64.
"""

from __future__ import annotations

import os
from concurrent.futures import ThreadPoolExecutor

import numpy as np
from threadpoolctl import threadpool_limits

CHUNK = 32  # columns per chunk whose maximum is kept
TILE = 8192  # columns per tile: BLOCK × TILE float32 similarities stay in cache while reduced
BLOCK = 256  # rows per matrix product
MEMORY_BYTES = 512 * 2**20  # the workers' similarity buffers together hold at most this much


def most_similar(dense: np.ndarray, codes: np.ndarray, weight: float, count: int) -> np.ndarray:
    """Positions of the `count` rows most similar to each row (itself included), shape (n, count).

    `dense` is (n, D) and `codes` (n, W) integer codes; `count` is capped at n.
    """
    n = dense.shape[0]
    count = min(count, n)
    found = np.empty((n, count), dtype=np.int64)
    if n == 0 or count == 0:
        return found
    workers = min(_cpu_count(), -(-n // BLOCK))
    search = _Search(dense, codes, weight, count, found, MEMORY_BYTES // workers)
    blocks = [(start, min(start + search.block, n)) for start in range(0, n, search.block)]
    if workers == 1:
        search.run(blocks)
        return found
    # one single-threaded BLAS per worker keeps both the products and the reductions parallel
    with threadpool_limits(limits=1, user_api="blas"), ThreadPoolExecutor(workers) as pool:
        list(pool.map(search.run, [blocks[w::workers] for w in range(workers)]))
    return found


class _Search:
    """Shared, read-only inputs of one search, laid out in tiles; `run` fills `found` for some blocks."""

    def __init__(
        self, dense: np.ndarray, codes: np.ndarray, weight: float, count: int, found: np.ndarray, memory: int
    ) -> None:
        n = dense.shape[0]
        self.n, self.count, self.weight, self.found = n, count, np.float32(weight), found
        tiles = -(-n // TILE)
        self.width = -(-n // (tiles * CHUNK)) * CHUNK  # columns per tile, a multiple of CHUNK
        self.tiles, self.per = tiles, self.width // CHUNK
        padded = tiles * self.width
        self.block = int(np.clip(memory // (4 * padded), 8, BLOCK))
        self.rows = np.ascontiguousarray(dense, dtype=np.float32)
        self.columns = np.zeros((dense.shape[1], padded), dtype=np.float32)
        self.columns[:, :n] = self.rows.T
        self.row_codes = np.ascontiguousarray(codes, dtype=np.int32)
        self.column_codes = np.full((codes.shape[1], padded), -1, dtype=np.int32)
        self.column_codes[:, :n] = self.row_codes.T

    def run(self, blocks: list[tuple[int, int]]) -> None:
        similarities = np.empty((self.tiles, self.block, self.width), dtype=np.float32)
        maxima = np.empty((self.block, self.tiles, self.per), dtype=np.float32)
        for start, stop in blocks:
            self._block(start, stop, similarities, maxima)

    def _block(self, start: int, stop: int, similarities: np.ndarray, maxima: np.ndarray) -> None:
        b, width = stop - start, self.width
        for t in range(self.tiles):
            tile, columns = similarities[t, :b], slice(t * width, (t + 1) * width)
            np.matmul(self.rows[start:stop], self.columns[:, columns], out=tile)
            for w in range(self.row_codes.shape[1]):
                equal = self.row_codes[start:stop, w, None] == self.column_codes[w, None, columns]
                np.add(tile, self.weight, out=tile, where=equal)
            if (t + 1) * width > self.n:
                tile[:, self.n - t * width:] = -np.inf  # padding columns are nobody
            np.max(tile.reshape(b, CHUNK, self.per), axis=1, out=maxima[:b, t])
        chunk_maxima = maxima[:b].reshape(b, -1)
        kept = min(self.count, chunk_maxima.shape[1])
        chunks = np.argpartition(chunk_maxima, -kept, axis=1)[:, -kept:]
        tile_of, first = np.divmod(chunks, self.per)
        within = (first[:, :, None] + self.per * np.arange(CHUNK)).reshape(b, -1)
        tile_of = np.repeat(tile_of, CHUNK, axis=1)
        values = similarities[tile_of, np.arange(b)[:, None], within]
        best = np.argpartition(values, -self.count, axis=1)[:, -self.count:]
        self.found[start:stop] = np.take_along_axis(tile_of * width + within, best, axis=1)


def _cpu_count() -> int:
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1
