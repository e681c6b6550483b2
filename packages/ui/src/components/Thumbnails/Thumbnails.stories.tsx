import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { Thumbnails, type ThumbnailImage } from './Thumbnails';

/** A picture of the given size and colour, drawn in place (no file to load). */
const picture = (width: number, height: number, fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${fill}"/><circle cx="50%" cy="50%" r="${Math.min(width, height) / 4}" fill="#fff"/></svg>`,
  )}`;

/** The words of the room's photos, in the language picked in the toolbar. */
const texts = {
  lt: { alt: (n: number) => `${n} nuotrauka`, remove: (n: number) => `Pašalinti ${n} nuotrauką` },
  en: { alt: (n: number) => `Picture ${n}`, remove: (n: number) => `Remove picture ${n}` },
} as const;

const textsOf = (globals: Record<string, unknown>) => texts[globals.locale === 'en' ? 'en' : 'lt'];

// A wide, a tall and a square picture: each fills the same frame.
const sources = [picture(400, 200, '#2f6fb3'), picture(200, 400, '#3a8f5c'), picture(300, 300, '#b35a2f')];

const imagesOf = (globals: Record<string, unknown>): ThumbnailImage[] =>
  sources.map((src, index) => ({ key: `room-${index + 1}`, src, alt: textsOf(globals).alt(index + 1) }));

/** Keyboard and ARIA, shown on the component's docs page (.storybook/preview.tsx). */
const accessibility = {
  keyboard: [['Tab', 'Reaches the controls under each picture, in reading order.']],
  aria: [
    'A list (`<ul>`), so a screen reader tells how many pictures there are; each picture has its `alt` text.',
    'Controls under a picture should say which picture they act on ("Remove picture 2").',
  ],
};

const meta = {
  title: 'ui/Thumbnails',
  component: Thumbnails,
  tags: ['autodocs'],
  args: { images: [] },
  render: (args, { globals }) => <Thumbnails {...args} images={imagesOf(globals)} />,
  parameters: { accessibility },
} satisfies Meta<typeof Thumbnails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pictures of any shape, each cropped to the same 160×110 frame. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    for (const index of [1, 2, 3]) {
      const image = canvas.getByRole('img', { name: textsOf(globals).alt(index) });
      await expect(image).toHaveStyle({ width: '160px', height: '110px', objectFit: 'cover' });
    }
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Picture 2' })).toBeVisible();
  },
};

/** What the remove buttons of `WithActions` call. */
const onRemove = fn();

/** Controls under each picture, named after it. */
export const WithActions: Story = {
  render: (_args, { globals }) => {
    const text = textsOf(globals);
    return (
      <Thumbnails
        images={imagesOf(globals).map((image, index) => ({
          ...image,
          actions: (
            <div>
              <Button size="small" variant="danger" aria-label={text.remove(index + 1)} onClick={onRemove}>
                ✕
              </Button>
            </div>
          ),
        }))}
      />
    );
  },
  play: async ({ canvas, globals }) => {
    onRemove.mockClear();
    const text = textsOf(globals);
    const remove = canvas.getByRole('button', { name: text.remove(2) });
    // The control stands under its own picture.
    const image = canvas.getByRole('img', { name: text.alt(2) });
    await expect(remove.getBoundingClientRect().top).toBeGreaterThanOrEqual(image.getBoundingClientRect().bottom);
    await userEvent.click(remove);
    await expect(onRemove).toHaveBeenCalledTimes(1);
  },
};
