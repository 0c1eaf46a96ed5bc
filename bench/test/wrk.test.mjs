import { describe, expect, it } from 'vitest';
import { parseWrk } from '../lib/wrk.mjs';

// A report as wrk 4.2 prints it with --latency.
const REPORT = `Running 10s test @ http://127.0.0.1:3700/artemis-programme-return-to-the-moon
  2 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     5.21ms    3.02ms  51.40ms   88.12%
    Req/Sec     4.87k   512.33     5.91k    71.00%
  Latency Distribution
     50%  812.00us
     75%    6.10ms
     90%    8.77ms
     99%    1.02s
  96961 requests in 10.01s, 5.52GB read
  Socket errors: connect 0, read 2, write 0, timeout 1
  Non-2xx or 3xx responses: 4
Requests/sec:   9685.97
Transfer/sec:    564.41MB
`;

describe('a wrk report', () => {
  it('gives the figures the budgets read, latencies in milliseconds', () => {
    expect(parseWrk(REPORT)).toEqual({
      requestsPerSecond: 9686,
      requests: 96961,
      p50Ms: 0.81,
      p99Ms: 1020,
      non2xx: 4,
      errors: 3,
    });
  });

  it('counts no refusals and no socket errors when wrk prints none', () => {
    const clean = REPORT.replace(/ {2}Socket errors.*\n {2}Non-2xx.*\n/, '');
    expect(parseWrk(clean)).toMatchObject({ non2xx: 0, errors: 0 });
  });

  it('refuses a report without its latency distribution', () => {
    expect(() => parseWrk('Requests/sec: 10\n  5 requests in 1.00s')).toThrow(
      'wrk: no 50% latency in its report',
    );
  });
});
