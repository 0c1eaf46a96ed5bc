import { describe, expect, it } from 'vitest';
import { clientAddress } from './forwarded-for.server';

describe('clientAddress', () => {
  it('is the address that connected when no proxy is trusted, whatever the request claims', () => {
    expect(clientAddress('198.51.100.1', '203.0.113.7', 0)).toBe('203.0.113.7');
    expect(clientAddress(null, '203.0.113.7', 0)).toBe('203.0.113.7');
  });

  it('takes the entry the outermost trusted proxy wrote, counted from the end', () => {
    const header = '198.51.100.1, 192.0.2.10, 192.0.2.20';
    expect(clientAddress(header, '10.0.0.2', 1)).toBe('192.0.2.20');
    expect(clientAddress(header, '10.0.0.2', 2)).toBe('192.0.2.10');
  });

  it('falls back to the first entry, then to the peer, when the chain is shorter', () => {
    expect(clientAddress('192.0.2.20', '10.0.0.2', 3)).toBe('192.0.2.20');
    expect(clientAddress('', '10.0.0.2', 1)).toBe('10.0.0.2');
    expect(clientAddress(' , ', '10.0.0.2', 1)).toBe('10.0.0.2');
  });

  it('reads only the end of a long header', () => {
    const header = `${'1.1.1.1,'.repeat(2000)} 192.0.2.20`;
    expect(clientAddress(header, '10.0.0.2', 1)).toBe('192.0.2.20');
  });
});
