import { join } from 'node:path';
import { readEnvFile } from '@apogee/env-file';

// The CMS admin as the newsroom's accounts use it: the stack's CMS makes an editor and an
// author in development (their credentials in E2E_DATA_DIR/secrets.env).

export const cmsUrl = process.env.E2E_CMS_URL ?? 'http://127.0.0.1:1437';

export function newsroomAccount(prefix: 'CMS_SEED_EDITOR' | 'CMS_SEED_AUTHOR') {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR names the test stack’s data folder.');
  const secrets = readEnvFile(join(dir, 'secrets.env'));
  return { email: secrets[`${prefix}_EMAIL`] ?? '', password: secrets[`${prefix}_PASSWORD`] ?? '' };
}

/** The admin's API signed in as a newsroom account (what the admin's own screens call). */
export async function adminApi(prefix: 'CMS_SEED_EDITOR' | 'CMS_SEED_AUTHOR') {
  const login = await fetch(`${cmsUrl}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(newsroomAccount(prefix)),
  });
  const { data } = (await login.json()) as { data?: { token?: string } };
  if (!data?.token) throw new Error(`The CMS refused the ${prefix} login (${login.status}).`);
  const token = data.token;
  return async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${cmsUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  };
}
