import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { NewsletterChoices } from './NewsletterChoices';

const topics = [
  { slug: 'aviation', name: 'Aviation' },
  { slug: 'space', name: 'Space' },
  { slug: 'history', name: 'History' },
];

const meta = {
  title: 'Engagement/NewsletterChoices',
  component: NewsletterChoices,
  args: {
    topics,
    value: { topics: [], rhythm: 'both' },
    onChange: () => undefined,
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return <NewsletterChoices {...args} value={value} onChange={setValue} />;
  },
} satisfies Meta<typeof NewsletterChoices>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryTopic: Story = {};
export const SpaceDigestOnly: Story = { args: { value: { topics: ['space'], rhythm: 'digest' } } };
export const NoCategoriesKnown: Story = { args: { topics: [] } };
export const RefusedValues: Story = {
  args: {
    errors: {
      topics: 'Choose topics from the list.',
      rhythm: 'Choose each article, the weekly digest or both.',
    },
  },
};
