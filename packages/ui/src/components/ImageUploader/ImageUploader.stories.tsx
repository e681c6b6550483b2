import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, screen, waitFor, within } from 'storybook/test';
import { Box } from '../Box';
import { storyT } from '../../stories/storyT';
import { ImageUploader } from './ImageUploader';

/** A small PNG drawn on a canvas: the same pixels in every run. */
async function drawImage(name: string, colour: string): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 160;
  canvas.height = 96;
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = colour;
    context.fillRect(0, 0, 160, 96);
    context.fillStyle = '#ffffff';
    context.fillRect(20, 20, 50, 50);
  }
  const blob = await new Promise<Blob>((resolve) =>
    canvas.toBlob((result) => resolve(result ?? new Blob()), 'image/png'),
  );
  return new File([blob], name, { type: 'image/png' });
}

/** A file that claims to be large without allocating it. */
function largeImage(name: string, bytes: number): File {
  const file = new File(['x'], name, { type: 'image/jpeg' });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

/** Reports half the upload, then waits for ever: the progress state, frozen for the screenshot. */
const uploadHalfway = fn((_file: File, onProgress: (fraction: number) => void) => {
  onProgress(0.5);
  return new Promise<string>(() => undefined);
});

/** Reports progress and finishes after 50 ms with a stored name. */
const uploadQuickly = fn(async (file: File, onProgress: (fraction: number) => void) => {
  onProgress(0.3);
  await new Promise((resolve) => setTimeout(resolve, 50));
  onProgress(1);
  return `stored-${file.name}`;
});

/** Keyboard and ARIA, shown on the component's docs page (.storybook/preview.tsx). */
const accessibility = {
  keyboard: [
    ['Tab', "Reaches the file picker button and each image's Remove button."],
    ['Enter / Space', 'Opens the file picker, or removes the image.'],
  ],
  aria: [
    'Dragging files is optional: the file picker does the same (WCAG 2.5.7).',
    "Each image's Remove button is named after the file; a refused file is explained in an `alert`.",
  ],
};

const meta = {
  title: 'ui/ImageUploader',
  component: ImageUploader,
  tags: ['autodocs'],
  args: { label: 'Nuotraukos', upload: uploadQuickly, onUploaded: fn(), onRemove: fn() },
  decorators: [
    (Story) => (
      <Box maxWidth="form">
        <Story />
      </Box>
    ),
  ],
  parameters: { accessibility },
} satisfies Meta<typeof ImageUploader>;

export default meta;
type Story = StoryObj<typeof meta>;

const pick = (canvasElement: HTMLElement, files: File[]) => {
  const input = canvasElement.querySelector('input[type="file"]');
  if (!input) {
    throw new Error('no file input');
  }
  fireEvent.change(input, { target: { files } });
};

export const Empty: Story = {
  play: async (context) => {
    const t = storyT(context);
    await expect(context.canvas.getByRole('button', { name: t('uploader.choose') })).toBeInTheDocument();
    await expect(context.canvas.getByText(t('uploader.limits', { max: 4 }))).toBeInTheDocument();
  },
};

/** Dropped images are previewed and show their upload progress. */
export const UploadingInEnglish: Story = {
  args: { label: 'Photos', upload: uploadHalfway },
  globals: { locale: 'en' },
  play: async ({ args, canvas }) => {
    const files = [await drawImage('room-101.png', '#1f4f99'), await drawImage('lab-3.png', '#1d7a46')];
    const dataTransfer = new DataTransfer();
    files.forEach((file) => dataTransfer.items.add(file));
    const zone = canvas.getByTestId('image-drop-zone');
    zone.dispatchEvent(new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer }));
    zone.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer }));
    await waitFor(() => expect(args.upload).toHaveBeenCalledTimes(2));
    const list = canvas.getByRole('list', { name: 'Images' });
    await expect(within(list).getByRole('img', { name: 'room-101.png' })).toBeInTheDocument();
    await expect(within(list).getByRole('progressbar', { name: 'Uploading lab-3.png' })).toHaveValue(0.5);
  },
};

/** The file picker: finished uploads are reported and can be removed. */
export const UploadAndRemove: Story = {
  parameters: { screenshot: false },
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    pick(canvasElement, [await drawImage('auditorija.png', '#b42318')]);
    await waitFor(() =>
      expect(args.onUploaded).toHaveBeenCalledWith(expect.objectContaining({ name: 'stored-auditorija.png' })),
    );
    await expect(await canvas.findByText(t('uploader.status.done'))).toBeInTheDocument();
    fireEvent.click(canvas.getByRole('button', { name: t('uploader.remove', { name: 'auditorija.png' }) }));
    await expect(args.onRemove).toHaveBeenCalledWith(expect.objectContaining({ name: 'stored-auditorija.png' }));
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

/** Too big (the alert names the limit in MB), not an image, or one too many: refused with an alert. */
export const RefusedFiles: Story = {
  args: { maxFiles: 2, maxBytes: 2 * 1024 * 1024 },
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context);
    pick(canvasElement, [
      largeImage('didelis.jpg', 3 * 1024 * 1024),
      new File(['%PDF'], 'tvarkarastis.pdf', { type: 'application/pdf' }),
      await drawImage('a.png', '#6d3fb8'),
      await drawImage('b.png', '#c2410c'),
      await drawImage('c.png', '#1b2430'),
    ]);
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent(t('uploader.tooBig', { name: 'didelis.jpg', max: 2 }));
    await expect(alert).toHaveTextContent(t('uploader.notImage', { name: 'tvarkarastis.pdf' }));
    await expect(alert).toHaveTextContent(t('uploader.tooMany', { name: 'c.png', max: 2 }));
    await waitFor(() => expect(args.upload).toHaveBeenCalledTimes(2));
  },
};

export const RefusedFilesInEnglish: Story = {
  args: { label: 'Photos', upload: uploadHalfway },
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    pick(canvasElement, [largeImage('panorama.jpg', 5 * 1024 * 1024)]);
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      '“panorama.jpg” is too big: the largest image allowed is 4 MB.',
    );
    await expect(args.upload).not.toHaveBeenCalled();
  },
};
