import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import composeSpec from './compose-spec.json' with { type: 'json' };
import { parse } from 'yaml';
import { builtServices, readCompose, readRepoFile, type ComposeFile } from './support/repository';

const compose = readCompose();
const services = Object.entries(compose.services);

/** The Compose specification's validator. */
function composeValidator() {
  // The schema's own $schema names the https draft-07 address, which Ajv knows as http.
  const { $schema: _draft, ...schema } = composeSpec as Record<string, unknown>;
  const ajv = new Ajv({ allErrors: true, strict: false, validateFormats: false });
  return ajv.compile(schema);
}

describe('docker-compose.yml', () => {
  it('is a valid file of the Compose specification', () => {
    const validate = composeValidator();
    const valid = validate(compose);
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('would be refused with a misspelt key (the schema check is real)', () => {
    const validate = composeValidator();
    const broken = structuredClone(compose) as unknown as {
      services: { web: Record<string, unknown> };
    };
    broken.services.web.helthcheck = broken.services.web.healthcheck;
    expect(validate(broken)).toBe(false);
    expect(validate.errors?.[0]?.params).toEqual({ additionalProperty: 'helthcheck' });
  });

  it('runs PostgreSQL 15, Redis, the CMS, the quiz-service, the web, the balancer and the cache', () => {
    expect(Object.keys(compose.services).sort()).toEqual(
      ['balancer', 'cache', 'cms', 'postgres', 'quiz-service', 'redis', 'web'].sort(),
    );
    expect(compose.services.postgres?.image).toMatch(/^postgres:15\b/);
    expect(compose.services.redis?.image).toMatch(/^redis:/);
  });

  it.each(services)('%s has a health check and restarts unless stopped', (_name, service) => {
    expect(service.healthcheck?.test).toBeDefined();
    expect(service.healthcheck?.test?.length).toBeGreaterThan(0);
    expect(service.restart).toBe('unless-stopped');
  });

  it.each(services.filter(([name]) => !builtServices.includes(name as never)))(
    '%s (an official image) runs as its own non-root user',
    (_name, service) => {
      expect(service.user).toBeDefined();
      expect(['root', '0', '0:0']).not.toContain(service.user);
    },
  );

  it.each(builtServices)(
    '%s is built from its own Dockerfile and reads secrets from .env',
    (name) => {
      const service = compose.services[name];
      expect(service?.build).toEqual({ context: '.', dockerfile: `${name}/Dockerfile` });
      expect(service?.env_file).toBe('.env');
      expect(service?.environment?.NODE_ENV).toBe('production');
    },
  );

  it('publishes a port for the shared cache only', () => {
    const published = services.filter(([, service]) => service.ports?.length).map(([n]) => n);
    expect(published).toEqual(['cache']);
    expect(compose.services.cache?.ports).toEqual(['${WEB_PUBLISHED_PORT:-3000}:8080']);
  });

  // docs/deploy.md, "The shared cache"; decisions 061-062.
  it('puts Debian’s Varnish with xkey in front of the balancer, purged by the quiz-service', () => {
    const { cache } = compose.services;
    const quiz = compose.services['quiz-service'];
    expect(cache?.build).toEqual({ context: 'docker/varnish' });
    expect(cache?.user).toBe('varnish');
    expect(cache?.depends_on).toEqual({ balancer: { condition: 'service_healthy' } });
    expect(cache?.environment?.SHARED_CACHE_PURGE_SECRET).toMatch(
      /^\$\{SHARED_CACHE_PURGE_SECRET:\?/,
    );
    expect(quiz?.environment?.SHARED_CACHE_PURGE_URLS).toBe('http://cache:8080');

    const dockerfile = readRepoFile('docker/varnish/Dockerfile');
    expect(dockerfile).toMatch(/^FROM debian:bookworm-slim$/m);
    expect(dockerfile).toContain(
      'apt-get install -y --no-install-recommends varnish varnish-modules',
    );
    expect(dockerfile).toMatch(/^USER varnish$/m);
    expect(dockerfile).toContain('"-a", ":8080"');
    expect(dockerfile).toContain('"http_gzip_support=off"');
    // The origin the VCL includes is the balancer's web port.
    const origin = readRepoFile('docker/varnish/origin.vcl');
    expect(origin).toContain('.host = "balancer";');
    expect(origin).toContain('.port = "3000";');
    const vcl = readRepoFile('docker/varnish/default.vcl');
    expect(vcl).toContain('include "origin.vcl";');
    expect(vcl).toContain('xkey.softpurge(req.http.xkey-purge)');
    expect(vcl).toContain('std.getenv("SHARED_CACHE_PURGE_SECRET")');
  });

  // The topology npm run test:scale-out runs without containers (scripts/lib/scale-out.mjs).
  it('runs two web and two quiz-service replicas behind nginx, from the scale-out template', () => {
    const { web, balancer, cms } = compose.services;
    const quiz = compose.services['quiz-service'];
    expect(web?.deploy?.replicas).toBe(2);
    expect(quiz?.deploy?.replicas).toBe(2);
    expect(balancer?.volumes).toEqual([
      './config/nginx/scale-out.conf.template:/etc/apogee/nginx.conf.template:ro',
    ]);
    const template = readRepoFile('config/nginx/scale-out.conf.template');
    // Every name the template leaves to its renderer is given, and passed to envsubst.
    const names = [...template.matchAll(/^[^#\n]*\$\{([A-Z_]+)\}/gm)].map((match) => match[1]);
    expect(new Set(names).size).toBe(9);
    const command = String(balancer?.command);
    for (const name of new Set(names)) {
      expect(balancer?.environment, name).toHaveProperty(name as string);
      expect(command).toContain(`$\${${name}}`);
    }
    expect(balancer?.environment?.WEB_SERVERS).toMatch(/^server web:3000\b/);
    expect(balancer?.environment?.QUIZ_SERVERS).toMatch(/^server quiz-service:4000\b/);
    // The web's /api calls and the CMS's one webhook go through the balancer; both kinds of
    // replica subscribe to the content-change channel on Redis.
    expect(web?.environment?.QUIZ_SERVICE_URL).toBe('http://balancer:4000');
    expect(cms?.environment?.CMS_WEBHOOK_URLS).toBe(
      'http://balancer:4000/api/internal/cms-webhook',
    );
    expect(web?.environment?.REDIS_URL).toBe('redis://redis:6379');
    // The cache and the balancer: two hops in front, each appending to X-Forwarded-For.
    expect(web?.environment?.WEB_TRUSTED_PROXIES).toBe('2');
    // The balancer reaches the quiz-service from another container; readers' addresses are
    // believed by the web's secret (.env), never by counting proxy hops.
    expect(quiz?.environment?.QUIZ_HOST).toBe('0.0.0.0');
    expect(quiz?.environment).not.toHaveProperty('TRUST_PROXY');
  });

  it('gives the CMS and the quiz-service a database each on the one PostgreSQL server', () => {
    const cms = compose.services.cms?.environment ?? {};
    const quiz = compose.services['quiz-service']?.environment ?? {};
    expect(cms.DATABASE_CLIENT).toBe('postgres');
    expect(cms.DATABASE_URL).toMatch(/@postgres:5432\/apogee_cms$/);
    expect(quiz.DATABASE_URL).toMatch(/@postgres:5432\/apogee_quiz$/);
    expect(quiz.REDIS_URL).toBe('redis://redis:6379');

    const init = compose.services.postgres?.volumes?.find((volume) =>
      volume.includes('/docker-entrypoint-initdb.d/'),
    );
    expect(init).toBe(
      './docker/postgres/init-databases.sh:/docker-entrypoint-initdb.d/10-init-databases.sh:ro',
    );
    const script = readRepoFile('docker/postgres/init-databases.sh');
    expect(script).toContain('for database in apogee_cms apogee_quiz; do');
    expect(script).toContain('CREATE DATABASE ${database} OWNER "${POSTGRES_USER}";');
  });

  it('keeps data in named volumes: the database, CMS media, avatars and the mail outbox', () => {
    expect(Object.keys(compose.volumes ?? {}).sort()).toEqual(
      ['cms-uploads', 'postgres-data', 'quiz-avatars', 'quiz-outbox'].sort(),
    );
    expect(compose.services.postgres?.volumes).toContain('postgres-data:/var/lib/postgresql/data');
    expect(compose.services.cms?.volumes).toEqual(['cms-uploads:/app/cms/public/uploads']);
    expect(compose.services['quiz-service']?.volumes).toEqual([
      'quiz-avatars:/app/.data/avatars',
      'quiz-outbox:/app/.data/outbox',
    ]);
  });

  it('starts each process only once what it needs is healthy', () => {
    expect(compose.services.cms?.depends_on).toEqual({
      postgres: { condition: 'service_healthy' },
    });
    expect(compose.services['quiz-service']?.depends_on).toEqual({
      postgres: { condition: 'service_healthy' },
      redis: { condition: 'service_healthy' },
    });
    expect(compose.services.web?.depends_on).toEqual({
      cms: { condition: 'service_healthy' },
      'quiz-service': { condition: 'service_healthy' },
      redis: { condition: 'service_healthy' },
    });
    expect(compose.services.balancer?.depends_on).toEqual({
      web: { condition: 'service_healthy' },
      'quiz-service': { condition: 'service_healthy' },
    });
  });

  it('offers the CMS admin on the host’s loopback address only, as an opt-in overlay', () => {
    const overlay = parse(readRepoFile('docker/admin-access.yml')) as ComposeFile;
    const validate = composeValidator();
    expect(validate(overlay)).toBe(true);
    expect(overlay.services).toEqual({ cms: { ports: ['127.0.0.1:1337:1337'] } });
  });

  it('rotates every service’s logs', () => {
    for (const [, service] of services)
      expect((service as { logging?: unknown }).logging).toEqual({
        driver: 'json-file',
        options: { 'max-size': '10m', 'max-file': '5' },
      });
  });

  it('refuses to start without a PostgreSQL password', () => {
    expect(compose.services.postgres?.environment?.POSTGRES_PASSWORD).toBe(
      '${POSTGRES_PASSWORD:?set POSTGRES_PASSWORD in .env}',
    );
  });
});
