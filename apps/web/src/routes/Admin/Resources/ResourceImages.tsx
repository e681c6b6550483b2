import { Box, Button, ImageUploader, Thumbnails } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { uploadImage } from '../../../data/adminResources';
import { useAppInfo } from '../../../data/appInfo';
import { move } from './resourceForm';

type Images = { name: string; url: string }[];

/** An image moves a place earlier or later. */
const MOVES = [
  { by: -1, sign: '←', label: 'admin.resources.imageEarlier' },
  { by: 1, sign: '→', label: 'admin.resources.imageLater' },
] as const;

/**
 * A resource's pictures in display order: move, remove, add. Changes are functions of the current list, since
 * several uploads can finish before the screen draws again.
 */
export function ResourceImages({
  images,
  update,
}: {
  images: Images;
  update: (change: (current: Images) => Images) => void;
}) {
  const { t } = useTranslation('web');
  const appInfo = useAppInfo();
  const without = (name: string) => update((current) => current.filter((other) => other.name !== name));
  return (
    <>
      {images.length > 0 ? (
        <Thumbnails
          images={images.map((image, index) => ({
            key: image.name,
            src: image.url,
            alt: t('admin.resources.imageAlt', { n: index + 1 }),
            actions: (
              <Box display="flex" flexWrap="wrap" gap="sm">
                {MOVES.map(({ by, sign, label }) => (
                  <Button
                    key={by}
                    size="small"
                    variant="secondary"
                    disabled={index + by < 0 || index + by >= images.length}
                    onClick={() => update((current) => move(current, index, by))}
                    aria-label={t(label, { n: index + 1 })}
                  >
                    {sign}
                  </Button>
                ))}
                <Button
                  size="small"
                  variant="danger"
                  onClick={() => without(image.name)}
                  aria-label={t('admin.resources.imageRemove', { n: index + 1 })}
                >
                  ✕
                </Button>
              </Box>
            ),
          }))}
        />
      ) : null}
      <ImageUploader
        label={t('admin.resources.addImages')}
        maxBytes={appInfo?.upload_max_bytes}
        maxFiles={Math.max(1, 20 - images.length)}
        upload={uploadImage}
        onUploaded={(image) => update((current) => [...current, { name: image.name, url: `/uploads/${image.name}` }])}
        onRemove={(image) => without(image.name)}
      />
    </>
  );
}
