import { clsx } from 'clsx';
import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { sprinkles } from '../../theme/sprinkles.css';
import * as styles from './Page.css';

/** How wide a page may grow: the theme's named widths (`Box`'s `maxWidth`), `full` for no limit. */
export const pageWidths = ['full', 'content', 'form', 'medium', 'narrow', 'slim'] as const;
export type PageWidth = (typeof pageWidths)[number];

export interface PageProps extends Omit<ComponentPropsWithoutRef<'div'>, 'title'> {
  /** The page's one `<h1>`. */
  title: ReactNode;
  /** Links and buttons beside the title (create, related pages). */
  actions?: ReactNode;
  /** A muted line under the title saying what the page is for. */
  intro?: ReactNode;
  /** The widest the page grows; `full` (the default) fills the space the app gives it. */
  width?: PageWidth;
}

/**
 * A screen's frame: the heading with its actions, an optional intro, then the content, spaced by the theme. Every
 * admin screen is one, so none carries a copy of these styles.
 */
export function Page({ title, actions, intro, width = 'full', children, className, ...rest }: PageProps) {
  return (
    <div
      {...rest}
      className={clsx(styles.page, width === 'full' ? undefined : sprinkles({ maxWidth: width }), className)}
    >
      <div className={styles.header}>
        <h1>{title}</h1>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {children}
    </div>
  );
}

/** The room inside a panel: `normal` for summaries and charts, `roomy` for a form or a settings card. */
export const panelSpacings = ['normal', 'roomy'] as const;
export type PanelSpacing = (typeof panelSpacings)[number];

export interface PanelProps extends Omit<ComponentPropsWithoutRef<'section'>, 'title'> {
  /** A heading (`<h2>`) that also names the panel as a region. */
  title?: ReactNode;
  /** Padding and the gap between the panel's parts; `normal` by default. */
  spacing?: PanelSpacing;
}

/** A bordered surface grouping one part of a page (a form's section, a chart, a summary). */
export function Panel({ title, spacing = 'normal', children, className, ...rest }: PanelProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={title ? titleId : undefined}
      {...rest}
      className={clsx(styles.panel, styles.panelSpacing[spacing], className)}
    >
      {title ? (
        <h2 id={titleId} className={styles.panelTitle}>
          {title}
        </h2>
      ) : null}
      {children}
    </section>
  );
}
