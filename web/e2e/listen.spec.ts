import type { Page } from '@playwright/test';
import { cmsGraphql, newestBlogs } from './support/cms';
import { expect, openPage, test } from './support/test';

// "Listen" on an article (docs/product/articles.md): the browser's speech synthesis reads it
// aloud. Headless Chromium may have no voice at all, so each journey installs a speech
// synthesis of its own before the page loads: it has the voices the journey says and finishes
// each sentence after a moment, recording what it was asked to say. What is tested is the
// site's control, not the browser's voice.

interface FakeSpeechOptions {
  /** Voices it reports: none means the browser cannot read; null means no API at all. */
  voices: number | null;
  /** How long each sentence takes to say. */
  sentenceMs: number;
}

declare global {
  interface Window {
    /** What the fake speech was asked to say, in order, with the speed asked for. */
    spokenForTest?: { text: string; rate: number }[];
    /** Set once the fake has told the page its voices (the `voiceschanged` event). */
    voicesToldForTest?: boolean;
  }
}

function installFakeSpeech({ voices, sentenceMs }: FakeSpeechOptions) {
  if (voices === null) {
    Object.defineProperty(window, 'speechSynthesis', { configurable: true, value: undefined });
    window.voicesToldForTest = true;
    return;
  }
  const spoken: { text: string; rate: number }[] = [];
  window.spokenForTest = spoken;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const voice = { name: 'Journey voice', lang: 'en-US', default: true, localService: true };
  const speech = Object.assign(new EventTarget(), {
    speaking: false,
    pending: false,
    paused: false,
    getVoices: () => (window.voicesToldForTest ? Array.from({ length: voices }, () => voice) : []),
    speak(utterance: SpeechSynthesisUtterance) {
      spoken.push({ text: utterance.text, rate: utterance.rate });
      clearTimeout(timer);
      timer = setTimeout(() => utterance.dispatchEvent(new Event('end')), sentenceMs);
    },
    cancel() {
      clearTimeout(timer);
    },
    pause() {},
    resume() {},
  });
  Object.defineProperty(window, 'speechSynthesis', { configurable: true, value: speech });
  // As Chromium does: no voices at first, then `voiceschanged` once they are loaded.
  setTimeout(() => {
    window.voicesToldForTest = true;
    speech.dispatchEvent(new Event('voiceschanged'));
  }, 300);
}

/** The text painted as the sentence being read (the player's CSS highlight), or null. */
const highlighted = (page: Page) =>
  page.evaluate(() => {
    const highlight = CSS.highlights.get('listen-sentence');
    return highlight ? [...highlight].map((range) => range.toString()).join('') : null;
  });
const spoken = (page: Page) => page.evaluate(() => window.spokenForTest ?? []);

interface Block {
  type: string;
  children?: Block[];
  text?: string;
}
const textOf = (block: Block): string => block.text ?? (block.children ?? []).map(textOf).join('');

test.describe('Listen to an article', () => {
  test('reads it sentence by sentence, the sentence highlighted; pauses, speeds up and stops', async ({
    page,
  }) => {
    const [blog] = await newestBlogs(1);
    if (!blog) throw new Error('The CMS has no blog posts.');
    const { blogs } = await cmsGraphql<{ blogs: { content: Block[] }[] }>(
      `query ($slug: String!) { blogs(filters: { slug: { eq: $slug } }) { content } }`,
      { slug: blog.slug },
    );
    const firstBlock = textOf(blogs[0]!.content[0]!).replace(/\s+/g, ' ').trim();

    await page.addInitScript(installFakeSpeech, { voices: 1, sentenceMs: 2500 });
    await openPage(page, `/${blog.slug}`);
    const article = page.getByRole('article', { name: blog.title });
    const listen = article.getByRole('button', { name: 'Listen' });
    await expect(listen).toBeVisible();
    await listen.click();

    const player = page.getByRole('group', { name: 'Listen to this article' });
    const pause = player.getByRole('button', { name: 'Pause' });
    await expect(pause).toBeFocused();
    const position = player.getByTestId('listen-position');
    await expect(position).toHaveText(/^Sentence 1 of \d+$/);
    // The first sentence of the article's text, said and highlighted.
    await expect.poll(() => spoken(page)).toHaveLength(1);
    const [first] = await spoken(page);
    expect(firstBlock.startsWith(first!.text)).toBe(true);
    expect(first!.text.length).toBeGreaterThan(10);
    expect((await highlighted(page))?.replace(/\s+/g, ' ')).toBe(first!.text);

    // Said: on to the next sentence, highlighted in turn.
    await expect(position).toHaveText(/^Sentence 2 of \d+$/);
    await expect.poll(() => spoken(page).then((said) => said.length)).toBe(2);
    const second = (await spoken(page))[1]!;
    expect(second.text).not.toBe(first!.text);
    await expect
      .poll(async () => (await highlighted(page))?.replace(/\s+/g, ' '))
      .toBe(second.text);

    // Paused: nothing more is said, the sentence stays highlighted; Play says it again.
    await pause.press('Enter');
    await expect(player.getByRole('status')).toHaveText('Paused');
    const play = player.getByRole('button', { name: 'Play' });
    await expect(play).toBeVisible();
    await page.waitForTimeout(3000);
    await expect(position).toHaveText(/^Sentence 2 of \d+$/);
    expect(await spoken(page)).toHaveLength(2);
    expect((await highlighted(page))?.replace(/\s+/g, ' ')).toBe(second.text);
    await play.click();
    await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();
    await expect
      .poll(() => spoken(page).then((said) => said.at(-1)))
      .toEqual({
        text: second.text,
        rate: 1,
      });

    // A faster speed: the sentence is said again at once, at that speed.
    await player.getByLabel('Speed').selectOption('1.5');
    await expect
      .poll(() => spoken(page).then((said) => said.at(-1)))
      .toEqual({
        text: second.text,
        rate: 1.5,
      });

    // Stopped: the player closes, nothing is highlighted, the focus is back on Listen.
    await player.getByRole('button', { name: 'Stop' }).click();
    await expect(player).toHaveCount(0);
    expect(await highlighted(page)).toBeNull();
    await expect(listen).toBeFocused();
  });

  for (const [where, voices] of [
    ['a browser without voices', 0],
    ['a browser without speech synthesis', null],
  ] as const)
    test(`offers no Listen in ${where}`, async ({ page }) => {
      const [blog] = await newestBlogs(1);
      if (!blog) throw new Error('The CMS has no blog posts.');
      await page.addInitScript(installFakeSpeech, { voices, sentenceMs: 1500 });
      await openPage(page, `/${blog.slug}`);
      await page.waitForFunction(() => window.voicesToldForTest === true);
      const article = page.getByRole('article', { name: blog.title });
      await expect(article.locator('.blog-article__meta')).toContainText(/\d+ min read/);
      await expect(article.getByRole('button', { name: 'Listen' })).toHaveCount(0);
    });
});
