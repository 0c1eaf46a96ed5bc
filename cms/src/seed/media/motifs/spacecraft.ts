/** Spacecraft at work: the space station, the Hubble and Webb telescopes, a solar sail. */
import {
  type Canvas,
  type MotifArt,
  type Sky,
  earthLimb,
  f,
  focusX,
  glowGradient,
  sparkle,
  starField,
} from './canvas';

/** Thin lines dividing a w × h panel at (x, y) into cells: solar cells, sunshield seams. */
function grid(
  x: number,
  y: number,
  w: number,
  h: number,
  cols: number,
  rows: number,
  colour: string,
): string {
  let d = '';
  for (let i = 1; i < cols; i += 1) d += `M${f(x + (w * i) / cols)} ${f(y)}V${f(y + h)}`;
  for (let j = 1; j < rows; j += 1) d += `M${f(x)} ${f(y + (h * j) / rows)}H${f(x + w)}`;
  return `<path d="${d}" stroke="${colour}" stroke-opacity="0.5" stroke-width="${f(Math.min(w, h) * 0.02)}"/>`;
}

/**
 * The International Space Station: a long truss carrying four pairs of golden solar arrays and
 * a cluster of white modules, above the curve of the Earth with the Sun rising on its edge.
 */
export function station(c: Canvas): MotifArt {
  const { w, h, u, rnd } = c;
  const sky = rnd.pick<Sky>([
    ['#01030b', '#061332', '#0d2450'],
    ['#020309', '#0a0f2c', '#1a1f4a'],
  ]);
  const top = h * (w > h ? 0.74 : 0.76);
  const limb = earthLimb(c, top);
  const sunX = w * rnd.between(0.15, 0.4);
  const S = u * (w > h ? 0.85 : 0.8);
  const x = focusX(c);
  const y = h * 0.4;
  let arrays = '';
  for (const at of [-0.46, -0.34, 0.34, 0.46]) {
    for (const side of [-1, 1]) {
      const px = S * at - S * 0.04;
      const py = side < 0 ? -S * 0.33 : S * 0.015;
      arrays +=
        `<rect x="${f(px)}" y="${f(py)}" width="${f(S * 0.08)}" height="${f(S * 0.315)}" fill="url(#solarCell)"/>` +
        grid(px, py, S * 0.08, S * 0.315, 2, 12, '#3a2408');
    }
  }
  const modules =
    `<rect x="${f(-S * 0.025)}" y="${f(-S * 0.2)}" width="${f(S * 0.05)}" height="${f(S * 0.42)}" rx="${f(S * 0.02)}" fill="url(#moduleSkin)"/>` +
    `<rect x="${f(-S * 0.11)}" y="${f(S * 0.06)}" width="${f(S * 0.22)}" height="${f(S * 0.045)}" rx="${f(S * 0.02)}" fill="url(#moduleSkin)"/>` +
    `<rect x="${f(-S * 0.09)}" y="${f(-S * 0.12)}" width="${f(S * 0.18)}" height="${f(S * 0.04)}" rx="${f(S * 0.02)}" fill="url(#moduleSkin)"/>`;
  const radiators =
    `<rect x="${f(-S * 0.2)}" y="${f(S * 0.02)}" width="${f(S * 0.035)}" height="${f(S * 0.16)}" fill="#eef1f6" fill-opacity="0.9"/>` +
    `<rect x="${f(S * 0.165)}" y="${f(S * 0.02)}" width="${f(S * 0.035)}" height="${f(S * 0.16)}" fill="#eef1f6" fill-opacity="0.9"/>`;
  const truss = `<rect x="${f(-S * 0.5)}" y="${f(-S * 0.012)}" width="${f(S)}" height="${f(S * 0.024)}" fill="#c3c8d1"/>${grid(-S * 0.5, -S * 0.012, S, S * 0.024, 40, 1, '#6b7280')}`;
  return {
    sky,
    defs:
      limb.defs +
      glowGradient('sunrise', '#ffd9a0') +
      `<linearGradient id="solarCell" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e2a94a"/><stop offset="0.5" stop-color="#b0762a"/><stop offset="1" stop-color="#6e4416"/></linearGradient>` +
      `<linearGradient id="moduleSkin" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#aab2bf"/><stop offset="0.45" stop-color="#ffffff"/><stop offset="1" stop-color="#8a93a2"/></linearGradient>`,
    shapes:
      starField(c, 160, top) +
      limb.shapes +
      `<ellipse cx="${f(sunX)}" cy="${f(top + u * 0.005)}" rx="${f(u * 0.6)}" ry="${f(u * 0.09)}" fill="url(#sunrise)"/>` +
      sparkle(sunX, top - u * 0.005, u * 0.06, '#fff6dc') +
      `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rnd.between(-10, 10))})">` +
      arrays +
      truss +
      radiators +
      modules +
      `</g>`,
  };
}

