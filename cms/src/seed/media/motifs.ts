import type { ImageSpec } from '../data/types';
import type { Random } from './random';

export type Motif = ImageSpec['motif'];

/** What a motif contributes to the picture: its sky and the shapes drawn over it. */
export interface MotifArt {
  /** Top-to-bottom background colours. */
  sky: [string, string, string];
  /** Extra <defs> (gradients, clip paths) the shapes refer to. */
  defs: string;
  shapes: string;
}

interface Canvas {
  w: number;
  h: number;
  /** The shorter side: shapes scale with it so portrait and landscape both look right. */
  u: number;
  rnd: Random;
}

const f = (n: number): string => n.toFixed(1);

/** Where the main shape stands: centred on portraits, to the right of the title on wide pictures. */
const focusX = (c: Canvas): number => (c.w > c.h ? c.w * 0.7 : c.w * 0.5);

function starField(c: Canvas, count: number, maxY = c.h, colour = '#ffffff'): string {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const r = c.rnd.between(0.4, 1) ** 3 * c.u * 0.004 + c.u * 0.0008;
    out += `<circle cx="${f(c.rnd.between(0, c.w))}" cy="${f(c.rnd.between(0, maxY))}" r="${f(r)}" fill="${colour}" fill-opacity="${c.rnd.between(0.35, 1).toFixed(2)}"/>`;
  }
  return out;
}

function sparkle(x: number, y: number, size: number, colour: string): string {
  return (
    `<path d="M${f(x - size)} ${f(y)}H${f(x + size)}M${f(x)} ${f(y - size)}V${f(y + size)}" stroke="${colour}" stroke-width="${f(size * 0.12)}" stroke-linecap="round" stroke-opacity="0.85"/>` +
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(size * 0.18)}" fill="${colour}"/>`
  );
}

function orbit(c: Canvas): MotifArt {
  const { w, h, u, rnd } = c;
  const sky = rnd.pick<[string, string, string]>([
    ['#050b24', '#0d2a5c', '#1b4f8f'],
    ['#0a0620', '#23125a', '#12507a'],
    ['#07141f', '#0f3b4f', '#1f6f78'],
  ]);
  const px = w * rnd.between(0.35, 0.65);
  const py = h + u * 0.55;
  const pr = u * 0.85;
  const cx = focusX(c);
  const cy = h * 0.42;
  let rings = '';
  for (let i = 0; i < 3; i += 1) {
    const rx = u * (0.3 + i * 0.12);
    const ry = rx * rnd.between(0.28, 0.42);
    const angle = rnd.between(-35, 35);
    const t = rnd.between(0, Math.PI * 2);
    rings +=
      `<g transform="rotate(${f(angle)} ${f(cx)} ${f(cy)})">` +
      `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="none" stroke="#8fd3ff" stroke-opacity="${(0.75 - i * 0.18).toFixed(2)}" stroke-width="${f(u * 0.004)}"/>` +
      `<circle cx="${f(cx + rx * Math.cos(t))}" cy="${f(cy + ry * Math.sin(t))}" r="${f(u * 0.012)}" fill="#ffffff"/>` +
      `</g>`;
  }
  return {
    sky,
    defs:
      `<radialGradient id="orbitPlanet" cx="0.5" cy="0.2" r="0.8"><stop offset="0" stop-color="#4fb3ff"/><stop offset="0.6" stop-color="#1a4f9c"/><stop offset="1" stop-color="#0a1a3f"/></radialGradient>` +
      `<radialGradient id="orbitCore" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffe9a8"/><stop offset="0.35" stop-color="#ffb347" stop-opacity="0.6"/><stop offset="1" stop-color="#ffb347" stop-opacity="0"/></radialGradient>`,
    shapes:
      starField(c, 160) +
      `<circle cx="${f(px)}" cy="${f(py)}" r="${f(pr + u * 0.02)}" fill="#6ec8ff" fill-opacity="0.25"/>` +
      `<circle cx="${f(px)}" cy="${f(py)}" r="${f(pr)}" fill="url(#orbitPlanet)"/>` +
      `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(u * 0.12)}" fill="url(#orbitCore)"/>` +
      `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(u * 0.035)}" fill="#fff4d6"/>` +
      rings,
  };
}

