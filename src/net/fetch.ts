import { Agent as HttpAgent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { Socket } from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { UserError } from '../ground/errors.js';

/**
 * All HTTP that diff and check do goes through one client: keep-alive sockets, at most
 * `concurrency` requests in flight, a timeout per attempt, and retries with exponential backoff and
 * jitter on network errors and 5xx answers (never on 4xx, which are answers). It counts the bytes
 * that really crossed the sockets, so that a report can say what a run cost.
 *
 * node:http rather than fetch: it exposes the sockets (for the byte count) and costs less per request,
 * which matters when a diff asks a live site about every one of 10,000 files.
 */
export interface NetOptions {
  /** Milliseconds one attempt may take, headers and body together. */
  timeout: number;
  /** Attempts after the first, on network errors and 5xx. */
  retries: number;
  concurrency: number;
  /** First backoff in ms; doubled each retry, with ±50% jitter. */
  backoff?: number;
  /** Bytes one answer's body may have; a longer one is cut off and reported, never retried. Default MAX_BODY. */
  maxBody?: number;
}

/**
 * What a body may weigh when nothing better is known (`check`): far above any file of a personal site,
 * far below what fills memory (an endless answer once took 2.4 GB in 5 s). `diff` derives its own from
 * the build's largest file (see bodyCapFor). Redirects are never followed (node:http does not), so
 * there is no redirect count to cap: a 3xx is reported as the answer it is.
 */
export const MAX_BODY = 64 * 1024 * 1024;

/** The body cap for comparing with a build: four times its largest file, and at least 1 MiB. */
export function bodyCapFor(largestFile: number): number {
  return Math.max(4 * largestFile, 1024 * 1024);
}

export const NET_DEFAULTS: NetOptions = { timeout: 10_000, retries: 3, concurrency: 8, backoff: 200 };

export interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** Attempts it took (1 when the first answered). */
  attempts: number;
}

export interface NetStats {
  requests: number;
  retries: number;
  bytesReceived: number;
  bytesSent: number;
}

export interface Client {
  request(method: string, url: string, headers?: Record<string, string>): Promise<Reply>;
  stats(): NetStats;
  close(): void;
}

/** A request that got no usable answer after every attempt: names the URL, what happened and how often. */
export class NetError extends UserError {
  constructor(
    readonly url: string,
    readonly reason: string,
    readonly attempts: number,
  ) {
    super(
      `${url}: ${reason}${attempts > 1 ? ` (${attempts} attempts)` : ''}.`,
      'Check the URL and that the site is up; --timeout and --retries give a slow site more room.',
    );
  }
}

