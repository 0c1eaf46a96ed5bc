/** Going up and coming home: a rocket climbing, a rocket bound for the Moon, a capsule re-entering. */
import {
  type Canvas,
  type MotifArt,
  type Sky,
  earthLimb,
  f,
  focusX,
  glowGradient,
  starField,
} from './canvas';
import { moonDisc } from './worlds';

const ROCKET_DEFS =
  `<linearGradient id="rocketPlume" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff6d5"/><stop offset="0.3" stop-color="#ffb547"/><stop offset="1" stop-color="#ff5a1f" stop-opacity="0"/></linearGradient>` +
  `<linearGradient id="rocketBody" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#c9d2e0"/><stop offset="0.45" stop-color="#ffffff"/><stop offset="1" stop-color="#8d99ad"/></linearGradient>`;

/** A white rocket of height about `s` on its flame, nose up, leaning by `tilt` degrees. */
function rocketShape(x: number, y: number, s: number, tilt: number): string {
  const bw = s * 0.16;
  // Body, nose cone and fins, drawn around (x, y) with the nose up.
  const body = `M${f(x)} ${f(y - s * 0.55)} C${f(x + bw * 0.9)} ${f(y - s * 0.4)} ${f(x + bw / 2)} ${f(y - s * 0.25)} ${f(x + bw / 2)} ${f(y - s * 0.2)} L${f(x + bw / 2)} ${f(y + s * 0.3)} L${f(x - bw / 2)} ${f(y + s * 0.3)} L${f(x - bw / 2)} ${f(y - s * 0.2)} C${f(x - bw / 2)} ${f(y - s * 0.25)} ${f(x - bw * 0.9)} ${f(y - s * 0.4)} ${f(x)} ${f(y - s * 0.55)}Z`;
  const finL = `M${f(x - bw / 2)} ${f(y + s * 0.12)} L${f(x - bw * 1.3)} ${f(y + s * 0.34)} L${f(x - bw / 2)} ${f(y + s * 0.3)}Z`;
  const finR = `M${f(x + bw / 2)} ${f(y + s * 0.12)} L${f(x + bw * 1.3)} ${f(y + s * 0.34)} L${f(x + bw / 2)} ${f(y + s * 0.3)}Z`;
  return (
    `<g transform="rotate(${f(tilt)} ${f(x)} ${f(y)})">` +
    `<ellipse cx="${f(x)}" cy="${f(y + s * 0.62)}" rx="${f(bw * 0.9)}" ry="${f(s * 0.34)}" fill="url(#rocketPlume)"/>` +
    `<path d="${finL}" fill="#c0392b"/><path d="${finR}" fill="#c0392b"/>` +
    `<path d="${body}" fill="url(#rocketBody)"/>` +
    `<circle cx="${f(x)}" cy="${f(y - s * 0.18)}" r="${f(bw * 0.22)}" fill="#1b3a66" stroke="#8d99ad" stroke-width="${f(bw * 0.05)}"/>` +
    `</g>`
  );
}

/** Billows of exhaust smoke along the bottom of the picture, around x. */
function smoke(c: Canvas, x: number, spread: number): string {
  const { h, u, rnd } = c;
  let out = '';
  for (let i = 0; i < 14; i += 1) {
    const r = u * rnd.between(0.06, 0.14);
    out += `<circle cx="${f(x + rnd.between(-spread, spread))}" cy="${f(h - rnd.between(-r * 0.3, u * 0.12))}" r="${f(r)}" fill="#d9dde6" fill-opacity="${rnd.between(0.5, 0.85).toFixed(2)}"/>`;
  }
  return out;
}

export function rocket(c: Canvas): MotifArt {
  const { w, h, u, rnd } = c;
  const sky = rnd.pick<Sky>([
    ['#040b1f', '#123a66', '#2a7f9e'],
    ['#0b0a24', '#3a1f5c', '#b04a5a'],
    ['#0a1a2a', '#1e4a6b', '#e07b39'],
  ]);
  const x = focusX(c) + w * rnd.between(-0.06, 0.06);
  const tilt = rnd.between(-8, 8);
  const clouds = smoke(c, x, u * 0.35);
  return {
    sky,
    defs: ROCKET_DEFS,
    shapes: starField(c, 90, h * 0.6) + rocketShape(x, h * 0.42, u * 0.5, tilt) + clouds,
  };
}

