// The content-change channel on Redis (docs/deploy.md, "Replicas: health, drain and content
// changes"): the quiz-service replica the CMS called publishes each change; every other replica,
// web or quiz-service, hears it and purges its own caches. Both processes connect the same way
// and read the same messages here. The ioredis client is passed in (`connect`), so each process
// decides when it loads ioredis: the quiz-service only once REDIS_URL is set.
import {
  contentChangesChannel,
  contentChangeMessageSchema,
  type ContentChangeMessage,
} from '@apogee/contracts/content-changes';
import type { Redis, RedisOptions } from 'ioredis';

export type ContentChange = Omit<ContentChangeMessage, 'origin'>;

/** Opens one ioredis connection to the channel's server with these options. */
export type ConnectRedis = (options: RedisOptions) => Redis;

/** Reconnects with a growing delay up to 2 s, as long as it takes. */
const RECONNECTING: RedisOptions = {
  connectTimeout: 2000,
  retryStrategy: (attempt: number) => Math.min(attempt * 200, 2000),
};

/**
 * A message this replica can act on, without its origin; null for anything else on the
 * channel, and for the replica's own messages (`ownOrigin`), which it has handled already.
 */
export function parseChange(raw: string, ownOrigin?: string): ContentChange | null {
  try {
    const result = contentChangeMessageSchema.safeParse(JSON.parse(raw));
    if (!result.success || result.data.origin === ownOrigin) return null;
    const { origin: _origin, ...change } = result.data;
    return change;
  } catch {
    return null;
  }
}

/** QUIT when connected; a connection still retrying would queue QUIT until Redis is back. */
export async function endConnection(connection: Redis): Promise<void> {
  if (connection.status !== 'ready') return connection.disconnect();
  await connection.quit().then(
    () => undefined,
    () => connection.disconnect(),
  );
}

export interface ContentChangeSubscriber {
  /** 'up' while subscribed; readiness reads it without a round trip. */
  state(): 'up' | 'down';
  close(): Promise<void>;
}

export interface SubscriberOptions {
  /** The connection's client name in Redis (`CLIENT LIST`), telling replicas apart. */
  name: string;
  /** This replica's id when it publishes too: its own messages are skipped. */
  ownOrigin?: string;
  onChange(change: ContentChange): void;
  /**
   * Called with the error's code (never its message, which may hold the URL and its password),
   * only when it changes: an outage is one line, not one a second.
   */
  onError(code: string): void;
}

/**
 * Subscribes without waiting: a replica whose Redis is away still starts (readiness says redis
 * down), and ioredis reconnects and subscribes again by itself (autoResubscribe). A subscribed
 * connection can do nothing else, so a publisher has a connection of its own.
 */
export function subscribeToContentChanges(
  url: string,
  connect: ConnectRedis,
  options: SubscriberOptions,
): ContentChangeSubscriber {
  const channelName = contentChangesChannel(url);
  const subscriber = connect({
    ...RECONNECTING,
    autoResubscribe: true,
    connectionName: options.name,
  });
  let subscribed = false;
  let lastError = '';
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
    const change = parseChange(raw, options.ownOrigin);
    if (change) options.onChange(change);
  });
  // A failure shows in state() and through 'error'; ioredis subscribes again once connected.
  void subscriber.subscribe(channelName).catch(() => undefined);
  return {
    state: () => (subscribed && subscriber.status === 'ready' ? 'up' : 'down'),
    async close() {
      subscribed = false;
      await endConnection(subscriber);
    },
  };
}

export interface ContentChangePublisher {
  /** Tells every other replica; false if Redis did not take it (they catch up by cache expiry). */
  publish(change: ContentChange): Promise<boolean>;
  /** Whether Redis answers a PING within the command timeout. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * Publishes on the channel as `origin`. A command while Redis is away fails at once (after 1 s
 * at most) rather than queueing behind the reconnect; the failure's code goes to `onError`.
 */
export function openContentChangePublisher(
  url: string,
  connect: ConnectRedis,
  origin: string,
  onError: (code: string) => void,
): ContentChangePublisher {
  const channelName = contentChangesChannel(url);
  const publisher = connect({
    ...RECONNECTING,
    commandTimeout: 1000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  // Errors surface through commands and readiness; this keeps a dropped connection from
  // crashing the process.
  publisher.on('error', () => undefined);
  return {
    async publish(change) {
      const message: ContentChangeMessage = { ...change, origin };
      try {
        await publisher.publish(channelName, JSON.stringify(message));
        return true;
      } catch (error) {
        onError((error as NodeJS.ErrnoException).code ?? 'ERROR');
        return false;
      }
    },
    async ping() {
      try {
        return (await publisher.ping()) === 'PONG';
      } catch {
        return false;
      }
    },
    close: () => endConnection(publisher),
  };
}
