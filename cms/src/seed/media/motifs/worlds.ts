/** Bodies of the Solar System drawn as they look: Mars, the Moon, the Sun and an asteroid. */
import {
  type Canvas,
  type MotifArt,
  type Sky,
  blobPath,
  f,
  focusX,
  haloGradient,
  shadeGradient,
  starField,
} from './canvas';

/** A point inside a disc of radius `within` around (cx, cy), spread evenly over its area. */
function pointInDisc(c: Canvas, cx: number, cy: number, within: number): [number, number] {
  const d = within * Math.sqrt(c.rnd.next());
  const a = c.rnd.between(0, Math.PI * 2);
  return [cx + d * Math.cos(a), cy + d * Math.sin(a)];
}

/** Bowl-shaped craters: a darker floor and a rim caught by light coming from `lightX`'s side. */
function craters(
  c: Canvas,
  cx: number,
  cy: number,
  r: number,
  count: number,
  floor: string,
  rim: string,
  lightX: number,
): string {
  let out = '';
  const towardsLight = lightX < 0.5 ? -1 : 1;
  for (let i = 0; i < count; i += 1) {
    const size = r * (0.015 + 0.09 * c.rnd.next() ** 3);
    const [x, y] = pointInDisc(c, cx, cy, r * 0.92);
    out +=
      `<circle cx="${f(x)}" cy="${f(y)}" r="${f(size)}" fill="${floor}" fill-opacity="0.42"/>` +
      `<circle cx="${f(x - towardsLight * size * 0.18)}" cy="${f(y + size * 0.12)}" r="${f(size * 0.82)}" fill="${floor}" fill-opacity="0.35"/>` +
      `<path d="M${f(x + towardsLight * size * 0.2)} ${f(y - size * 0.98)}A${f(size)} ${f(size)} 0 0 ${towardsLight > 0 ? 1 : 0} ${f(x + towardsLight * size * 0.2)} ${f(y + size * 0.98)}" fill="none" stroke="${rim}" stroke-opacity="0.45" stroke-width="${f(size * 0.16)}"/>`;
  }
  return out;
}

/** The Moon's face: grey highlands, darker maria, craters and one bright rayed crater. */
export function moonDisc(
  c: Canvas,
  cx: number,
  cy: number,
  r: number,
): { defs: string; shapes: string } {
  const { rnd } = c;
  const lightX = rnd.pick([0.25, 0.75]);
  let maria = '';
  for (let i = 0; i < 6; i += 1) {
    // The near side's dark plains gather in its northern half, as on the real Moon.
    const [x, y] = pointInDisc(c, cx - r * 0.1, cy - r * 0.2, r * 0.55);
    const size = r * rnd.between(0.12, 0.3);
    maria += `<path d="${blobPath(c, x, y, size * 1.3, size, 14, 0.18)}" fill="#83827d" fill-opacity="0.42"/>`;
  }
  const [tx, ty] = pointInDisc(c, cx, cy + r * 0.35, r * 0.3);
  let rays = '';
  for (let i = 0; i < 12; i += 1) {
    const a = rnd.between(0, Math.PI * 2);
    const len = r * rnd.between(0.25, 0.75);
    rays += `<path d="M${f(tx)} ${f(ty)}L${f(tx + len * Math.cos(a))} ${f(ty + len * Math.sin(a))}" stroke="#ffffff" stroke-opacity="0.16" stroke-width="${f(r * 0.012)}"/>`;
  }
  return {
    defs:
      `<radialGradient id="moonBody" cx="${lightX}" cy="0.35" r="0.85"><stop offset="0" stop-color="#f4f3ee"/><stop offset="0.6" stop-color="#c8c6bf"/><stop offset="1" stop-color="#8d8b85"/></radialGradient>` +
      shadeGradient('moonShade', lightX, 0.8) +
      haloGradient('moonHalo', '#e8ecf5', 1.3, 0.16) +
      `<clipPath id="moonClip"><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"/></clipPath>`,
    shapes:
      `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 1.3)}" fill="url(#moonHalo)"/>` +
      `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="url(#moonBody)"/>` +
      `<g clip-path="url(#moonClip)">` +
      maria +
      craters(c, cx, cy, r, 34, '#6c6a65', '#ffffff', lightX) +
      rays +
      `<circle cx="${f(tx)}" cy="${f(ty)}" r="${f(r * 0.03)}" fill="#ffffff" fill-opacity="0.8"/>` +
      `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="url(#moonShade)"/>` +
      `</g>`,
  };
}

