import {
  openContentChangePublisher,
  subscribeToContentChanges,
  type ContentChange,
  type ConnectRedis,
} from '@apogee/service-plumbing/content-change-bus';

export type BusChange = ContentChange;

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
  /** The error's code only (the URL may hold a password), once per outage. */
  onError(code: string): void;
}

/**
 * Publish and subscribe on the content-change channel (@apogee/service-plumbing, as the web's
 * replicas subscribe): two connections, since a subscribed one can do nothing else. Neither is
 * awaited at start: a replica whose Redis is away still starts (its readiness says redis down).
 */
export async function openContentChangeBus(url: string, options: BusOptions) {
  // Loaded only when REDIS_URL is set: a single process never needs it.
  const { Redis } = await import('ioredis');
  const connect: ConnectRedis = (redisOptions) => new Redis(url, redisOptions);
  const publisher = openContentChangePublisher(url, connect, options.origin, options.onError);
  const subscriber = subscribeToContentChanges(url, connect, {
    // Named so an operator (or a test) can tell which replica a subscription belongs to.
    name: `apogee:sub:${options.origin}`,
    ownOrigin: options.origin,
    onChange: options.onChange,
    onError: options.onError,
  });
  const bus: ContentChangeBus = {
    origin: options.origin,
    publish: publisher.publish,
    ping: publisher.ping,
    async close() {
      await Promise.all([publisher.close(), subscriber.close()]);
    },
  };
  return bus;
}
