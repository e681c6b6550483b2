import { clsx } from 'clsx';
import type { ComponentPropsWithoutRef } from 'react';
import * as styles from './Alert.css';

/** What an alert says: something failed or was refused (`danger`), or something to heed (`warning`). */
export const alertTones = ['danger', 'warning'] as const;
export type AlertTone = (typeof alertTones)[number];

/** A box among a page's parts, or a bar across the whole window (a state of the whole session). */
export const alertLayouts = ['box', 'bar'] as const;
export type AlertLayout = (typeof alertLayouts)[number];

export interface AlertProps extends ComponentPropsWithoutRef<'div'> {
  /** `danger` by default. */
  tone?: AlertTone;
  /** `box` by default. */
  layout?: AlertLayout;
}

/**
 * A message in the tone's soft colours: a sign-in that failed, a page that was refused, "signed in as". Announced
 * as it appears (`role="alert"`); pass `role="status"` for one that need not interrupt.
 */
export function Alert({ tone = 'danger', layout = 'box', className, ...rest }: AlertProps) {
  return <div role="alert" {...rest} className={clsx(styles.tone[tone], styles.layout[layout], className)} />;
}
