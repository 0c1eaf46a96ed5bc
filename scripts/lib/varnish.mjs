// The shared cache (Varnish, docker/varnish/default.vcl) as a process of this machine: the
// scale-out run and the bench put it in front of the site as docker-compose.yml's `cache` is.
// Debian's varnishd in the foreground, its working folder under .data; only origin.vcl (the
// backend, its probe and who may purge without the secret) is written per run, the rest is the
// production VCL as it is.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { at } from './paths.mjs';

export const VARNISHD = process.env.VARNISHD_BIN || '/usr/sbin/varnishd';

/** Throws with the install line when Debian's varnish (and xkey from varnish-modules) is missing. */
export function requireVarnish() {
  const xkey = '/usr/lib/x86_64-linux-gnu/varnish/vmods/libvmod_xkey.so';
  if (!existsSync(VARNISHD) || (!process.env.VARNISHD_BIN && !existsSync(xkey)))
    throw new Error(
      `${VARNISHD} or its xkey module is missing: apt-get install varnish varnish-modules (as .ci/run does).`,
    );
}

/**
 * Writes `<dir>/origin.vcl` and returns the process definition (as scale-out.mjs's launch and
 * start take it).
 * @param {{ dir: string, listen: string, backend: { host: string, port: number },
 *   purgers?: string[], env?: NodeJS.ProcessEnv, name?: string, memory?: string }} options
 *   purgers: addresses that may purge without the secret (none: the secret is needed).
 */
export function varnishDefinition({
  dir,
  listen,
  backend,
  purgers = [],
  env = process.env,
  name = 'varnish',
  memory = '256m',
}) {
  requireVarnish();
  // A fresh working folder: a varnishd stopped half-way leaves its shared memory files.
  rmSync(path.join(dir, 'work'), { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const acl = purgers.length
    ? purgers.map((address) => `  "${address}";`).join('\n')
    : // An ACL needs an entry: one that matches nobody (TEST-NET-1, never routed).
      '  "192.0.2.255";';
  writeFileSync(
    path.join(dir, 'origin.vcl'),
    `# Written by scripts/lib/varnish.mjs for this run.
probe origin_health {
  .url = "/robots.txt";
  .interval = 1s;
  .timeout = 1s;
  .window = 3;
  .threshold = 2;
}
backend origin {
  .host = "${backend.host}";
  .port = "${backend.port}";
  .probe = origin_health;
  .connect_timeout = 2s;
  .first_byte_timeout = 60s;
}
acl purgers {
${acl}
}
`,
  );
  return {
    name,
    command: VARNISHD,
    args: [
      '-F',
      '-n',
      path.join(dir, 'work'),
      '-a',
      listen,
      // This run's origin.vcl first, then the production VCL's folder.
      '-p',
      `vcl_path=${dir}:${at('docker/varnish')}`,
      '-f',
      at('docker/varnish/default.vcl'),
      // The origin keeps brotli and gzip copies: Varnish stores them as they are.
      '-p',
      'http_gzip_support=off',
      '-s',
      `malloc,${memory}`,
    ],
    cwd: dir,
    env,
    health: `http://${listen}/robots.txt`,
    timeoutMs: 20_000,
  };
}
