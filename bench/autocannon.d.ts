/**
 * The slice of autocannon 9's programmatic API the benchmarks use (the package ships no
 * types). Called without a callback, autocannon() returns an emitter that is also a promise
 * of the result.
 */
declare module 'autocannon' {
  interface Options {
    readonly url: string;
    readonly connections?: number;
    /** Seconds. */
    readonly duration?: number;
    readonly pipelining?: number;
    /** Run the load generator in this many worker threads, off the server's event loop. */
    readonly workers?: number;
    readonly headers?: Readonly<Record<string, string>>;
    readonly warmup?: { readonly connections?: number; readonly duration?: number };
  }

  interface Histogram {
    readonly average: number;
    readonly mean: number;
    readonly stddev: number;
    readonly min: number;
    readonly max: number;
    readonly total: number;
    readonly p50: number;
    readonly p90: number;
    readonly p99: number;
  }

  interface Result {
    readonly duration: number;
    readonly errors: number;
    readonly timeouts: number;
    readonly non2xx: number;
    readonly '2xx': number;
    readonly latency: Histogram;
    readonly requests: Histogram & { readonly sent: number };
    readonly throughput: Histogram;
  }

  interface Instance extends PromiseLike<Result> {
    on(event: 'error', listener: (error: Error) => void): this;
  }

  function autocannon(options: Options): Instance;
  export = autocannon;
}
