import { useTranslation } from 'react-i18next';
import { ApiTokensSection } from '../../User/ApiTokensSection';
import * as styles from '../Admin.css';

/** `/admin/service-tokens` (issue 35): the tokens other systems call the API with. */
export default function ServiceTokensPage() {
  const { t } = useTranslation('web');
  return (
    <div className={styles.page}>
      <h1>{t('apiTokens.service.pageTitle')}</h1>
      <ApiTokensSection kind="service" />
    </div>
  );
}
