// The parts of autocannon's API the load test uses (the package ships no types).
declare module 'autocannon' {
  type Context = Record<string, unknown>;
  interface RequestOptions {
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: RequestOptions, context: Context) => RequestOptions;
    onResponse?: (status: number, body: string, context: Context) => void;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Stop after this many requests instead of after `duration`. */
    amount?: number;
    timeout?: number;
    requests?: RequestOptions[];
  }
  namespace autocannon {
    interface Result {
      requests: { total: number; average: number };
      errors: number;
      timeouts: number;
      non2xx: number;
      statusCodeStats?: Record<string, { count: number }>;
    }
  }
  function autocannon(options: Options): Promise<autocannon.Result>;
  export default autocannon;
}
