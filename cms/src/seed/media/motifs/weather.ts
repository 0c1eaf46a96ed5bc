/** Weather and lighter-than-air flight: cloud banks under the sun, an airship above them. */
import { type Canvas, type MotifArt, type Sky, f, glowGradient } from './canvas';

export function cloudBank(
  c: Canvas,
  baseY: number,
  puff: number,
  colour: string,
  opacity: number,
): string {
  let circles = '';
  let x = -puff;
  while (x < c.w + puff) {
    const r = puff * c.rnd.between(0.7, 1.3);
    circles += `<circle cx="${f(x)}" cy="${f(baseY - r * 0.35)}" r="${f(r)}"/>`;
    x += r * c.rnd.between(1.1, 1.5);
  }
  return `<g fill="${colour}" fill-opacity="${opacity}">${circles}<rect x="0" y="${f(baseY)}" width="${c.w}" height="${f(c.h - baseY)}"/></g>`;
}

export function clouds(c: Canvas): MotifArt {
  const { w, h, u, rnd } = c;
  const sky = rnd.pick<Sky>([
    ['#1d5fa8', '#4f97d9', '#a9d3f5'],
    ['#2b3f73', '#6d7fb8', '#e8b3a0'],
    ['#0f6fa8', '#58b4e0', '#d7f0ff'],
  ]);
  const sunX = w * rnd.between(0.2, 0.8);
  const sunY = h * rnd.between(0.12, 0.28);
  return {
    sky,
    defs: `<radialGradient id="cloudSun" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fffbe6"/><stop offset="0.25" stop-color="#fff1b8" stop-opacity="0.8"/><stop offset="1" stop-color="#fff1b8" stop-opacity="0"/></radialGradient>`,
    shapes:
      `<circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(u * 0.3)}" fill="url(#cloudSun)"/>` +
      `<circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(u * 0.06)}" fill="#fffdf2"/>` +
      cloudBank(c, h * 0.5, u * 0.09, '#dfe9f7', 0.55) +
      cloudBank(c, h * 0.64, u * 0.12, '#eef3fb', 0.75) +
      cloudBank(c, h * 0.8, u * 0.16, '#ffffff', 0.92),
  };
}

/** A long silver rigid airship with tail fins and a gondola, gliding above cloud at sunset. */
export function airship(c: Canvas): MotifArt {
  const { w, h, u, rnd } = c;
  const sky = rnd.pick<Sky>([
    ['#2b3f73', '#8a6f9e', '#f2b98a'],
    ['#1f3d6e', '#6d7fb8', '#f0c8a0'],
  ]);
  const L = u * (w > h ? 1 : 0.9);
  const x = w > h ? w * 0.62 : w * 0.5;
  const y = h * 0.34;
  const R = L * 0.11;
  const pitch = rnd.between(-4, 2);
  const sunX = w * rnd.between(0.15, 0.35);
  // Rounded nose towards +x, the hull tapering to a point at the tail.
  const hull = `M${f(L * 0.5)} 0C${f(L * 0.5)} ${f(-R * 1.1)} ${f(L * 0.25)} ${f(-R)} 0 ${f(-R)}C${f(-L * 0.3)} ${f(-R)} ${f(-L * 0.42)} ${f(-R * 0.5)} ${f(-L * 0.5)} 0C${f(-L * 0.42)} ${f(R * 0.5)} ${f(-L * 0.3)} ${f(R)} 0 ${f(R)}C${f(L * 0.25)} ${f(R)} ${f(L * 0.5)} ${f(R * 1.1)} ${f(L * 0.5)} 0Z`;
  let frames = '';
  for (let i = 1; i < 9; i += 1) {
    const fx = -L * 0.4 + i * L * 0.1;
    const half = R * Math.sqrt(Math.max(0, 1 - (fx / (L * 0.52)) ** 2));
    frames += `<path d="M${f(fx)} ${f(-half)}Q${f(fx + R * 0.12)} 0 ${f(fx)} ${f(half)}" fill="none" stroke="#6b7282" stroke-opacity="0.35" stroke-width="${f(u * 0.002)}"/>`;
  }
  const fins =
    `<path d="M${f(-L * 0.3)} ${f(-R * 0.8)}L${f(-L * 0.43)} ${f(-R * 1.55)}L${f(-L * 0.48)} ${f(-R * 1.5)}L${f(-L * 0.46)} ${f(-R * 0.2)}Z" fill="#8d95a5"/>` +
    `<path d="M${f(-L * 0.3)} ${f(R * 0.8)}L${f(-L * 0.43)} ${f(R * 1.55)}L${f(-L * 0.48)} ${f(R * 1.5)}L${f(-L * 0.46)} ${f(R * 0.2)}Z" fill="#7b8393"/>` +
    `<path d="M${f(-L * 0.32)} ${f(R * 0.1)}L${f(-L * 0.47)} ${f(R * 0.5)}L${f(-L * 0.49)} ${f(R * 0.25)}L${f(-L * 0.47)} ${f(-R * 0.05)}Z" fill="#5f6676"/>`;
  let windows = '';
  for (let i = 0; i < 5; i += 1) {
    windows += `<rect x="${f(L * 0.12 + i * L * 0.022)}" y="${f(R * 1.08)}" width="${f(L * 0.012)}" height="${f(R * 0.12)}" fill="#ffe2a8"/>`;
  }
  const gondola = `<rect x="${f(L * 0.1)}" y="${f(R * 0.95)}" width="${f(L * 0.13)}" height="${f(R * 0.36)}" rx="${f(R * 0.12)}" fill="#4a5060"/>${windows}`;
  return {
    sky,
    defs:
      glowGradient('skySun', '#ffd9a8') +
      `<linearGradient id="hullSkin" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4f6fa"/><stop offset="0.45" stop-color="#c9cfd9"/><stop offset="1" stop-color="#7d8594"/></linearGradient>`,
    shapes:
      `<circle cx="${f(sunX)}" cy="${f(h * 0.64)}" r="${f(u * 0.06 * 4)}" fill="url(#skySun)"/>` +
      `<circle cx="${f(sunX)}" cy="${f(h * 0.64)}" r="${f(u * 0.06)}" fill="#fff4d8"/>` +
      cloudBank(c, h * 0.72, u * 0.1, '#f3d6c4', 0.6) +
      `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(pitch)})">` +
      fins +
      `<path d="${hull}" fill="url(#hullSkin)"/>` +
      frames +
      gondola +
      `</g>` +
      cloudBank(c, h * 0.84, u * 0.13, '#fbe7da', 0.85) +
      cloudBank(c, h * 0.95, u * 0.16, '#ffffff', 0.92),
  };
}
