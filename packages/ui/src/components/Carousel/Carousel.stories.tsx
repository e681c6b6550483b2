import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyT } from '../../stories/storyT';
import { Carousel, type CarouselImage } from './Carousel';

/** A picture of the given size and colour, drawn in place (no file to load). */
const picture = (width: number, height: number, fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${fill}"/><circle cx="50%" cy="50%" r="${Math.min(width, height) / 4}" fill="#fff"/></svg>`,
  )}`;

/** The room's name and its pictures' words, in the language picked in the toolbar. */
const texts = {
  lt: { room: 'Aula 101', alt: (n: number) => `Aula 101, ${n} nuotrauka iš 3` },
  en: { room: 'Aula 101', alt: (n: number) => `Aula 101, image ${n} of 3` },
} as const;
const textsOf = (globals: Record<string, unknown>) => texts[globals.locale === 'en' ? 'en' : 'lt'];

// A wide, a tall and a square picture: each takes the same room.
const sources = [picture(800, 400, '#2f6fb3'), picture(300, 600, '#3a8f5c'), picture(500, 500, '#b35a2f')];

const imagesOf = (globals: Record<string, unknown>): CarouselImage[] =>
  sources.map((src, index) => ({ key: `room-${index + 1}`, src, alt: textsOf(globals).alt(index + 1) }));

/** Keyboard and ARIA, shown on the component's docs page (.storybook/preview.tsx). */
const accessibility = {
  keyboard: [['Tab', 'Reaches Previous, then Next; Enter or Space shows that picture.']],
  aria: [
    'A `<figure>` named by `label`, with the role description "carousel".',
    'Each picture has its `alt` text; "2 / 3" is a polite live region, so the change is announced.',
  ],
};

const onIndexChange = fn();

const meta = {
  title: 'ui/Carousel',
  component: Carousel,
  tags: ['autodocs'],
  args: { label: texts.lt.room, images: [], onIndexChange },
  render: (args, { globals }) => <Carousel {...args} images={imagesOf(globals)} />,
  parameters: { accessibility },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three pictures: Next and Previous go round, and the count follows. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    onIndexChange.mockClear();
    const t = storyT({ globals });
    const text = textsOf(globals);
    await expect(canvas.getByRole('figure', { name: text.room })).toBeVisible();
    await expect(canvas.getByRole('img', { name: text.alt(1) })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('carousel.previous') }));
    await expect(canvas.getByRole('img', { name: text.alt(3) })).toBeVisible();
    await expect(canvas.getByText('3 / 3')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('carousel.next') }));
    await expect(canvas.getByRole('img', { name: text.alt(1) })).toBeVisible();
    await expect(onIndexChange.mock.calls).toEqual([[2], [0]]);
  },
};

/** One picture: nothing to step through, so no buttons. */
export const OnePicture: Story = {
  render: (args, { globals }) => <Carousel {...args} images={imagesOf(globals).slice(0, 1)} />,
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('img', { name: textsOf(globals).alt(1) })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
