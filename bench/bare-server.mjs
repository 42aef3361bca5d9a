// The floor for bench/serve.mjs: node:http answering a few files from memory with the edge's headers
// (serve's, Vary included: the same bytes on the wire), nothing else (no routing, no Accept, no error
// bodies). Prints its URL, stops on SIGTERM.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [dist, rowsJson] = process.argv.slice(2);
const files = new Map(
  JSON.parse(rowsJson).map((r) => [
    r.path,
    {
      bytes: readFileSync(`${dist}${r.path}`),
      etag: r.etag,
      notModified: {
        etag: r.etag,
        'cache-control': 'public, max-age=3600',
        'access-control-allow-origin': '*',
        'access-control-expose-headers': 'ETag',
        vary: 'Accept, Accept-Encoding',
      },
      headers: {
        'content-type': r.contentType,
        'content-length': String(r.size),
        'x-content-type-options': 'nosniff',
        etag: r.etag,
        'cache-control': 'public, max-age=3600',
        'access-control-allow-origin': '*',
        'access-control-expose-headers': 'ETag',
        vary: 'Accept, Accept-Encoding',
      },
    },
  ]),
);
const server = createServer((req, res) => {
  const file = files.get(req.url);
  if (!file) {
    res.writeHead(404);
    res.end();
  } else if (req.headers['if-none-match'] === file.etag) {
    res.writeHead(304, file.notModified);
    res.end();
  } else {
    res.writeHead(200, file.headers);
    res.end(file.bytes);
  }
});
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () => console.log(`http://127.0.0.1:${server.address().port}`));
process.on('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
});
