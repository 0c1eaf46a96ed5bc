// A pass-through proxy in front of the CMS that counts the GraphQL operations the web sends, so
// the report can show that a cold cache asks the CMS each query once, however many readers
// arrive at the same moment.
import http from 'node:http';

/** Listens on 127.0.0.1:`port` and forwards everything to 127.0.0.1:`cmsPort`. */
export async function startCmsCounter({ port, cmsPort }) {
  const counts = new Map();
  const server = http.createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      if (request.url?.startsWith('/graphql') && request.method === 'POST') {
        let name = 'anonymous';
        try {
          const parsed = JSON.parse(body.toString('utf8'));
          name =
            parsed.operationName ??
            /(?:query|mutation)\s+(\w+)/.exec(parsed.query ?? '')?.[1] ??
            'anonymous';
        } catch {
          // not JSON: counted as anonymous
        }
        counts.set(name, (counts.get(name) ?? 0) + 1);
      }
      const upstream = http.request(
        {
          host: '127.0.0.1',
          port: cmsPort,
          method: request.method,
          path: request.url,
          headers: { ...request.headers, host: `127.0.0.1:${cmsPort}` },
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      upstream.on('error', () => {
        if (!response.headersSent) response.writeHead(502);
        response.end();
      });
      upstream.end(body);
    });
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    /** GraphQL operations seen since the last reset, by name. */
    take() {
      const seen = Object.fromEntries([...counts.entries()].sort());
      counts.clear();
      return seen;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
