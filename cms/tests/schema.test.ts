import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { IntrospectionQuery } from 'graphql';
import { describe, expect, it } from 'vitest';
import { introspectionQuery, printIntrospection } from '../src/graphql/snapshot';
import { graphql, tokens } from './support/client';

describe('GraphQL schema snapshot', () => {
  it('cms/schema.graphql is the schema the running CMS serves (run `npm run schema:snapshot` after a model change)', async () => {
    const answer = await graphql<IntrospectionQuery>(introspectionQuery(), tokens.web);
    expect(answer.body.errors).toBeUndefined();
    const running = printIntrospection(answer.body.data as IntrospectionQuery);
    const committed = readFileSync(path.join(__dirname, '..', 'schema.graphql'), 'utf8');
    expect(running).toBe(committed);
  });
});