function runway(c: Canvas): MotifArt {
  const { w, h, u, rnd } = c;
  const sky = rnd.pick<[string, string, string]>([
    ['#141033', '#5b2a6e', '#f08a4b'],
    ['#071a33', '#27406b', '#e9a65a'],
    ['#0a0f1f', '#1f2f57', '#7a8fc4'],
  ]);
  const horizon = h * rnd.between(0.42, 0.5);
  const vx = w * rnd.between(0.45, 0.55);
  const nearHalf = w * 0.42;
  const farHalf = u * 0.01;
  let lights = '';
  let dashes = '';
  const steps = 16;
  for (let i = 0; i < steps; i += 1) {
    // Perspective: steps bunch up towards the horizon.
    const t = (i / steps) ** 2;
    const y = horizon + (h - horizon) * t;
    const half = farHalf + (nearHalf - farHalf) * t;
    const size = u * (0.002 + 0.012 * t);
    lights += `<circle cx="${f(vx - half - size * 2)}" cy="${f(y)}" r="${f(size)}" fill="#ffd27a"/>`;
    lights += `<circle cx="${f(vx + half + size * 2)}" cy="${f(y)}" r="${f(size)}" fill="#ffd27a"/>`;
    if (i % 2 === 0) {
      const t2 = ((i + 1) / steps) ** 2;
      const y2 = horizon + (h - horizon) * t2;
      const dw = u * (0.001 + 0.01 * t);
      dashes += `<polygon points="${f(vx - dw)},${f(y)} ${f(vx + dw)},${f(y)} ${f(vx + dw * 1.3)},${f(y2)} ${f(vx - dw * 1.3)},${f(y2)}" fill="#f5f7fb" fill-opacity="0.9"/>`;
    }
  }
  return {
    sky,
    defs:
      `<linearGradient id="runwayGround" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3a2f4f"/><stop offset="0.3" stop-color="#1a1726"/><stop offset="1" stop-color="#07070f"/></linearGradient>` +
      `<radialGradient id="runwayGlow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffcf8a" stop-opacity="0.8"/><stop offset="1" stop-color="#ffcf8a" stop-opacity="0"/></radialGradient>`,
    shapes:
      starField(c, 50, horizon * 0.6) +
      `<ellipse cx="${f(vx)}" cy="${f(horizon)}" rx="${f(w * 0.6)}" ry="${f(u * 0.12)}" fill="url(#runwayGlow)"/>` +
      `<rect x="0" y="${f(horizon)}" width="${w}" height="${f(h - horizon)}" fill="url(#runwayGround)"/>` +
      `<polygon points="${f(vx - farHalf)},${f(horizon)} ${f(vx + farHalf)},${f(horizon)} ${f(vx + nearHalf)},${h} ${f(vx - nearHalf)},${h}" fill="#35354a"/>` +
      dashes +
      lights,
  };
}

