/**
 * The sample issues' PDFs: a small magazine of four A5 pages per issue, so every seeded issue
 * reads on the site out of the box. The cover is the issue's own drawn cover (the same motif
 * and words as its cover picture, smaller); the other pages set the issue's original
 * description as a contents page and a feature, with drawn figures, and a back page.
 * Written with pdf-lib; the text uses the PDF's standard Helvetica (no font file to ship).
 */
import { type Color, PDFDocument, type PDFFont, type PDFPage, StandardFonts, rgb } from 'pdf-lib';
import type { ImageSpec, MagazineSeed } from './data/types';

type Renderer = (spec: ImageSpec) => Promise<Buffer>;

/** A5 in points: 148 × 210 mm. */
const PAGE = { width: 420, height: 595 } as const;
const MARGIN = 42;
const INK = rgb(0.11, 0.13, 0.18);
const ACCENT = rgb(0.05, 0.36, 0.66);
const MUTED = rgb(0.38, 0.41, 0.47);

/** What an issue's markdown description holds, in reading order. */
export interface IssueText {
  heading: string;
  paragraphs: string[];
  items: string[];
}

const plain = (text: string) =>
  text
    .replace(/\*\*([^*]+)\*\*/g, '$1')
    .replace(/\*([^*]+)\*/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();

/** The heading, the paragraphs and the list items of an issue's description (markdown). */
export function issueText(markdown: string): IssueText {
  const text: IssueText = { heading: '', paragraphs: [], items: [] };
  let paragraph: string[] = [];
  const endParagraph = () => {
    if (paragraph.length) text.paragraphs.push(plain(paragraph.join(' ')));
    paragraph = [];
  };
  for (const raw of markdown.split('\n')) {
    const line = raw.trimEnd();
    if (line.startsWith('## ')) {
      endParagraph();
      text.heading = plain(line.slice(3));
    } else if (line.startsWith('- ')) {
      endParagraph();
      text.items.push(plain(line.slice(2)));
    } else if (/^\s+\S/.test(line) && text.items.length && !paragraph.length) {
      // A list item continued on the next line.
      text.items[text.items.length - 1] = plain(`${text.items.at(-1)} ${line}`);
    } else if (line.trim() === '') {
      endParagraph();
    } else {
      paragraph.push(line);
    }
  }
  endParagraph();
  return text;
}

/** Text Helvetica can set: characters outside its WinAnsi set become their nearest ASCII. */
function settable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text.normalize('NFC')]
    .map((char) => {
      if (known.has(char.codePointAt(0) ?? 0)) return char;
      const ascii = char.normalize('NFD').replace(/[^\x20-\x7e]/g, '');
      return ascii || '-';
    })
    .join('');
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Lines of `text` that fit `width` at `size`, by the font's own glyph widths. */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of settable(font, text).split(' ').filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/** Sets a block of text from `y` down; answers the y under it. */
function textBlock(
  page: PDFPage,
  font: PDFFont,
  text: string,
  {
    y,
    size,
    x = MARGIN,
    width = PAGE.width - 2 * MARGIN,
    color = INK,
    leading = 1.4,
  }: { y: number; size: number; x?: number; width?: number; color?: Color; leading?: number },
): number {
  for (const line of wrap(font, text, size, width)) {
    page.drawText(line, { x, y: y - size, size, font, color });
    y -= size * leading;
  }
  return y;
}

function folio(page: PDFPage, fonts: Fonts, number: number, issue: MagazineSeed) {
  const label = settable(fonts.regular, `${number}  ·  ${issue.title}`);
  page.drawLine({
    start: { x: MARGIN, y: 40 },
    end: { x: PAGE.width - MARGIN, y: 40 },
    thickness: 0.5,
    color: MUTED,
  });
  page.drawText(wrap(fonts.regular, label, 7.5, PAGE.width - 2 * MARGIN)[0] ?? '', {
    x: MARGIN,
    y: 26,
    size: 7.5,
    font: fonts.regular,
    color: MUTED,
  });
}

/** Numbers in [0, 1) that are the same for the same key (xorshift seeded by FNV-1a). */
function numbersFrom(key: string) {
  let state = 0x811c9dc5;
  for (const char of key) state = Math.imul(state ^ char.charCodeAt(0), 0x01000193);
  return {
    next() {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      return (state >>> 0) / 2 ** 32;
    },
    between(min: number, max: number) {
      return min + (max - min) * this.next();
    },
  };
}

