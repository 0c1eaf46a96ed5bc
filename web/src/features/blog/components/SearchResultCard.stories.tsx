import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { marked, sampleSearchResults } from '@/lib/fixtures/sample-search';
import { SearchResultCard } from './SearchResultCard';

const meta = {
  title: 'Blog/SearchResultCard',
  component: SearchResultCard,
  args: { result: sampleSearchResults[0]!, authorLabel: 'Apogee Editorial' },
  decorators: [
    (Story) => (
      <div className="search-page" style={{ maxWidth: 380 }}>
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof SearchResultCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The searched words marked in the title and the passage. */
export const Marked: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    const title = card.getByRole('heading', { level: 3 });
    await expect(title).toHaveTextContent('Artemis: The Long Road Back to the Moon');
    await expect(title.querySelectorAll('mark')).toHaveLength(2);
  },
};

export const WithoutPictureOrMatchInTitle: Story = { args: { result: sampleSearchResults[2]! } };

/** An article whose title and passage quote markup: shown as text. */
export const MarkupAsText: Story = {
  args: {
    result: {
      ...sampleSearchResults[1]!,
      title: '<img src=x onerror=alert(1)> in a title',
      titleHighlight: marked('[<img src=x onerror=alert(1)>] in a title'),
      snippet: marked('A passage with <script>alert(2)</script> and a [match]'),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img[src="x"]')).toBeNull();
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(within(canvasElement).getByText('<img src=x onerror=alert(1)>')).toBeVisible();
  },
};

/** The service found no passage: the description stands in, unmarked. */
export const DescriptionOnly: Story = {
  args: { result: { ...sampleSearchResults[0]!, snippet: [] } },
};
