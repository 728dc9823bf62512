/** What an entry costs its shelf, in bytes. */
export interface Sized {
  bytes: number;
}

/**
 * Entries bounded by the bytes they hold, not by their number: storing past the budget drops the least
 * recently read first, and an entry bigger than the whole budget is not kept.
 */
export class ByteBoundedLru<Entry extends Sized> {
  private readonly entries = new Map<string, Entry>();
  private heldBytes = 0;

  constructor(readonly maxBytes: number) {}

  get(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      // Map order is the eviction order: a read moves the entry to the end.
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, entry: Entry): void {
    const bytes = costOf(key, entry);
    if (bytes > this.maxBytes) return;
    this.remove(key);
    for (const oldest of this.entries.keys()) {
      if (this.heldBytes + bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
    this.entries.set(key, entry);
    this.heldBytes += bytes;
  }

  clear(): void {
    this.entries.clear();
    this.heldBytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.heldBytes;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.heldBytes -= costOf(key, entry);
  }
}

/** The entry plus its key (two bytes a character in a JavaScript string). */
const costOf = (key: string, entry: Sized) => entry.bytes + key.length * 2;
