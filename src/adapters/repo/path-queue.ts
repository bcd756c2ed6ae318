/**
 * The paths of a snapshot waiting to be read, shared by everyone who reads them (the calling
 * thread and hashing threads): the folder walk adds a folder's paths at a time, readers take
 * batches from the front. Each path carries whether the listing saw a regular file there.
 */

/** Paths taken together, with `listedAsFiles[i]` for `paths[i]`. */
export interface PathBatch {
  readonly paths: string[];
  readonly listedAsFiles: boolean[];
}

export class PathQueue {
  private paths: string[] = [];
  private listed: boolean[] = [];
  private head = 0;
  private ended = false;
  private waiting: (() => void) | undefined;
  /** Paths ever added: decides when a tree is large enough for threads. */
  added = 0;

  /**
   * Adds paths; `listedAsFiles` may be shorter or absent (a Git listing has no types), and
   * a path without an entry there is read the careful way.
   */
  add(paths: readonly string[], listedAsFiles: readonly boolean[] = []): void {
    // A loop, not push(...paths): a Git listing arrives as one batch of any length.
    for (let i = 0; i < paths.length; i += 1) {
      this.paths.push(paths[i] as string);
      this.listed.push(listedAsFiles[i] === true);
    }
    this.added += paths.length;
    this.wake();
  }

  /** No more paths will come. */
  end(): void {
    this.ended = true;
    this.wake();
  }

  get isEnded(): boolean {
    return this.ended;
  }

  /** True when every path added so far has been taken. */
  get isEmpty(): boolean {
    return this.head === this.paths.length;
  }

  /** Up to `max` paths from the front, or undefined when none is waiting. */
  take(max: number): PathBatch | undefined {
    if (this.isEmpty) return undefined;
    const end = Math.min(this.head + max, this.paths.length);
    const batch = {
      paths: this.paths.slice(this.head, end),
      listedAsFiles: this.listed.slice(this.head, end),
    };
    this.head = end;
    if (this.isEmpty) {
      // Let the consumed prefix be collected on long walks.
      this.paths = [];
      this.listed = [];
      this.head = 0;
    }
    return batch;
  }

  /** Resolves at the next add, end or wake: when there may be something new to do. */
  changed(): Promise<void> {
    return new Promise((resolve) => {
      const previous = this.waiting;
      this.waiting = () => {
        previous?.();
        resolve();
      };
    });
  }

  /** Wakes whoever waits in `changed` (also used when the read fails and must stop). */
  wake(): void {
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.();
  }
}
