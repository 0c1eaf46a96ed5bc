import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDrain } from './drain.server';

afterEach(() => vi.useRealTimers());

function fakeServer() {
  const server = {
    closed: undefined as (() => void) | undefined,
    idleClosed: 0,
    close(callback: () => void) {
      server.closed = callback;
    },
    closeIdleConnections() {
      server.idleClosed += 1;
    },
  };
  return server;
}

describe('createDrain', () => {
  it('marks draining at once, closes the listener, exits 0 when the last connection ends', async () => {
    const server = fakeServer();
    const events: string[] = [];
    const drain = createDrain({
      server,
      timeoutMs: 10_000,
      onDrainStart: () => events.push('draining'),
      beforeExit: async () => void events.push('cleanup'),
      exit: (code) => events.push(`exit ${code}`),
    });
    drain();
    drain(); // a second signal changes nothing
    expect(events).toEqual(['draining']);
    expect(server.idleClosed).toBe(1);
    server.closed?.();
    await vi.waitFor(() => expect(events).toEqual(['draining', 'cleanup', 'exit 0']));
  });

  it('exits 1 after the time limit when a connection stays busy', () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const codes: number[] = [];
    createDrain({
      server: fakeServer(),
      timeoutMs: 20_000,
      onDrainStart: () => undefined,
      beforeExit: async () => undefined,
      exit: (code) => codes.push(code),
    })();
    vi.advanceTimersByTime(19_999);
    expect(codes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(codes).toEqual([1]);
  });
});
