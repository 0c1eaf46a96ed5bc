import type { Meta, StoryObj } from '@storybook/react-vite';
import { samplePictures } from '@/lib/fixtures/sample-content';
import { MagazineDetail } from './MagazineDetail';
import { MagazineGrid } from './MagazineGrid';

const magazines = Array.from({ length: 6 }, (_, index) => ({
  id: `m${index}`,
  slug: `issue-${index + 1}`,
  title: `Apogee Issue ${12 - index}`,
  issueDate: '2026-03-01',
  cover: samplePictures.cover,
}));

const meta = {
  title: 'Magazines/MagazineGrid',
  component: MagazineGrid,
  args: { magazines },
} satisfies Meta<typeof MagazineGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page of covers: one row of 6 on a wide screen. */
export const SixCovers: Story = {};
/** Two rows of 3 on a tablet. */
export const SixCoversTablet: Story = { globals: { viewport: { value: 'tablet' } } };
/** Three rows of 2 on a phone. */
export const SixCoversPhone: Story = { globals: { viewport: { value: 'mobile1' } } };
export const Detail: Story = {
  render: () => (
    <MagazineDetail
      magazine={{
        id: 'm1',
        slug: 'issue-12',
        title: 'Apogee Issue 12',
        issueDate: '2026-03-01',
        description: [
          {
            type: 'paragraph',
            children: [
              {
                type: 'text',
                text: 'Inside: the jet stream, heat shields and the quiet radar room.',
              },
            ],
          },
        ],
        descriptionText: 'Inside: the jet stream, heat shields and the quiet radar room.',
        readerUrl: null,
        purchaseUrl: 'https://example.org/buy',
        pdfUrl: null,
        cover: samplePictures.cover,
        tags: [
          { name: 'Aviation', slug: 'aviation' },
          { name: 'NASA', slug: 'nasa' },
        ],
      }}
    />
  ),
};
