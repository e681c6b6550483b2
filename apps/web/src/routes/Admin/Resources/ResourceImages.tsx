import { Box, Button, ImageUploader, Thumbnails } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { uploadImage } from '../../../data/adminResources';
import { useAppInfo } from '../../../data/appInfo';
import { move } from './resourceForm';

type Images = { name: string; url: string }[];

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
                <Button
                  size="small"
                  variant="secondary"
                  disabled={index === 0}
                  onClick={() => update((current) => move(current, index, -1))}
                  aria-label={t('admin.resources.imageEarlier', { n: index + 1 })}
                >
                  ←
                </Button>
                <Button
                  size="small"
                  variant="secondary"
                  disabled={index === images.length - 1}
                  onClick={() => update((current) => move(current, index, 1))}
                  aria-label={t('admin.resources.imageLater', { n: index + 1 })}
                >
                  →
                </Button>
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