export function createClient(options: NetOptions): Client {
  const agentOptions = { keepAlive: true, maxSockets: options.concurrency, scheduling: 'lifo' as const };
  const agents = { http: new HttpAgent(agentOptions), https: new HttpsAgent(agentOptions) };
  const sockets = new Set<Socket>();
  const counted = { requests: 0, retries: 0, closedReceived: 0, closedSent: 0 };
  const queue: (() => void)[] = [];
  let active = 0;
  let closed = false;

  const acquire = async () => {
    if (active >= options.concurrency) await new Promise<void>((go) => queue.push(go));
    active++;
  };
  const release = () => {
    active--;
    queue.shift()?.();
  };

  const once = (method: string, url: URL, headers: Record<string, string>) =>
    new Promise<Omit<Reply, 'attempts'>>((done, fail) => {
      const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
      const agent = url.protocol === 'https:' ? agents.https : agents.http;
      counted.requests++;
      const req = send(url, { method, headers: { 'user-agent': 'site-api', ...headers }, agent }, (res) => {
        const chunks: Buffer[] = [];
        let received = 0;
        const cap = options.maxBody ?? MAX_BODY;
        res.on('data', (chunk: Buffer) => {
          received += chunk.byteLength;
          if (received > cap) {
            // Settled before the destroy, whose own errors (aborted, reset) come second and are ignored.
            fail(
              Object.assign(new Error(`the answer is longer than ${cap} bytes, the most it may be`), {
                code: 'EBODYCAP',
              }),
            );
            req.destroy();
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () => {
          try {
            const body = decoded(Buffer.concat(chunks), res.headers['content-encoding'], cap);
            done({ status: res.statusCode ?? 0, headers: res.headers, body });
          } catch (error) {
            fail(error);
          }
        });
        res.on('error', fail);
        res.on('aborted', () =>
          fail(Object.assign(new Error('the connection closed mid-answer'), { code: 'ECONNRESET' })),
        );
      });
      req.on('socket', (socket: Socket) => {
        if (sockets.has(socket)) return;
        sockets.add(socket);
        socket.once('close', () => {
          counted.closedReceived += socket.bytesRead;
          counted.closedSent += socket.bytesWritten;
          sockets.delete(socket);
        });
      });
      // One deadline for the whole attempt: a server that trickles bytes cannot stretch it.
      const timer = setTimeout(
        () =>
          req.destroy(
            Object.assign(new Error(`no answer within ${options.timeout} ms`), { code: 'ETIMEDOUT' }),
          ),
        options.timeout,
      );
      req.on('close', () => clearTimeout(timer));
      req.on('error', fail);
      req.end();
    });

  const request = async (method: string, href: string, headers: Record<string, string> = {}) => {
    const url = new URL(href);
    await acquire();
    try {
      for (let attempt = 1; ; attempt++) {
        // After close (a sibling request failed the run), nothing more goes out.
        if (closed) throw new NetError(`${method} ${href}`, 'cancelled', attempt);
        try {
          const reply = await once(method, url, headers);
          // A 5xx after the last attempt is returned, not thrown: it is the site's answer to report.
          if (reply.status < 500 || attempt > options.retries) return { ...reply, attempts: attempt };
        } catch (error) {
          // Too long or undecodable is the site's answer, not a hiccup: asking again would read it again.
          const code = (error as NodeJS.ErrnoException).code;
          if (code === 'EBODYCAP' || code === 'EBADBODY' || attempt > options.retries)
            throw new NetError(`${method} ${href}`, describe(error as NodeJS.ErrnoException), attempt);
        }
        counted.retries++;
        const base = (options.backoff ?? 200) * 2 ** (attempt - 1);
        await new Promise((r) => setTimeout(r, base * (0.5 + Math.random())));
      }
    } finally {
      release();
    }
  };

  return {
    request,
    stats: () => {
      let received = counted.closedReceived;
      let sent = counted.closedSent;
      for (const s of sockets) {
        received += s.bytesRead;
        sent += s.bytesWritten;
      }
      return {
        requests: counted.requests,
        retries: counted.retries,
        bytesReceived: received,
        bytesSent: sent,
      };
    },
    close: () => {
      closed = true;
      for (const go of queue.splice(0)) go();
      agents.http.destroy();
      agents.https.destroy();
    },
  };
}

/**
 * The body without its content coding: a request that sent Accept-Encoding gets gzip or brotli, and
 * the caller reads the bytes of the file. Never more than `cap` bytes once decoded (a small answer may
 * inflate to gigabytes); a coding it does not know, or bytes that are not in it, are the site's answer
 * to report, not retried.
 */
function decoded(body: Buffer, coding: string | undefined, cap: number): Buffer {
  const name = coding?.trim().toLowerCase();
  if (!name || name === 'identity') return body;
  const options = { maxOutputLength: cap };
  try {
    if (name === 'gzip' || name === 'x-gzip') return gunzipSync(body, options);
    if (name === 'br') return brotliDecompressSync(body, options);
    if (name === 'deflate') return inflateSync(body, options);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE')
      throw Object.assign(
        new Error(`the answer is longer than ${cap} bytes once decoded, the most it may be`),
        {
          code: 'EBODYCAP',
        },
      );
    throw Object.assign(new Error(`the answer is not valid ${name}`), { code: 'EBADBODY' });
  }
  throw Object.assign(new Error(`the answer is in a coding site-api does not read (${name})`), {
    code: 'EBADBODY',
  });
}

function describe(error: NodeJS.ErrnoException): string {
  switch (error.code) {
    case 'ECONNREFUSED':
      return 'connection refused (nothing listens there)';
    case 'ECONNRESET':
    case 'EPIPE':
      return 'the connection was reset';
    case 'ETIMEDOUT':
      return error.message;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'no such host';
    case 'HPE_INVALID_CONSTANT':
    case 'HPE_INVALID_VERSION':
      return 'the answer is not HTTP';
    default:
      return error.message || String(error);
  }
}

/** The URL of a published path under a base URL: each segment percent-encoded (Korean tag slugs). */
export function urlOf(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}${path.split('/').map(encodeURIComponent).join('/')}`;
}

/** A base URL given on the command line: absolute http(s), no query or fragment, no trailing slash. */
export function parseBaseUrl(text: string, flag: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new UserError(`${flag} ${text} is not a URL.`, 'Pass an absolute URL such as https://example.com.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new UserError(
      `${flag} ${text} is not an http(s) URL.`,
      'Pass an absolute URL such as https://example.com.',
    );
  if (url.search || url.hash)
    throw new UserError(`${flag} ${text} has a query or fragment.`, 'Pass the base URL of the site only.');
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}
