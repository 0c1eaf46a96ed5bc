import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('reports the database as up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: { driver: process.env.DATABASE_URL ? 'postgres' : 'pglite', state: 'up' },
    });
  });

  it('answers unknown paths with the common error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No such endpoint: GET /api/nope' },
    });
  });

  it('applied the migrations once, recorded in schema_migrations', async () => {
    const { rows } = await t.app.db.query<{ name: string }>(
      'select name from schema_migrations order by name',
    );
    expect(rows.map((r) => r.name)).toContain('001_accounts.sql');
  });
});

describe('when the database fails', () => {
  it('health reports it down with 503', async () => {
    const query = t.app.db.query;
    t.app.db.query = () => Promise.reject(new Error('connection lost'));
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'degraded', database: { state: 'down' } });
    } finally {
      t.app.db.query = query;
    }
  });

  it('other requests get a 500 without the details', async () => {
    const query = t.app.db.query;
    t.app.db.query = () => Promise.reject(new Error('connection lost to 10.0.0.5'));
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { emailOrUsername: 'someone', password: 'whatever' },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' },
      });
    } finally {
      t.app.db.query = query;
    }
  });
});

describe('bad requests', () => {
  it('answers malformed JSON with a clear 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"emailOrUsername": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('The request body is not valid JSON.');
  });
});

describe('migrations', () => {
  it('running them again applies nothing and keeps the data', async () => {
    const { migrate } = await import('../../db/migrate');
    const { migrationsDir } = await import('../../lib/paths');
    expect(await migrate(t.app.db, migrationsDir)).toEqual([]);
  });
});
