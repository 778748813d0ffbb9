import { PostgresAdapter } from 'kysely';
import { onQuery, pingDatabase, type Db, type QueryListener } from './database';

/** The database itself, for operations: is it answering (health), how long statements take (metrics). */
export class DatabaseStatus {
  constructor(private readonly db: Db) {}

  /** Which store runs underneath, as operators name it. */
  get dialect(): 'postgresql' | 'sqlite' {
    return this.db.getExecutor().adapter instanceof PostgresAdapter ? 'postgresql' : 'sqlite';
  }

  /** Resolves with the round trip of a trivial statement in ms; rejects when the database does not answer. */
  async ping(): Promise<number> {
    const started = performance.now();
    await pingDatabase(this.db);
    return performance.now() - started;
  }

  /** Statement timings (a no-op on transaction-bound stores: their statements reach the root's listeners). */
  onQuery(listener: QueryListener): () => void {
    return onQuery(this.db, listener);
  }
}
