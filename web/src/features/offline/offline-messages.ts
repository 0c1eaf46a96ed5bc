// What a page tells the service worker: sync the offline copy of the saved articles. Shared by
// the page's side (register-offline.ts) and the worker (sw.ts).
import type { OfflineTheme } from './offline-screen';
import type { SyncRequest } from './saved-copy';

export const OFFLINE_SYNC_MESSAGE = 'apogee:sync-saved-copy';

export interface OfflineSyncMessage extends SyncRequest {
  readonly type: typeof OFFLINE_SYNC_MESSAGE;
}

/** The sync a message asks for, or null for any other message. */
export function readSyncMessage(data: unknown): SyncRequest | null {
  const message = (data ?? {}) as Partial<Record<keyof OfflineSyncMessage, unknown>>;
  if (message.type !== OFFLINE_SYNC_MESSAGE) return null;
  const theme: OfflineTheme = message.theme === 'night' ? 'night' : 'day';
  const stylesheets = Array.isArray(message.stylesheets)
    ? (message.stylesheets as unknown[]).filter((href): href is string => typeof href === 'string')
    : [];
  return { signedIn: message.signedIn === true, theme, stylesheets };
}
