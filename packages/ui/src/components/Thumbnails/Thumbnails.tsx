import { clsx } from 'clsx';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import * as styles from './Thumbnails.css';

/** One picture of a `Thumbnails` list. */
export interface ThumbnailImage {
  /** A stable key (the picture's id or file name). */
  key: string;
  src: string;
  /** Says what the picture shows ("Picture 2"). */
  alt: string;
  /** Controls under the picture (move, remove). */
  actions?: ReactNode;
}

export interface ThumbnailsProps extends Omit<ComponentPropsWithoutRef<'ul'>, 'children'> {
  images: readonly ThumbnailImage[];
}

/**
 * Small pictures in a row that wraps (a room's photos), each in a 160×110 frame with its controls under it. A list,
 * so a screen reader tells how many there are.
 */
export function Thumbnails({ images, className, ...rest }: ThumbnailsProps) {
  return (
    <ul {...rest} className={clsx(styles.list, className)}>
      {images.map((image) => (
        <li key={image.key} className={styles.item}>
          <img className={styles.image} src={image.src} alt={image.alt} />
          {image.actions}
        </li>
      ))}
    </ul>
  );
}
