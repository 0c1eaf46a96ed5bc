import { Agent, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { createDrainGate, drainingError, drainingHeaders, stopListening } from './drain';

describe('the drain gate', () => {
  it('is open until started, then quiet only once no latecomer has come for its period', async () => {
    const gate = createDrainGate(200);
    expect(gate.isDraining()).toBe(false);
    gate.start();
    expect(gate.isDraining()).toBe(true);
    const started = Date.now();
    let quiet = 0;
    const whenQuiet = gate.whenQuiet().then(() => (quiet = Date.now()));
    await new Promise((resolve) => setTimeout(resolve, 150));
    gate.noteLatecomer();
    const latecomer = Date.now();
    await whenQuiet;
    expect(quiet - latecomer).toBeGreaterThanOrEqual(200);
    expect(quiet - started).toBeGreaterThanOrEqual(350);
  });

  it('refuses with a 503 body and headers a balancer resends elsewhere', () => {
    expect(drainingError).toEqual({
      error: { code: 'DRAINING', message: 'This server is restarting. Please try again.' },
    });
    expect(drainingHeaders).toMatchObject({ 'retry-after': '1', connection: 'close' });
  });
});

describe('stopListening', () => {
  it('refuses new connections but leaves an idle keep-alive connection open', async () => {
    const server = createServer((_req, res) => res.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<number>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        });
        req.on('error', reject);
        req.end();
      });
    expect(await get()).toBe(200);
    let ended = false;
    void stopListening(server).then(() => (ended = true));
    // The idle connection is still there: a request on it is answered.
    expect(await get()).toBe(200);
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
    expect(ended).toBe(false);
    agent.destroy();
    await vi.waitFor(() => expect(ended).toBe(true));
  });
});
