import { cmsEnv } from '../src/env';

export default () => {
  const env = cmsEnv();
  return {
    host: env.host,
    port: env.port,
    app: { keys: env.secrets.appKeys },
    // Editors and the web server reach Strapi directly; no reverse proxy sits in front of it.
    proxy: false,
  };
};
