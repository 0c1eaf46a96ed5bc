import { playedAs } from './daily-grid';

/** The share picture's size: what Open Graph and Twitter's large card expect. */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

const RIGHT_COLOUR = '#2e9e5b';
const WRONG_COLOUR = '#d64541';

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** One square of the picture's grid: where it is drawn, and its colour (right or wrong). */
export interface DailyOgSquare {
  x: number;
  y: number;
  size: number;
  colour: string;
}

/**
 * The grid's squares, one per answer in order, centred in a row: drawn as shapes, because the
 * 🟩🟥 of the text grid need an emoji font, which a server may not have (empty boxes then).
 */
export function dailyOgSquares(answers: boolean[]): DailyOgSquare[] {
  const size = 120;
  const gap = 24;
  const count = Math.max(answers.length, 1);
  const left = (OG_WIDTH - (count * size + (count - 1) * gap)) / 2;
  return answers.map((right, i) => ({
    x: left + i * (size + gap),
    y: 380,
    size,
    colour: right ? RIGHT_COLOUR : WRONG_COLOUR,
  }));
}

export interface DailyOgPicture {
  siteName: string;
  number: number;
  right: number;
  total: number;
  answers: boolean[];
  /** Played signed in, or as a visitor (said under the grid). */
  signedIn: boolean;
}

/**
 * The share picture of a daily result as SVG (made into a PNG on the server): the site's name,
 * "Daily #N", the score, the grid as coloured squares and whether it was played signed in or
 * as a visitor. Squares rather than emoji, so no
 * emoji font is needed where it is drawn; generic font families only, for the same reason.
 */
export function dailyOgSvg({
  siteName,
  number,
  right,
  total,
  answers,
  signedIn,
}: DailyOgPicture): string {
  const squares = dailyOgSquares(answers)
    .map(
      ({ x, y, size, colour }) =>
        `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="16" fill="${colour}"/>`,
    )
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">`,
    `<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="#0b1d33"/>`,
    `<text x="600" y="120" text-anchor="middle" font-family="sans-serif" font-size="56" font-weight="700" fill="#ffffff">${escapeXml(siteName)}</text>`,
    `<text x="600" y="225" text-anchor="middle" font-family="sans-serif" font-size="84" font-weight="700" fill="#ffb347">Daily #${number}</text>`,
    `<text x="600" y="320" text-anchor="middle" font-family="sans-serif" font-size="64" fill="#ffffff">${right}/${total}</text>`,
    squares,
    `<text x="600" y="585" text-anchor="middle" font-family="sans-serif" font-size="34" fill="#cfd8e3">${playedAs(signedIn)}</text>`,
    `</svg>`,
  ].join('');
}
