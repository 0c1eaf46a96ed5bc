/** What every motif drawer shares: the canvas it draws on and a few small SVG helpers. */
import type { Random } from '../random';

/** Top-to-bottom background colours of a picture. */
export type Sky = [string, string, string];

/** What a motif contributes to the picture: its sky and the shapes drawn over it. */
export interface MotifArt {
  sky: Sky;
  /** Extra <defs> (gradients, clip paths) the shapes refer to. */
  defs: string;
  shapes: string;
}

export interface Canvas {
  w: number;
  h: number;
  /** The shorter side: shapes scale with it so portrait and landscape both look right. */
  u: number;
  rnd: Random;
}

export const f = (n: number): string => n.toFixed(1);

/**
 * Where the main shape stands: centred on portraits, right of centre on wide pictures, which
 * leaves the lower left to the titles the site lays over its hero and article headers.
 */
export const focusX = (c: Canvas): number => (c.w > c.h ? c.w * 0.7 : c.w * 0.5);

export function starField(c: Canvas, count: number, maxY = c.h, colour = '#ffffff'): string {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const r = c.rnd.between(0.4, 1) ** 3 * c.u * 0.004 + c.u * 0.0008;
    out += `<circle cx="${f(c.rnd.between(0, c.w))}" cy="${f(c.rnd.between(0, maxY))}" r="${f(r)}" fill="${colour}" fill-opacity="${c.rnd.between(0.35, 1).toFixed(2)}"/>`;
  }
  return out;
}

export function sparkle(x: number, y: number, size: number, colour: string): string {
  return (
    `<path d="M${f(x - size)} ${f(y)}H${f(x + size)}M${f(x)} ${f(y - size)}V${f(y + size)}" stroke="${colour}" stroke-width="${f(size * 0.12)}" stroke-linecap="round" stroke-opacity="0.85"/>` +
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(size * 0.18)}" fill="${colour}"/>`
  );
}

/**
 * A smooth closed outline around (x, y): `points` radii jittered by `roughness`, joined by
 * quadratic curves through the midpoints. Rocks, dark plains and dust patches are all blobs.
 */
export function blobPath(
  c: Canvas,
  x: number,
  y: number,
  rx: number,
  ry: number,
  points: number,
  roughness: number,
): string {
  const corners: [number, number][] = [];
  for (let i = 0; i < points; i += 1) {
    const a = (i / points) * Math.PI * 2;
    const k = 1 + c.rnd.between(-roughness, roughness);
    corners.push([x + Math.cos(a) * rx * k, y + Math.sin(a) * ry * k]);
  }
  const mid = (i: number): [number, number] => {
    const [x0, y0] = corners[i % points] ?? [x, y];
    const [x1, y1] = corners[(i + 1) % points] ?? [x, y];
    return [(x0 + x1) / 2, (y0 + y1) / 2];
  };
  const [sx, sy] = mid(points - 1);
  let d = `M${f(sx)} ${f(sy)}`;
  for (let i = 0; i < points; i += 1) {
    const [cx, cy] = corners[i] ?? [x, y];
    const [mx, my] = mid(i);
    d += `Q${f(cx)} ${f(cy)} ${f(mx)} ${f(my)}`;
  }
  return `${d}Z`;
}

/**
 * Night falling across a round body: transparent where the light falls, darkening towards the
 * far limb. `lightX` is where the light comes from (0 = left, 1 = right).
 */
export function shadeGradient(id: string, lightX: number, depth = 0.85): string {
  return (
    `<radialGradient id="${id}" cx="${lightX.toFixed(2)}" cy="0.3" r="0.95">` +
    `<stop offset="0" stop-color="#000000" stop-opacity="0"/>` +
    `<stop offset="0.5" stop-color="#000000" stop-opacity="0.05"/>` +
    `<stop offset="0.8" stop-color="#000000" stop-opacity="${(depth * 0.6).toFixed(2)}"/>` +
    `<stop offset="1" stop-color="#000000" stop-opacity="${depth.toFixed(2)}"/>` +
    `</radialGradient>`
  );
}

/**
 * A soft halo around a disc of radius r drawn in a circle of radius r × spread: opaque at the
 * disc's edge, fading outwards (an atmosphere, a corona).
 */
export function haloGradient(id: string, colour: string, spread: number, opacity: number): string {
  const edge = (1 / spread).toFixed(3);
  return (
    `<radialGradient id="${id}" cx="0.5" cy="0.5" r="0.5">` +
    `<stop offset="0" stop-color="${colour}" stop-opacity="${opacity}"/>` +
    `<stop offset="${edge}" stop-color="${colour}" stop-opacity="${opacity}"/>` +
    `<stop offset="1" stop-color="${colour}" stop-opacity="0"/>` +
    `</radialGradient>`
  );
}

/** The curve of the Earth across the bottom of the picture, with its thin blue atmosphere. */
export function earthLimb(c: Canvas, top: number): { defs: string; shapes: string } {
  const { w, u, rnd } = c;
  const r = Math.max(w, u) * 1.6;
  const cx = w * rnd.between(0.35, 0.65);
  const cy = top + r;
  let swirls = '';
  for (let i = 0; i < 9; i += 1) {
    const x = rnd.between(0, w);
    const y = top + u * rnd.between(0.03, 0.3);
    swirls += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(u * rnd.between(0.08, 0.22))}" ry="${f(u * rnd.between(0.01, 0.03))}" fill="#ffffff" fill-opacity="${rnd.between(0.25, 0.55).toFixed(2)}"/>`;
  }
  return {
    defs:
      `<linearGradient id="earthBody" x1="0" y1="${f(top)}" x2="0" y2="${f(top + u * 0.45)}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#5cb0e8"/><stop offset="0.25" stop-color="#1f62ad"/><stop offset="1" stop-color="#071d45"/></linearGradient>` +
      `<clipPath id="earthDisc"><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"/></clipPath>`,
    shapes:
      `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r + u * 0.03)}" fill="#7fd0ff" fill-opacity="0.12"/>` +
      `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r + u * 0.012)}" fill="#9bdcff" fill-opacity="0.25"/>` +
      `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="url(#earthBody)"/>` +
      `<g clip-path="url(#earthDisc)">${swirls}</g>`,
  };
}

/** A light source's glow: bright at the centre, fading smoothly to nothing at the edge. */
export function glowGradient(id: string, colour: string): string {
  return (
    `<radialGradient id="${id}" cx="0.5" cy="0.5" r="0.5">` +
    `<stop offset="0" stop-color="#ffffff"/>` +
    `<stop offset="0.12" stop-color="${colour}" stop-opacity="0.95"/>` +
    `<stop offset="0.35" stop-color="${colour}" stop-opacity="0.35"/>` +
    `<stop offset="1" stop-color="${colour}" stop-opacity="0"/>` +
    `</radialGradient>`
  );
}
