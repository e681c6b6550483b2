import { AppFooter } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { useAppInfo } from '../data/appInfo';
import { routerLink } from './routerLink';
import { pathTo } from './routeTable';

/** Spec 1: version 1.0.3, the current year, the university, the system label and the support address. */
export const APP_VERSION = '1.0.3';

export function SiteFooter() {
  const { t } = useTranslation('web');
  const appInfo = useAppInfo();
  return (
    <AppFooter
      version={APP_VERSION}
      year={new Date().getFullYear()}
      universityName={appInfo?.university_name ?? ''}
      systemLabel={t('layout.systemLabel')}
      supportEmail={appInfo?.support_email ?? ''}
      accessibilityHref={pathTo('Accessibility')}
      renderLink={routerLink}
    />
  );
}
