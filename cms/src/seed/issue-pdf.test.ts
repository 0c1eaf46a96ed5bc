import { PDFDocument, PDFName } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { magazines } from './data/magazines';
import type { ImageSpec } from './data/types';
import { issueText, renderIssuePdf } from './issue-pdf';

/** A plain JPEG of the asked size, standing in for the drawn cover. */
const renderCover = (spec: ImageSpec) =>
  sharp({
    create: { width: spec.width, height: spec.height, channels: 3, background: '#123456' },
  })
    .jpeg()
    .toBuffer();

describe('an issue PDF of the sample content', () => {
  const issue = magazines[0]!;

  it('is a four-page A5 PDF titled after the issue, with the cover on page 1', async () => {
    const bytes = await renderIssuePdf(issue, renderCover);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(4);
    expect(pdf.getTitle()).toBe(issue.title);
    for (const page of pdf.getPages())
      expect([page.getWidth(), page.getHeight()]).toEqual([420, 595]);
    const coverResources = pdf.getPage(0).node.Resources();
    expect(coverResources?.lookup(PDFName.of('XObject'))).toBeDefined();
  });

  it('is the same file every time for the same issue', async () => {
    const first = await renderIssuePdf(issue, renderCover);
    const second = await renderIssuePdf(issue, renderCover);
    expect(first.equals(second)).toBe(true);
  });

  it('sets every issue, whatever characters its text holds', async () => {
    for (const each of magazines.slice(0, 4)) {
      const pdf = await PDFDocument.load(await renderIssuePdf(each, renderCover));
      expect(pdf.getPageCount(), each.slug).toBe(4);
    }
  });
});

describe('the text of an issue description', () => {
  it('gives its heading, paragraphs and list items without markdown', () => {
    const text = issueText(
      [
        '## Flying through the *cold* season',
        '',
        'Winter tests **every** part',
        'of an operation.',
        '',
        '- how runway friction is measured,',
        '- what icing does to',
        '  wings and inlets,',
        '',
        'We close with snow.',
      ].join('\n'),
    );
    expect(text).toEqual({
      heading: 'Flying through the cold season',
      paragraphs: ['Winter tests every part of an operation.', 'We close with snow.'],
      items: ['how runway friction is measured,', 'what icing does to wings and inlets,'],
    });
  });
});
