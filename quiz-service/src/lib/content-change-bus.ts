import {
  contentChangesChannel,
  contentChangeMessageSchema,
  type ContentChangeMessage,
} from '@apogee/contracts/content-changes';
import type { Redis } from 'ioredis';

export type BusChange = Omit<ContentChangeMessage, 'origin'>;

export interface ContentChangeBus {
  /** This replica's id, also the subscriber connection's client name (`apogee:sub:<origin>`). */
  readonly origin: string;
  /** Tells every other replica; false if Redis did not take it (they catch up by cache expiry). */
  publish(change: BusChange): Promise<boolean>;
  /** Whether Redis answers a PING within the command timeout. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface BusOptions {
  /** This replica's id: its own messages come back to it and are skipped. */
  origin: string;
  onChange(change: BusChange): void;
  onError(error: unknown): void;
}

/**
 * Publish and subscribe on the content-change channel. Two connections, since a subscribed
 * ioredis connection can do nothing else. Neither is awaited at start: a replica whose Redis is
 * away still starts (its readiness says redis down), and ioredis keeps reconnecting and
 * re-subscribes by itself (autoResubscribe) once Redis is back.
 */
export async function openContentChangeBus(url: string, options: BusOptions) {
  // Loaded only when REDIS_URL is set: a single process never needs it.
  const { Redis } = await import('ioredis');
  const channelName = contentChangesChannel(url);
  const common = { connectTimeout: 2000, retryStrategy: (n: number) => Math.min(n * 200, 2000) };
  const publisher: Redis = new Redis(url, {
    ...common,
    commandTimeout: 1000,
    maxRetriesPerRequest: 1,
    // A command while Redis is away fails at once rather than queueing behind the reconnect.
    enableOfflineQueue: false,
  });
  const subscriber: Redis = new Redis(url, {
    ...common,
    autoResubscribe: true,
    // Named so an operator (or a test) can tell which replica a subscription belongs to.
    connectionName: `apogee:sub:${options.origin}`,
  });
  // Errors surface through commands and readiness; this keeps a dropped connection from
  // crashing the process. Only the error's code is passed on: the URL may hold a password.
  publisher.on('error', () => undefined);
  let lastSubscriberError = '';
  subscriber.on('error', (error: NodeJS.ErrnoException) => {
    const code = error.code ?? 'error';
    if (code !== lastSubscriberError) options.onError(error);
    lastSubscriberError = code;
  });
  subscriber.on('ready', () => (lastSubscriberError = ''));
  subscriber.on('message', (channel: string, raw: string) => {
    if (channel !== channelName) return;
    const parsed = parseMessage(raw);
    if (!parsed || parsed.origin === options.origin) return;
    const { origin: _origin, ...change } = parsed;
    options.onChange(change);
  });
  void subscriber.subscribe(channelName).catch(options.onError);

  const bus: ContentChangeBus = {
    origin: options.origin,
    async publish(change) {
      const message: ContentChangeMessage = { ...change, origin: options.origin };
      try {
        await publisher.publish(channelName, JSON.stringify(message));
        return true;
      } catch (error) {
        options.onError(error);
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
    async close() {
      await Promise.all([publisher, subscriber].map(endConnection));
    },
  };
  return bus;
}

/** QUIT when connected; a connection still retrying would queue QUIT until Redis is back. */
async function endConnection(connection: Redis) {
  if (connection.status !== 'ready') return connection.disconnect();
  await connection.quit().catch(() => connection.disconnect());
}

function parseMessage(raw: string): ContentChangeMessage | null {
  try {
    const result = contentChangeMessageSchema.safeParse(JSON.parse(raw));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}
