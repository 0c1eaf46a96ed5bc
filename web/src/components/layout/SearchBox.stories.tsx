import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ApiRequestError } from '@/lib/api/api-error';
import { sampleSuggestions } from '@/lib/fixtures/sample-search';
import { SearchBox } from './SearchBox';

const meta = {
  title: 'Layout/SearchBox',
  component: SearchBox,
  args: {
    id: 'search-panel',
    onClose: fn(),
    onGo: fn(),
    findSuggestions: fn(async () => ({ suggestions: sampleSuggestions })),
  },
  // The panel hangs under the header's button, at its right edge.
  decorators: [
    (Story) => (
      <div className="search-toggle" style={{ marginLeft: 'auto', width: '24rem', height: 320 }}>
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvas: HTMLElement) => within(canvas).getByRole('combobox', { name: 'Search blogs' });

/** As opened: the box has the focus, no list yet. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const input = box(canvasElement);
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Two characters that stand still ask for the titles; one does not. */
export const InstantResults: Story = {
  play: async ({ canvasElement, args }) => {
    const input = box(canvasElement);
    await userEvent.type(input, 'a');
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(args.findSuggestions).not.toHaveBeenCalled();
    await userEvent.type(input, 'rtem');
    const list = await within(canvasElement).findByRole('listbox', { name: 'Articles' });
    await expect(args.findSuggestions).toHaveBeenCalledTimes(1);
    await expect(args.findSuggestions).toHaveBeenCalledWith('artem', expect.anything());
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(input).toHaveAttribute('aria-controls', list.id);
    await expect(within(list).getAllByRole('option')).toHaveLength(3);
    await expect(list.querySelectorAll('mark')[0]).toHaveTextContent('Artem');
  },
};

/** ArrowDown and ArrowUp move through the titles (round at the ends); Enter opens the one chosen. */
export const KeyboardOpensArticle: Story = {
  play: async ({ canvasElement, args }) => {
    const input = box(canvasElement);
    await userEvent.type(input, 'artem');
    const options = await within(canvasElement).findAllByRole('option');
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await userEvent.keyboard('{ArrowUp}');
    await expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await expect(options[0]).toHaveAttribute('aria-selected', 'false');
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onGo).toHaveBeenCalledWith({ article: 'artemis-ii-crew' });
    await expect(args.onClose).toHaveBeenCalledWith(false);
  },
};

/** Enter with no title chosen searches for the text as typed, trimmed. */
export const EnterSearches: Story = {
  play: async ({ canvasElement, args }) => {
    const input = box(canvasElement);
    await userEvent.type(input, '  artem  ');
    await within(canvasElement).findAllByRole('option');
    await userEvent.keyboard('{Enter}');
    await expect(args.onGo).toHaveBeenCalledWith({ search: 'artem' });
  },
};

/** Blank or whitespace-only text does not submit (docs/product/search.md). */
export const WhitespaceDoesNotSubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const input = box(canvasElement);
    await userEvent.type(input, '   {Enter}');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Search' }));
    await expect(args.onGo).not.toHaveBeenCalled();
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(args.findSuggestions).not.toHaveBeenCalled();
  },
};

/** Escape closes the list first, then the box (which gives the focus back to its button). */
export const EscapeClosesListThenBox: Story = {
  play: async ({ canvasElement, args }) => {
    const input = box(canvasElement);
    await userEvent.type(input, 'artem');
    await within(canvasElement).findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await expect(within(canvasElement).queryByRole('listbox')).toBeNull();
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).not.toHaveAttribute('aria-activedescendant');
    await expect(input).toHaveValue('artem');
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}{Escape}');
    await expect(args.onClose).toHaveBeenCalledWith(true);
  },
};

/** A click on a title opens it. */
export const ClickOpensArticle: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(box(canvasElement), 'artem');
    const options = await within(canvasElement).findAllByRole('option');
    await userEvent.click(options[2]!);
    await expect(args.onGo).toHaveBeenCalledWith({ article: 'artemis-accords' });
  },
};

/** No title starts like the text: the box says so, and Enter still searches every article. */
export const NoMatchingTitles: Story = {
  args: { findSuggestions: fn(async () => ({ suggestions: [] })) },
  play: async ({ canvasElement }) => {
    await userEvent.type(box(canvasElement), 'zzq');
    await expect(
      await within(canvasElement).findByText(/No titles start like “zzq”/),
    ).toBeVisible();
    await expect(within(canvasElement).queryByRole('listbox')).toBeNull();
  },
};

/** The titles are still on their way. */
export const Loading: Story = {
  args: { findSuggestions: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvasElement }) => {
    await userEvent.type(box(canvasElement), 'artem');
    await expect(await within(canvasElement).findByText('Searching ...')).toBeVisible();
  },
};

/** The service did not answer: the box says Enter still searches. */
export const Unavailable: Story = {
  args: {
    findSuggestions: fn(async () => {
      throw new ApiRequestError(503, 'UNAVAILABLE', 'Search is unavailable right now.');
    }),
  },
  play: async ({ canvasElement }) => {
    await userEvent.type(box(canvasElement), 'artem');
    await waitFor(() =>
      expect(within(canvasElement).getByRole('status')).toHaveTextContent(
        'Instant results are unavailable. Press Enter to search.',
      ),
    );
  },
};
