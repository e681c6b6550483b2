import { useUiTranslation } from '../../i18n';
import { renderAnchor, type RenderLink } from '../private/link';
import * as styles from './AppFooter.css';

export interface AppFooterProps {
  /** The application's version (spec: 1.0.3). */
  version: string;
  /** The year shown after ©; usually the current year. */
  year: number;
  universityName: string;
  /** The system's name, e.g. "Timetables" / "Tvarkaraščiai". */
  systemLabel: string;
  /** The support contact address; shown as a mailto link. */
  supportEmail: string;
  /** Where the accessibility statement is (a route of the app); the footer links to it on every page when given. */
  accessibilityHref?: string;
  /** Renders the statement's link with the app's router; a plain anchor by default. */
  renderLink?: RenderLink;
}

/**
 * The page footer: © year and university, system name, version, the support address and the accessibility
 * statement's link, in the same place on every page (WCAG 3.2.6 Consistent Help).
 */
export function AppFooter({
  version,
  year,
  universityName,
  systemLabel,
  supportEmail,
  accessibilityHref,
  renderLink = renderAnchor,
}: AppFooterProps) {
  const { t } = useUiTranslation();
  return (
    <footer className={styles.root}>
      <div className={styles.group}>
        <span>
          © {year} {universityName}
        </span>
        <span>{systemLabel}</span>
        <span>{t('footer.version', { version })}</span>
      </div>
      <div className={styles.group}>
        <span>
          {t('footer.support')}: <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
        </span>
        {accessibilityHref ? renderLink({ href: accessibilityHref, children: t('footer.accessibility') }) : null}
      </div>
    </footer>
  );
}
