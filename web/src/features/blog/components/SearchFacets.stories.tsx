import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
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

const manyTags = [
  'Artemis',
  'NASA',
  'The Moon',
  'ESA',
  'Rockets',
  'Satellites',
  'Mars',
  'Telescopes',
  'Space stations',
  'Astronauts',
  'Launch pads',
  'Boosters',
].map((label, i) => ({ value: label.toLowerCase().replace(/ /g, '-'), label, count: 12 - i }));

/** Up to twelve values come: six show, the others wait behind "More". */
export const LongListBehindMore: Story = {
  args: { facets: { ...sampleSearchPage.facets, tag: manyTags } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const tags = page.getByRole('region', { name: 'Tag' });
    await expect(within(tags).getByRole('link', { name: /^Satellites/ })).toBeVisible();
    const more = within(tags).getByText('More', { exact: false });
    await expect(more).toHaveTextContent('More tag values (6)');
    await expect(within(tags).getByRole('link', { name: /^Boosters/ })).not.toBeVisible();
    // A summary: the browser opens it from the keyboard too; simulated keys do not reach that
    // native behaviour, so the story opens it as a pointer would.
    await userEvent.click(more);
    await expect(within(tags).getByRole('link', { name: /^Boosters 1 article$/ })).toBeVisible();
  },
};

/** On a 320 px phone each facet's row scrolls inside the box; the page itself does not. */
export const LongListOnAPhone: Story = {
  args: LongListBehindMore.args,
  decorators: [(Story) => <div style={{ width: 288 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector('.search-facets');
    await expect(box?.getBoundingClientRect().width).toBeLessThanOrEqual(288);
  },
};
