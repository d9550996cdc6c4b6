/**
 * A Map that keeps only its most recently used entries (read with `get` or written with `set`), dropping
 * the oldest once their total weight passes `capacity`. Each entry weighs `weigh(value)`, 1 by default.
 * The caches of the long-running server use it, so it never ends up holding the whole search index.
 */
export class BoundedMap<K, V> extends Map<K, V> {
  readonly capacity: number;
  readonly #weigh: (value: V) => number;
  readonly #weights = new Map<K, number>();
  #total = 0;

  constructor(capacity: number, weigh: (value: V) => number = () => 1) {
    super();
    this.capacity = capacity;
    this.#weigh = weigh;
  }

  /** Total weight of the entries kept. */
  get weight(): number {
    return this.#total;
  }

  override get(key: K): V | undefined {
    if (!super.has(key)) return undefined;
    const value = super.get(key) as V;
    super.delete(key);
    super.set(key, value);
    return value;
  }

  override set(key: K, value: V): this {
    this.delete(key);
    super.set(key, value);
    const weight = this.#weigh(value);
    this.#weights.set(key, weight);
    this.#total += weight;
    for (const oldest of this.keys()) {
      if (this.#total <= this.capacity || oldest === key) break;
      this.delete(oldest);
    }
    return this;
  }

  override delete(key: K): boolean {
    this.#total -= this.#weights.get(key) ?? 0;
    this.#weights.delete(key);
    return super.delete(key);
  }

  override clear(): void {
    this.#weights.clear();
    this.#total = 0;
    super.clear();
  }
}
