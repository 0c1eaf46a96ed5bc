import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { toStory } from '../api/story';
import { StoryViewer } from './StoryViewer';

const page = {
  caption: 'First light before the morning rush.',
  media: {
    url: '/uploads/sunrise.webp',
    alternativeText: 'The sun over a runway',
    mime: 'image/webp',
    width: 1080,
    height: 1920,
    formats: null,
  },
};

describe("a reader's story", () => {
  it('credits the name the reader chose; the newsroom’s stories credit no one', () => {
    const story = (readerName: string | null) =>
      toStory({
        documentId: 'd1',
        title: 'Sunrise Over Runway 27',
        slug: 'sunrise-over-runway-27',
        description: 'A reader’s morning at the airfield.',
        readerName,
        pages: [page],
      });
    expect(story('  Amelia Pilot ')?.readerName).toBe('Amelia Pilot');
    expect(story('')?.readerName).toBeNull();
    expect(story(null)?.readerName).toBeNull();

    const viewer = (readerName: string | null) =>
      renderToStaticMarkup(
        <StoryViewer story={story(readerName)!} publisher="Apogee" onBack={() => undefined} />,
      );
    expect(viewer('Amelia Pilot')).toContain(
      '<p class="story-viewer__credit">Sent by Amelia Pilot</p>',
    );
    expect(viewer(null)).not.toContain('Sent by');
  });
});
