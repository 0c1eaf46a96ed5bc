/**
 * A writer's portrait: a drawn head and shoulders, smiling, against a soft gradient with a
 * faint arc of the sky they write about. Skin, hair, clothes and glasses come from the
 * picture's key, so each author gets a face of their own; nothing is copied from a photograph.
 */
import { type Canvas, type MotifArt, type Sky, f } from './canvas';

const SKIES: Sky[] = [
  ['#dbe7f5', '#b9cde6', '#8eaad0'],
  ['#f4e3d0', '#e9c9a8', '#d3a27a'],
  ['#dcefe6', '#b6dccb', '#86bfa6'],
  ['#e7e0f3', '#cbbfe6', '#a596cf'],
];
const SKIN = ['#f2d3b8', '#e0b08a', '#c68c62', '#9b6440', '#6f4429', '#4c2e1c'];
const HAIR = ['#1d1712', '#3b2618', '#6a4325', '#a87947', '#c9c3ba', '#2a1f1a'];
const CLOTHES = ['#1f3a5f', '#7a2e2e', '#2f5d4a', '#3d3d4f', '#8a5a1c', '#4b3a6b'];

type HairStyle = 'short' | 'long' | 'bun' | 'curly';
const HAIR_STYLES: HairStyle[] = ['short', 'long', 'bun', 'curly'];

/** Hair drawn behind the head (long hair, a bun, curls). */
function hairBehind(style: HairStyle, x: number, y: number, r: number, colour: string): string {
  if (style === 'long')
    return `<path d="M${f(x - r * 1.08)} ${f(y - r * 0.1)}Q${f(x - r * 1.2)} ${f(y + r * 1.5)} ${f(x - r * 0.7)} ${f(y + r * 1.9)}H${f(x + r * 0.7)}Q${f(x + r * 1.2)} ${f(y + r * 1.5)} ${f(x + r * 1.08)} ${f(y - r * 0.1)}Z" fill="${colour}"/>`;
  if (style === 'bun')
    return `<circle cx="${f(x)}" cy="${f(y - r * 1.15)}" r="${f(r * 0.42)}" fill="${colour}"/>`;
  if (style === 'curly') {
    let curls = '';
    for (let i = 0; i < 11; i += 1) {
      const a = Math.PI * (0.95 + (i / 10) * 1.1);
      curls += `<circle cx="${f(x + Math.cos(a) * r * 1.02)}" cy="${f(y + Math.sin(a) * r * 1.02)}" r="${f(r * 0.36)}" fill="${colour}"/>`;
    }
    return curls;
  }
  return '';
}

/** The hair over the top of the head, a side parting for every style. */
function hairOnTop(x: number, y: number, r: number, colour: string): string {
  return `<path d="M${f(x - r * 1.02)} ${f(y + r * 0.05)}Q${f(x - r * 1.05)} ${f(y - r * 1.12)} ${f(x)} ${f(y - r * 1.08)}Q${f(x + r * 1.05)} ${f(y - r * 1.12)} ${f(x + r * 1.02)} ${f(y + r * 0.05)}Q${f(x + r * 0.8)} ${f(y - r * 0.55)} ${f(x - r * 0.15)} ${f(y - r * 0.62)}Q${f(x - r * 0.75)} ${f(y - r * 0.5)} ${f(x - r * 1.02)} ${f(y + r * 0.05)}Z" fill="${colour}"/>`;
}

