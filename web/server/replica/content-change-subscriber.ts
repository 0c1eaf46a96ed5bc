// Every web replica hears of CMS content changes on Redis (REDIS_URL), published by the
// quiz-service replica the CMS called (docs/deploy.md, "Replicas: health, drain and content
// changes"), and purges its own caches: the CMS calls one address, not every replica. The
// channel's connection and messages are the quiz-service's too (@apogee/service-plumbing).
import {
  subscribeToContentChanges as subscribe,
  type ContentChange,
  type ContentChangeSubscriber,
} from '@apogee/service-plumbing/content-change-bus';
import { Redis } from 'ioredis';

export type { ContentChange, ContentChangeSubscriber };

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
  return subscribe(url, (redisOptions) => new Redis(url, redisOptions), {
    name: options.name ?? 'apogee:sub:web',
    onChange: options.onChange,
    onError: options.onError,
  });
}
