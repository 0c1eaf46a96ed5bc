// npm run codegen: refresh the committed GraphQL schema snapshot from the CMS, then regenerate
// the web's typed documents from it (web/src/gql, never edited by hand).
import { at } from './lib/paths.mjs';
import { run } from './lib/run.mjs';

const snapshot = await run('npm', ['run', 'schema:snapshot'], { cwd: at('cms') });
if (snapshot !== 0) {
  console.error(
    'Could not refresh cms/schema.graphql (see above); generating from the committed snapshot.',
  );
}
process.exit(await run('npx', ['graphql-codegen', '--config', 'codegen.ts']));