/** The Moon, full and grey, hanging in a black sky. */
export function moon(c: Canvas): MotifArt {
  const { w, h, u, rnd } = c;
  const sky = rnd.pick<Sky>([
    ['#010206', '#060a18', '#0d1428'],
    ['#020204', '#0b0b16', '#161826'],
  ]);
  const r = u * rnd.between(0.3, 0.34);
  const cx = focusX(c) + w * rnd.between(-0.04, 0.04);
  const disc = moonDisc(c, cx, h * 0.42, r);
  return { sky, defs: disc.defs, shapes: starField(c, 120) + disc.shapes };
}

/**
 * Mars: a rust-red disc with dark plains, a long canyon, craters and a white polar cap, a thin
 * pink-orange atmosphere at its edge, and little Phobos nearby. No rings: Mars has none.
 */
export function mars(c: Canvas): MotifArt {
  const { w, h, u, rnd } = c;
  const sky = rnd.pick<Sky>([
    ['#020309', '#0a0b1c', '#1a0f1c'],
    ['#03040b', '#0d1424', '#22141a'],
  ]);
  // Size and place vary a little, so that a story's pages of Mars are not one picture repeated.
  const r = u * rnd.between(0.27, 0.34);
  const cx = focusX(c) + w * rnd.between(-0.05, 0.05);
  const cy = h * rnd.between(0.38, 0.46);
  const lightX = rnd.pick([0.3, 0.7]);
  const turn = rnd.between(-25, 25);
  let plains = '';
  for (let i = 0; i < 6; i += 1) {
    const [x, y] = pointInDisc(c, cx, cy, r * 0.75);
    const size = r * rnd.between(0.1, 0.26);
    plains += `<path d="${blobPath(c, x, y, size * 1.6, size, 14, 0.22)}" fill="#6e2812" fill-opacity="${rnd.between(0.3, 0.45).toFixed(2)}"/>`;
  }
  let dust = '';
  for (let i = 0; i < 4; i += 1) {
    const [x, y] = pointInDisc(c, cx, cy, r * 0.8);
    const size = r * rnd.between(0.1, 0.22);
    dust += `<path d="${blobPath(c, x, y, size * 1.4, size, 12, 0.2)}" fill="#f6b07a" fill-opacity="0.25"/>`;
  }
  // A long rift near the equator, like Valles Marineris.
  const cy0 = cy + r * rnd.between(-0.1, 0.15);
  const canyon = `<path d="M${f(cx - r * 0.55)} ${f(cy0)}C${f(cx - r * 0.2)} ${f(cy0 - r * 0.08)} ${f(cx + r * 0.1)} ${f(cy0 + r * 0.06)} ${f(cx + r * 0.45)} ${f(cy0 - r * 0.04)}" fill="none" stroke="#4e1a0a" stroke-opacity="0.5" stroke-width="${f(r * 0.022)}" stroke-linecap="round"/>`;
  const caps =
    `<ellipse cx="${f(cx)}" cy="${f(cy - r * 0.93)}" rx="${f(r * 0.34)}" ry="${f(r * 0.13)}" fill="#fff7f0" fill-opacity="0.9"/>` +
    `<ellipse cx="${f(cx)}" cy="${f(cy + r * 0.96)}" rx="${f(r * 0.18)}" ry="${f(r * 0.06)}" fill="#fff1e6" fill-opacity="0.7"/>`;
  const side = rnd.pick([-1, 1]);
  const px = Math.min(w * 0.93, Math.max(w * 0.07, cx + side * r * rnd.between(1.5, 1.8)));
  const py = cy - r * rnd.between(0.6, 0.9);
  const phobos = `<path d="${blobPath(c, px, py, u * 0.022, u * 0.015, 8, 0.2)}" fill="url(#phobosBody)"/>`;
  return {
    sky,
    defs:
      `<radialGradient id="marsBody" cx="${lightX}" cy="0.35" r="0.85"><stop offset="0" stop-color="#f6a96c"/><stop offset="0.55" stop-color="#cf5f2b"/><stop offset="1" stop-color="#7a2a10"/></radialGradient>` +
      `<radialGradient id="phobosBody" cx="${lightX}" cy="0.3" r="0.8"><stop offset="0" stop-color="#a89a8a"/><stop offset="1" stop-color="#4a4036"/></radialGradient>` +
      shadeGradient('marsShade', lightX, 0.85) +
      haloGradient('marsAir', '#ff9a6e', 1.09, 0.4) +
      `<clipPath id="marsClip"><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"/></clipPath>`,
    shapes:
      starField(c, 200) +
      `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 1.09)}" fill="url(#marsAir)"/>` +
      `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="url(#marsBody)"/>` +
      `<g clip-path="url(#marsClip)">` +
      `<g transform="rotate(${f(turn)} ${f(cx)} ${f(cy)})">${dust}${plains}${canyon}${caps}</g>` +
      craters(c, cx, cy, r, 16, '#7a2e14', '#ffd2a8', lightX) +
      `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="url(#marsShade)"/>` +
      `</g>` +
      `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 1.005)}" fill="none" stroke="#ffc29c" stroke-opacity="0.3" stroke-width="${f(r * 0.012)}"/>` +
      phobos,
  };
}

