import { createHash, createHmac } from 'node:crypto';
import { AVATAR_FILE_PATTERN, type AvatarStorage } from './avatar-storage';

/** An S3-compatible bucket (AWS S3, MinIO, R2 …) the avatars are kept in. */
export interface S3AvatarSettings {
  bucket: string;
  region: string;
  /** Another S3-compatible service; unset means AWS S3 in `region`. */
  endpoint?: string;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key` (MinIO and most self-hosted). */
  forcePathStyle: boolean;
  accessKeyId: string;
  secretAccessKey: string;
  /** Folder of the avatars inside the bucket. */
  prefix: string;
}

/**
 * Every call to the bucket gives up after this long (docs/decisions/027-server-side-timeouts.md).
 */
const TIMEOUT_MS = 10_000;

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) =>
  createHmac('sha256', key).update(data).digest();

export interface SignInput {
  method: string;
  url: URL;
  /** Lower-case names; `host`, `x-amz-date` and `x-amz-content-sha256` must be among them. */
  headers: Record<string, string>;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** The Authorization header of an S3 request (AWS Signature Version 4, service "s3"). */
export function signS3Request({ method, url, headers, region, ...keys }: SignInput): string {
  const amzDate = headers['x-amz-date'] ?? '';
  const names = Object.keys(headers).sort();
  const canonicalHeaders = names.map((name) => `${name}:${headers[name]?.trim()}\n`).join('');
  const signedHeaders = names.join(';');
  const query = [...url.searchParams.entries()]
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .sort()
    .join('&');
  const canonicalRequest = [
    method,
    url.pathname,
    query,
    canonicalHeaders,
    signedHeaders,
    headers['x-amz-content-sha256'] ?? '',
  ].join('\n');
  const scope = `${amzDate.slice(0, 8)}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const dateKey = hmac(`AWS4${keys.secretAccessKey}`, amzDate.slice(0, 8));
  const signingKey = hmac(hmac(hmac(dateKey, region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${keys.accessKeyId}/${scope},SignedHeaders=${signedHeaders},Signature=${signature}`;
}

/**
 * Avatars in an S3-compatible bucket, so that quiz-service replicas on several hosts share
 * them. Plain signed HTTP requests (three operations do not need an SDK).
 */
export class S3AvatarStorage implements AvatarStorage {
  constructor(
    private readonly settings: S3AvatarSettings,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private objectUrl(name: string): URL {
    const { bucket, region, endpoint, forcePathStyle, prefix } = this.settings;
    const key = `${prefix}${name}`;
    const base = new URL(endpoint ?? `https://s3.${region}.amazonaws.com`);
    if (forcePathStyle) return new URL(`/${bucket}/${key}`, base);
    return new URL(`${base.protocol}//${bucket}.${base.host}/${key}`);
  }

  private async send(method: 'PUT' | 'GET' | 'DELETE', name: string, body?: Buffer) {
    const url = this.objectUrl(name);
    const headers: Record<string, string> = {
      host: url.host,
      'x-amz-date': this.now()
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, ''),
      'x-amz-content-sha256': sha256(body ?? ''),
    };
    if (body) headers['content-type'] = 'image/webp';
    const authorization = signS3Request({ method, url, headers, ...this.settings });
    const { host: _host, ...sent } = headers;
    try {
      return await fetch(url, {
        method,
        headers: { ...sent, authorization },
        body: body ? new Uint8Array(body) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new Error(`avatar storage: ${method} ${url.pathname} failed`, { cause: error });
    }
  }

  async save(name: string, data: Buffer) {
    if (!AVATAR_FILE_PATTERN.test(name)) throw new Error(`unexpected avatar name ${name}`);
    const res = await this.send('PUT', name, data);
    if (!res.ok) throw new Error(`avatar storage: PUT ${name} answered ${res.status}`);
  }

  async read(name: string) {
    if (!AVATAR_FILE_PATTERN.test(name)) return null;
    const res = await this.send('GET', name);
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`avatar storage: GET ${name} answered ${res.status}`);
    return Buffer.from(await res.arrayBuffer());
  }

  async remove(name: string) {
    if (!AVATAR_FILE_PATTERN.test(name)) return;
    const res = await this.send('DELETE', name);
    if (!res.ok && res.status !== 404)
      throw new Error(`avatar storage: DELETE ${name} answered ${res.status}`);
  }
}
