import { describe, expect, it } from 'vitest';
import { fromAddress, json, topology } from './support/topology';

const { urls } = topology();

const message = (n: number) =>
  JSON.stringify({
    name: 'Ada Scale',
    email: 'ada.scale@example.com',
    number: '0123456789',
    subject: `Replicas ${n}`,
    message: 'Does the limit hold whichever replica answers?',
  });

describe('per-address limits are shared through Redis', () => {
  it('the 6th contact message from one address in an hour is refused, whichever replica answers', async () => {
    // Each replica in turn (two web replicas, whose /api goes through the balancer, and both
    // quiz-service replicas directly): five per hour per address (rateLimits.contactPerIp).
    const replicas = [urls.web1, urls.quiz1, urls.web2, urls.quiz2, urls.web1, urls.quiz2];
    const statuses: number[] = [];
    for (const [n, replica] of replicas.entries()) {
      const response = await fetch(`${replica}/api/contact`, {
        method: 'POST',
        headers: { ...json(), ...fromAddress('203.0.113.61') },
        body: message(n),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // Another address is still welcome: the refusal is the first address's limit.
    const other = await fetch(`${urls.quiz1}/api/contact`, {
      method: 'POST',
      headers: { ...json(), ...fromAddress('203.0.113.62') },
      body: message(7),
    });
    expect(other.status).toBe(200);
  });

  it('a forged X-Forwarded-For straight to a replica, without the web’s proof, is not believed', async () => {
    // Each message names another address; none carries the proof, so all count as this
    // connection's address, across both replicas: the 6th is refused.
    const statuses: number[] = [];
    for (const [n, replica] of [
      urls.quiz1,
      urls.quiz2,
      urls.quiz1,
      urls.quiz2,
      urls.quiz1,
      urls.quiz2,
    ].entries()) {
      const response = await fetch(`${replica}/api/contact`, {
        method: 'POST',
        headers: { ...json(), 'x-forwarded-for': `198.51.100.${80 + n}` },
        body: message(10 + n),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
