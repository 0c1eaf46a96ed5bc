import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleSearchPage } from '@/lib/fixtures/sample-search';
import { SearchFacets } from './SearchFacets';

const meta = {
  title: 'Blog/SearchFacets',
  component: SearchFacets,
  args: { facets: sampleSearchPage.facets, params: { discover: 'artemis moon' } },
  decorators: [(Story) => <div style={{ maxWidth: 300 }}>{Story()}</div>],
} satisfies Meta<typeof SearchFacets>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every value links to the search with that filter added. */
export const NoFilter: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /^Spaceflight 9 articles$/ });
    await expect(link).toHaveAttribute(
      'href',
      '/search?discover=artemis+moon&category=spaceflight',
    );
    await expect(within(canvasElement).queryByRole('link', { name: 'Clear filters' })).toBeNull();
  },
};

/** The filters set are marked, and their links remove them. */
export const Filtered: Story = {
  args: {
    params: { discover: 'artemis moon', category: 'spaceflight', year: 2025, sort: 'newest' },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const selected = page.getByRole('link', { name: /^Remove filter: Spaceflight/ });
    await expect(selected).toHaveAttribute('aria-current', 'true');
    await expect(selected).toHaveAttribute(
      'href',
      '/search?discover=artemis+moon&year=2025&sort=newest',
    );
    await expect(page.getByRole('link', { name: 'Clear filters' })).toHaveAttribute(
      'href',
      '/search?discover=artemis+moon&sort=newest',
    );
  },
};

/** A filter in the address that the service did not list is still shown, to be removed. */
export const FilterNotListed: Story = {
  args: { params: { discover: 'artemis moon', tag: 'concorde' } },
};

export const NoFacets: Story = {
  args: { facets: { category: [], tag: [], year: [] } },
};
