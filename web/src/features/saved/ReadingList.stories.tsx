import type { SavedArticle } from '@apogee/contracts/saved-articles';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReadingList } from './ReadingList';
import './saved.css';

const items: SavedArticle[] = [
  {
    slug: 'artemis-return-to-the-moon',
    title: 'Artemis: the return to the Moon',
    description: 'Why the next crews will land near the lunar south pole.',
    category: { name: 'Spaceflight', slug: 'spaceflight' },
    savedAt: '2026-11-20T10:00:00.000Z',
    progress: 0.4,
  },
  {
    slug: 'how-jet-engines-make-thrust',
    title: 'How jet engines make thrust',
    description: '',
    category: { name: 'Aviation', slug: 'aviation' },
    savedAt: '2026-11-18T09:00:00.000Z',
    progress: 1,
  },
  {
    slug: 'hubble-servicing-missions',
    title: 'Hubble servicing missions',
    description: 'Five visits that kept a telescope young.',
    category: null,
    savedAt: '2026-11-02T09:00:00.000Z',
    progress: null,
  },
];

const meta = {
  title: 'Reading list/ReadingList',
  component: ReadingList,
  args: { state: { status: 'ready', items }, onRemove: fn() },
  decorators: [
    (Story) => (
      <div className="reading-list" style={{ maxWidth: 760 }}>
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof ReadingList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Saved: Story = {
  play: async ({ args, canvasElement }) => {
    const list = within(canvasElement);
    await expect(list.getAllByRole('listitem')).toHaveLength(3);
    await expect(list.getByText(/40% read/)).toBeInTheDocument();
    await expect(list.getByText(/Saved November 18, 2026/)).toHaveTextContent('Read');
    await userEvent.click(list.getByRole('button', { name: 'Remove: Hubble servicing missions' }));
    await expect(args.onRemove).toHaveBeenCalledWith('hubble-servicing-missions');
  },
};
export const Removing: Story = { args: { removing: 'how-jet-engines-make-thrust' } };
export const RemoveFailed: Story = {
  args: { removeError: 'The article could not be removed. Try again.' },
};
export const Loading: Story = { args: { state: { status: 'loading' } } };
export const Empty: Story = {
  args: { state: { status: 'ready', items: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nothing saved yet.')).toBeInTheDocument();
  },
};
export const Failed: Story = {
  args: { state: { status: 'error', onRetry: fn() } },
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('alert')).toHaveTextContent(
      'Your reading list could not be loaded.',
    );
    await userEvent.click(page.getByRole('button', { name: 'Try again' }));
    if (args.state.status === 'error') await expect(args.state.onRetry).toHaveBeenCalled();
  },
};
export const SavedAtNight: Story = { globals: { theme: 'night' } };
export const EmptyAtNight: Story = {
  args: { state: { status: 'ready', items: [] } },
  globals: { theme: 'night' },
};
export const FailedAtNight: Story = {
  args: { state: { status: 'error', onRetry: fn() } },
  globals: { theme: 'night' },
};
