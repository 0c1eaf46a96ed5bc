import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SearchSummary } from './SearchSummary';

const meta = {
  title: 'Blog/SearchSummary',
  component: SearchSummary,
  args: { term: 'moon', total: 14, didYouMean: null },
} satisfies Meta<typeof SearchSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Count: Story = {};
export const OneResult: Story = { args: { total: 1 } };
export const NoResults: Story = {
  args: { term: 'zzqxj', total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('No blogs found!');
  },
};

/** The term as typed matched nothing: the results are those of the spelling the index knows. */
export const DidYouMean: Story = {
  args: { term: 'artmis', total: 3, didYouMean: 'artemis' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('status')).toHaveTextContent(
      'No results for “artmis”. Showing 3 results for “artemis”.',
    );
    await expect(page.getByRole('link', { name: 'artemis' })).toHaveAttribute(
      'href',
      '/search?discover=artemis',
    );
  },
};
