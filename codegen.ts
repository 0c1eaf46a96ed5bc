import type { CodegenConfig } from '@graphql-codegen/cli';
import { existsSync } from 'node:fs';

// The CMS commits a snapshot of its GraphQL schema; before the first snapshot exists the
// web's provisional copy (Strapi 5's shape of the same content types) stands in.
const cmsSchema = 'cms/schema.graphql';
const schema = existsSync(cmsSchema) ? cmsSchema : 'web/codegen/provisional-schema.graphql';

const config: CodegenConfig = {
  schema,
  documents: ['web/src/**/*.graphql'],
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
