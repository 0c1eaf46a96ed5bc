import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { marked } from '@/lib/fixtures/sample-search';
import { HighlightedText } from './HighlightedText';

const meta = {
  title: 'UI/HighlightedText',
  component: HighlightedText,
  args: { runs: marked('[Artemis]: The Long Road Back to the [Moon]') },
  decorators: [(Story) => <p className="search-page">{Story()}</p>],
} satisfies Meta<typeof HighlightedText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Title: Story = {};

export const Passage: Story = {
  args: {
    runs: marked(
      '… the south pole, where [Artemis] crews will land, holds ice in craters the Sun never reaches …',
    ),
  },
};

/** An article quoting markup: shown as written, never run. */
export const MarkupAsText: Story = {
  args: { runs: marked('Why [<script>alert(1)</script>] is harmless here') },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(within(canvasElement).getByText(/<script>alert\(1\)<\/script>/)).toBeVisible();
  },
};

/** The service marked nothing: the plain text stands in. */
export const NothingMarked: Story = { args: { runs: [], fallback: 'Dressed for Vacuum' } };
