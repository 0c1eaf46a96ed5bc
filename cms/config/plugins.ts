import { cmsEnv } from '../src/env';

/**
 * Media in S3-compatible storage, only when S3_BUCKET is set (otherwise public/uploads on the
 * local disk). Several CMS replicas then share one media library (docs/deploy.md).
 */
function s3Provider(env: NodeJS.ProcessEnv) {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return {};
  return {
    provider: 'aws-s3',
    providerOptions: {
      // Public address of the files (the bucket's or a CDN's); the site links media there.
      baseUrl: env.S3_PUBLIC_URL?.trim() || undefined,
      s3Options: {
        region: env.S3_REGION?.trim() || 'us-east-1',
        // Other S3-compatible services (MinIO, R2, …) need their endpoint and path-style URLs.
        endpoint: env.S3_ENDPOINT?.trim() || undefined,
        forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
        // Without keys the SDK's own chain applies (instance or task role).
        credentials:
          env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
            ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
            : undefined,
        params: { Bucket: bucket, ACL: env.S3_ACL?.trim() || undefined },
      },
    },
  };
}

export default () => {
  const { production } = cmsEnv();
  return {
    graphql: {
      config: {
        endpoint: '/graphql',
        shadowCRUD: true,
        depthLimit: 7,
        defaultLimit: 12,
        maxLimit: 100,
        // The schema and the playground are for developers; production answers queries only.
        landingPage: !production,
        apolloServer: { introspection: !production },
      },
    },
    upload: {
      config: {
        ...s3Provider(process.env),
        // Images of 10 MB, videos of 100 MB (docs/decisions/026-story-submissions.md).
        sizeLimit: 100 * 1024 * 1024,
        breakpoints: { large: 1000, medium: 750, small: 500 },
        // Strapi's own type check trusts a file's name when its content says nothing it knows
        // (an HTML page named photo.jpg passes), so it lets everything through to ours, which
        // judges every file by its bytes (src/media/upload-check.ts). Naming the types here
        // would only give some refusals Strapi's message instead of ours.
        security: { allowedTypes: ['*/*'] },
      },
    },
  };
};
