// autocannon runs, summarised in the figures the report compares with the budgets.
import autocannon from 'autocannon';

/** Runs one autocannon load and resolves with its summary. */
export function loadTest(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(summary(result))));
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
