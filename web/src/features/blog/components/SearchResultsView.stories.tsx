import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { sampleSearchPage } from '@/lib/fixtures/sample-search';
import { SearchResultsView } from './SearchResultsView';

const meta = {
  title: 'Blog/SearchResultsView',
  component: SearchResultsView,
  args: {
    pages: [sampleSearchPage],
    params: { discover: 'artemis moon' },
    authorLabel: 'Apogee Editorial',
    hasMore: true,
    loadingMore: false,
    onLoadMore: fn(),
  },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div className="container search-page">{Story()}</div>],
} satisfies Meta<typeof SearchResultsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {};
export const Filtered: Story = {
  args: { params: { discover: 'artemis moon', category: 'spaceflight', sort: 'newest' } },
};
export const DidYouMean: Story = {
  args: {
    pages: [{ ...sampleSearchPage, term: 'artmis', didYouMean: 'artemis', total: 3 }],
    params: { discover: 'artmis' },
    hasMore: false,
  },
};
export const NothingFound: Story = {
  args: {
    pages: [
      {
        term: 'zzqxj',
        total: 0,
        results: [],
        facets: { category: [], tag: [], year: [] },
        didYouMean: null,
      },
    ],
    params: { discover: 'zzqxj' },
    hasMore: false,
  },
  // The old site's message, once, and no second way of saying it.
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('status')).toHaveTextContent('No blogs found!');
    await expect(page.getAllByText('No blogs found!')).toHaveLength(1);
    await expect(page.queryByText(/No results/)).toBeNull();
  },
};
export const LoadMoreFailed: Story = { args: { loadMoreFailed: true } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };
