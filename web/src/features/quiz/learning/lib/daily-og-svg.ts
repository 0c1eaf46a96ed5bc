/** The share picture's size: what Open Graph and Twitter's large card expect. */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

const RIGHT_COLOUR = '#2e9e5b';
const WRONG_COLOUR = '#d64541';

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface DailyOgPicture {
  siteName: string;
  number: number;
  right: number;
  total: number;
  answers: boolean[];
}

/**
 * The share picture of a daily result as SVG (made into a PNG on the server): the site's name,
 * "Daily #N", the score and the grid as coloured squares. Squares rather than emoji, so no
 * emoji font is needed where it is drawn; generic font families only, for the same reason.
 */
export function dailyOgSvg({ siteName, number, right, total, answers }: DailyOgPicture): string {
  const size = 120;
  const gap = 24;
  const count = Math.max(answers.length, 1);
  const gridWidth = count * size + (count - 1) * gap;
  const left = (OG_WIDTH - gridWidth) / 2;
  const squares = answers
    .map(
      (right, i) =>
        `<rect x="${left + i * (size + gap)}" y="380" width="${size}" height="${size}" rx="16" fill="${right ? RIGHT_COLOUR : WRONG_COLOUR}"/>`,
    )
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">`,
    `<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="#0b1d33"/>`,
    `<text x="600" y="120" text-anchor="middle" font-family="sans-serif" font-size="56" font-weight="700" fill="#ffffff">${escapeXml(siteName)}</text>`,
    `<text x="600" y="225" text-anchor="middle" font-family="sans-serif" font-size="84" font-weight="700" fill="#ffb347">Daily #${number}</text>`,
    `<text x="600" y="320" text-anchor="middle" font-family="sans-serif" font-size="64" fill="#ffffff">${right}/${total}</text>`,
    squares,
    `</svg>`,
  ].join('');
}
