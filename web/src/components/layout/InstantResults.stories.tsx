import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sampleSuggestions } from '@/lib/fixtures/sample-search';
import { InstantResults } from './InstantResults';

const meta = {
  title: 'Layout/InstantResults',
  component: InstantResults,
  args: { id: 'instant-results', suggestions: sampleSuggestions, active: -1, onChoose: fn() },
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof InstantResults>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Titles: Story = {};
/** The option the arrow keys are on. */
export const SecondChosen: Story = { args: { active: 1 } };
