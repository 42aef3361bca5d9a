import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One CreateInvalidation request as CloudFront's REST XML API receives it. */
export interface InvalidationRequest {
  distribution: string;
  callerReference: string;
  quantity: number;
  paths: string[];
  /** The SigV4 Authorization header: which credential signed it, for which region and service. */
  authorization: string;
}

/** What the next requests are answered with instead of success. */
export interface CloudFrontFault {
  status: number;
  code: string;
  /** `{accessKeyId}` is replaced by the key that signed the request, as some AWS errors echo it. */
  message: string;
  /** Record the invalidation before failing: the answer is lost on the way back (a retry must not duplicate it). */
  afterCreating?: boolean;
  /** How many requests to fail; every one when absent. */
  times?: number;
}

export interface FakeCloudFront {
  /** For AWS_ENDPOINT_URL_CLOUDFRONT. */
  url: string;
  requests: InvalidationRequest[];
  /** Invalidations made, by id, as CloudFront keeps them: one per CallerReference. */
  created: Map<string, InvalidationRequest>;
  fault?: CloudFrontFault;
  stop(): Promise<void>;
}

const NS = 'http://cloudfront.amazonaws.com/doc/2020-05-31/';

/**
 * CloudFront's invalidation API on 127.0.0.1: POST /2020-05-31/distribution/{Id}/invalidation with
 * an InvalidationBatch XML body, answered 201 with a Location header and an Invalidation body, or
 * with CloudFront's ErrorResponse. A repeated CallerReference with the same paths gets the
 * invalidation it made the first time, as CloudFront does.
 */
export async function startCloudFront(): Promise<FakeCloudFront> {
  const state: FakeCloudFront = {
    url: '',
    requests: [],
    created: new Map(),
    stop: async () => {},
  };
  const server: Server = createServer(async (req, res) => {
    const match = /^\/2020-05-31\/distribution\/([^/]+)\/invalidation$/.exec(req.url ?? '');
    const body = await text(req);
    if (req.method !== 'POST' || !match?.[1]) {
      return error(res, 404, 'Sender', 'NotImplemented', `${req.method} ${req.url} is not faked`);
    }
    const batch: InvalidationRequest = {
      distribution: decodeURIComponent(match[1]),
      callerReference: one(body, 'CallerReference'),
      quantity: Number(one(body, 'Quantity')),
      paths: all(body, 'Path'),
      authorization: String(req.headers.authorization ?? ''),
    };
    state.requests.push(batch);
    if (!batch.authorization.startsWith('AWS4-HMAC-SHA256 ')) {
      return error(
        res,
        403,
        'Sender',
        'MissingAuthenticationToken',
        'Request is missing Authentication Token',
      );
    }
    if (batch.quantity !== batch.paths.length || batch.paths.some((p) => !p.startsWith('/'))) {
      return error(
        res,
        400,
        'Sender',
        'InvalidArgument',
        'Your request contains one or more invalid invalidation paths.',
      );
    }
    const fault = state.fault;
    if (fault && (fault.times === undefined || fault.times > 0)) {
      if (fault.times !== undefined) fault.times--;
      if (fault.afterCreating) create(batch);
      const key = /Credential=([^/]+)\//.exec(batch.authorization)?.[1] ?? '';
      const message = fault.message.replaceAll('{accessKeyId}', key);
      return error(res, fault.status, fault.status >= 500 ? 'Receiver' : 'Sender', fault.code, message);
    }
    const id = create(batch);
    if (!id) {
      return error(
        res,
        400,
        'Sender',
        'InvalidationBatchAlreadyExists',
        'CallerReference reused with other paths.',
      );
    }
    res.writeHead(201, {
      'content-type': 'text/xml',
      location: `https://cloudfront.amazonaws.com/2020-05-31/distribution/${batch.distribution}/invalidation/${id}`,
      'x-amz-request-id': randomBytes(8).toString('hex'),
    });
    res.end(
      `<?xml version="1.0"?>\n<Invalidation xmlns="${NS}"><Id>${id}</Id><Status>InProgress</Status><CreateTime>${new Date().toISOString()}</CreateTime><InvalidationBatch><Paths><Quantity>${batch.quantity}</Quantity><Items>${batch.paths.map((p) => `<Path>${toXml(p)}</Path>`).join('')}</Items></Paths><CallerReference>${toXml(batch.callerReference)}</CallerReference></InvalidationBatch></Invalidation>`,
    );
  });

  /** The id of the invalidation for this batch: a new one, the one its CallerReference made, or none. */
  function create(batch: InvalidationRequest): string | undefined {
    for (const [id, made] of state.created) {
      if (made.distribution !== batch.distribution || made.callerReference !== batch.callerReference)
        continue;
      return made.paths.join('\n') === batch.paths.join('\n') ? id : undefined;
    }
    const id = `I${randomBytes(6).toString('hex').toUpperCase()}`;
    state.created.set(id, batch);
    return id;
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.stop = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}

function error(res: ServerResponse, status: number, type: string, code: string, message: string): void {
  res.writeHead(status, { 'content-type': 'text/xml', 'x-amz-request-id': randomBytes(8).toString('hex') });
  res.end(
    `<?xml version="1.0"?>\n<ErrorResponse xmlns="${NS}"><Error><Type>${type}</Type><Code>${code}</Code><Message>${toXml(message)}</Message></Error><RequestId>${randomBytes(8).toString('hex')}</RequestId></ErrorResponse>`,
  );
}

async function text(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const all = (xml: string, tag: string) =>
  [...xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, 'g'))].map((m) => fromXml(m[1] ?? ''));
const one = (xml: string, tag: string) => all(xml, tag)[0] ?? '';

const fromXml = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#x([0-9a-f]+);/gi, (_, h) => String.fromCodePoint(Number.parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d) => String.fromCodePoint(Number(d)))
    .replace(/&amp;/g, '&');
const toXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
