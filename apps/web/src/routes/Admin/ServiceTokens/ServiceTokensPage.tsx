import { Page } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { ApiTokensSection } from '../../User/ApiTokensSection';

/** `/admin/service-tokens` (issue 35): the tokens other systems call the API with. */
export default function ServiceTokensPage() {
  const { t } = useTranslation('web');
  return (
    <Page title={t('apiTokens.service.pageTitle')}>
      <ApiTokensSection kind="service" />
    </Page>
  );
}
