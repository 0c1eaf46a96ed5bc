import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Loader } from '@/components/ui/loader/Loader';
import { SearchError, SearchPrompt, SearchScreen } from './SearchScreen';

const meta = {
  title: 'Blog/SearchScreen',
  component: SearchScreen,
  args: { params: { discover: '' }, children: <SearchPrompt /> },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SearchScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /search without a term. */
export const Blank: Story = {};

/** Whitespace only in the box: nothing is searched. */
export const WhitespaceDoesNotSubmit: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const input = page.getByRole('searchbox', { name: 'Search blogs' });
    await userEvent.type(input, '   {Enter}');
    await expect(input).toHaveValue('   ');
    await expect(page.getByText('Type a word or two to search the articles.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { params: { discover: 'artemis' }, children: <Loader /> },
};

export const Failed: Story = {
  args: { params: { discover: 'artemis' }, children: <SearchError onRetry={fn()} /> },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('alert')).toHaveTextContent('Failed to fetch blogs');
    await expect(page.getByRole('searchbox', { name: 'Search blogs' })).toHaveValue('artemis');
  },
};
