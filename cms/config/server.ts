import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { cmsEnv } from '../src/env';

export default () => {
  const env = cmsEnv();
  // The upload provider writes here and does not create the folder itself.
  mkdirSync(path.join(env.publicDir, 'uploads'), { recursive: true });
  return {
    host: env.host,
    port: env.port,
    app: { keys: env.secrets.appKeys },
    dirs: { public: env.publicDir },
    // Editors and the web server reach Strapi directly; no reverse proxy sits in front of it.
    proxy: false,
    // No release check: it only fails on a closed network, and leaves a file behind.
    logger: { updates: { enabled: false } },
  };
};
