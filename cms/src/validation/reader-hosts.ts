/**
 * Which online readers a magazine issue may embed. The site frames an issue's reader link on
 * its page, and its Content-Security-Policy lets only listed hosts in (any other shows readers
 * an empty frame), so editors keep the list in Site settings → Reader hosts, one https address
 * per line, and an issue whose reader link is on another host is refused with a message naming
 * the allowed ones.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';

/** Publication readers an editor is likely to use, offered as the starting list. */
export const COMMON_READER_HOSTS = [
  'https://reader.apogee-magazine.example',
  'https://issuu.com',
  'https://online.fliphtml5.com',
  'https://www.yumpu.com',
  'https://heyzine.com',
  'https://www.flipsnack.com',
];

/** The origin of an https address, or null. */
function httpsOrigin(address: string): string | null {
  try {
    const url = new URL(address.trim());
    return url.protocol === 'https:' && !url.username && !url.password ? url.origin : null;
  } catch {
    return null;
  }
}

/** The list as stored: one address per line, blank lines ignored. */
export function readerHostLines(text: unknown): string[] {
  return typeof text === 'string'
    ? text
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean)
    : [];
}

function refuse(path: string, message: string): never {
  throw new errors.ValidationError(message, {
    errors: [{ path: [path], message, name: 'ValidationError' }],
  });
}

/** Site settings: every line must be an https address (only its origin counts). */
export function assertValidReaderHosts(data: Record<string, unknown> | undefined) {
  if (!data || !('readerHosts' in data)) return;
  for (const line of readerHostLines(data.readerHosts))
    if (!httpsOrigin(line))
      refuse(
        'readerHosts',
        `"${line}" is not an https address. Write one address per line, such as https://issuu.com.`,
      );
}

async function allowedReaderOrigins(strapi: Core.Strapi): Promise<string[]> {
  const settings = (await strapi.db
    .query('api::site-setting.site-setting')
    .findOne({ select: ['readerHosts'] })) as { readerHosts?: string | null } | null;
  const origins = readerHostLines(settings?.readerHosts).map(httpsOrigin);
  return [...new Set(origins.filter((origin): origin is string => origin !== null))];
}

/**
 * Site settings saved before the list existed get the common readers, so issues keep saving
 * and the site keeps framing them; a list an editor wrote is theirs.
 */
export async function fillReaderHosts(strapi: Core.Strapi) {
  const query = strapi.db.query('api::site-setting.site-setting');
  const settings = (await query.findOne({ select: ['id', 'readerHosts'] })) as {
    id: number;
    readerHosts?: string | null;
  } | null;
  if (!settings || settings.readerHosts !== null) return;
  await query.update({
    where: { id: settings.id },
    data: { readerHosts: COMMON_READER_HOSTS.join('\n') },
  });
}

/** A magazine issue: its reader link on an allowed host, its purchase link https. */
export async function assertMagazineLinks(
  strapi: Core.Strapi,
  data: Record<string, unknown> | undefined,
) {
  if (!data) return;
  if (typeof data.purchaseUrl === 'string' && data.purchaseUrl && !httpsOrigin(data.purchaseUrl))
    refuse(
      'purchaseUrl',
      'The purchase link must be an https address, such as https://shop.example.com/issue.',
    );
  if (typeof data.readerUrl !== 'string' || !data.readerUrl) return;
  const origin = httpsOrigin(data.readerUrl);
  const allowed = await allowedReaderOrigins(strapi);
  if (!origin || !allowed.includes(origin))
    refuse(
      'readerUrl',
      allowed.length
        ? `The reader link must be an https address on an allowed reader host: ${allowed.join(', ')}. ` +
            'Add its host under Site settings → Reader hosts first.'
        : 'No reader host is allowed yet: add the reader’s https address under Site settings → Reader hosts first.',
    );
}
