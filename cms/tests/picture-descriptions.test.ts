/**
 * A picture inserted into an article's text is described in the media library, and readers get
 * that description, not the file name the Blocks editor copied when it was inserted.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentManager, editorToken, graphql, request, tokens } from './support/client';

const BLOGS = '/collection-types/api::blog.blog';
const SLUG = 'a-glider-over-the-ridge';

interface Uploaded {
  id: number;
  name: string;
  hash: string;
  url: string;
  mime: string;
  ext: string;
  size: number;
  width: number;
  height: number;
  provider: string;
  alternativeText: string | null;
}

let inline: Uploaded;
let documentId: string;

async function describePicture(id: number, alternativeText: string) {
  const info = new FormData();
  info.append('fileInfo', JSON.stringify({ alternativeText }));
  const answer = await request(`/upload?id=${id}`, {
    method: 'POST',
    token: await editorToken(),
    body: info,
  });
  expect(answer.status).toBe(200);
}

const entryPictures = async () =>
  (
    await request<{ pictures: { id: number | null; name: string; description: string }[] }>(
      `/newsroom/entry-pictures?contentType=api::blog.blog&documentId=${documentId}`,
      { token: await editorToken() },
    )
  ).body.pictures;

const publish = () =>
  contentManager<{ error?: { message: string } }>(
    `${BLOGS}/${documentId}/actions/publish`,
    'POST',
    {},
  );

async function readersAlt(): Promise<unknown> {
  const answer = await graphql<{ blogs: { content: { type: string; image?: unknown }[] }[] }>(
    `{ blogs(filters: { slug: { eq: "${SLUG}" } }) { content } }`,
    tokens.web,
  );
  const image = answer.body.data?.blogs[0]?.content.find((block) => block.type === 'image');
  return (image?.image as { alternativeText?: unknown } | undefined)?.alternativeText;
}

beforeAll(async () => {
  const form = new FormData();
  const pixel = readFileSync(path.join(__dirname, 'support', 'pixel.png'));
  form.append('files', new Blob([pixel], { type: 'image/png' }), 'inline-glider.png');
  const upload = await request<Uploaded[]>('/upload', {
    method: 'POST',
    token: await editorToken(),
    body: form,
  });
  expect(upload.status).toBe(201);
  inline = upload.body[0]!;
  const described = await request<{ results: { id: number }[] }>(
    '/upload/files?pageSize=1&filters[alternativeText][$notNull]=true&filters[mime][$contains]=image',
    { token: await editorToken() },
  );
  // The picture as the Blocks editor inserts it: the file's fields without its id, and its
  // name for a description while the library has none.
  const { id: _id, ...fields } = inline;
  const created = await contentManager<{ data: { documentId: string } }>(BLOGS, 'POST', {
    title: 'A Glider Over the Ridge',
    slug: SLUG,
    description: 'Ridge lift, seen from the cockpit.',
    featureImage: described.body.results[0]!.id,
    content: [
      { type: 'paragraph', children: [{ type: 'text', text: 'The ridge lifts the glider.' }] },
      {
        type: 'image',
        image: { ...fields, alternativeText: inline.name },
        children: [{ type: 'text', text: '' }],
      },
    ],
  });
  expect(created.status).toBe(201);
  documentId = created.body.data.documentId;
});

afterAll(async () => {
  if (documentId) await contentManager(`${BLOGS}/${documentId}`, 'DELETE');
});

describe('a picture in the text of an article', () => {
  it('counts as undescribed while the library has no description, file name or not', async () => {
    expect(await entryPictures()).toContainEqual({
      id: inline.id,
      name: 'inline-glider.png',
      url: inline.url,
      description: '',
    });
    const refused = await publish();
    expect(refused.status).toBe(400);
    expect(refused.body.error?.message).toBe(
      'Add alternative text to the picture "inline-glider.png" before publishing (the Pictures panel ' +
        'beside the editor, or the Media Library): a sentence saying what each shows, for readers who cannot see it.',
    );
  });

  it('reaches readers with the description the library holds now', async () => {
    await describePicture(inline.id, 'A white glider banking over a green ridge');
    expect(await entryPictures()).toContainEqual(
      expect.objectContaining({
        name: 'inline-glider.png',
        description: 'A white glider banking over a green ridge',
      }),
    );
    expect((await publish()).status).toBe(200);
    expect(await readersAlt()).toBe('A white glider banking over a green ridge');
    // A later edit in the library reaches the published article too.
    await describePicture(inline.id, 'A glider above a ridge, its shadow on the grass');
    expect(await readersAlt()).toBe('A glider above a ridge, its shadow on the grass');
  });

  it('refuses a panel request that names no article or story', async () => {
    const answer = await request('/newsroom/entry-pictures?contentType=api::tag.tag&documentId=x', {
      token: await editorToken(),
    });
    expect(answer.status).toBe(400);
  });
});