/** The Sun up close: a glowing disc with sunspots and loops of plasma, inside its corona. */
export function sun(c: Canvas): MotifArt {
  const { w, h, u, rnd } = c;
  const sky = rnd.pick<Sky>([
    ['#040102', '#140406', '#2a0906'],
    ['#030104', '#12060f', '#2b0b0c'],
  ]);
  const r = u * rnd.between(0.27, 0.31);
  const cx = focusX(c) + w * rnd.between(-0.04, 0.04);
  const cy = h * 0.44;
  let grain = '';
  for (let i = 0; i < 140; i += 1) {
    const [x, y] = pointInDisc(c, cx, cy, r);
    const light = rnd.next() < 0.5;
    grain += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * rnd.between(0.015, 0.045))}" fill="${light ? '#fff3b8' : '#e0680f'}" fill-opacity="0.16"/>`;
  }
  let spots = '';
  for (let g = 0; g < rnd.pick([2, 3]); g += 1) {
    const gx = cx + r * rnd.between(-0.6, 0.6);
    const gy = cy + r * rnd.between(-0.45, 0.45);
    for (let i = 0; i < 3; i += 1) {
      const x = gx + r * rnd.between(-0.12, 0.12);
      const y = gy + r * rnd.between(-0.05, 0.05);
      const s = r * rnd.between(0.025, 0.06);
      spots += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(s)}" fill="#a8400c" fill-opacity="0.75"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(s * 0.5)}" fill="#3d1003"/>`;
    }
  }
  let loops = '';
  const first = rnd.between(0, Math.PI * 2);
  for (let i = 0; i < 3; i += 1) {
    // Spread around the limb rather than bunched on one side.
    const a = first + (i * Math.PI * 2) / 3 + rnd.between(-0.4, 0.4);
    // The first loop is a large eruption; the others are smaller prominences.
    const spread = i === 0 ? rnd.between(0.18, 0.24) : rnd.between(0.08, 0.16);
    const reach = r * (i === 0 ? rnd.between(1.5, 1.7) : rnd.between(1.12, 1.3));
    const p = (angle: number, d: number): string =>
      `${f(cx + d * Math.cos(angle))} ${f(cy + d * Math.sin(angle))}`;
    const d = `M${p(a - spread, r * 0.98)}C${p(a - spread * 1.4, reach)} ${p(a + spread * 1.4, reach)} ${p(a + spread, r * 0.98)}`;
    loops +=
      `<path d="${d}" fill="#ff7a24" fill-opacity="0.18" stroke="#ff6a1f" stroke-opacity="0.35" stroke-width="${f(r * 0.07)}" stroke-linecap="round"/>` +
      `<path d="${d}" fill="none" stroke="#ffc060" stroke-opacity="0.85" stroke-width="${f(r * 0.018)}" stroke-linecap="round"/>`;
  }
  return {
    sky,
    defs:
      haloGradient('sunCorona', '#ffa63d', 2.4, 0.45) +
      haloGradient('sunGlow', '#ffd27a', 1.3, 0.7) +
      `<radialGradient id="sunBody" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fffbe6"/><stop offset="0.5" stop-color="#ffe07a"/><stop offset="0.82" stop-color="#ffa82c"/><stop offset="1" stop-color="#ee6510"/></radialGradient>` +
      `<clipPath id="sunClip"><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"/></clipPath>`,
    shapes:
      starField(c, 60, h, '#ffe9d0') +
      `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 2.4)}" fill="url(#sunCorona)"/>` +
      `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 1.3)}" fill="url(#sunGlow)"/>` +
      loops +
      `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="url(#sunBody)"/>` +
      `<g clip-path="url(#sunClip)">${grain}${spots}</g>`,
  };
}

