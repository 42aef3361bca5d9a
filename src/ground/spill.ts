import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A file that holds bytes a build has made until they are written out, so that a build of 50,000
 * pages does not keep every page in memory (about 650 MB of HTML). Any thread of the process may put
 * bytes in it (the render pool's workers do): the next free offset is shared memory, taken with one
 * atomic add, and each writes at its own offset with pwrite. Bytes are read back with pread, from the
 * page cache as a rule.
 *
 * The file is removed as soon as it is open (the system keeps it until its descriptor closes), so a
 * run killed at any point leaves nothing behind; where the name cannot be removed while the file is
 * open, there is no spill. The descriptor closes when nothing can read the spill any more.
 */
export interface SpillShare {
  /**
   * The open descriptor: the same number in every thread of the process. Read only through the
   * Spill's `read`: pieces this thread put may still wait in its memory, not yet in the file.
   */
  fd: number;
  /** The name it was opened under, for an error (a full disk, say). */
  path: string;
  /** One BigInt64: the file's end, which `put` advances. */
  end: SharedArrayBuffer;
}

/** Where some bytes are in a spill file. */
export interface Spilled {
  at: number;
  size: number;
}

export interface Spill {
  readonly share: SpillShare;
  put(bytes: Uint8Array): Spilled;
  read(where: Spilled): Buffer;
  /** A reader of bytes put earlier, holding nothing but the spill and where they are. */
  reader(where: Spilled): () => Buffer;
  /** Bytes made on their first read and put in the spill; read from it after. */
  later(make: () => Uint8Array): () => Uint8Array;
}

const closing = new FinalizationRegistry<number>((fd) => {
  try {
    closeSync(fd);
  } catch {}
});

/**
 * A new spill file in `dir` (named `<prefix><pid>-<random>`, the scratch names of ground/scratch.ts),
 * or undefined when none can be made there: the caller then keeps the bytes in memory, as without one.
 */
export function openSpill(dir: string, prefix: string): Spill | undefined {
  const path = join(dir, `${prefix}${process.pid}-${randomBytes(4).toString('hex')}`);
  let fd: number;
  try {
    fd = openSync(path, 'wx+', 0o600);
  } catch {
    return undefined;
  }
  try {
    unlinkSync(path);
  } catch {
    // A system that keeps an open file's name: no spill rather than a file that could be left behind.
    try {
      closeSync(fd);
      unlinkSync(path);
    } catch {}
    return undefined;
  }
  const share: SpillShare = { fd, path, end: new SharedArrayBuffer(8) };
  // This thread's small pieces wait in one buffer and go out in one write when it is full, when a
  // piece put another way lands between (putIn: a pool worker's page, or one this thread rendered),
  // or when something reads them: ~10,000 texts a build (the Markdown twins, the lists) were a write
  // each, ~0.15 s of system calls at 10,000 posts.
  const waiting = { at: 0, size: 0, bytes: Buffer.allocUnsafe(0) };
  const flush = () => {
    if (waiting.size === 0) return;
    // Kept waiting if the write fails (a full disk): a read then fails too, never reads a hole.
    writeAt(share, waiting.bytes.subarray(0, waiting.size), waiting.at);
    waiting.size = 0;
  };
  const spill: Spill = {
    share,
    put: (bytes) => {
      const size = bytes.byteLength;
      if (size >= GATHER_BELOW) {
        flush();
        return putIn(share, bytes);
      }
      const at = reserve(share, size);
      if (waiting.size > 0 && (at !== waiting.at + waiting.size || waiting.size + size > GATHER)) flush();
      if (waiting.size === 0) {
        waiting.at = at;
        if (waiting.bytes.byteLength === 0) waiting.bytes = Buffer.allocUnsafe(GATHER);
      }
      waiting.bytes.set(bytes, waiting.size);
      waiting.size += size;
      return { at, size };
    },
    read: ({ at, size }) => {
      // Bytes still waiting to be written: written first.
      if (waiting.size > 0 && at + size > waiting.at) flush();
      const out = Buffer.allocUnsafe(size);
      let done = 0;
      while (done < size) {
        const n = readSync(fd, out, done, size - done, at + done);
        if (n === 0) throw new Error(`the build's spill file ended at ${at + done} of ${at + size}`);
        done += n;
      }
      return out;
    },
    reader: (where) => () => spill.read(where),
    later: (make) => {
      let where: Spilled | undefined;
      let maker: (() => Uint8Array) | undefined = make;
      return () => {
        if (where !== undefined) return spill.read(where);
        const bytes = (maker as () => Uint8Array)();
        where = spill.put(bytes);
        // What made them (a page's job and context) is not held once they are in the spill.
        maker = undefined;
        return bytes;
      };
    },
  };
  closing.register(spill, fd);
  return spill;
}

/**
 * Appends bytes to a spill file from any thread: where they went. A failed write (ENOSPC) names the
 * file, as write(2)'s error does not.
 */
export function putIn(share: SpillShare, bytes: Uint8Array): Spilled {
  const size = bytes.byteLength;
  const at = reserve(share, size);
  writeAt(share, bytes, at);
  return { at, size };
}

/** Where the next `size` bytes go in the spill file: the end, moved past them for every thread at once. */
function reserve(share: SpillShare, size: number): number {
  return Number(Atomics.add(new BigInt64Array(share.end), 0, BigInt(size)));
}

/** The size of the buffer a spill gathers this thread's small pieces in. */
const GATHER = 1024 * 1024;
/** A piece this large is written on its own. */
const GATHER_BELOW = 256 * 1024;

/** Writes bytes at an offset of the spill file. A failed write (ENOSPC) names the file, as write(2)'s error does not. */
function writeAt(share: SpillShare, bytes: Uint8Array, at: number): void {
  let done = 0;
  try {
    while (done < bytes.byteLength)
      done += writeSync(share.fd, bytes, done, bytes.byteLength - done, at + done);
  } catch (error) {
    const e = error as NodeJS.ErrnoException;
    e.path ??= share.path;
    throw error;
  }
}
