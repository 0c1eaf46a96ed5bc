import { cmsEnv } from '../src/env';

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
        // Images of 10 MB, videos of 100 MB (DECISIONS.md: story upload limits).
        sizeLimit: 100 * 1024 * 1024,
        breakpoints: { large: 1000, medium: 750, small: 500 },
      },
    },
  };
};
