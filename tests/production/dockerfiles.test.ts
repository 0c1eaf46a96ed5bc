import { describe, expect, it } from 'vitest';
import { argsOf, parseDockerfile, type Stage } from './support/dockerfile';
import { builtServices, readCompose, readRepoFile } from './support/repository';

/** The port each process listens on in its container. */
const ports: Record<(typeof builtServices)[number], number> = {
  cms: 1337,
  'quiz-service': 4000,
  web: 3000,
};

/**
 * The build command of each part as `npm start` and `npm run build` run it
 * (scripts/lib/builds.mjs), written as one shell command from the repository root.
 */
function buildCommands(): Record<string, string> {
  const source = readRepoFile('scripts/lib/builds.mjs');
  const commands: Record<string, string> = {};
  const part =
    /name: '([\w-]+)'[\s\S]*?build: \(\) => run\('npm', \[([^\]]*)\](?:, \{ cwd: at\('([^']+)'\) \})?\)/g;
  for (const match of source.matchAll(part)) {
    const [, name = '', list = '', cwd] = match;
    const args = [...list.matchAll(/'([^']*)'/g)].map((arg) => arg[1]);
    commands[name] = ['npm', ...(cwd ? ['--prefix', cwd] : []), ...args].join(' ');
  }
  return commands;
}

const documented = buildCommands();
const compose = readCompose();

describe.each(builtServices)('%s/Dockerfile', (name) => {
  const dockerfile = parseDockerfile(readRepoFile(`${name}/Dockerfile`));
  const stages = new Map(dockerfile.stages.map((stage) => [stage.name, stage]));
  const runtime = dockerfile.stages.at(-1) as Stage;
  const runtimeText = runtime.instructions.map((i) => `${i.keyword} ${i.args}`).join('\n');

  it('starts every image from the current Node LTS, 22, on Debian bookworm (slim)', () => {
    expect(dockerfile.globalArgs.NODE_IMAGE).toBe('node:22-bookworm-slim');
    for (const stage of dockerfile.stages) {
      expect(['${NODE_IMAGE}', ...stages.keys()]).toContain(stage.from);
    }
  });

  it('is multi-stage: dependencies, build, then a separate runtime image', () => {
    expect(stages.has('deps')).toBe(true);
    expect(stages.has('build')).toBe(true);
    expect(runtime.name).toBe('runtime');
    expect(runtime.from).toBe('${NODE_IMAGE}');
  });

  it('builds with the same command as the README’s npm start / npm run build', () => {
    expect(documented[name]).toBeDefined();
    const runs = argsOf(stages.get('build') as Stage, 'RUN');
    expect(runs.some((run) => run.split(' && ').includes(documented[name] as string))).toBe(true);
  });

  it('runs as the unprivileged node user in production mode', () => {
    expect(argsOf(runtime, 'USER')).toEqual(['node']);
    expect(runtimeText).toMatch(/ENV NODE_ENV=production\b/);
  });

  it('exposes its port and checks its health on that port', () => {
    const port = ports[name];
    expect(argsOf(runtime, 'EXPOSE')).toEqual([String(port)]);
    const [healthcheck = ''] = argsOf(runtime, 'HEALTHCHECK');
    expect(healthcheck).toContain(`http://127.0.0.1:${port}/`);
    const composeTest = JSON.stringify(compose.services[name]?.healthcheck?.test);
    expect(composeTest).toContain(`http://127.0.0.1:${port}/`);
  });

  it('keeps build tools out of the runtime image', () => {
    expect(runtimeText).not.toMatch(/\bg\+\+|\bpython3\b|npm ci(?![^\n]*--omit=dev)/);
    const copiedFromBuild = argsOf(runtime, 'COPY').filter((copy) => copy.includes('--from='));
    for (const copy of copiedFromBuild) expect(copy).not.toMatch(/--from=deps\b/);
  });
});

describe('the images’ specifics', () => {
  it('installs the CMS from its own lockfile and the others from the root workspaces', () => {
    const cms = parseDockerfile(readRepoFile('cms/Dockerfile'));
    const cmsDeps = cms.stages.find((stage) => stage.name === 'deps') as Stage;
    expect(argsOf(cmsDeps, 'COPY')).toContain('cms/package.json cms/package-lock.json ./');
    expect(argsOf(cmsDeps, 'RUN')).toContain('npm ci --no-audit --no-fund');

    for (const [name, workspaces] of [
      ['quiz-service', '-w @apogee/quiz-service'],
      ['web', '-w @apogee/web -w @apogee/contracts'],
    ] as const) {
      const file = parseDockerfile(readRepoFile(`${name}/Dockerfile`));
      const manifests = file.stages.find((stage) => stage.name === 'manifests') as Stage;
      expect(argsOf(manifests, 'COPY')).toContain('package.json package-lock.json ./');
      const deps = file.stages.find((stage) => stage.name === 'deps') as Stage;
      expect(argsOf(deps, 'RUN')).toEqual([
        `npm ci --no-audit --no-fund --ignore-scripts ${workspaces}`,
      ]);
      const prod = file.stages.find((stage) => stage.name === 'prod-deps') as Stage;
      expect(argsOf(prod, 'RUN')).toEqual([
        `npm ci --no-audit --no-fund --ignore-scripts --omit=dev ${workspaces}`,
      ]);
    }
  });

  it('copies every workspace manifest, and the shared packages each service builds from', () => {
    // npm ci refuses a lockfile naming a workspace whose manifest is absent; a package the
    // service imports but the build stage lacks fails the image's build.
    const lock = JSON.parse(readRepoFile('package-lock.json')) as {
      packages: Record<string, unknown>;
    };
    const workspaces = Object.keys(lock.packages).filter(
      (key) => key !== '' && !key.includes('node_modules/'),
    );
    for (const name of ['quiz-service', 'web'] as const) {
      const file = parseDockerfile(readRepoFile(`${name}/Dockerfile`));
      const stage = (id: string) => file.stages.find((s) => s.name === id) as Stage;
      const manifests = argsOf(stage('manifests'), 'COPY');
      for (const workspace of workspaces)
        expect(manifests).toContain(`${workspace}/package.json ${workspace}/`);
      const manifest = JSON.parse(readRepoFile(`${name}/package.json`)) as {
        dependencies?: Record<string, string>;
        devDependencies?: Record<string, string>;
      };
      const shared = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })
        .filter((dependency) => dependency.startsWith('@apogee/'))
        .map((dependency) => `packages/${dependency.slice('@apogee/'.length)}`);
      const built = argsOf(stage('build'), 'COPY');
      for (const folder of shared) expect(built).toContain(`${folder}/ ${folder}/`);
    }
  });

  it('gives the CMS a font for the seed pictures and an uploads folder owned by node', () => {
    const cms = parseDockerfile(readRepoFile('cms/Dockerfile'));
    const runtime = cms.stages.at(-1) as Stage;
    const runs = argsOf(runtime, 'RUN').join('\n');
    expect(runs).toMatch(/apt-get install -y --no-install-recommends [^\n]*fonts-dejavu-core/);
    expect(runs).toContain('mkdir -p /app/cms/public/uploads');
    expect(runs).toContain('chown -R node:node /app/cms/public');
    expect(argsOf(runtime, 'CMD')).toEqual([
      '["node", "node_modules/@strapi/strapi/bin/strapi.js", "start"]',
    ]);
  });

  it('ships the quiz-service’s migrations and data files beside its bundle', () => {
    const quiz = parseDockerfile(readRepoFile('quiz-service/Dockerfile'));
    const copies = argsOf(quiz.stages.at(-1) as Stage, 'COPY');
    expect(copies).toContain('quiz-service/migrations ./quiz-service/migrations');
    expect(copies).toContain('quiz-service/data ./quiz-service/data');
    expect(copies).toContain('--from=build /app/quiz-service/dist ./quiz-service/dist');
  });

  it('runs the bundled web server npm start runs, with nothing from source', () => {
    const web = parseDockerfile(readRepoFile('web/Dockerfile'));
    const runtime = web.stages.at(-1) as Stage;
    const copies = argsOf(runtime, 'COPY');
    expect(copies).toContain('--from=build /app/web/dist ./dist');
    // The server (server.ts and its modules) and the app are bundles in dist/: the only file
    // taken from the sources is the development values production refuses.
    expect(copies.filter((copy) => !copy.includes('--from='))).toEqual([
      'config/development.env /app/config/development.env',
    ]);
    expect(readRepoFile('web/tools/build-server.mjs')).toContain("outfile: 'dist/web-server.js'");
    const { scripts } = JSON.parse(readRepoFile('web/package.json')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.build).toContain('node tools/build-server.mjs');
    expect(scripts.start).toMatch(/^node [^&|;]* dist\/web-server\.js$/);
    expect(argsOf(runtime, 'CMD')).toEqual(['["node", "dist/web-server.js"]']);
  });

  it.each(['env-file', 'media-types'])(
    'gives the CMS the shared package it depends on by path: %s',
    (name) => {
      const { dependencies } = JSON.parse(readRepoFile('cms/package.json')) as {
        dependencies: Record<string, string>;
      };
      expect(dependencies[`@apogee/${name}`]).toBe(`file:../packages/${name}`);
      const cms = parseDockerfile(readRepoFile('cms/Dockerfile'));
      const deps = cms.stages.find((stage) => stage.name === 'deps') as Stage;
      const depsCopies = argsOf(deps, 'COPY');
      const copy = `packages/${name}/ /app/packages/${name}/`;
      // Before npm ci, which links it into node_modules; the runtime image keeps the link's
      // target.
      expect(depsCopies.indexOf(copy)).toBeGreaterThanOrEqual(0);
      expect(depsCopies.indexOf(copy)).toBeLessThan(
        depsCopies.indexOf('cms/package.json cms/package-lock.json ./'),
      );
      expect(argsOf(cms.stages.at(-1) as Stage, 'COPY')).toContain(copy);
    },
  );

  it('gives the CMS the newsletter e-mail with its dependencies installed in its folder', () => {
    const { dependencies } = JSON.parse(readRepoFile('cms/package.json')) as {
      dependencies: Record<string, string>;
    };
    expect(dependencies['@apogee/newsletter-email']).toBe('file:../packages/newsletter-email');
    const cms = parseDockerfile(readRepoFile('cms/Dockerfile'));
    const deps = cms.stages.find((stage) => stage.name === 'deps') as Stage;
    // A package linked by path resolves MJML from its own folder, not from the CMS's.
    expect(argsOf(deps, 'COPY')).toContain(
      'packages/newsletter-email/ /app/packages/newsletter-email/',
    );
    expect(argsOf(deps, 'RUN').join('\n')).toMatch(
      /npm install --prefix \/app\/packages\/newsletter-email --omit=dev/,
    );
    expect(argsOf(cms.stages.at(-1) as Stage, 'COPY')).toContain(
      '--from=build /app/packages/newsletter-email/ /app/packages/newsletter-email/',
    );
  });
});
