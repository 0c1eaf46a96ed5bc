import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The repository's lint rules (config/lint/web-boundaries.js) keep server-only modules and
// server functions out of browser code: checked here on imports written in web files that
// do not exist, with the real configuration.
const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: repositoryRoot });

async function importErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${repositoryRoot}/${filePath}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === '@typescript-eslint/no-restricted-imports')
    .map((message) => message.message);
}

const useCms =
  "import { cmsQuery } from '@/lib/cms/cms-client.server';\nexport const x = cmsQuery;\n";
const useRead =
  "import { getBlogBySlug } from '@/features/blog/api/blog-by-slug.functions';\nexport const x = getBlogBySlug;\n";

describe('server-only modules and browser code', () => {
  it('refuses a .server module in a component, a hook, a route and a route helper', async () => {
    for (const file of [
      'web/src/features/blog/components/Example.tsx',
      'web/src/lib/dom/use-example.ts',
      'web/src/routes/example.tsx',
      'web/src/routes/-components/example.ts',
    ]) {
      const [message] = await importErrors(file, useCms);
      expect(message, file).toContain('A .server module runs only on the web server');
    }
  });

  it('lets server functions, server-only modules and server routes import one', async () => {
    for (const file of [
      'web/src/features/blog/api/example.functions.ts',
      'web/src/lib/site/example.server.ts',
      'web/src/routes/example[.]xml.ts',
    ]) {
      expect(await importErrors(file, useCms), file).toEqual([]);
    }
  });

  it('refuses the web server in front of the app (web/server) in app code', async () => {
    const [message] = await importErrors(
      'web/src/lib/dom/use-example.ts',
      "import { createNonce } from '../../../server/security/headers';\nexport const x = createNonce;\n",
    );
    expect(message).toContain('The web server in front of the app (web/server)');
  });

  it("refuses a static import of a read's server function, but not its types", async () => {
    const [message] = await importErrors('web/src/routes/example.tsx', useRead);
    expect(message).toContain("Import a read's server function when it runs");
    expect(
      await importErrors(
        'web/src/features/blog/components/Example.tsx',
        "import type { BlogArticle } from '../api/blog-by-slug.functions';\nexport type X = BlogArticle;\n",
      ),
    ).toEqual([]);
  });
});
