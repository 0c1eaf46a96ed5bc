// What the web answers say about caching and compression, checked on the running site.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const headersOf = (response) => ({
  status: response.status,
  cacheControl: response.headers.get('cache-control'),
  etag: response.headers.get('etag'),
  lastModified: response.headers.get('last-modified'),
  contentEncoding: response.headers.get('content-encoding'),
  vary: response.headers.get('vary'),
});

async function get(url, headers = {}) {
  const response = await fetch(url, {
    headers: { 'accept-encoding': 'br, gzip', ...headers },
    redirect: 'manual',
  });
  await response.arrayBuffer();
  return response;
}

/** A page's answer, then the same request again with its validator (expect 304). */
async function revalidation(url) {
  const first = await get(url);
  const etag = first.headers.get('etag');
  const again = etag ? await get(url, { 'if-none-match': etag }) : null;
  return { ...headersOf(first), revalidatedStatus: again?.status ?? null };
}

export async function checkHttpCaching({ base, articlePath, clientDir }) {
  const html = await (await fetch(new URL(articlePath, base))).text();
  const homeHtml = await (await fetch(new URL('/', base))).text();
  const asset =
    /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ??
    /href="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  const media = /(?:src|srcSet|srcset)="(\/uploads\/[^" ,]+)/.exec(html)?.[1] ?? null;
  const preloads = (page) =>
    [...page.matchAll(/<link[^>]+rel="preload"[^>]*>/g)].map((match) => match[0]);
  const fontFiles = readdirSync(path.join(clientDir, 'assets')).filter((name) =>
    /\.(woff2?|ttf|otf)$/.test(name),
  );
  const css = readdirSync(path.join(clientDir, 'assets'))
    .filter((name) => name.endsWith('.css'))
    .map((name) => readFileSync(path.join(clientDir, 'assets', name), 'utf8'))
    .join('\n');
  return {
    hashedAsset: asset ? { path: asset, ...headersOf(await get(new URL(asset, base))) } : null,
    articlePage: { path: articlePath, ...(await revalidation(new URL(articlePath, base))) },
    homePage: { path: '/', ...(await revalidation(new URL('/', base))) },
    media: media ? { path: media, ...(await revalidation(new URL(media, base))) } : null,
    imagePreloads: {
      home: preloads(homeHtml).filter((tag) => /as="image"/.test(tag)),
      article: preloads(html).filter((tag) => /as="image"/.test(tag)),
    },
    fonts: {
      files: fontFiles,
      fontFaces: (css.match(/@font-face/g) ?? []).length,
      swap: /font-display:\s*swap/.test(css),
      preloaded: preloads(html).filter((tag) => /as="font"/.test(tag)),
    },
  };
}
