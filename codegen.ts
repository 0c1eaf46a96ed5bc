import type { CodegenConfig } from '@graphql-codegen/cli';

// The CMS commits a snapshot of its GraphQL schema (refreshed from a running Strapi).
const schema = 'cms/schema.graphql';

const config: CodegenConfig = {
  schema,
  // Each CMS read writes its document in its own module with the generated `graphql()` tag
  // (docs/architecture.md, "A CMS read"); fragments are spread by name.
  documents: ['web/src/**/*.ts', '!web/src/gql/**', '!web/src/**/*.test.ts'],
  ignoreNoDocuments: true,
  generates: {
    'web/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false, gqlTagName: 'graphql' },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
        scalars: { JSON: 'unknown', DateTime: 'string', Date: 'string', ID: 'string' },
      },
    },
  },
};

export default config;
