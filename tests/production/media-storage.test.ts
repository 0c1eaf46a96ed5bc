import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { repoRoot } from './support/repository';

const S3_VARIABLES = [
  'S3_BUCKET',
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_PUBLIC_URL',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_ACL',
];

interface UploadConfig {
  provider?: string;
  providerOptions?: Record<string, unknown>;
  sizeLimit: number;
}

/** The CMS's plugin configuration, as Strapi evaluates it with the current environment. */
async function uploadConfig(): Promise<UploadConfig> {
  const { default: plugins } = await import('../../cms/config/plugins');
  return (plugins() as { upload: { config: UploadConfig } }).upload.config;
}

async function adminCsp(): Promise<Record<string, string[]>> {
  const { default: middlewares } = await import('../../cms/config/middlewares');
  for (const entry of middlewares() as unknown[]) {
    if (
      typeof entry === 'object' &&
      entry &&
      (entry as { name?: string }).name === 'strapi::security'
    )
      return (
        entry as { config: { contentSecurityPolicy: { directives: Record<string, string[]> } } }
      ).config.contentSecurityPolicy.directives;
  }
  return {};
}

afterEach(() => {
  for (const name of S3_VARIABLES) delete process.env[name];
});

describe('CMS media storage', () => {
  it('keeps media on the local disk when S3_BUCKET is unset', async () => {
    const config = await uploadConfig();
    expect(config.provider).toBeUndefined();
    expect(config.providerOptions).toBeUndefined();
    expect(config.sizeLimit).toBe(100 * 1024 * 1024);
  });

  it('stores media in the S3 bucket when S3_BUCKET is set', async () => {
    Object.assign(process.env, {
      S3_BUCKET: 'apogee-media',
      S3_REGION: 'eu-west-2',
      S3_ENDPOINT: 'https://s3.example.net',
      S3_PUBLIC_URL: 'https://media.example.com',
      S3_ACCESS_KEY_ID: 'key-id',
      S3_SECRET_ACCESS_KEY: 'key-secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    const config = await uploadConfig();
    expect(config.provider).toBe('aws-s3');
    expect(config.providerOptions).toEqual({
      baseUrl: 'https://media.example.com',
      s3Options: {
        region: 'eu-west-2',
        endpoint: 'https://s3.example.net',
        forcePathStyle: true,
        credentials: { accessKeyId: 'key-id', secretAccessKey: 'key-secret' },
        params: { Bucket: 'apogee-media', ACL: undefined },
      },
    });
    // The admin's media library shows the files from there.
    const csp = await adminCsp();
    expect(csp['img-src']).toContain('https://media.example.com');
    expect(csp['media-src']).toContain('https://media.example.com');
  });

  it('hands those options to an installed provider that accepts them', async () => {
    process.env.S3_BUCKET = 'apogee-media';
    process.env.S3_PUBLIC_URL = 'https://media.example.com';
    const config = await uploadConfig();
    // Strapi resolves provider "aws-s3" to this package, from the CMS's own dependencies.
    const requireFromCms = createRequire(join(repoRoot, 'cms', 'package.json'));
    const provider = requireFromCms(`@strapi/provider-upload-${config.provider}`) as {
      init(options: unknown): Record<string, unknown>;
    };
    const uploader = provider.init(config.providerOptions);
    expect(typeof uploader.upload).toBe('function');
    expect(typeof uploader.uploadStream).toBe('function');
    expect(typeof uploader.delete).toBe('function');
  });
});