/**
 * The Hubble Space Telescope: a silver cylinder with its aperture door open and two blue solar
 * panels, above the curve of the Earth.
 */
export function telescope(c: Canvas): MotifArt {
  const { w, h, u, rnd } = c;
  const sky = rnd.pick<Sky>([
    ['#01030b', '#071436', '#10285a'],
    ['#020208', '#0b1030', '#1b2050'],
  ]);
  const top = h * (w > h ? 0.76 : 0.78);
  const limb = earthLimb(c, top);
  const T = u * (w > h ? 0.62 : 0.7);
  const R = T * 0.16;
  const x = focusX(c);
  const y = h * 0.4;
  let bands = '';
  for (const at of [-0.3, -0.05, 0.2]) {
    bands += `<rect x="${f(T * at)}" y="${f(-R)}" width="${f(T * 0.012)}" height="${f(2 * R)}" fill="#4f5663" fill-opacity="0.6"/>`;
  }
  let panels = '';
  for (const side of [-1, 1]) {
    const py = side < 0 ? -R - T * 0.42 : R + T * 0.04;
    panels +=
      `<rect x="${f(-T * 0.005)}" y="${f(side < 0 ? py + T * 0.38 : R)}" width="${f(T * 0.01)}" height="${f(T * 0.04)}" fill="#9aa2ad"/>` +
      `<rect x="${f(-T * 0.07)}" y="${f(py)}" width="${f(T * 0.14)}" height="${f(T * 0.38)}" fill="url(#hubblePanel)"/>` +
      grid(-T * 0.07, py, T * 0.14, T * 0.38, 3, 14, '#0b1633');
  }
  const body =
    `<rect x="${f(-T * 0.5)}" y="${f(-R * 0.85)}" width="${f(T * 0.2)}" height="${f(R * 1.7)}" rx="${f(R * 0.2)}" fill="url(#hubbleSkin)"/>` +
    `<rect x="${f(-T * 0.32)}" y="${f(-R)}" width="${f(T * 0.8)}" height="${f(2 * R)}" fill="url(#hubbleSkin)"/>` +
    `<ellipse cx="${f(T * 0.48)}" cy="0" rx="${f(R * 0.22)}" ry="${f(R)}" fill="#10131a"/>` +
    // The aperture door, swung open above the tube's mouth.
    `<path d="M${f(T * 0.47)} ${f(-R)}L${f(T * 0.66)} ${f(-R * 1.9)}L${f(T * 0.7)} ${f(-R * 1.75)}L${f(T * 0.5)} ${f(-R * 0.9)}Z" fill="#d9dde4" stroke="#7b8290" stroke-width="${f(T * 0.003)}"/>`;
  return {
    sky,
    defs:
      limb.defs +
      `<linearGradient id="hubbleSkin" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7c8491"/><stop offset="0.3" stop-color="#f3f5f8"/><stop offset="0.65" stop-color="#b3bac5"/><stop offset="1" stop-color="#4c525d"/></linearGradient>` +
      `<linearGradient id="hubblePanel" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3f6fc4"/><stop offset="1" stop-color="#16285a"/></linearGradient>`,
    shapes:
      starField(c, 170, top) +
      limb.shapes +
      `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rnd.between(-18, -6))})">${panels}${body}${bands}</g>`,
  };
}

/**
 * The James Webb Space Telescope: a golden mirror of eighteen hexagons on its struts, standing
 * over a wide, layered, silvery-violet sunshield, among stars.
 */
