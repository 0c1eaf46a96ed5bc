// The CMS keeps its own dependency tree (Strapi's admin needs React 18, the web uses 19),
// so the root install installs it beside the workspaces: `npm ci` on CI, `npm install` otherwise.
import { existsSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const cms = fileURLToPath(new URL('../cms/', import.meta.url));
if (!existsSync(`${cms}package.json`)) process.exit(0);

const lock = `${cms}package-lock.json`;
const marker = `${cms}node_modules/.package-lock.json`;
const upToDate =
  existsSync(marker) && existsSync(lock) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs;
if (upToDate && process.env.CI !== 'true') process.exit(0);

const args = process.env.CI === 'true' && existsSync(lock) ? ['ci'] : ['install'];
console.log(`[install] cms: npm ${args.join(' ')}`);
// Drop the settings npm hands to lifecycle scripts (local prefix, workspaces …): inherited, they
// make the nested npm treat the repository root as the project. npm reads its config files anew.
const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^npm_/i.test(k)));
const result = spawnSync('npm', [...args, '--no-audit', '--no-fund'], {
  cwd: cms,
  stdio: 'inherit',
  env,
});
process.exit(result.status ?? 1);
