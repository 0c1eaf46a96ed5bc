import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleBlogs } from '@/lib/fixtures/sample-content';
import { GrowingBlogList } from './BlogListStates';

const meta = {
  title: 'Blog/Growing blog list',
  component: GrowingBlogList,
  args: {
    blogs: sampleBlogs,
    authorLabel: 'Apogee Editorial',
    emptyText: 'No blogs found!',
    hasMore: true,
    loadingMore: false,
    onLoadMore: () => undefined,
  },
} satisfies Meta<typeof GrowingBlogList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithLoadMore: Story = {};
export const LoadingMore: Story = { args: { loadingMore: true } };
export const AllShown: Story = { args: { hasMore: false } };
export const Empty: Story = { args: { blogs: [] } };
/** Right under a page's h1 (a category, a tag, search results): the titles are h2. */
export const UnderPageTitle: Story = { args: { headingLevel: 2, firstIsLargestPaint: true } };
