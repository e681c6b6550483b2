import { useUiTranslation } from '../../i18n';
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
}

/** The page footer: © year and university, system name, version and the support address. */
export function AppFooter({ version, year, universityName, systemLabel, supportEmail }: AppFooterProps) {
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
      </div>
    </footer>
  );
}
