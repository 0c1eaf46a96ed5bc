import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ShareButtons } from './ShareButtons';

const url = 'https://apogee.example/jet-stream-and-flight-times';

const meta = {
  title: 'UI/ShareButtons',
  component: ShareButtons,
  args: {
    url,
    title: 'Why flights east are faster: the jet stream',
    // A desktop browser: a clipboard, no share sheet.
    shareWith: { clipboard: { writeText: fn(async () => undefined) } },
  },
} satisfies Meta<typeof ShareButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A desktop browser: three networks and "Copy link", no share sheet to open. */
export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getAllByRole('link')).toHaveLength(3);
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Share…' })).toBeNull();
  },
};

/** "Copy link" copies the article's address and says so. */
export const LinkCopied: Story = {
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Copy link' }));
    await expect(await page.findByRole('status')).toHaveTextContent('Link copied');
    await expect(args.shareWith?.clipboard?.writeText).toHaveBeenCalledWith(url);
  },
};

/** No clipboard here (an insecure page): the link itself, to copy by hand. */
export const CopyFailed: Story = {
  args: { shareWith: {} },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Copy link' }));
    await expect(await page.findByRole('status')).toHaveTextContent(
      `Copying did not work here. The link: ${url}`,
    );
  },
};

/** A phone: its own share sheet too, with the article's title and address. */
export const Phone: Story = {
  args: {
    shareWith: {
      share: fn(async () => undefined),
      clipboard: { writeText: fn(async () => undefined) },
    },
  },
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Share…' }));
    await expect(args.shareWith?.share).toHaveBeenCalledWith({ title: args.title, url });
  },
};
