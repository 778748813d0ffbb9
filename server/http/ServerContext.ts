import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import type { TokenService } from '../security/TokenService';
import type { Stores } from '../store/createStores';

/** What route modules may use; passed explicitly rather than hung on the fastify instance. */
export interface ServerContext {
  config: ServerConfig;
  stores: Stores;
  tokens: TokenService;
}

/** One resource's routes, registered in their own encapsulated fastify scope. */
export type RouteModule = (app: FastifyInstance, ctx: ServerContext) => void | Promise<void>;
