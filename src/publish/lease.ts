import { randomUUID } from 'node:crypto';
import { hostname, userInfo } from 'node:os';
import { UserError } from '../ground/errors.js';

/** What a lock on a target says about the publish holding it. */
export interface LeaseInfo {
  /** Who: user@host, or SITE_API_LOCK_HOLDER (a CI job's name). */
  holder: string;
  host: string;
  pid: number;
  /** ISO time the lease was taken, and last renewed. */
  started: string;
  renewed: string;
  /** Seconds after `renewed` when the lease is stale whoever holds it. */
  ttl: number;
  /** Unique to this publish: a lock is released or replaced only by the run that wrote it. */
  token: string;
}

/**
 * Where a target keeps its lock: one small text object next to the manifest. `create` must fail
 * (return false) when a lock is already there; how exclusive it is depends on the store.
 */
export interface LockStore {
  /** For people and the way out: the lock's path or key. */
  where: string;
  create(text: string): Promise<boolean>;
  read(): Promise<string | undefined>;
  /** Overwrites the lock (renewal): called only while this run holds it. */
  write(text: string): Promise<void>;
  /** Deletes the lock if it still reads `text` (a stale one, or ours). */
  removeIf(text: string): Promise<void>;
}

export interface Lease {
  info: LeaseInfo;
  /** A stale lock this run took over, if any. */
  tookOver?: LeaseInfo;
  release(): Promise<void>;
}

export interface LeaseOptions {
  /** Seconds to wait for a held lock to be released; 0 or undefined: refuse at once. */
  waitSeconds?: number;
  ttlSeconds?: number;
  now?: () => number;
  onWait?: (holder: LeaseInfo) => void;
  onTakeover?: (stale: LeaseInfo, why: string) => void;
}

/** Long enough for a large first upload; renewed every third of it, so only a dead run goes stale. */
export const DEFAULT_TTL = 600;
const POLL_MS = 300;

export function newLeaseInfo(ttl = DEFAULT_TTL, now = Date.now()): LeaseInfo {
  const host = hostname();
  let user = 'someone';
  try {
    user = userInfo().username;
  } catch {
    // No passwd entry (a container's arbitrary uid): the host and pid still identify the run.
  }
  const time = new Date(now).toISOString();
  return {
    holder: process.env.SITE_API_LOCK_HOLDER || `${user}@${host}`,
    host,
    pid: process.pid,
    started: time,
    renewed: time,
    ttl,
    token: randomUUID(),
  };
}

export const leaseText = (info: LeaseInfo) => `${JSON.stringify(info, null, 2)}\n`;

export function parseLease(text: string | undefined): LeaseInfo | undefined {
  try {
    const v = JSON.parse(text ?? '');
    if (typeof v?.holder === 'string' && typeof v.token === 'string' && typeof v.renewed === 'string') {
      return { ...v, ttl: Number(v.ttl) || DEFAULT_TTL, pid: Number(v.pid) || 0 };
    }
  } catch {
    // A lock being written right now reads empty: the caller looks again.
  }
  return undefined;
}

/** Why a lock is stale (its holder cannot be running), or undefined while it may be. */
export function staleReason(info: LeaseInfo, now: number): string | undefined {
  const age = (now - Date.parse(info.renewed)) / 1000;
  if (!(age <= info.ttl)) return `not renewed for ${Math.round(age)} s (TTL ${info.ttl} s)`;
  if (info.host === hostname() && info.pid > 0 && !alive(info.pid)) {
    return `process ${info.pid} on ${info.host} is gone`;
  }
  return undefined;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export const describeHolder = (i: LeaseInfo) => `${i.holder} (pid ${i.pid} on ${i.host}, since ${i.started})`;

/**
 * Takes the lock on a target for a whole publish: created if absent; a stale one is taken over (and
 * said); a live one is waited for up to `waitSeconds`, else refused naming its holder and how to
 * break it. The lease renews itself until released.
 */
export async function acquireLease(store: LockStore, options: LeaseOptions = {}): Promise<Lease> {
  const now = options.now ?? Date.now;
  const info = newLeaseInfo(options.ttlSeconds ?? DEFAULT_TTL, now());
  const deadline = now() + (options.waitSeconds ?? 0) * 1000;
  let tookOver: LeaseInfo | undefined;
  let waited = false;
  let unreadable = 0;
  for (;;) {
    if (await store.create(leaseText(info))) break;
    const text = await store.read();
    if (text === undefined) continue;
    const held = parseLease(text);
    if (!held) {
      // Empty or torn: a run is writing it, or was killed while writing it. Three looks apart, then stale.
      if (++unreadable < 3) {
        await sleep(POLL_MS);
        continue;
      }
      await store.removeIf(text);
      continue;
    }
    const why = staleReason(held, now());
    if (why) {
      options.onTakeover?.(held, why);
      tookOver = held;
      await store.removeIf(text);
      continue;
    }
    if (now() < deadline) {
      if (!waited) options.onWait?.(held);
      waited = true;
      await sleep(POLL_MS);
      continue;
    }
    throw new UserError(
      `${store.where} is locked by another publish: ${describeHolder(held)}.${waited ? ` Waited ${options.waitSeconds} s.` : ''}`,
      `Run again when it has finished, or with --wait [seconds] to wait for it. If no publish is running (a run crashed on another machine, or under another pid namespace), delete ${store.where}; it goes stale by itself ${held.ttl} s after ${held.renewed}. Nothing was published.`,
    );
  }

  let current = leaseText(info);
  const timer = setInterval(
    () => {
      const renewed = { ...info, renewed: new Date(now()).toISOString() };
      const text = leaseText(renewed);
      store.write(text).then(
        () => {
          current = text;
        },
        () => {
          // A missed renewal is retried at the next tick; the TTL leaves two more.
        },
      );
    },
    (info.ttl * 1000) / 3,
  );
  timer.unref();
  return {
    info,
    tookOver,
    async release() {
      clearInterval(timer);
      await store.removeIf(current);
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
