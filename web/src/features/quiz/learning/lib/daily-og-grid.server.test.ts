import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { dailyOgSquares, dailyOgSvg } from './daily-og-svg';

// The picture is drawn as the route draws it (the service's and the CMS's reads replaced), then
// decoded to pixels: the grid must show whatever fonts the server has. This machine has no
// emoji font, so 🟩🟥 drawn as text would come out as empty boxes here.
const result = {
  shareId: 'gridPixels1',
  day: '2026-11-26',
  number: 330,
  right: 3,
  total: 5,
  answers: [true, false, true, true, false],
  grid: 'Apogee Daily #330 3/5\n🟩🟥🟩🟩🟥',
  signedIn: false,
};
vi.mock('@/lib/api/api-request.server', () => ({ serverApiRequest: async () => result }));
vi.mock('@/lib/site/site-settings.functions', () => ({
  getSiteSettings: async () => ({ siteName: 'Apogee' }),
}));
const { dailyOgResponse } = await import('./daily-og.server');

const RIGHT = [0x2e, 0x9e, 0x5b];
const WRONG = [0xd6, 0x45, 0x41];
const BACKGROUND = [0x0b, 0x1d, 0x33];

/** The picture's pixels, as [red, green, blue] at a point. */
async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return (x: number, y: number) => {
    const at = (Math.round(y) * info.width + Math.round(x)) * info.channels;
    return [data[at], data[at + 1], data[at + 2]];
  };
}

describe('the grid of a daily result’s share picture', () => {
  it('is squares of colour in the answers’ order, not emoji', async () => {
    const response = await dailyOgResponse(result.shareId);
    expect(response.status).toBe(200);
    const colourAt = await pixels(Buffer.from(await response.arrayBuffer()));

    const squares = dailyOgSquares(result.answers);
    expect(squares).toHaveLength(5);
    squares.forEach((square, i) => {
      const expected = result.answers[i] ? RIGHT : WRONG;
      // The centre and points near each corner (inside the rounding) are the square's colour.
      const inset = square.size * 0.2;
      for (const [x, y] of [
        [square.x + square.size / 2, square.y + square.size / 2],
        [square.x + inset, square.y + inset],
        [square.x + square.size - inset, square.y + square.size - inset],
      ] as const)
        expect(colourAt(x, y), `square ${i + 1} at ${x},${y}`).toEqual(expected);
    });
    // Between two squares, and under the row, the background shows.
    const [first] = squares;
    expect(colourAt(first!.x + first!.size + 12, first!.y + first!.size / 2)).toEqual(BACKGROUND);
    expect(colourAt(600, first!.y + first!.size + 40)).toEqual(BACKGROUND);
  });

  it('is drawn without a single emoji character', () => {
    const svg = dailyOgSvg({ siteName: 'Apogee', ...result });
    expect(svg).not.toMatch(/\p{Extended_Pictographic}/u);
    expect(svg.match(/<rect [^>]*fill="#(2e9e5b|d64541)"/g)).toHaveLength(5);
  });
});
