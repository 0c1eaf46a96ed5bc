import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentPack } from '../src/seed/data';
import { cmsUrl, contentManager, request, tokens } from './support/client';

interface MediaFile {
  id: number;
  url: string;
  mime: string;
  name: string;
}
interface Issue {
  slug: string;
  readerUrl: string | null;
  purchaseUrl: string | null;
  cover: MediaFile;
  pdf: MediaFile | null;
}

async function seededIssues(): Promise<Issue[]> {
  const answer = await request<{ data: Issue[] }>(
    '/api/magazines?populate[0]=cover&populate[1]=pdf&pagination[pageSize]=100',
    { token: tokens.web },
  );
  expect(answer.status).toBe(200);
  return answer.body.data;
}

describe("a magazine issue's PDF", () => {
  it('is an optional field that takes files, beside optional reader and purchase links', () => {
    const schema = JSON.parse(
      readFileSync(
        path.join(__dirname, '../src/api/magazine/content-types/magazine/schema.json'),
        'utf8',
      ),
    ) as {
      attributes: Record<string, { type: string; required?: boolean; allowedTypes?: string[] }>;
    };
    const { pdf, readerUrl, purchaseUrl } = schema.attributes;
    expect(pdf).toMatchObject({ type: 'media', allowedTypes: ['files'], required: false });
    expect([readerUrl?.required, purchaseUrl?.required]).toEqual([false, false]);
  });

  it('is seeded for every sample issue, as a PDF the CMS serves, with no made-up links', async () => {
    const issues = await seededIssues();
    expect(issues).toHaveLength(contentPack.magazines.length);
    for (const issue of issues) {
      expect(issue.pdf?.mime, issue.slug).toBe('application/pdf');
      expect([issue.readerUrl, issue.purchaseUrl], issue.slug).toEqual([null, null]);
    }
    const file = await fetch(cmsUrl(issues[0]!.pdf!.url));
    expect(file.status).toBe(200);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
  });

  it('refuses a file that is not a PDF, naming it', async () => {
    const [issue] = await seededIssues();
    const answer = await contentManager<{ error: { message: string } }>(
      '/collection-types/api::magazine.magazine',
      'POST',
      {
        title: 'An issue with a picture for a PDF',
        slug: 'an-issue-with-a-picture-for-a-pdf',
        issueDate: '2025-04-01',
        cover: issue!.cover.id,
        pdf: issue!.cover.id,
        description: [{ type: 'paragraph', children: [{ type: 'text', text: 'x' }] }],
      },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe(
      `"${issue!.cover.name}" is not a PDF. Pick the issue's PDF file, or leave the field empty.`,
    );
  });
});
