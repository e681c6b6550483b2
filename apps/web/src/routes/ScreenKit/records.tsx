import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

/** The number the address names by `param` (`:annexId`); undefined on a screen without it (a create screen). */
export function useIdParam(param: string): number | undefined {
  const value = useParams()[param];
  return value ? Number(value) : undefined;
}

/** What an admin screen shows while its record loads, or when it could not be loaded. */
export function Loading({ error }: { error: unknown }) {
  const { t } = useTranslation('web');
  return error ? <p role="alert">{t('admin.loadFailed')}</p> : <p>{t('admin.loading')}</p>;
}
