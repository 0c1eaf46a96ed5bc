import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDrain, stopListeningOnly } from './drain';

afterEach(() => vi.useRealTimers());

function fakeServer() {
  const server = {
    closed: undefined as (() => void) | undefined,
    stopListening(done: () => void) {
      server.closed = done;
    },
  };
  return server;
}

describe('createDrain', () => {
  it('marks draining at once, closes the listener, exits 0 when the last connection ends', async () => {
    const server = fakeServer();
    const events: string[] = [];
    const drain = createDrain({
      stopListening: server.stopListening,
      timeoutMs: 10_000,
      onDrainStart: () => events.push('draining'),
      beforeExit: async () => void events.push('cleanup'),
      exit: (code) => events.push(`exit ${code}`),
    });
    drain();
    drain(); // a second signal changes nothing
    expect(events).toEqual(['draining']);
    expect(server.closed).toBeDefined();
    server.closed?.();
    await vi.waitFor(() => expect(events).toEqual(['draining', 'cleanup', 'exit 0']));
  });

  it('exits 1 after the time limit when a connection stays busy', () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const codes: number[] = [];
    createDrain({
      stopListening: fakeServer().stopListening,
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

describe('stopListeningOnly', () => {
  it('calls back at once without a server, and once the listener has closed with one', async () => {
    let ended = false;
    stopListeningOnly(undefined)(() => (ended = true));
    expect(ended).toBe(true);
    const server = createServer((_req, res) => res.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    let closed = false;
    stopListeningOnly(server)(() => (closed = true));
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
    await vi.waitFor(() => expect(closed).toBe(true));
  });
});