/** A rocket climbing at dusk past a big full Moon: a launch bound for the Moon. */
export function moonshot(c: Canvas): MotifArt {
  const { w, h, u, rnd } = c;
  const sky = rnd.pick<Sky>([
    ['#050a1e', '#1b2a55', '#c0674a'],
    ['#060818', '#25224f', '#d9824f'],
  ]);
  const landscape = w > h;
  const mr = u * (landscape ? 0.27 : 0.24);
  const mx = focusX(c) + (landscape ? w * 0.06 : w * 0.08);
  const my = h * (landscape ? 0.34 : 0.3);
  const disc = moonDisc(c, mx, my, mr);
  const rx = mx - mr * rnd.between(0.9, 1.1);
  const tilt = rnd.between(4, 10);
  return {
    sky,
    defs: ROCKET_DEFS + disc.defs,
    shapes:
      starField(c, 70, h * 0.5) +
      disc.shapes +
      rocketShape(rx, h * (landscape ? 0.5 : 0.52), u * (landscape ? 0.46 : 0.42), tilt) +
      smoke(c, rx - u * 0.05, u * 0.3),
  };
}

/**
 * A blunt capsule falling heat shield first into the atmosphere, wrapped in glowing plasma with
 * a fiery wake behind it, high above the curve of the Earth.
 */
export function reentry(c: Canvas): MotifArt {
  const { w, h, u, rnd } = c;
  const sky = rnd.pick<Sky>([
    ['#02040c', '#0a1430', '#1a2f5c'],
    ['#030309', '#101a36', '#26365e'],
  ]);
  const limb = earthLimb(c, h * (w > h ? 0.78 : 0.8));
  const x = focusX(c) - u * 0.05;
  const y = h * 0.5;
  const s = u * 0.12;
  // The capsule travels down and to the left; its wake streams up and to the right.
  const heading = rnd.between(-40, -25);
  const capsule =
    `<path d="M${f(-s * 0.9)} ${f(-s * 0.75)}Q${f(-s * 1.2)} 0 ${f(-s * 0.9)} ${f(s * 0.75)}L${f(s * 0.35)} ${f(s * 0.3)}L${f(s * 0.45)} ${f(s * 0.15)}L${f(s * 0.45)} ${f(-s * 0.15)}L${f(s * 0.35)} ${f(-s * 0.3)}Z" fill="url(#capsuleBody)"/>` +
    `<path d="M${f(-s * 0.9)} ${f(-s * 0.75)}Q${f(-s * 1.2)} 0 ${f(-s * 0.9)} ${f(s * 0.75)}" fill="none" stroke="#5a2a12" stroke-width="${f(s * 0.14)}"/>`;
  const wake =
    `<path d="M${f(-s * 0.9)} ${f(-s * 1.2)}C${f(s * 1.5)} ${f(-s * 1.1)} ${f(s * 5)} ${f(-s * 0.4)} ${f(s * 8)} 0C${f(s * 5)} ${f(s * 0.4)} ${f(s * 1.5)} ${f(s * 1.1)} ${f(-s * 0.9)} ${f(s * 1.2)}Z" fill="url(#wake)"/>` +
    `<path d="M${f(-s * 0.6)} ${f(-s * 0.55)}C${f(s * 1)} ${f(-s * 0.5)} ${f(s * 3)} ${f(-s * 0.15)} ${f(s * 5)} 0C${f(s * 3)} ${f(s * 0.15)} ${f(s * 1)} ${f(s * 0.5)} ${f(-s * 0.6)} ${f(s * 0.55)}Z" fill="url(#wakeCore)"/>`;
  return {
    sky,
    defs:
      limb.defs +
      `<linearGradient id="wake" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ff9a3a" stop-opacity="0.75"/><stop offset="0.3" stop-color="#ff6a24" stop-opacity="0.35"/><stop offset="1" stop-color="#ff3d1f" stop-opacity="0"/></linearGradient>` +
      `<linearGradient id="wakeCore" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff3c4" stop-opacity="0.9"/><stop offset="0.35" stop-color="#ffc46b" stop-opacity="0.45"/><stop offset="1" stop-color="#ffb347" stop-opacity="0"/></linearGradient>` +
      `<linearGradient id="capsuleBody" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9aa3b2"/><stop offset="0.5" stop-color="#5d6574"/><stop offset="1" stop-color="#2a2f3a"/></linearGradient>` +
      glowGradient('shockGlow', '#ffb25a'),
    shapes:
      starField(c, 140, h * 0.75) +
      limb.shapes +
      `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(heading)})">` +
      wake +
      `<ellipse cx="${f(-s * 1.05)}" cy="0" rx="${f(s * 1.3)}" ry="${f(s * 2.2)}" fill="url(#shockGlow)"/>` +
      capsule +
      `</g>`,
  };
}

