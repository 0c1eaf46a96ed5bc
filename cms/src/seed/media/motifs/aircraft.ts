/** Aircraft themselves: an airliner's wing, a supersonic jet, an early biplane, a drone. */
import { type Canvas, type MotifArt, type Sky, f, focusX, glowGradient } from './canvas';

export function wing(c: Canvas): MotifArt {
  const { w, h, u, rnd } = c;
  const sky = rnd.pick<Sky>([
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
  const trailAtEngine =
    rootLead + chord + ((tipLead + chord * 0.3 - (rootLead + chord)) * ex) / (tipX + u * 0.06);
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

/**
 * A slender delta-winged jet seen from below, streaking across the deep blue of high altitude,
 * with the shock waves of supersonic flight fanning back from its nose and tail.
 */
export function supersonic(c: Canvas): MotifArt {
  const { w, h, u, rnd } = c;
  const sky = rnd.pick<Sky>([
    ['#04122e', '#0f3a78', '#5d9ad0'],
    ['#071030', '#1c4688', '#93b9de'],
  ]);
  const L = u * (w > h ? 0.85 : 0.7);
  const x = focusX(c) - w * 0.04;
  const y = h * 0.42;
  const heading = rnd.between(-28, -14);
  const sunX = w * rnd.between(0.1, 0.3);
  // Plan view with the nose towards +x: needle nose, long fuselage, curved (ogival) delta wing.
  const fuselage = `M${f(L * 0.55)} 0C${f(L * 0.4)} ${f(-L * 0.03)} ${f(L * 0.2)} ${f(-L * 0.035)} ${f(-L * 0.45)} ${f(-L * 0.03)}L${f(-L * 0.45)} ${f(L * 0.03)}C${f(L * 0.2)} ${f(L * 0.035)} ${f(L * 0.4)} ${f(L * 0.03)} ${f(L * 0.55)} 0Z`;
  const wing = `M${f(L * 0.22)} 0C${f(L * 0.05)} ${f(-L * 0.05)} ${f(-L * 0.2)} ${f(-L * 0.12)} ${f(-L * 0.38)} ${f(-L * 0.27)}L${f(-L * 0.43)} ${f(-L * 0.27)}L${f(-L * 0.43)} ${f(L * 0.27)}L${f(-L * 0.38)} ${f(L * 0.27)}C${f(-L * 0.2)} ${f(L * 0.12)} ${f(L * 0.05)} ${f(L * 0.05)} ${f(L * 0.22)} 0Z`;
  // Two paired engine pods under the wing, their intakes well behind the leading edge.
  let nacelles = '';
  for (const side of [-1, 1]) {
    nacelles += `<rect x="${f(-L * 0.47)}" y="${f(side * L * 0.1 - L * 0.028)}" width="${f(L * 0.17)}" height="${f(L * 0.056)}" rx="${f(L * 0.01)}" fill="#c3cbd6" stroke="#8e99a8" stroke-width="${f(L * 0.002)}"/>`;
  }
  // Shock waves: thin cones of compressed air trailing back from the nose and the tail.
  let shocks = '';
  for (const [from, length] of [
    [0.55, 0.75],
    [-0.45, 0.45],
  ] as const) {
    for (const side of [-1, 1]) {
      const tipX = L * (from - length);
      const tipY = side * L * length * 0.62;
      shocks += `<path d="M${f(L * from)} 0Q${f(L * (from - length * 0.45))} ${f(tipY * 0.3)} ${f(tipX)} ${f(tipY)}L${f(tipX - L * 0.02)} ${f(tipY - side * L * 0.01)}Q${f(L * (from - length * 0.5))} ${f(tipY * 0.3)} ${f(L * from)} 0Z" fill="url(#shockFade)"/>`;
    }
  }
  return {
    sky,
    defs:
      glowGradient('skySun', '#fff3c4') +
      `<linearGradient id="shockFade" x1="1" y1="0" x2="0" y2="0"><stop offset="0" stop-color="#ffffff" stop-opacity="0.7"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></linearGradient>` +
      `<linearGradient id="jetSkin" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="0.5" stop-color="#e3e8ef"/><stop offset="1" stop-color="#aab4c3"/></linearGradient>`,
    shapes:
      `<circle cx="${f(sunX)}" cy="${f(h * 0.15)}" r="${f(u * 0.035 * 4)}" fill="url(#skySun)"/>` +
      `<circle cx="${f(sunX)}" cy="${f(h * 0.15)}" r="${f(u * 0.035)}" fill="#fffbef"/>` +
      `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(heading)})">` +
      shocks +
      `<path d="${wing}" fill="url(#jetSkin)"/>` +
      nacelles +
      `<path d="${fuselage}" fill="url(#jetSkin)" stroke="#9aa6b6" stroke-width="${f(u * 0.002)}"/>` +
      `</g>`,
  };
}

/**
 * An early biplane in the Wright Flyer's layout, seen from the side: two fabric wings braced by
 * struts, the elevator out in front, twin rudders behind, lifting off over pale sand dunes.
 */
export function biplane(c: Canvas): MotifArt {
  const { w, h, u, rnd } = c;
  const sky = rnd.pick<Sky>([
    ['#8fa7bf', '#c3d0db', '#e9e6dc'],
    ['#7f98b3', '#b9c7d4', '#e4ddcf'],
  ]);
  const ground = h * 0.74;
  const L = u * (w > h ? 0.8 : 0.85);
  const x = focusX(c) - w * 0.04;
  const y = ground - u * rnd.between(0.2, 0.26);
  const climb = rnd.between(-6, -2);
  const sunX = w * rnd.between(0.15, 0.4);
  const wood = '#5b4631';
  const fabric = '#f1e9d4';
  // A thin cambered surface of chord `chord` centred on (cx, cy), leading edge towards +x.
  const surface = (cx: number, cy: number, chord: number): string =>
    `<path d="M${f(cx + chord / 2)} ${f(cy)}Q${f(cx)} ${f(cy - L * 0.045)} ${f(cx - chord / 2)} ${f(cy)}Q${f(cx)} ${f(cy - L * 0.012)} ${f(cx + chord / 2)} ${f(cy)}Z" fill="${fabric}" stroke="${wood}" stroke-width="${f(L * 0.005)}"/>`;
  const line = (
    x1: number,
    y1: number,
    x2: number,
    y2: number,
    width: number,
    opacity = 1,
  ): string =>
    `<path d="M${f(x1)} ${f(y1)}L${f(x2)} ${f(y2)}" stroke="${wood}" stroke-opacity="${opacity}" stroke-width="${f(L * width)}"/>`;
  const gap = L * 0.28;
  const chord = L * 0.31;
  let frame = '';
  // Far-side struts first, fainter, so the airframe reads as a box with depth.
  for (const sx of [-0.13, 0.13])
    frame += line(L * (sx + 0.03), -gap - L * 0.02, L * (sx + 0.03), -L * 0.02, 0.004, 0.45);
  for (const sx of [-0.14, 0, 0.14]) frame += line(L * sx, -gap, L * sx, 0, 0.007);
  frame += line(-L * 0.14, -gap, L * 0, 0, 0.0015, 0.6) + line(L * 0.14, -gap, 0, 0, 0.0015, 0.6);
  // Outriggers to the elevator in front and the rudders behind.
  frame +=
    line(L * 0.15, -gap * 0.75, L * 0.43, -L * 0.14, 0.004) +
    line(L * 0.15, 0, L * 0.43, -L * 0.08, 0.004);
  frame +=
    line(-L * 0.15, -gap * 0.7, -L * 0.44, -L * 0.15, 0.004) +
    line(-L * 0.15, 0, -L * 0.44, -L * 0.06, 0.004);
  const elevator =
    surface(L * 0.48, -L * 0.16, L * 0.11) +
    surface(L * 0.48, -L * 0.07, L * 0.11) +
    line(L * 0.48, -L * 0.16, L * 0.48, -L * 0.07, 0.004);
  const rudders =
    `<rect x="${f(-L * 0.5)}" y="${f(-L * 0.22)}" width="${f(L * 0.05)}" height="${f(L * 0.2)}" fill="${fabric}" fill-opacity="0.75" stroke="${wood}" stroke-width="${f(L * 0.003)}"/>` +
    `<rect x="${f(-L * 0.48)}" y="${f(-L * 0.23)}" width="${f(L * 0.05)}" height="${f(L * 0.2)}" fill="${fabric}" stroke="${wood}" stroke-width="${f(L * 0.004)}"/>`;
  const propellers = `<ellipse cx="${f(-L * 0.18)}" cy="${f(-gap * 0.5)}" rx="${f(L * 0.015)}" ry="${f(L * 0.11)}" fill="#8a7a64" fill-opacity="0.35"/>`;
  const skid = `<path d="M${f(-L * 0.15)} ${f(L * 0.05)}L${f(L * 0.3)} ${f(L * 0.05)}Q${f(L * 0.36)} ${f(L * 0.05)} ${f(L * 0.36)} ${f(L * 0.01)}" fill="none" stroke="${wood}" stroke-width="${f(L * 0.005)}"/>${line(-L * 0.08, 0, -L * 0.08, L * 0.05, 0.004)}${line(L * 0.1, 0, L * 0.1, L * 0.05, 0.004)}`;
  const pilot = `<ellipse cx="${f(L * 0.02)}" cy="${f(-L * 0.018)}" rx="${f(L * 0.05)}" ry="${f(L * 0.014)}" fill="#3b2f25"/>`;
  let dunes = '';
  for (const [top, colour] of [
    [ground - u * 0.06, '#d9c9a3'],
    [ground, '#e8dbb8'],
    [ground + u * 0.08, '#f0e6c9'],
  ] as const) {
    const mid = rnd.between(0.3, 0.7) * w;
    dunes += `<path d="M0 ${f(top + u * 0.04)}Q${f(mid)} ${f(top - u * rnd.between(0.04, 0.09))} ${w} ${f(top + u * 0.02)}L${w} ${h}L0 ${h}Z" fill="${colour}"/>`;
  }
  return {
    sky,
    defs: glowGradient('skySun', '#fff8e6'),
    shapes:
      `<circle cx="${f(sunX)}" cy="${f(h * 0.18)}" r="${f(u * 0.045 * 4)}" fill="url(#skySun)"/>` +
      `<circle cx="${f(sunX)}" cy="${f(h * 0.18)}" r="${f(u * 0.045)}" fill="#fffdf6"/>` +
      dunes +
      `<ellipse cx="${f(x)}" cy="${f(ground + u * 0.1)}" rx="${f(L * 0.4)}" ry="${f(u * 0.012)}" fill="#9c8a66" fill-opacity="0.35"/>` +
      `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(climb)})">` +
      rudders +
      propellers +
      frame +
      surface(0, -gap, chord) +
      surface(0, 0, chord) +
      pilot +
      elevator +
      skid +
      `</g>`,
  };
}

/** A four-rotor drone hovering over a city skyline at dusk, the windows below it lit. */
export function drone(c: Canvas): MotifArt {
  const { w, h, u, rnd } = c;
  const sky = rnd.pick<Sky>([
    ['#0d1a3d', '#3b3f78', '#e38a5a'],
    ['#0a1633', '#2c4a7c', '#d9a066'],
  ]);
  let city = '';
  let x = -u * 0.02;
  while (x < w) {
    const bw = u * rnd.between(0.05, 0.12);
    const bh = u * rnd.between(0.1, 0.42);
    const top = h - bh;
    city += `<rect x="${f(x)}" y="${f(top)}" width="${f(bw)}" height="${f(bh)}" fill="#0b1127"/>`;
    for (let wy = top + u * 0.02; wy < h - u * 0.01; wy += u * 0.03) {
      for (let wx = x + u * 0.012; wx < x + bw - u * 0.015; wx += u * 0.022) {
        if (rnd.next() < 0.35)
          city += `<rect x="${f(wx)}" y="${f(wy)}" width="${f(u * 0.009)}" height="${f(u * 0.013)}" fill="#ffd27a" fill-opacity="${rnd.between(0.5, 0.95).toFixed(2)}"/>`;
      }
    }
    x += bw + u * rnd.between(0, 0.015);
  }
  const A = u * 0.2;
  const dx = focusX(c);
  const dy = h * 0.36;
  const tilt = rnd.between(-6, 6);
  const sunX = w * rnd.between(0.1, 0.4);
  // Near rotors lower and wider apart than far ones: a drone seen from a little below its level.
  const rotors: [number, number, number][] = [
    [-0.7, -0.22, 0.8],
    [0.7, -0.22, 0.8],
    [-1, 0.12, 1],
    [1, 0.12, 1],
  ];
  let frame = '';
  let discs = '';
  for (const [rx, ry, scale] of rotors) {
    const px = A * rx;
    const py = A * ry;
    frame += `<path d="M0 0L${f(px)} ${f(py)}" stroke="#1d2233" stroke-width="${f(A * 0.07 * scale)}" stroke-linecap="round"/>`;
    frame += `<rect x="${f(px - A * 0.05)}" y="${f(py - A * 0.1)}" width="${f(A * 0.1)}" height="${f(A * 0.12)}" rx="${f(A * 0.02)}" fill="#2a3045"/>`;
    discs += `<ellipse cx="${f(px)}" cy="${f(py - A * 0.1)}" rx="${f(A * 0.42 * scale)}" ry="${f(A * 0.07 * scale)}" fill="#dfe8ff" fill-opacity="0.3" stroke="#ffffff" stroke-opacity="0.5" stroke-width="${f(A * 0.008)}"/>`;
  }
  const body =
    `<rect x="${f(-A * 0.3)}" y="${f(-A * 0.13)}" width="${f(A * 0.6)}" height="${f(A * 0.24)}" rx="${f(A * 0.1)}" fill="url(#droneBody)"/>` +
    `<rect x="${f(-A * 0.08)}" y="${f(A * 0.1)}" width="${f(A * 0.16)}" height="${f(A * 0.12)}" rx="${f(A * 0.03)}" fill="#1d2233"/>` +
    `<circle cx="0" cy="${f(A * 0.17)}" r="${f(A * 0.04)}" fill="#5aa9ff"/>` +
    `<circle cx="${f(-A)}" cy="${f(A * 0.12)}" r="${f(A * 0.025)}" fill="#ff4d4d"/><circle cx="${f(A)}" cy="${f(A * 0.12)}" r="${f(A * 0.025)}" fill="#4dff88"/>`;
  return {
    sky,
    defs:
      glowGradient('skySun', '#ffb978') +
      `<linearGradient id="droneBody" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4f6fb"/><stop offset="1" stop-color="#9aa3b8"/></linearGradient>`,
    shapes:
      `<circle cx="${f(sunX)}" cy="${f(h * 0.66)}" r="${f(u * 0.05 * 4)}" fill="url(#skySun)"/>` +
      `<circle cx="${f(sunX)}" cy="${f(h * 0.66)}" r="${f(u * 0.05)}" fill="#ffd9a0"/>` +
      city +
      `<g transform="translate(${f(dx)} ${f(dy)}) rotate(${f(tilt)})">${frame}${body}${discs}</g>`,
  };
}
