/*
 * Runs tasks one after another per key (an originator), concurrently across keys. Nodes
 * that read, then update per-originator state (delta cache, geofencing presence) use it
 * so two messages of one device in flight together see each other's update, as
 * ThingsBoard's one-actor-per-node guarantees.
 */
export class SerialByKey {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.catch(() => undefined);
    this.tails.set(key, tail);
    // The last task of a key removes the entry, so idle originators hold no memory.
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }
}
