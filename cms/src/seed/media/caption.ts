/** Title and subtitle text laid over a picture: escaped, wrapped and sized to fit. */

const FONT_FAMILY = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";

/** Average glyph width of a bold sans-serif, as a share of the font size (measured on DejaVu Sans Bold). */
const BOLD_GLYPH_WIDTH = 0.64;
const REGULAR_GLYPH_WIDTH = 0.56;

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Greedy word wrap by estimated width; a word longer than a line stays whole on its own line. */
export function wrapWords(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (candidate.length > maxChars && line) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

interface CaptionLayout {
  svg: string;
  /** Top of the text block, so the caller can place a scrim behind it. */
  top: number;
}

/**
 * Lays out the title (up to three lines, shrinking the font until it fits) and the subtitle
 * at the bottom-left, the calm area of every motif.
 */
export function captionSvg(
  title: string,
  subtitle: string | undefined,
  width: number,
  height: number,
): CaptionLayout {
  const margin = Math.round(width * 0.07);
  const landscape = width > height;
  // On wide pictures a full-width title would bury the art: keep it to the left part.
  const usable = landscape ? width * 0.72 - margin : width - margin * 2;
  const unit = Math.min(width, height);

  let titleSize = Math.round(unit * (landscape ? 0.085 : 0.11));
  let lines = wrapWords(title, Math.floor(usable / (titleSize * BOLD_GLYPH_WIDTH)));
  while (titleSize > unit * 0.045) {
    const longest = Math.max(0, ...lines.map((l) => l.length));
    if (lines.length <= 3 && longest * titleSize * BOLD_GLYPH_WIDTH <= usable) break;
    titleSize = Math.round(titleSize * 0.9);
    lines = wrapWords(title, Math.floor(usable / (titleSize * BOLD_GLYPH_WIDTH)));
  }

  const subtitleSize = Math.round(Math.max(unit * 0.04, Math.min(titleSize * 0.42, unit * 0.05)));
  const subtitleLines = subtitle
    ? wrapWords(subtitle, Math.floor(usable / (subtitleSize * REGULAR_GLYPH_WIDTH))).slice(0, 2)
    : [];

  const lineHeight = titleSize * 1.12;
  const subtitleLineHeight = subtitleSize * 1.3;
  const bottom = height - margin;
  const subtitleBlock = subtitleLines.length * subtitleLineHeight;
  const gap = subtitleLines.length ? subtitleSize * 0.8 : 0;
  const firstBaseline = bottom - subtitleBlock - gap - (lines.length - 1) * lineHeight;

  const titleTspans = lines
    .map(
      (line, i) =>
        `<tspan x="${margin}" y="${(firstBaseline + i * lineHeight).toFixed(1)}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  const subtitleTspans = subtitleLines
    .map(
      (line, i) =>
        `<tspan x="${margin}" y="${(bottom - (subtitleLines.length - 1 - i) * subtitleLineHeight).toFixed(1)}">${escapeXml(line)}</tspan>`,
    )
    .join('');

  const svg =
    (lines.length
      ? `<text font-family="${FONT_FAMILY}" font-weight="700" font-size="${titleSize}" fill="#ffffff" letter-spacing="-0.5">${titleTspans}</text>`
      : '') +
    (subtitleLines.length
      ? `<text font-family="${FONT_FAMILY}" font-size="${subtitleSize}" fill="#e8eef8" fill-opacity="0.92">${subtitleTspans}</text>`
      : '');

  const top = lines.length ? firstBaseline - titleSize : bottom - subtitleBlock - subtitleSize;
  return { svg, top };
}
