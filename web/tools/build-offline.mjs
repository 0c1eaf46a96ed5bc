// Reading offline and installing the site, after `vite build`: the service worker bundled
// into dist/client/sw.js (src/features/offline/sw.ts with Workbox's modules), the web app
// manifest and its icons, drawn here from the site's colour tokens (no picture is copied
// from anywhere). docs/decisions/069-read-offline-with-a-service-worker.md
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import sharp from 'sharp';

const web = fileURLToPath(new URL('..', import.meta.url));
const client = `${web}dist/client`;

await build({
  entryPoints: [`${web}src/features/offline/sw.ts`],
  outfile: `${client}/sw.js`,
  bundle: true,
  format: 'iife',
  target: 'es2022',
  minify: true,
  legalComments: 'none',
  // Workbox logs every route it takes unless built for production.
  define: { 'process.env.NODE_ENV': '"production"' },
  alias: { '@': `${web}src` },
  logLevel: 'warning',
});

/** The day theme's value of a colour token (src/styles/tokens.css, its :root block). */
const tokens = await readFile(`${web}src/styles/tokens.css`, 'utf8');
const rootBlock = tokens.slice(
  tokens.indexOf(':root'),
  tokens.indexOf('}', tokens.indexOf(':root')),
);
function token(name) {
  const match = new RegExp(`${name}:\\s*(#[0-9a-fA-F]{3,8})\\s*;`).exec(rootBlock);
  if (!match) throw new Error(`build-offline: ${name} is not a hex colour in tokens.css`);
  return match[1];
}
const brand = token('--color-brand');
const accent = token('--color-accent');
const onNight = token('--color-on-night');
const background = token('--color-bg');

/**
 * The icon: an orbit and a craft at its highest point, on the brand's night. `scale` shrinks
 * the drawing inside a full square for the maskable icon (its safe zone is the middle 80%).
 */
function iconSvg({ maskable }) {
  const drawing =
    `<ellipse cx="50" cy="56" rx="34" ry="18" transform="rotate(-24 50 56)" fill="none" ` +
    `stroke="${accent}" stroke-width="6"/>` +
    `<circle cx="50" cy="56" r="9" fill="${onNight}" opacity="0.35"/>` +
    `<circle cx="76" cy="35" r="8" fill="${onNight}"/>`;
  const body = maskable
    ? `<rect width="100" height="100" fill="${brand}"/><g transform="translate(15 15) scale(0.7)">${drawing}</g>`
    : `<rect width="100" height="100" rx="22" fill="${brand}"/>${drawing}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">${body}</svg>`;
}

await mkdir(`${client}/icons`, { recursive: true });
const icons = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
];
for (const { file, size, maskable } of icons)
  await sharp(Buffer.from(iconSvg({ maskable })), { density: (72 * size) / 100 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`${client}/icons/${file}`);

const manifest = {
  name: 'Apogee',
  short_name: 'Apogee',
  description: 'Aviation and space: articles, the magazine, stories and the quiz.',
  id: '/',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: brand,
  background_color: background,
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    {
      src: '/icons/icon-maskable-512.png',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'maskable',
    },
  ],
};
await writeFile(`${client}/manifest.webmanifest`, `${JSON.stringify(manifest, null, 2)}\n`);
console.log('offline: sw.js, manifest.webmanifest and icons in dist/client');
