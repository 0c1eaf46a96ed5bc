// Every web replica hears of CMS content changes on Redis (REDIS_URL), published by the
// quiz-service replica the CMS called (docs/deploy.md, "Replicas: health, drain and content
// changes"), and purges its own caches: the CMS calls one address, not every replica.
import {
  contentChangesChannel,
  contentChangeMessageSchema,
  type ContentChangeMessage,
} from '@apogee/contracts/content-changes';
import { Redis } from 'ioredis';

export type ContentChange = Omit<ContentChangeMessage, 'origin'>;

export interface ContentChangeSubscriber {
  /** 'up' while subscribed; readiness reads it without a round trip. */
  state(): 'up' | 'down';
  close(): Promise<void>;
}

export interface SubscriberOptions {
  onChange(change: ContentChange): void;
  /** Called with the error's code only when it changes, so an outage is one line, not one a second. */
  onError(code: string): void;
  /** The connection's client name in Redis (`CLIENT LIST`), `apogee:sub:web` unless given. */
  name?: string;
}

/**
 * Subscribes without waiting: a replica whose Redis is away still starts (readiness says redis
 * down) and ioredis reconnects, with a growing delay up to 2 s, and re-subscribes by itself.
 */
export function subscribeToContentChanges(
  url: string,
  options: SubscriberOptions,
): ContentChangeSubscriber {
  const channelName = contentChangesChannel(url);
  const subscriber = new Redis(url, {
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
    autoResubscribe: true,
    connectionName: options.name ?? 'apogee:sub:web',
  });
  let subscribed = false;
  let lastError = '';
  // Only the code is passed on: the error's message may hold the URL and its password.
  subscriber.on('error', (error: NodeJS.ErrnoException) => {
    const code = error.code ?? 'ERROR';
    if (code !== lastError) options.onError(code);
    lastError = code;
  });
  subscriber.on('close', () => (subscribed = false));
  // 'ready' comes after the re-subscription once reconnected (autoResubscribe).
  subscriber.on('ready', () => {
    lastError = '';
    subscribed = true;
  });
  subscriber.on('message', (channel: string, raw: string) => {
    if (channel !== channelName) return;
    const change = parseChange(raw);
    if (change) options.onChange(change);
  });
  void subscriber.subscribe(channelName).catch(() => undefined);
  return {
    state: () => (subscribed && subscriber.status === 'ready' ? 'up' : 'down'),
    async close() {
      subscribed = false;
      // QUIT only when connected: a connection still retrying would queue it until Redis is back.
      if (subscriber.status !== 'ready') return subscriber.disconnect();
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}

/** A message this replica can act on, or null for anything else on the channel. */
export function parseChange(raw: string): ContentChange | null {
  try {
    const result = contentChangeMessageSchema.safeParse(JSON.parse(raw));
    if (!result.success) return null;
    const { origin: _origin, ...change } = result.data;
    return change;
  } catch {
    return null;
  }
}
