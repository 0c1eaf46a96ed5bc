import { describe, expect, it } from 'vitest';
import { contentManagerAs, receivedWebhooks, request, tokens } from './support/client';
import { NEWSROOM_AUTHOR } from './support/constants';

const BLOGS = '/collection-types/api::blog.blog';
const author = contentManagerAs('author');
const editor = contentManagerAs('editor');

const paragraph = (text: string) => ({ type: 'paragraph', children: [{ type: 'text', text }] });

describe('review in the newsroom', () => {
  it("takes an author's piece through review to an editor's publish", async () => {
    // A described picture from the library, for the feature image.
    const sample = await request<{ data: { featureImage: { id: number } }[] }>(
      '/api/blogs?populate=featureImage&pagination[pageSize]=1',
      { token: tokens.web },
    );
    const featureImage = sample.body.data[0]!.featureImage.id;
    const created = await author<{ data: Record<string, unknown> & { documentId: string } }>(
      BLOGS,
      'POST',
      {
        title: 'Gliders of the Andes',
        description: 'Riding mountain waves over the cordillera.',
        content: [paragraph('Wave lift carries gliders above eight thousand metres.')],
        featureImage,
      },
    );
    expect(created.status).toBe(201);
    const { documentId } = created.body.data;
    const save = async (as: typeof author, data: Record<string, unknown>) => {
      const current = await as<{ data: Record<string, unknown> }>(`${BLOGS}/${documentId}`);
      return as<{ data: { reviewStage: string }; error: { message: string } }>(
        `${BLOGS}/${documentId}`,
        'PUT',
        { ...current.body.data, ...data },
      );
    };
    try {
      expect(created.body.data.reviewStage).toBe('Draft');

      // An author cannot approve, schedule or publish.
      const approve = await save(author, { reviewStage: 'Approved' });
      expect(approve.status).toBe(400);
      expect(approve.body.error.message).toBe(
        'Only an editor can approve a piece or ask for changes. Send it "In review" instead.',
      );
      const schedule = await save(author, { publishAt: '2031-01-01T08:00:00.000Z' });
      expect(schedule.status).toBe(400);
      expect(schedule.body.error.message).toBe(
        'Only an editor can schedule publishing. Send the piece "In review" and say when it should go out.',
      );
      const publish = await author(`${BLOGS}/${documentId}/actions/publish`, 'POST', {});
      expect(publish.status).toBe(403);

      // The author sends it for review; the editor asks for changes, and the author is told.
      expect((await save(author, { reviewStage: 'In review' })).body.data.reviewStage).toBe(
        'In review',
      );
      const changes = await save(editor, { reviewStage: 'Changes requested' });
      expect(changes.status).toBe(200);
      const notices = async () =>
        (await receivedWebhooks()).filter(
          (call) =>
            call.path === '/api/internal/review-notices' &&
            call.body.title === 'Gliders of the Andes',
        );
      await expect.poll(async () => (await notices()).length).toBe(1);
      const [notice] = await notices();
      expect(notice!.authorization).toBe('Bearer test-newsroom-mail-secret');
      expect(notice!.body).toMatchObject({
        to: NEWSROOM_AUTHOR.email,
        stage: 'Changes requested',
        by: 'Grace Moreau',
      });
      expect(String(notice!.body.editUrl)).toContain(
        `/admin/content-manager/collection-types/api::blog.blog/${documentId}`,
      );

      // Back in review, approved and published by the editor: on the site.
      await save(author, { reviewStage: 'In review' });
      expect((await save(editor, { reviewStage: 'Approved' })).status).toBe(200);
      const published = await editor(`${BLOGS}/${documentId}/actions/publish`, 'POST', {});
      expect(published.status).toBe(200);
      const live = await request<{ data: { title: string }[] }>(
        `/api/blogs?filters[documentId][$eq]=${documentId}`,
        { token: tokens.web },
      );
      expect(live.body.data.map((blog) => blog.title)).toEqual(['Gliders of the Andes']);
      // The stage stays inside the newsroom: the public API does not carry it.
      expect(live.body.data[0]).not.toHaveProperty('reviewStage');
    } finally {
      await editor(`${BLOGS}/${documentId}`, 'DELETE');
    }
  });

  it('lets an author read everyone’s pieces but change only their own', async () => {
    const seeded = await request<{ data: { documentId: string }[] }>(
      '/api/blogs?pagination[pageSize]=1',
      { token: tokens.web },
    );
    const documentId = seeded.body.data[0]!.documentId;
    const read = await author<{ data: Record<string, unknown> }>(`${BLOGS}/${documentId}`);
    expect(read.status).toBe(200);
    const changed = await author(`${BLOGS}/${documentId}`, 'PUT', {
      ...read.body.data,
      title: 'Not mine to change',
    });
    expect(changed.status).toBe(403);
  });
});