function cloudBank(
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

function clouds(c: Canvas): MotifArt {
  const { w, h, u, rnd } = c;
  const sky = rnd.pick<[string, string, string]>([
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

function stars(c: Canvas): MotifArt {
  const { w, h, u, rnd } = c;
  const sky = rnd.pick<[string, string, string]>([
    ['#02030c', '#120c35', '#2a1550'],
    ['#010510', '#0b1f45', '#18234f'],
    ['#05010a', '#2a0b2f', '#40174a'],
  ]);
  let nebula = '';
  for (let i = 0; i < 3; i += 1) {
    nebula += `<ellipse cx="${f(rnd.between(0, w))}" cy="${f(rnd.between(0, h * 0.7))}" rx="${f(u * rnd.between(0.3, 0.6))}" ry="${f(u * rnd.between(0.2, 0.4))}" fill="url(#nebula${i % 2})"/>`;
  }
  let sparkles = '';
  for (let i = 0; i < 6; i += 1) {
    sparkles += sparkle(
      rnd.between(0, w),
      rnd.between(0, h * 0.7),
      u * rnd.between(0.015, 0.035),
      '#ffffff',
    );
  }
  return {
    sky,
    defs:
      `<radialGradient id="nebula0" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#d34fd9" stop-opacity="0.45"/><stop offset="1" stop-color="#d34fd9" stop-opacity="0"/></radialGradient>` +
      `<radialGradient id="nebula1" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#3fb8ff" stop-opacity="0.4"/><stop offset="1" stop-color="#3fb8ff" stop-opacity="0"/></radialGradient>`,
    shapes: nebula + starField(c, 320) + sparkles,
  };
}

function rocket(c: Canvas): MotifArt {
  const { w, h, u, rnd } = c;
  const sky = rnd.pick<[string, string, string]>([
    ['#040b1f', '#123a66', '#2a7f9e'],
    ['#0b0a24', '#3a1f5c', '#b04a5a'],
    ['#0a1a2a', '#1e4a6b', '#e07b39'],
  ]);
  const s = u * 0.5;
  const x = focusX(c) + w * rnd.between(-0.06, 0.06);
  const y = h * 0.42;
  const bw = s * 0.16;
  const tilt = rnd.between(-8, 8);
  // Body, nose cone and fins, drawn around (x, y) with the nose up.
  const body = `M${f(x)} ${f(y - s * 0.55)} C${f(x + bw * 0.9)} ${f(y - s * 0.4)} ${f(x + bw / 2)} ${f(y - s * 0.25)} ${f(x + bw / 2)} ${f(y - s * 0.2)} L${f(x + bw / 2)} ${f(y + s * 0.3)} L${f(x - bw / 2)} ${f(y + s * 0.3)} L${f(x - bw / 2)} ${f(y - s * 0.2)} C${f(x - bw / 2)} ${f(y - s * 0.25)} ${f(x - bw * 0.9)} ${f(y - s * 0.4)} ${f(x)} ${f(y - s * 0.55)}Z`;
  const finL = `M${f(x - bw / 2)} ${f(y + s * 0.12)} L${f(x - bw * 1.3)} ${f(y + s * 0.34)} L${f(x - bw / 2)} ${f(y + s * 0.3)}Z`;
  const finR = `M${f(x + bw / 2)} ${f(y + s * 0.12)} L${f(x + bw * 1.3)} ${f(y + s * 0.34)} L${f(x + bw / 2)} ${f(y + s * 0.3)}Z`;
  let smoke = '';
  for (let i = 0; i < 14; i += 1) {
    const r = u * rnd.between(0.06, 0.14);
    smoke += `<circle cx="${f(x + rnd.between(-u * 0.35, u * 0.35))}" cy="${f(h - rnd.between(-r * 0.3, u * 0.12))}" r="${f(r)}" fill="#d9dde6" fill-opacity="${rnd.between(0.5, 0.85).toFixed(2)}"/>`;
  }
  return {
    sky,
    defs:
      `<linearGradient id="rocketPlume" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff6d5"/><stop offset="0.3" stop-color="#ffb547"/><stop offset="1" stop-color="#ff5a1f" stop-opacity="0"/></linearGradient>` +
      `<linearGradient id="rocketBody" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#c9d2e0"/><stop offset="0.45" stop-color="#ffffff"/><stop offset="1" stop-color="#8d99ad"/></linearGradient>`,
    shapes:
      starField(c, 90, h * 0.6) +
      `<g transform="rotate(${f(tilt)} ${f(x)} ${f(y)})">` +
      `<ellipse cx="${f(x)}" cy="${f(y + s * 0.62)}" rx="${f(bw * 0.9)}" ry="${f(s * 0.34)}" fill="url(#rocketPlume)"/>` +
      `<path d="${finL}" fill="#c0392b"/><path d="${finR}" fill="#c0392b"/>` +
      `<path d="${body}" fill="url(#rocketBody)"/>` +
      `<circle cx="${f(x)}" cy="${f(y - s * 0.18)}" r="${f(bw * 0.22)}" fill="#1b3a66" stroke="#8d99ad" stroke-width="${f(bw * 0.05)}"/>` +
      `</g>` +
      smoke,
  };
}

function wing(c: Canvas): MotifArt {
  const { w, h, u, rnd } = c;
  const sky = rnd.pick<[string, string, string]>([
    ['#1a2a5e', '#c0607a', '#f6b26b'],
    ['#0e3358', '#3f88b8', '#f3d9a4'],
    ['#2a1b4a', '#6a4c93', '#f4a261'],
  ]);
  const rootLead = h * rnd.between(0.38, 0.46);
  const tipX = w * 0.86;
  const tipLead = rootLead - u * 0.2;
  const chord = u * 0.28;
  const points = [
    [0, rootLead],
    [tipX, tipLead],
    [tipX + u * 0.05, tipLead - u * 0.14],
    [tipX + u * 0.08, tipLead - u * 0.14],
    [tipX + u * 0.06, tipLead + chord * 0.3],
    [0, rootLead + chord],
  ]
    .map(([px, py]) => `${f(px ?? 0)},${f(py ?? 0)}`)
    .join(' ');
  const ex = w * 0.3;
  const leadAtEngine = rootLead + ((tipLead - rootLead) * ex) / tipX;
  const trailAtEngine = rootLead + chord + ((tipLead + chord * 0.3 - (rootLead + chord)) * ex) / (tipX + u * 0.06);
  const wingMid = (leadAtEngine + trailAtEngine) / 2;
  const engineY = trailAtEngine + u * 0.01;
  let flow = '';
  for (let i = 0; i < 5; i += 1) {
    const y0 = rootLead - u * (0.12 + i * 0.05);
    flow += `<path d="M${f(-u * 0.1)} ${f(y0)} C${f(w * 0.35)} ${f(y0 - u * 0.05)} ${f(w * 0.65)} ${f(y0 - u * 0.12)} ${f(w * 1.1)} ${f(y0 - u * 0.2)}" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="${f(u * 0.003)}"/>`;
  }
  return {
    sky,
    defs: `<linearGradient id="wingSkin" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3a4257"/><stop offset="1" stop-color="#151a26"/></linearGradient>`,
    shapes:
      `<circle cx="${f(w * rnd.between(0.15, 0.5))}" cy="${f(h * 0.2)}" r="${f(u * 0.07)}" fill="#fff3d1" fill-opacity="0.9"/>` +
      flow +
      `<polygon points="${points}" fill="url(#wingSkin)"/>` +
      // The engine hangs under the wing on a short pylon, a third of the way out.
      `<rect x="${f(ex - u * 0.02)}" y="${f(wingMid)}" width="${f(u * 0.04)}" height="${f(engineY - wingMid)}" fill="#1b2030"/>` +
      `<ellipse cx="${f(ex)}" cy="${f(engineY)}" rx="${f(u * 0.1)}" ry="${f(u * 0.045)}" fill="#222838"/>` +
      `<ellipse cx="${f(ex - u * 0.09)}" cy="${f(engineY)}" rx="${f(u * 0.016)}" ry="${f(u * 0.04)}" fill="#0b0e15"/>`,
  };
}

function planet(c: Canvas): MotifArt {
  const { w, h, u, rnd } = c;
  const sky = rnd.pick<[string, string, string]>([
    ['#03040d', '#0e1433', '#1d1840'],
    ['#020611', '#0a2036', '#123248'],
  ]);
  const tones = rnd.pick([
    ['#f2c48d', '#c9853f', '#6e3b16'],
    ['#e27b58', '#a8432a', '#4a1a10'],
    ['#9fe0d8', '#3f9a9a', '#123f4a'],
    ['#e8e8ec', '#9a9aa6', '#3c3c48'],
  ]);
  const r = u * rnd.between(0.2, 0.26);
  const cx = focusX(c) + w * rnd.between(-0.08, 0.08);
  const cy = h * 0.38;
  const angle = rnd.between(-25, -10);
  let bands = '';
  for (let i = 0; i < 5; i += 1) {
    const by = cy - r + (i + 0.5) * ((2 * r) / 5);
    bands += `<rect x="${f(cx - r)}" y="${f(by)}" width="${f(2 * r)}" height="${f(r * rnd.between(0.08, 0.18))}" fill="${tones[2]}" fill-opacity="0.25"/>`;
  }
  const ring = (opacity: number, clip: string): string =>
    `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(r * 1.9)}" ry="${f(r * 0.42)}" fill="none" stroke="${tones[0]}" stroke-opacity="${opacity}" stroke-width="${f(r * 0.16)}"${clip}/>` +
    `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(r * 1.6)}" ry="${f(r * 0.33)}" fill="none" stroke="#ffffff" stroke-opacity="${opacity * 0.5}" stroke-width="${f(r * 0.05)}"${clip}/>`;
  return {
    sky,
    defs:
      `<radialGradient id="planetBody" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="${tones[0]}"/><stop offset="0.55" stop-color="${tones[1]}"/><stop offset="1" stop-color="${tones[2]}"/></radialGradient>` +
      `<clipPath id="planetDisc"><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"/></clipPath>` +
      `<clipPath id="ringFront"><rect x="${f(cx - r * 3)}" y="${f(cy)}" width="${f(r * 6)}" height="${f(r * 2)}"/></clipPath>`,
    shapes:
      starField(c, 220) +
      `<g transform="rotate(${f(angle)} ${f(cx)} ${f(cy)})">` +
      ring(0.55, '') +
      `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="url(#planetBody)"/>` +
      `<g clip-path="url(#planetDisc)">${bands}</g>` +
      ring(0.9, ' clip-path="url(#ringFront)"') +
      `</g>`,
  };
}

function radar(c: Canvas): MotifArt {
  const { h, u, rnd } = c;
  const sky = rnd.pick<[string, string, string]>([
    ['#01100c', '#03241c', '#06382a'],
    ['#020c16', '#06263a', '#0b3a4a'],
  ]);
  const cx = focusX(c);
  const cy = h * 0.4;
  const R = u * 0.4;
  const line = '#58f5b0';
  let grid = '';
  for (let i = 1; i <= 4; i += 1) {
    grid += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f((R * i) / 4)}" fill="none" stroke="${line}" stroke-opacity="0.35" stroke-width="${f(u * 0.003)}"/>`;
  }
  grid += `<path d="M${f(cx - R)} ${f(cy)}H${f(cx + R)}M${f(cx)} ${f(cy - R)}V${f(cy + R)}" stroke="${line}" stroke-opacity="0.25" stroke-width="${f(u * 0.002)}"/>`;
  // The sweep fades behind the beam: thin wedges with falling opacity.
  const heading = rnd.between(0, 360);
  let sweep = '';
  for (let i = 0; i < 8; i += 1) {
    const a0 = ((heading - i * 6) * Math.PI) / 180;
    const a1 = ((heading - (i + 1) * 6) * Math.PI) / 180;
    sweep += `<path d="M${f(cx)} ${f(cy)}L${f(cx + R * Math.cos(a0))} ${f(cy + R * Math.sin(a0))}A${f(R)} ${f(R)} 0 0 0 ${f(cx + R * Math.cos(a1))} ${f(cy + R * Math.sin(a1))}Z" fill="${line}" fill-opacity="${(0.32 - i * 0.04).toFixed(2)}"/>`;
  }
  const a = (heading * Math.PI) / 180;
  sweep += `<path d="M${f(cx)} ${f(cy)}L${f(cx + R * Math.cos(a))} ${f(cy + R * Math.sin(a))}" stroke="#b9ffe0" stroke-width="${f(u * 0.005)}"/>`;
  let blips = '';
  for (let i = 0; i < 7; i += 1) {
    const d = R * rnd.between(0.15, 0.95);
    const t = rnd.between(0, Math.PI * 2);
    const bx = cx + d * Math.cos(t);
    const by = cy + d * Math.sin(t);
    blips += `<circle cx="${f(bx)}" cy="${f(by)}" r="${f(u * 0.02)}" fill="${line}" fill-opacity="0.2"/><circle cx="${f(bx)}" cy="${f(by)}" r="${f(u * 0.007)}" fill="#d8ffef"/>`;
  }
  return {
    sky,
    defs: '',
    shapes: grid + sweep + blips,
  };
}

const drawers: Record<Motif, (c: Canvas) => MotifArt> = {
  orbit,
  runway,
  clouds,
  stars,
  rocket,
  wing,
  planet,
  radar,
};

export function drawMotif(motif: Motif, w: number, h: number, rnd: Random): MotifArt {
  return drawers[motif]({ w, h, u: Math.min(w, h), rnd });
}