/**
 * A reusable booster coming home: upright on a short flame, landing legs out, above a landing
 * platform on the sea at dusk.
 */
export function landing(c: Canvas): MotifArt {
  const { w, h, u, rnd } = c;
  const sky = rnd.pick<Sky>([
    ['#0b1030', '#34386e', '#e08a5a'],
    ['#08162e', '#28507a', '#e9b07a'],
  ]);
  const sea = h * 0.72;
  const x = focusX(c) + w * rnd.between(-0.04, 0.04);
  const s = u * 0.42;
  const bw = s * 0.13;
  const y = sea - u * rnd.between(0.3, 0.36);
  const base = y + s * 0.3;
  const legs = `<path d="M${f(x - bw / 2)} ${f(base - s * 0.08)}L${f(x - bw * 1.6)} ${f(base + s * 0.06)}M${f(x + bw / 2)} ${f(base - s * 0.08)}L${f(x + bw * 1.6)} ${f(base + s * 0.06)}" stroke="#2a2f3a" stroke-width="${f(bw * 0.18)}" stroke-linecap="round"/>`;
  // A booster has no nose cone: a plain cylinder with grid fins near its top.
  const body =
    `<rect x="${f(x - bw / 2)}" y="${f(y - s * 0.6)}" width="${f(bw)}" height="${f(s * 0.9)}" rx="${f(bw * 0.12)}" fill="url(#rocketBody)"/>` +
    `<rect x="${f(x - bw / 2)}" y="${f(base - s * 0.12)}" width="${f(bw)}" height="${f(s * 0.12)}" fill="#3a3f4a" fill-opacity="0.55"/>` +
    `<rect x="${f(x - bw * 1.05)}" y="${f(y - s * 0.55)}" width="${f(bw * 0.5)}" height="${f(bw * 0.3)}" fill="#3a3f4a"/>` +
    `<rect x="${f(x + bw * 0.55)}" y="${f(y - s * 0.55)}" width="${f(bw * 0.5)}" height="${f(bw * 0.3)}" fill="#3a3f4a"/>`;
  let waves = '';
  for (let i = 0; i < 22; i += 1) {
    const wy = sea + (h - sea) * rnd.next() ** 1.5;
    const wx = rnd.between(0, w);
    waves += `<path d="M${f(wx)} ${f(wy)}h${f(u * rnd.between(0.03, 0.08))}" stroke="#ffd2a8" stroke-opacity="${rnd.between(0.15, 0.4).toFixed(2)}" stroke-width="${f(u * 0.003)}"/>`;
  }
  const deck = sea + (h - sea) * 0.35;
  return {
    sky,
    defs:
      ROCKET_DEFS +
      `<linearGradient id="seaWater" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3a4f78"/><stop offset="1" stop-color="#0c1730"/></linearGradient>`,
    shapes:
      starField(c, 50, sea * 0.5) +
      `<rect x="0" y="${f(sea)}" width="${w}" height="${f(h - sea)}" fill="url(#seaWater)"/>` +
      waves +
      `<path d="M${f(x - u * 0.32)} ${f(deck)}L${f(x + u * 0.32)} ${f(deck)}L${f(x + u * 0.28)} ${f(deck + u * 0.05)}L${f(x - u * 0.28)} ${f(deck + u * 0.05)}Z" fill="#2b303b"/>` +
      `<ellipse cx="${f(x)}" cy="${f(deck)}" rx="${f(u * 0.09)}" ry="${f(u * 0.012)}" fill="none" stroke="#f2f4f8" stroke-width="${f(u * 0.004)}"/>` +
      `<ellipse cx="${f(x)}" cy="${f(deck)}" rx="${f(u * 0.16)}" ry="${f(u * 0.02)}" fill="#ffb547" fill-opacity="0.3"/>` +
      `<ellipse cx="${f(x)}" cy="${f(base + s * 0.2)}" rx="${f(bw * 0.75)}" ry="${f(s * 0.22)}" fill="url(#rocketPlume)"/>` +
      legs +
      body,
  };
}
