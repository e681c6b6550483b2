import { clsx } from 'clsx';
import type { ComponentPropsWithoutRef } from 'react';
import * as styles from './Badge.css';

/** What a badge says about its subject: a plain fact, something to heed, something good. */
export const badgeTones = ['primary', 'warning', 'success'] as const;
export type BadgeTone = (typeof badgeTones)[number];

export interface BadgeProps extends ComponentPropsWithoutRef<'span'> {
  /** `primary` by default. */
  tone?: BadgeTone;
}

/** A short label on a card or a row ("Remote", "Needs approval", "My default"): a pill in the tone's soft colours. */
export function Badge({ tone = 'primary', className, ...rest }: BadgeProps) {
  return <span {...rest} className={clsx(styles.tone[tone], className)} />;
}