/** Eyes, brows, nose and a smile; glasses for some. */
function face(x: number, y: number, r: number, glasses: boolean, hair: string): string {
  const eyeY = y + r * 0.05;
  const dx = r * 0.36;
  let out = '';
  for (const side of [-1, 1]) {
    const ex = x + side * dx;
    out +=
      `<ellipse cx="${f(ex)}" cy="${f(eyeY)}" rx="${f(r * 0.07)}" ry="${f(r * 0.09)}" fill="#241a14"/>` +
      `<path d="M${f(ex - r * 0.15)} ${f(eyeY - r * 0.2)}Q${f(ex)} ${f(eyeY - r * 0.3)} ${f(ex + r * 0.15)} ${f(eyeY - r * 0.2)}" stroke="${hair}" stroke-width="${f(r * 0.06)}" fill="none" stroke-linecap="round"/>`;
    if (glasses)
      out += `<circle cx="${f(ex)}" cy="${f(eyeY)}" r="${f(r * 0.21)}" fill="#ffffff" fill-opacity="0.15" stroke="#2b2b33" stroke-width="${f(r * 0.045)}"/>`;
  }
  if (glasses)
    out += `<path d="M${f(x - dx + r * 0.21)} ${f(eyeY)}Q${f(x)} ${f(eyeY - r * 0.08)} ${f(x + dx - r * 0.21)} ${f(eyeY)}" stroke="#2b2b33" stroke-width="${f(r * 0.04)}" fill="none"/>`;
  out +=
    `<path d="M${f(x)} ${f(y + r * 0.12)}Q${f(x - r * 0.1)} ${f(y + r * 0.36)} ${f(x + r * 0.04)} ${f(y + r * 0.38)}" stroke="#000000" stroke-opacity="0.25" stroke-width="${f(r * 0.045)}" fill="none" stroke-linecap="round"/>` +
    `<path d="M${f(x - r * 0.3)} ${f(y + r * 0.55)}Q${f(x)} ${f(y + r * 0.78)} ${f(x + r * 0.3)} ${f(y + r * 0.55)}" stroke="#7a2f2a" stroke-width="${f(r * 0.06)}" fill="none" stroke-linecap="round"/>`;
  return out;
}

export function portrait(c: Canvas): MotifArt {
  const { w, h, u, rnd } = c;
  const glasses = rnd.next() < 0.38;
  const sky = rnd.pick(SKIES);
  const skin = rnd.pick(SKIN);
  const hair = rnd.pick(HAIR);
  const clothes = rnd.pick(CLOTHES);
  const style = rnd.pick(HAIR_STYLES);
  const x = w / 2;
  const r = u * 0.2;
  const y = h * 0.45;
  const shoulders = h * 0.75;
  // A faint orbit arc behind the sitter: the sky the writers cover, without stealing the eye.
  const arc = `<path d="M${f(-w * 0.1)} ${f(h * 0.62)}Q${f(w * 0.5)} ${f(h * 0.05)} ${f(w * 1.1)} ${f(h * 0.35)}" stroke="#ffffff" stroke-opacity="0.45" stroke-width="${f(u * 0.012)}" fill="none"/>`;
  const body =
    `<path d="M${f(x - u * 0.42)} ${f(h)}Q${f(x - u * 0.4)} ${f(shoulders - u * 0.02)} ${f(x - u * 0.16)} ${f(shoulders - u * 0.08)}H${f(x + u * 0.16)}Q${f(x + u * 0.4)} ${f(shoulders - u * 0.02)} ${f(x + u * 0.42)} ${f(h)}Z" fill="${clothes}"/>` +
    // An open collar over the neck.
    `<path d="M${f(x - u * 0.08)} ${f(shoulders - u * 0.08)}L${f(x)} ${f(shoulders + u * 0.04)}L${f(x + u * 0.08)} ${f(shoulders - u * 0.08)}Z" fill="${skin}"/>`;
  const neck = `<rect x="${f(x - r * 0.32)}" y="${f(y + r * 0.6)}" width="${f(r * 0.64)}" height="${f(shoulders - y - r * 0.6)}" fill="${skin}"/><rect x="${f(x - r * 0.32)}" y="${f(y + r * 0.6)}" width="${f(r * 0.64)}" height="${f(r * 0.25)}" fill="#000000" fill-opacity="0.12"/>`;
  const ears = [-1, 1]
    .map(
      (side) =>
        `<ellipse cx="${f(x + side * r * 0.98)}" cy="${f(y + r * 0.1)}" rx="${f(r * 0.14)}" ry="${f(r * 0.22)}" fill="${skin}"/>`,
    )
    .join('');
  const head = `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r)}" ry="${f(r * 1.12)}" fill="${skin}"/>`;
  return {
    sky,
    defs: '',
    shapes:
      arc +
      hairBehind(style, x, y, r, hair) +
      body +
      neck +
      ears +
      head +
      hairOnTop(x, y, r, hair) +
      face(x, y, r, glasses, hair),
  };
}
