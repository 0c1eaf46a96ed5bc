import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleMedia, samplePictures } from '@/lib/fixtures/sample-content';
import { StoryGallery } from './StoryGallery';
import { StoryViewer } from './StoryViewer';

const story = {
  id: 's1',
  slug: 'countdown-to-lift-off',
  title: 'Countdown to Lift-off',
  description: 'The last minutes before a launch.',
  readerName: null,
  pages: [
    {
      caption: 'T-minus 10 minutes: the range is green.',
      media: sampleMedia(samplePictures.story),
    },
    { caption: 'Engines ignite at T-minus 3 seconds.', media: sampleMedia(samplePictures.orbit) },
    { caption: 'Clear of the tower.', media: sampleMedia(samplePictures.clouds) },
  ],
};

const meta = {
  title: 'Stories/StoryViewer',
  component: StoryViewer,
  args: { story, publisher: 'Apogee', onBack: () => undefined },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StoryViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ImagePages: Story = {};
/** A reader's story credits the reader who sent it. */
export const ReaderStory: Story = {
  args: {
    story: {
      ...story,
      id: 's3',
      title: 'Sunrise Over Runway 27',
      readerName: 'Amelia Pilot',
      pages: [
        {
          caption: 'First light before the morning rush.',
          media: sampleMedia(samplePictures.story),
        },
      ],
    },
  },
};
export const Gallery: Story = {
  parameters: { layout: 'padded' },
  render: () => (
    <StoryGallery
      stories={[
        story,
        {
          ...story,
          id: 's2',
          slug: 'b',
          title: 'Saturn in Five Facts',
          readerName: 'Amelia Pilot',
        },
      ]}
    />
  ),
};
