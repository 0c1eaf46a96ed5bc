import type { DailyResult } from '@apogee/contracts/quiz-learning';
import sharp from 'sharp';
import { ApiRequestError } from '@/lib/api/api-error';
import { serverApiRequest } from '@/lib/api/api-request.server';
import { getSiteSettings } from '@/lib/site/site-settings.functions';
import { dailyOgSvg } from './daily-og-svg';

/** A finished result never changes: its picture is kept a day by browsers and shared caches. */
const OG_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';
/** Pictures kept in memory (about 20 KB each): the most recently asked for. */
const KEPT_PICTURES = 200;
const SHARE_ID = /^[A-Za-z0-9_-]{1,100}$/;

const kept = new Map<string, Uint8Array>();

function keep(shareId: string, png: Uint8Array) {
  kept.delete(shareId);
  kept.set(shareId, png);
  // A Map iterates in insertion order: the first key is the least recently used.
  if (kept.size > KEPT_PICTURES) kept.delete(kept.keys().next().value as string);
}

function pngResponse(png: Uint8Array): Response {
  return new Response(png as BodyInit, {
    headers: { 'content-type': 'image/png', 'cache-control': OG_CACHE_CONTROL },
  });
}

/**
 * The share picture of a daily result (Open Graph, 1200×630 PNG), drawn with sharp from SVG
 * once and kept in memory; 404 for a share id the service does not know.
 */
export async function dailyOgResponse(shareId: string): Promise<Response> {
  const known = kept.get(shareId);
  if (known) {
    keep(shareId, known);
    return pngResponse(known);
  }
  if (!SHARE_ID.test(shareId)) return new Response('No such result.', { status: 404 });
  let result: DailyResult;
  try {
    result = await serverApiRequest<DailyResult>(
      `/api/quiz/daily/results/${encodeURIComponent(shareId)}`,
    );
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404)
      return new Response('No such result.', { status: 404 });
    return new Response('The picture cannot be drawn right now.', {
      status: 503,
      headers: { 'retry-after': '60' },
    });
  }
  const { siteName } = await getSiteSettings();
  const png = await sharp(Buffer.from(dailyOgSvg({ siteName, ...result })))
    .png({ compressionLevel: 9 })
    .toBuffer();
  const bytes = new Uint8Array(png);
  keep(shareId, bytes);
  return pngResponse(bytes);
}
