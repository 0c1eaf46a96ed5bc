import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sampleSearchResults } from '@/lib/fixtures/sample-search';
import { SearchResultList } from './SearchResultList';

const meta = {
  title: 'Blog/SearchResultList',
  component: SearchResultList,
  args: {
    results: sampleSearchResults,
    authorLabel: 'Apogee Editorial',
    hasMore: true,
    loadingMore: false,
    onLoadMore: fn(),
  },
  decorators: [(Story) => <div className="search-page">{Story()}</div>],
} satisfies Meta<typeof SearchResultList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithMore: Story = {};
export const AllShown: Story = { args: { hasMore: false } };
export const LoadingMore: Story = { args: { loadingMore: true } };
/** Load More failed: the results stay, the message shows and the button tries again. */
export const LoadMoreFailed: Story = { args: { loadMoreFailed: true } };
