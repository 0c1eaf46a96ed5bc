// The least a run's results hold for writeReport (report.mjs): a finished run with no budgets.

/** A run's results with `overrides` (a `machine` override is merged into the machine). */
export function reportResults({ machine, ...overrides } = {}) {
  return {
    startedAt: '2026-11-28T18:00:00.000Z',
    finishedAt: '2026-11-28T18:30:00.000Z',
    mode: 'full',
    machine: {
      cpus: 2,
      memoryGb: 24,
      node: 'v20',
      loadAverageAtStart: [1, 1, 1],
      loadAverageAtEnd: [1, 1, 1],
      ...machine,
    },
    settings: { connections: 50, loadSeconds: 10, lighthouseRuns: 3, tapRuns: 9 },
    budgets: [],
    ...overrides,
  };
}
