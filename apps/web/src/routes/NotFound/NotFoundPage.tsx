import { Box } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export default function NotFoundPage() {
  const { t } = useTranslation('web');
  return (
    <Box display="flex" flexDirection="column" gap="md" paddingY="xxl" textAlign="center" alignItems="center">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to="/">{t('notFound.home')}</Link>
    </Box>
  );
}