/** A drawn figure: an orbit, a climb or a chart, chosen and placed from the issue's key. */
function figure(page: PDFPage, key: string, top: number, height: number) {
  const rnd = numbersFrom(key);
  const left = MARGIN;
  const width = PAGE.width - 2 * MARGIN;
  const bottom = top - height;
  page.drawRectangle({ x: left, y: bottom, width, height, color: rgb(0.93, 0.95, 0.98) });
  const kind = Math.floor(rnd.next() * 3);
  if (kind === 0) {
    // A planet and the ellipse of an orbit around it.
    const cx = left + width / 2;
    const cy = bottom + height / 2;
    page.drawEllipse({
      x: cx,
      y: cy,
      xScale: width * 0.4,
      yScale: height * 0.3,
      borderColor: ACCENT,
      borderWidth: 1,
    });
    page.drawCircle({ x: cx, y: cy, size: height * 0.16, color: rgb(0.2, 0.45, 0.75) });
    page.drawCircle({ x: cx + width * 0.4, y: cy, size: 4, color: INK });
  } else if (kind === 1) {
    // A climb: a flight path rising over a runway.
    page.drawLine({
      start: { x: left + 10, y: bottom + 14 },
      end: { x: left + width - 10, y: bottom + 14 },
      thickness: 3,
      color: MUTED,
    });
    let x = left + 20;
    let y = bottom + 18;
    const step = (width - 40) / 8;
    for (let i = 0; i < 8; i += 1) {
      const next = { x: x + step, y: y + (height - 40) * (0.04 + 0.18 * rnd.next()) };
      page.drawLine({ start: { x, y }, end: next, thickness: 1.5, color: ACCENT });
      ({ x, y } = next);
    }
  } else {
    // A bar chart of made-up but plausible monthly figures.
    const bars = 6;
    const gap = width / (bars * 2 + 1);
    for (let i = 0; i < bars; i += 1) {
      const barHeight = (height - 24) * rnd.between(0.3, 1);
      page.drawRectangle({
        x: left + gap * (1 + 2 * i),
        y: bottom + 12,
        width: gap,
        height: barHeight,
        color: i % 2 ? ACCENT : rgb(0.45, 0.62, 0.82),
      });
    }
  }
}

/** The four pages of an issue's PDF, the cover drawn by `render` (the seed's picture renderer). */
export async function renderIssuePdf(issue: MagazineSeed, render: Renderer): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(issue.title);
  pdf.setSubject(issue.cover.title);
  pdf.setAuthor('Apogee');
  pdf.setProducer('Apogee sample content');
  pdf.setLanguage('en');
  // Fixed dates: the same issue always gives the same file.
  pdf.setCreationDate(new Date(`${issue.issueDate.slice(0, 10)}T00:00:00Z`));
  pdf.setModificationDate(new Date(`${issue.issueDate.slice(0, 10)}T00:00:00Z`));
  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const text = issueText(issue.description);

  // 1. The cover: the issue's own cover, at twice the page's size in pixels.
  const cover = await pdf.embedJpg(
    await render({ ...issue.cover, width: PAGE.width * 2, height: PAGE.height * 2 }),
  );
  pdf.addPage([PAGE.width, PAGE.height]).drawImage(cover, { x: 0, y: 0, ...PAGE });

  // 2. Contents: the theme, then what is inside.
  const contents = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;
  y = textBlock(contents, fonts.bold, 'In this issue', { y, size: 11, color: ACCENT });
  y = textBlock(contents, fonts.bold, issue.cover.title, { y: y - 6, size: 26, leading: 1.15 });
  y = textBlock(contents, fonts.regular, issue.cover.subtitle ?? '', {
    y: y - 2,
    size: 10,
    color: MUTED,
  });
  y -= 16;
  text.items.forEach((item, index) => {
    contents.drawText(String(index + 1).padStart(2, '0'), {
      x: MARGIN,
      y: y - 14,
      size: 14,
      font: fonts.bold,
      color: ACCENT,
    });
    y =
      textBlock(contents, fonts.regular, item, {
        y,
        size: 10.5,
        x: MARGIN + 30,
        width: PAGE.width - 2 * MARGIN - 30,
      }) - 10;
  });
  folio(contents, fonts, 2, issue);

  // 3. The feature: the heading, the opening paragraph and a figure.
  const feature = pdf.addPage([PAGE.width, PAGE.height]);
  y = PAGE.height - MARGIN;
  y = textBlock(feature, fonts.bold, text.heading || issue.cover.title, {
    y,
    size: 20,
    leading: 1.2,
  });
  y -= 8;
  y = textBlock(feature, fonts.regular, text.paragraphs[0] ?? '', { y, size: 10.5, leading: 1.5 });
  figure(feature, `${issue.slug}-figure`, y - 14, Math.min(170, y - 80));
  folio(feature, fonts, 3, issue);

  // 4. The back page: the closing paragraph and the issue's date.
  const back = pdf.addPage([PAGE.width, PAGE.height]);
  y = PAGE.height - MARGIN;
  y = textBlock(back, fonts.bold, 'Before you go', { y, size: 16 });
  y -= 6;
  y = textBlock(back, fonts.regular, text.paragraphs.at(-1) ?? '', { y, size: 10.5, leading: 1.5 });
  figure(back, `${issue.slug}-back`, y - 14, 120);
  back.drawText(settable(fonts.bold, 'Apogee'), {
    x: MARGIN,
    y: 90,
    size: 28,
    font: fonts.bold,
    color: ACCENT,
  });
  back.drawText(settable(fonts.regular, issue.cover.subtitle ?? issue.title), {
    x: MARGIN,
    y: 70,
    size: 10,
    font: fonts.regular,
    color: MUTED,
  });
  folio(back, fonts, 4, issue);

  return Buffer.from(await pdf.save());
}