/**
 * A rubble-pile asteroid with a small moonlet on a faint orbit around it, the kind of double
 * asteroid (Didymos and Dimorphos) a planetary-defence mission aims at.
 */
export function asteroid(c: Canvas): MotifArt {
  const { w, h, u, rnd } = c;
  const sky = rnd.pick<Sky>([
    ['#010207', '#070b1a', '#10142a'],
    ['#020203', '#0c0c14', '#1a1822'],
  ]);
  const R = u * rnd.between(0.2, 0.24);
  const cx = focusX(c) + w * rnd.between(-0.04, 0.04);
  const cy = h * 0.44;
  const lightX = rnd.pick([0.3, 0.7]);
  const body = blobPath(c, cx, cy, R * 1.25, R * 0.9, 13, 0.14);
  let surface = craters(c, cx, cy, R, 14, '#3b342c', '#e6dccb', lightX);
  for (let i = 0; i < 45; i += 1) {
    const [x, y] = pointInDisc(c, cx, cy, R * 1.1);
    const light = rnd.next() < 0.5;
    surface += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(R * rnd.between(0.01, 0.035))}" fill="${light ? '#d8cdbb' : '#2e2821'}" fill-opacity="0.6"/>`;
  }
  const tilt = rnd.between(-20, 20);
  const at = rnd.between(0.2, 0.8) * Math.PI;
  const orx = R * 2.3;
  const ory = R * 0.55;
  const mx = cx + orx * Math.cos(at);
  const my = cy + ory * Math.sin(at);
  const moonlet = blobPath(c, mx, my, R * 0.24, R * 0.19, 9, 0.15);
  return {
    sky,
    defs:
      `<radialGradient id="rockBody" cx="${lightX}" cy="0.3" r="0.85"><stop offset="0" stop-color="#b9ae9c"/><stop offset="0.55" stop-color="#7b7060"/><stop offset="1" stop-color="#342e27"/></radialGradient>` +
      shadeGradient('rockShade', lightX, 0.8) +
      `<clipPath id="rockClip"><path d="${body}"/></clipPath>`,
    shapes:
      starField(c, 220) +
      `<g transform="rotate(${f(tilt)} ${f(cx)} ${f(cy)})">` +
      `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(orx)}" ry="${f(ory)}" fill="none" stroke="#9fb6d9" stroke-opacity="0.4" stroke-width="${f(u * 0.003)}" stroke-dasharray="${f(u * 0.012)} ${f(u * 0.01)}"/>` +
      `<path d="${body}" fill="url(#rockBody)"/>` +
      `<g clip-path="url(#rockClip)">${surface}<path d="${body}" fill="url(#rockShade)"/></g>` +
      `<path d="${moonlet}" fill="url(#rockBody)"/>` +
      `<path d="${moonlet}" fill="url(#rockShade)"/>` +
      `</g>`,
  };
}
