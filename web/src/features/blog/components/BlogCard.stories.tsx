import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleBlogs } from '@/lib/fixtures/sample-content';
import { BlogCard } from './BlogCard';

const meta = {
  title: 'Blog/BlogCard',
  component: BlogCard,
  args: { blog: sampleBlogs[0]!, authorLabel: 'Apogee Editorial' },
  decorators: [(Story) => <div style={{ maxWidth: 380 }}>{Story()}</div>],
} satisfies Meta<typeof BlogCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = {};
export const WithDescription: Story = { args: { showDescription: true } };
export const WithoutImageOrCategory: Story = { args: { blog: sampleBlogs[3]! } };
/** An article signed by one of the site's authors: the byline links to their page. */
export const SignedByAuthor: Story = { args: { blog: sampleBlogs[1]! } };
