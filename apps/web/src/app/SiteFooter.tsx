import { useTranslation } from 'react-i18next';
import { useAppInfo } from '../data/appInfo';
import { footer } from './AppLayout.css';

/** Spec 1: version 1.0.3, the current year, the university, the system label and the support address. */
export const APP_VERSION = '1.0.3';

export function SiteFooter() {
  const { t } = useTranslation('web');
  const appInfo = useAppInfo();
  return (
    <footer className={footer}>
      {t('layout.footer', {
        version: APP_VERSION,
        year: new Date().getFullYear(),
        university: appInfo?.university_name ?? '',
        system: t('layout.systemLabel'),
      })}
      {appInfo?.support_email ? (
        <>
          {' · '}
          {t('layout.support')} <a href={`mailto:${appInfo.support_email}`}>{appInfo.support_email}</a>
        </>
      ) : null}
    </footer>
  );
}
