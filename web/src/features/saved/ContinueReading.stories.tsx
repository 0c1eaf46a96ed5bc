import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ContinueReading } from './ContinueReading';
import './saved.css';

const meta = {
  title: 'Reading list/ContinueReading',
  component: ContinueReading,
  args: {
    article: {
      slug: 'artemis-return-to-the-moon',
      title: 'Artemis: the return to the Moon',
      progress: 0.4,
    },
  },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof ContinueReading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The link takes the reader back to 40% of the article. */
export const HalfRead: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(
      card.getByRole('link', { name: 'Artemis: the return to the Moon' }),
    ).toHaveAttribute('href', '/artemis-return-to-the-moon#continue-40');
    await expect(card.getByText('— 40% read')).toBeInTheDocument();
  },
};
export const JustStarted: Story = {
  args: { article: { slug: 'moon-dust', title: 'Moon dust and lunar soil', progress: 0.06 } },
};
export const LongTitle: Story = {
  args: {
    article: {
      slug: 'long',
      title:
        'How a generation of engineers taught supersonic airliners to cross the Atlantic in three hours',
      progress: 0.82,
    },
  },
};
export const AtNight: Story = { globals: { theme: 'night' } };
