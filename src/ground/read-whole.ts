import { readSync } from 'node:fs';

/**
 * The bytes of an open file, `size` of them as its stat said (fewer if it shrank since, as readFileSync
 * does), read into a slice of a shared slab.
 *
 * A content folder is thousands of files of a few kB, each read whole. `Buffer.allocUnsafe` gives such
 * a file a slice of Node's 8 kB pool, so a new pool every few files: at 10,000 posts ~2,000
 * ArrayBuffers, ~35 ms of a cold validate in `createPool` alone (a loop of 10,000 allocations of
 * 1.7 kB: ~54 ms, against ~10 ms from 1 MiB slabs). Files of up to `OWN` bytes are cut from a slab of
 * `SLAB` instead; a larger one gets a buffer of its own. A slice keeps its slab alive as a pool slice
 * keeps its pool: a file's bytes kept for the run keep at most `SLAB` more with them.
 */
export function readWhole(fd: number, size: number): Buffer {
  const bytes = size >= OWN ? Buffer.allocUnsafeSlow(size) : carve(size);
  let total = 0;
  while (total < size) {
    const n = readSync(fd, bytes, total, size - total, null);
    if (n === 0) break;
    total += n;
  }
  return total === size ? bytes : bytes.subarray(0, total);
}

const SLAB = 256 * 1024;
const OWN = 16 * 1024;
let slab: Buffer | undefined;
let used = 0;

function carve(size: number): Buffer {
  if (slab === undefined || used + size > slab.length) {
    slab = Buffer.allocUnsafeSlow(SLAB);
    used = 0;
  }
  const bytes = slab.subarray(used, used + size);
  used += size;
  return bytes;
}
