/**
 * A Map that holds at most `limit` entries: setting a new key when it is full forgets the
 * oldest first (a Map iterates in insertion order). Setting a key already held keeps its place;
 * delete it first to make it the newest. What the park's in-memory caches and memos keep is
 * bounded this way, so keys a client makes up cost memory that is given back.
 */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(readonly limit: number) {
    super();
    if (!(limit >= 1)) throw new RangeError(`a BoundedMap holds at least one entry, not ${limit}`);
  }

  override set(key: K, value: V): this {
    if (this.size >= this.limit && !this.has(key)) this.delete(this.keys().next().value as K);
    return super.set(key, value);
  }
}
