// The online magazine readers the site may frame: MAGAZINE_READER_HOSTS (the operators' list,
// read at start) and the list editors keep in the CMS's site settings (Site settings → Reader
// hosts, one https address per line), which the CMS enforces on every issue's reader link. The
// web server reads the CMS's list at start, every few minutes and after each CMS webhook.
import type { SecuritySettings } from './headers';

/** Reading the list gives up after this long: the policy keeps the last list it had. */
const READ_TIMEOUT_MS = 5000;

/** The https origins of the lines of the CMS's list; lines that are not one are left out. */
export function readerOriginsOf(text: unknown): string[] {
  if (typeof text !== 'string') return [];
  const origins = new Set<string>();
  for (const line of text.split(/\r?\n/)) {
    try {
      const url = new URL(line.trim());
      if (url.protocol === 'https:') origins.add(url.origin);
    } catch {
      // not an address: the CMS refuses such lines, an old value may still hold one
    }
  }
  return [...origins];
}

/** The CMS's list, or null when the CMS could not be asked (the caller keeps what it has). */
export async function readCmsReaderOrigins(
  cmsUrl: string,
  token: string,
): Promise<string[] | null> {
  try {
    const response = await fetch(`${cmsUrl}/api/site-setting?fields[0]=readerHosts`, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      signal: AbortSignal.timeout(READ_TIMEOUT_MS),
    });
    if (!response.ok) return null;
    const answer = (await response.json()) as { data?: { readerHosts?: unknown } | null };
    return readerOriginsOf(answer.data?.readerHosts);
  } catch {
    return null;
  }
}

/** The settings with the CMS's readers added to the operators' ones. */
export function withReaderOrigins(
  settings: SecuritySettings,
  cmsOrigins: readonly string[],
): SecuritySettings {
  return Object.freeze({
    ...settings,
    readerOrigins: Object.freeze([...new Set([...settings.readerOrigins, ...cmsOrigins])]),
  });
}