export function webb(c: Canvas): MotifArt {
  const { w, h, u, rnd } = c;
  const sky = rnd.pick<Sky>([
    ['#02020a', '#0b0a26', '#1d1240'],
    ['#010409', '#061633', '#14204a'],
  ]);
  const s = u * (w > h ? 0.058 : 0.05);
  const x = focusX(c);
  const y = h * 0.42;
  // Pointy-top hexagons in two rings around an empty centre: 6 + 12 = 18 segments.
  const hex = (hx: number, hy: number, size: number): string => {
    let d = '';
    for (let i = 0; i < 6; i += 1) {
      const a = (Math.PI / 3) * i + Math.PI / 6;
      d += `${i ? 'L' : 'M'}${f(hx + size * Math.cos(a))} ${f(hy + size * Math.sin(a))}`;
    }
    return `${d}Z`;
  };
  let mirror = '';
  for (let q = -2; q <= 2; q += 1) {
    for (let r = -2; r <= 2; r += 1) {
      const ring = Math.max(Math.abs(q), Math.abs(r), Math.abs(q + r));
      if (ring === 0 || ring > 2) continue;
      const hx = s * Math.sqrt(3) * (q + r / 2);
      const hy = s * 1.5 * r;
      mirror += `<path d="${hex(hx, hy, s * 0.95)}" fill="url(#goldSegment)" fill-opacity="${rnd.between(0.85, 1).toFixed(2)}"/>`;
    }
  }
  const reach = s * 4.2;
  const struts =
    `<path d="M0 ${f(-s * 4.4)}L0 ${f(-s * 2.2)}M0 ${f(-s * 4.4)}L${f(-s * 2.6)} ${f(s * 2.6)}M0 ${f(-s * 4.4)}L${f(s * 2.6)} ${f(s * 2.6)}" stroke="#2b2f3a" stroke-width="${f(s * 0.08)}"/>` +
    `<circle cx="0" cy="${f(-s * 4.4)}" r="${f(s * 0.35)}" fill="#c99a3a"/>`;
  let shield = '';
  const layers = ['#7c6a9c', '#8f7cb0', '#a894c4', '#bfb0d6', '#dcd3ea'];
  layers.forEach((colour, i) => {
    const dy = s * (4.2 - i * 0.18);
    shield += `<path d="M${f(-reach * 2.1)} ${f(dy)}L${f(-reach * 0.5)} ${f(dy - s * 1.5)}L${f(reach * 0.5)} ${f(dy - s * 1.5)}L${f(reach * 2.1)} ${f(dy)}L${f(reach * 0.5)} ${f(dy + s * 1.6)}L${f(-reach * 0.5)} ${f(dy + s * 1.6)}Z" fill="${colour}" fill-opacity="0.92"/>`;
  });
  return {
    sky,
    defs: `<linearGradient id="goldSegment" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffe28a"/><stop offset="0.5" stop-color="#e0a834"/><stop offset="1" stop-color="#9a6a14"/></linearGradient>`,
    shapes:
      starField(c, 260) +
      `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rnd.between(-6, 6))})">${shield}${struts}${mirror}</g>`,
  };
}

/**
 * A solar sail: a square of mirror-thin film on four long booms, glinting in the light of a Sun
 * just outside the corner of the picture.
 */
export function sail(c: Canvas): MotifArt {
  const { w, h, u, rnd } = c;
  const sky = rnd.pick<Sky>([
    ['#020309', '#070b1f', '#0e1430'],
    ['#030208', '#0d0a22', '#1a1436'],
  ]);
  const sunLeft = rnd.next() < 0.5;
  const sunX = sunLeft ? -u * 0.1 : w + u * 0.1;
  const x = focusX(c);
  const y = h * 0.42;
  const S = u * (w > h ? 0.36 : 0.4);
  // The square seen at an angle: corners squashed along one diagonal.
  const corners: [number, number][] = [
    [0, -S * 0.75],
    [S * 1.1, -S * 0.05],
    [0, S * 0.7],
    [-S * 1.1, S * 0.05],
  ];
  let facets = '';
  corners.forEach(([ax, ay], i) => {
    const [bx, by] = corners[(i + 1) % 4] ?? [0, 0];
    facets += `<path d="M0 0L${f(ax)} ${f(ay)}Q${f(((ax + bx) / 2) * 0.9)} ${f(((ay + by) / 2) * 0.9)} ${f(bx)} ${f(by)}Z" fill="url(#sailFilm${i % 2})"/>`;
  });
  let booms = '';
  for (const [ax, ay] of corners) {
    booms += `<path d="M0 0L${f(ax * 1.04)} ${f(ay * 1.04)}" stroke="#d8dde6" stroke-width="${f(u * 0.004)}"/>`;
  }
  const glintX = sunLeft ? -S * 0.35 : S * 0.35;
  return {
    sky,
    defs:
      glowGradient('sunFar', '#fff1c8') +
      `<linearGradient id="sailFilm0" x1="${sunLeft ? 0 : 1}" y1="0" x2="${sunLeft ? 1 : 0}" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="0.5" stop-color="#c7ced9"/><stop offset="1" stop-color="#6f7888"/></linearGradient>` +
      `<linearGradient id="sailFilm1" x1="${sunLeft ? 0 : 1}" y1="0" x2="${sunLeft ? 1 : 0}" y2="1"><stop offset="0" stop-color="#e9edf3"/><stop offset="0.6" stop-color="#9aa3b2"/><stop offset="1" stop-color="#4e5666"/></linearGradient>`,
    shapes:
      starField(c, 220) +
      `<circle cx="${f(sunX)}" cy="${f(h * 0.12)}" r="${f(u * 0.7)}" fill="url(#sunFar)"/>` +
      `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rnd.between(-12, 12))})">` +
      facets +
      booms +
      `<rect x="${f(-S * 0.05)}" y="${f(-S * 0.05)}" width="${f(S * 0.1)}" height="${f(S * 0.1)}" fill="#c9a24a"/>` +
      sparkle(glintX, -S * 0.2, S * 0.12, '#ffffff') +
      `</g>`,
  };
}
