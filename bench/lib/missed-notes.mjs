// Why a budget can be missed on this setup and what would close it, from profiling
// (docs/performance.md). The report prints the note beside each missed budget.
export const missedNotes = {};
