import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ListenControl } from './ListenControl';
import type { SpeechLike } from './speech';

/**
 * A speech synthesis for the stories: `voices` voices (none: the browser cannot read), and
 * utterances that are never done, so a story stays on the sentence it shows.
 */
function fakeSpeech(voices: number): SpeechLike {
  const target = new EventTarget();
  const voice = {
    name: 'Story voice',
    lang: 'en-GB',
    default: true,
    localService: true,
    voiceURI: 'story',
  };
  const speech = Object.assign(target, {
    getVoices: () => Array.from({ length: voices }, () => voice as SpeechSynthesisVoice),
    speak: () => undefined,
    cancel: () => undefined,
  });
  // An EventTarget with the three methods the control uses: SpeechSynthesis's typed overloads of
  // addEventListener are the only difference.
  return speech as unknown as SpeechLike;
}

/** The sentence painted as being read, by the CSS highlight the player sets. */
const highlighted = () => {
  const highlight = CSS.highlights.get('listen-sentence');
  return highlight ? [...highlight].map((range) => range.toString()).join('') : null;
};

function Article({ speech }: { speech: SpeechLike }) {
  return (
    <article className="blog-article" aria-label="Why flights east are faster">
      <p className="blog-article__meta">
        Apogee Editorial <span aria-hidden="true"> · </span>
        <span>4 min read</span>
        <ListenControl speech={speech} />
      </p>
      <div className="prose">
        <p>
          Book a return flight between New York and London and you will notice something odd. The
          eastbound flight is usually <strong>an hour shorter</strong>.
        </p>
        <h2>What is the jet stream?</h2>
        <p>Narrow bands of very strong wind near the tropopause. Airlines plan with it.</p>
      </div>
    </article>
  );
}

const meta = {
  title: 'Blog/ListenControl',
  component: Article,
  args: { speech: fakeSpeech(1) },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Article>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A browser with a voice: "Listen" beside the reading time, nothing loaded yet. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('button', { name: 'Listen' })).toBeEnabled();
  },
};

export const IdleNight: Story = { ...Idle, globals: { theme: 'night' } };

const startReading = async (canvasElement: HTMLElement) => {
  const page = within(canvasElement);
  await userEvent.click(await page.findByRole('button', { name: 'Listen' }));
  const player = await page.findByRole('group', { name: 'Listen to this article' });
  return within(player);
};

/** Pressed: the player reads the first sentence, highlighted, its Pause button focused. */
export const Playing: Story = {
  play: async ({ canvasElement }) => {
    const player = await startReading(canvasElement);
    await expect(player.getByRole('button', { name: 'Pause' })).toHaveFocus();
    await expect(player.getByTestId('listen-position')).toHaveTextContent('Sentence 1 of 5');
    await waitFor(() =>
      expect(highlighted()).toBe(
        'Book a return flight between New York and London and you will notice something odd.',
      ),
    );
  },
};

export const PlayingNight: Story = { ...Playing, globals: { theme: 'night' } };

/** Paused: the sentence stays highlighted, Play goes on from it. */
export const Paused: Story = {
  play: async ({ canvasElement }) => {
    const player = await startReading(canvasElement);
    await userEvent.click(player.getByRole('button', { name: 'Pause' }));
    await expect(player.getByRole('button', { name: 'Play' })).toBeVisible();
    await expect(player.getByRole('status')).toHaveTextContent('Paused');
    await expect(player.getByTestId('listen-position')).toHaveTextContent('Sentence 1 of 5');
    await waitFor(() => expect(highlighted()).toContain('Book a return flight'));
  },
};

export const PausedNight: Story = { ...Paused, globals: { theme: 'night' } };

/** A browser without voices: no Listen at all (its room is kept, invisible). */
export const Unavailable: Story = {
  args: { speech: fakeSpeech(0) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.queryByRole('button', { name: 'Listen' })).toBeNull();
  },
};

export const UnavailableNight: Story = { ...Unavailable, globals: { theme: 'night' } };
