// Invalidation of derived data kept in each instance's memory (the read cache, the page
// cache, the search index): `publish` runs this instance's handlers at once and, with
// Redis, every other instance's through pub/sub on a dedicated subscriber connection
// (docs/decisions/0026). Pub/sub delivers only to those listening: messages missed while
// disconnected are made up for by running every handler when the connection is back, and
// what could not be published is published then.
import { randomBytes } from 'node:crypto';
import { reasonOf, type RedisClient, type SharedStateLog } from './redis-client.ts';

/**
 * What changed: 'catalog' = products, prices, stock, categories or content (every cached
 * read and page); 'sessions' = a session ended (sign-out, sign-in over an old session, a
 * password reset, an account cancelled): every instance forgets the sessions it trusts;
 * 'payments' = an order was paid or cancelled on another instance: the pay pages waiting
 * on this one read their orders again (docs/decisions/0050).
 */
export type Invalidation = 'catalog' | 'sessions' | 'payments';
const TOPICS: readonly Invalidation[] = ['catalog', 'sessions', 'payments'];

export interface InvalidationBus {
  /** Drops what depends on `topic`, here and on every instance. */
  publish(topic: Invalidation): void;
  /** Tells the other instances only (this one has dealt with it already); nothing without Redis. */
  announce(topic: Invalidation): void;
  /** Runs `handler` whenever `topic` is published (by any instance); returns the unsubscribe. */
  subscribe(topic: Invalidation, handler: () => void): () => void;
}

/** The handlers of this process: the whole bus without Redis, and its local half with it. */
function createHandlers() {
  const handlers = new Map<Invalidation, Set<() => void>>(TOPICS.map((t) => [t, new Set()]));
  return {
    run(topic: Invalidation): void {
      for (const handler of handlers.get(topic) ?? []) handler();
    },
    subscribe(topic: Invalidation, handler: () => void): () => void {
      handlers.get(topic)!.add(handler);
      return () => { handlers.get(topic)!.delete(handler); };
    },
  };
}

export function createLocalBus(): InvalidationBus {
  const handlers = createHandlers();
  return { publish: (topic) => handlers.run(topic), announce: () => {}, subscribe: handlers.subscribe };
}

interface Message {
  from: string;
  topic: Invalidation;
}

const isMessage = (value: unknown): value is Message => typeof value === 'object' && value !== null
  && typeof (value as Message).from === 'string' && TOPICS.includes((value as Message).topic);

export interface RedisBus extends InvalidationBus {
  /** The commands connection is back: publish what could not be published. */
  publisherReconnected(): void;
  /** The subscriber is back: run every handler, for the messages it may have missed. */
  subscriberReconnected(): void;
  /** Listens on the channel (at start). */
  listen(): Promise<void>;
}

export function createRedisBus(deps: { publisher: RedisClient; subscriber: RedisClient; prefix: string; log: SharedStateLog }): RedisBus {
  const { publisher, subscriber, log } = deps;
  const channel = `${deps.prefix}invalidate`;
  // Our own messages come back through the channel: they were handled when published.
  const instance = randomBytes(9).toString('base64url');
  const handlers = createHandlers();
  const unsent = new Set<Invalidation>();

  function send(topic: Invalidation): void {
    const message: Message = { from: instance, topic };
    publisher.publish(channel, JSON.stringify(message)).then(
      () => { unsent.delete(topic); },
      (error: unknown) => {
        if (unsent.size === 0) log.warn({ topic, reason: reasonOf(error) }, 'invalidation not published; sent again when redis is back');
        unsent.add(topic);
      },
    );
  }

  function receive(raw: string): void {
    let message: unknown;
    try {
      message = JSON.parse(raw);
    } catch {
      message = null;
    }
    if (!isMessage(message)) {
      log.warn({ channel }, 'unreadable invalidation message ignored');
      return;
    }
    if (message.from !== instance) handlers.run(message.topic);
  }

  return {
    publish(topic) {
      handlers.run(topic);
      send(topic);
    },
    announce: send,
    subscribe: handlers.subscribe,
    publisherReconnected() {
      for (const topic of [...unsent]) send(topic);
    },
    subscriberReconnected() {
      for (const topic of TOPICS) handlers.run(topic);
    },
    listen: () => subscriber.subscribe(channel, receive),
  };
}
