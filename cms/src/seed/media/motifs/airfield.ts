/** On the ground and in the control room: a runway at dusk, a radar screen. */
import { type Canvas, type MotifArt, type Sky, f, focusX, starField } from './canvas';

export function runway(c: Canvas): MotifArt {
  const { w, h, u, rnd } = c;
  const sky = rnd.pick<Sky>([
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

export function radar(c: Canvas): MotifArt {
  const { h, u, rnd } = c;
  const sky = rnd.pick<Sky>([
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
