import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Opt-in counting of opens and clicks (NEWSLETTER_TRACKING, off by default;
 * docs/decisions/056-newsletter-tracking-off-by-default.md). Off, an email carries no pixel
 * and its links are the ones the editor wrote. On, each delivery gets a token naming its
 * (send, subscriber) and signed with the service's key: the pixel is
 * /api/newsletter/o/<token>, and each http(s) link of the HTML version goes through
 * /api/newsletter/c/<token>?u=<link>&s=<signature of token and link>, so the redirect only
 * ever leads where the email itself pointed (never an open redirect). What is kept: the first
 * open and the first click of each delivery, nothing else.
 */
export interface Tracking {
  opens: boolean;
  clicks: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuidBytes = (id: string) => Buffer.from(id.replaceAll('-', ''), 'hex');
const uuidOf = (bytes: Buffer) =>
  bytes.toString('hex').replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');

/** The tracking key, apart from every other use of the service's secret. */
export const trackingKey = (secret: string) =>
  createHmac('sha256', secret).update('newsletter-tracking').digest();

const mac = (key: Buffer, text: string) =>
  createHmac('sha256', key).update(text).digest().subarray(0, 16);

/** The delivery's token: its two ids and a signature, in URL-safe base64. */
export function deliveryToken(key: Buffer, sendId: string, subscriberId: string): string {
  const ids = Buffer.concat([uuidBytes(sendId), uuidBytes(subscriberId)]);
  return Buffer.concat([ids, mac(key, `delivery:${ids.toString('hex')}`)]).toString('base64url');
}

/** The delivery a token names, or null when it was not made with this key. */
export function readDeliveryToken(
  key: Buffer,
  token: string,
): { sendId: string; subscriberId: string } | null {
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length !== 48) return null;
  const ids = bytes.subarray(0, 32);
  if (!timingSafeEqual(bytes.subarray(32), mac(key, `delivery:${ids.toString('hex')}`)))
    return null;
  const sendId = uuidOf(ids.subarray(0, 16));
  const subscriberId = uuidOf(ids.subarray(16));
  return UUID.test(sendId) && UUID.test(subscriberId) ? { sendId, subscriberId } : null;
}

/** The signature of one link in one delivery's email. */
export const linkSignature = (key: Buffer, token: string, url: string) =>
  mac(key, `click:${token}:${url}`).toString('base64url');

export function linkSignatureValid(key: Buffer, token: string, url: string, signature: string) {
  const given = Buffer.from(signature, 'base64url');
  const expected = Buffer.from(linkSignature(key, token, url), 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

// An anchor's http(s) href, as MJML writes it (double quotes, HTML-escaped).
const LINK = /(<a\b[^>]*?\shref=")(https?:\/\/[^"]+)(")/gi;
const unescape = (html: string) =>
  html.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&amp;', '&');
const escapeAttr = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/**
 * Prepares a send's HTML once for tracking: cut at its links (and before </body>), so each
 * delivery's copy is a join with its own token. Links with placeholders ({{unsubscribe_url}})
 * are left alone. With tracking off the HTML is returned as it is.
 */
export function prepareTracking(
  html: string,
  { publicUrl, key, tracking }: { publicUrl: string; key: Buffer; tracking: Tracking },
): (token: string) => string {
  if (!tracking.opens && !tracking.clicks) return () => html;
  const pieces: string[] = [];
  const links: string[] = [];
  let last = 0;
  if (tracking.clicks)
    for (const match of html.matchAll(LINK)) {
      const [, before = '', url = ''] = match;
      if (url.includes('{{')) continue;
      const start = (match.index ?? 0) + before.length;
      pieces.push(html.slice(last, start));
      links.push(unescape(url));
      last = start + url.length;
    }
  const rest = html.slice(last);
  const bodyEnd = rest.toLowerCase().lastIndexOf('</body>');
  const tail = tracking.opens
    ? [
        rest.slice(0, bodyEnd < 0 ? rest.length : bodyEnd),
        rest.slice(bodyEnd < 0 ? rest.length : bodyEnd),
      ]
    : [rest, ''];
  return (token) => {
    let out = '';
    links.forEach((url, i) => {
      const target = `${publicUrl}/api/newsletter/c/${token}?u=${encodeURIComponent(url)}&s=${linkSignature(key, token, url)}`;
      out += pieces[i] + escapeAttr(target);
    });
    out += tail[0];
    if (tracking.opens)
      out += `<img src="${publicUrl}/api/newsletter/o/${token}" width="1" height="1" alt="" style="display:block;width:1px;height:1px;border:0">`;
    return out + tail[1];
  };
}
