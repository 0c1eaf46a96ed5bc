import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Confetti } from './Confetti';
import './quiz.css';

/** A right answer's burst: press the button for another one (nothing under reduced motion). */
function ConfettiDemo({ initialBurst }: { initialBurst: number }) {
  const [burst, setBurst] = useState(initialBurst);
  return (
    <div>
      <button type="button" className="button" onClick={() => setBurst((count) => count + 1)}>
        Throw confetti
      </button>
      <Confetti burst={burst} />
    </div>
  );
}

const meta = {
  title: 'Quiz/Confetti',
  component: ConfettiDemo,
  args: { initialBurst: 1 },
} satisfies Meta<typeof ConfettiDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Thrown as the story opens, as after a right answer. */
export const RightAnswer: Story = {};

/** Before any answer: nothing is drawn or downloaded. */
export const Idle: Story = { args: { initialBurst: 0 } };
