/** Space seen from afar: orbits, star fields and ringed giant planets. */
import { type Canvas, type MotifArt, type Sky, f, focusX, sparkle, starField } from './canvas';

export function orbit(c: Canvas): MotifArt {
  const { w, h, u, rnd } = c;
  const sky = rnd.pick<Sky>([
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

export function stars(c: Canvas): MotifArt {
  const { w, h, u, rnd } = c;
  const sky = rnd.pick<Sky>([
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

interface Ring {
  /** Half-width of the ring as a multiple of the planet's radius. */
  rx: number;
  width: number;
  colour: string;
  opacity: number;
}

/**
 * A banded giant tilted inside its rings: the whole ring behind the disc, then its near half
 * again in front, so the planet sits inside the ring rather than on it.
 */
function ringedGiant(
  c: Canvas,
  sky: Sky,
  tones: readonly string[],
  rings: readonly Ring[],
  bandCount: number,
): { art: MotifArt; cx: number; cy: number; r: number } {
  const { w, h, u, rnd } = c;
  const r = u * rnd.between(0.2, 0.26);
  const cx = focusX(c) + w * rnd.between(-0.08, 0.08);
  const cy = h * 0.38;
  const angle = rnd.between(-25, -10);
  let bands = '';
  for (let i = 0; i < bandCount; i += 1) {
    const by = cy - r + (i + 0.5) * ((2 * r) / bandCount);
    bands += `<rect x="${f(cx - r)}" y="${f(by)}" width="${f(2 * r)}" height="${f(r * rnd.between(0.08, 0.18) * (5 / bandCount))}" fill="${tones[2]}" fill-opacity="0.25"/>`;
  }
  const ring = (front: boolean): string =>
    rings
      .map(
        (one) =>
          `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(r * one.rx)}" ry="${f(r * one.rx * 0.221)}" fill="none" stroke="${one.colour}" stroke-opacity="${(one.opacity * (front ? 1 : 0.61)).toFixed(2)}" stroke-width="${f(r * one.width)}"${front ? ' clip-path="url(#ringFront)"' : ''}/>`,
      )
      .join('');
  const art: MotifArt = {
    sky,
    defs:
      `<radialGradient id="planetBody" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="${tones[0]}"/><stop offset="0.55" stop-color="${tones[1]}"/><stop offset="1" stop-color="${tones[2]}"/></radialGradient>` +
      `<clipPath id="planetDisc"><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"/></clipPath>` +
      `<clipPath id="ringFront"><rect x="${f(cx - r * 3)}" y="${f(cy)}" width="${f(r * 6)}" height="${f(r * 2)}"/></clipPath>`,
    shapes:
      starField(c, 220) +
      `<g transform="rotate(${f(angle)} ${f(cx)} ${f(cy)})">` +
      ring(false) +
      `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="url(#planetBody)"/>` +
      `<g clip-path="url(#planetDisc)">${bands}</g>` +
      ring(true) +
      `</g>`,
  };
  return { art, cx, cy, r };
}

/** A ringed giant in one of several colourings: any gas giant, or a planet of another star. */
export function planet(c: Canvas): MotifArt {
  const sky = c.rnd.pick<Sky>([
    ['#03040d', '#0e1433', '#1d1840'],
    ['#020611', '#0a2036', '#123248'],
  ]);
  const tones = c.rnd.pick([
    ['#f2c48d', '#c9853f', '#6e3b16'],
    ['#e27b58', '#a8432a', '#4a1a10'],
    ['#9fe0d8', '#3f9a9a', '#123f4a'],
    ['#e8e8ec', '#9a9aa6', '#3c3c48'],
  ]);
  return ringedGiant(
    c,
    sky,
    tones,
    [
      { rx: 1.9, width: 0.16, colour: tones[0] ?? '#ffffff', opacity: 0.9 },
      { rx: 1.6, width: 0.05, colour: '#ffffff', opacity: 0.45 },
    ],
    5,
  ).art;
}

/**
 * Saturn itself: pale gold, finely banded, with its bright B ring, the dark Cassini division
 * and the fainter A ring outside it, and two of its moons nearby (the larger one Titan's orange).
 */
export function saturn(c: Canvas): MotifArt {
  const { w, h, u, rnd } = c;
  const sky = rnd.pick<Sky>([
    ['#02030a', '#0b0f26', '#171733'],
    ['#020510', '#081a2e', '#10283c'],
  ]);
  const tones = ['#f7e6bd', '#d9b26a', '#7b5a2c'];
  const giant = ringedGiant(
    c,
    sky,
    tones,
    [
      { rx: 1.42, width: 0.12, colour: '#b8a27a', opacity: 0.35 },
      { rx: 1.68, width: 0.34, colour: '#efdcb0', opacity: 0.95 },
      { rx: 1.9, width: 0.05, colour: '#1a1410', opacity: 0.7 },
      { rx: 2.05, width: 0.2, colour: '#d8c49a', opacity: 0.8 },
    ],
    9,
  );
  const { art, cx, cy, r } = giant;
  const side = rnd.pick([-1, 1]);
  const titan = `<circle cx="${f(Math.min(w * 0.95, Math.max(w * 0.05, cx + side * r * 2.6)))}" cy="${f(cy + r * rnd.between(0.9, 1.4))}" r="${f(u * 0.018)}" fill="#e0a04a"/>`;
  const small = `<circle cx="${f(Math.min(w * 0.95, Math.max(w * 0.05, cx - side * r * 2.3)))}" cy="${f(Math.min(h * 0.95, cy - r * rnd.between(0.6, 1)))}" r="${f(u * 0.008)}" fill="#d9d9d9"/>`;
  return { ...art, shapes: art.shapes + titan + small };
}
