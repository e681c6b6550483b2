import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import * as styles from './Page.css';

export interface PageProps extends Omit<ComponentPropsWithoutRef<'div'>, 'title'> {
  /** The page's one `<h1>`. */
  title: ReactNode;
  /** Links and buttons beside the title (create, related pages). */
  actions?: ReactNode;
  /** A muted line under the title saying what the page is for. */
  intro?: ReactNode;
}

/**
 * A screen's frame: the heading with its actions, an optional intro, then the content, spaced by the theme. Every
 * admin screen is one, so none carries a copy of these styles.
 */
export function Page({ title, actions, intro, children, className, ...rest }: PageProps) {
  return (
    <div {...rest} className={className ? `${styles.page} ${className}` : styles.page}>
      <div className={styles.header}>
        <h1>{title}</h1>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {children}
    </div>
  );
}

export interface PanelProps extends Omit<ComponentPropsWithoutRef<'section'>, 'title'> {
  /** A heading (`<h2>`) that also names the panel as a region. */
  title?: ReactNode;
}

/** A bordered surface grouping one part of a page (a form's section, a chart, a summary). */
export function Panel({ title, children, className, ...rest }: PanelProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={title ? titleId : undefined}
      {...rest}
      className={className ? `${styles.panel} ${className}` : styles.panel}
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
