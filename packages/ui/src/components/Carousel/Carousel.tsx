import { clsx } from 'clsx';
import type { ComponentPropsWithoutRef } from 'react';
import { useUiTranslation } from '../../i18n';
import { Box } from '../Box';
import { Button } from '../Button';
import { useControllableState } from '../private/useControllableState';
import * as styles from './Carousel.css';

/** One picture of a `Carousel`. */
export interface CarouselImage {
  /** A stable key (the picture's id or file name). */
  key: string;
  src: string;
  /** Says what the picture shows ("Aula 101, picture 2 of 3"). */
  alt: string;
}

export interface CarouselProps extends Omit<ComponentPropsWithoutRef<'figure'>, 'children'> {
  /** What the pictures are of (a room's name): the carousel's accessible name. */
  label: string;
  images: readonly CarouselImage[];
  /** The picture shown (0-based), when the carousel is controlled. */
  index?: number;
  /** The picture shown first; the first unless said. */
  defaultIndex?: number;
  onIndexChange?: (index: number) => void;
}

/**
 * One picture at a time, full width, with Previous and Next (going round) and "2 / 3" announced as it changes. Nothing
 * without pictures; a single picture has no buttons.
 */
export function Carousel({
  label,
  images,
  index: indexProp,
  defaultIndex = 0,
  onIndexChange,
  className,
  ...rest
}: CarouselProps) {
  const { t } = useUiTranslation();
  const [index, setIndex] = useControllableState(indexProp, defaultIndex, onIndexChange);
  const count = images.length;
  const image = images[index];
  if (!image) {
    return null;
  }
  const step = (by: number) => setIndex((index + by + count) % count);
  return (
    <figure
      {...rest}
      className={clsx(styles.carousel, className)}
      aria-roledescription={t('carousel.roleDescription')}
      aria-label={label}
    >
      <img src={image.src} alt={image.alt} className={styles.image} />
      {count > 1 ? (
        <Box display="flex" justifyContent="space-between" alignItems="center" marginTop="xs">
          <Button variant="secondary" size="small" onClick={() => step(-1)}>
            {t('carousel.previous')}
          </Button>
          <span aria-live="polite">
            {index + 1} / {count}
          </span>
          <Button variant="secondary" size="small" onClick={() => step(1)}>
            {t('carousel.next')}
          </Button>
        </Box>
      ) : null}
    </figure>
  );
}
