// autocannon runs, summarised in the figures the report compares with the budgets.
import autocannon from 'autocannon';
import { percentile } from './stats.mjs';

/** Runs one autocannon load and resolves with its summary. */
export function loadTest(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(summary(result))));
  });
}

/**
 * The same load, with its percentiles read to the hundredth of a millisecond. autocannon's
 * histogram keeps whole milliseconds, so a p99 of 6 ms idle against a 2× budget passed at
 * 12 ms and failed at 13 on rounding alone; here every 2xx answer's own time (autocannon
 * reports it to the nanosecond) is kept and ranked.
 */
export function timedLoadTest(options) {
  const times = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => {
      if (error) return reject(error);
      times.sort((a, b) => a - b);
      resolve({
        ...summary(result),
        p50Ms: percentile(times, 50) ?? result.latency.p50,
        p99Ms: percentile(times, 99) ?? result.latency.p99,
      });
    });
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) times.push(responseTime);
    });
  });
}

function summary(result) {
  return {
    requestsPerSecond: Math.round(result.requests.average),
    requests: result.requests.total,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    connections: result.connections,
    seconds: result.duration,
  };
}
