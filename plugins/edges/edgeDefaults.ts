import { randomAlphanumeric } from '../shared/random';
/** Length of a generated edge secret (seed 000 section 9). */
export const EDGE_SECRET_LENGTH = 20;

/** The three values an edge needs to reach its cloud; blank ones get generated on save. */
export interface EdgeConnection {
  cloudEndpoint?: string | null;
  routingKey?: string | null;
  secret?: string | null;
}

/** The connection after {@link withEdgeDefaults}: every value set. */
export type FilledConnection = { [K in keyof EdgeConnection]-?: string };

/** Where the randomness and the page origin come from; the browser's by default, fixed in tests. */
export interface EdgeDefaultsSource {
  origin: string;
  uuid(): string;
  randomBytes(count: number): Uint8Array;
}

/** The browser's origin, `crypto.randomUUID` and `crypto.getRandomValues`. */
export function browserDefaultsSource(): EdgeDefaultsSource {
  return {
    origin: window.location.origin,
    uuid: () => crypto.randomUUID(),
    randomBytes: (count) => crypto.getRandomValues(new Uint8Array(count)),
  };
}

const blank = (value: string | null | undefined) => !value || !value.trim();

/**
 * Fills what the user left blank as seed 000 section 5 says: cloud endpoint -> the page
 * origin, routing key -> a generated id, secret -> 20 random characters. Filled values are
 * trimmed; nothing the user typed is replaced.
 */
export function withEdgeDefaults<T extends EdgeConnection>(edge: T, source: EdgeDefaultsSource): Omit<T, keyof EdgeConnection> & FilledConnection {
  return {
    ...edge,
    cloudEndpoint: blank(edge.cloudEndpoint) ? source.origin : edge.cloudEndpoint!.trim(),
    routingKey: blank(edge.routingKey) ? source.uuid() : edge.routingKey!.trim(),
    secret: blank(edge.secret) ? randomAlphanumeric(EDGE_SECRET_LENGTH, source.randomBytes) : edge.secret!.trim(),
  };
}
