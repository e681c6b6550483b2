import { auditListQuerySchema, type AuditEntry } from '@laikas/contract';
import { ListPage } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { usePage } from '../../../data/calls';
import { useAdminListQuery } from '../../ScreenKit';
import { AuditEntryCard, useAuditFormat } from './AuditEntryCard';
import { AuditFilters } from './AuditFilters';

/**
 * /admin/audit (super administrators): every recorded change, filtered, with what changed before and after. The
 * address holds the filters (`/admin/audit?entity_type=resource&entity_id=3`): a thing's History link opens its log.
 */
export default function AuditLogPage() {
  const { t } = useTranslation('web');
  const { listProps, ...listQuery } = useAdminListQuery(auditListQuerySchema);
  const list = usePage<AuditEntry>('audit', '/api/admin/audit', listQuery.query);
  const format = useAuditFormat();
  return (
    <ListPage
      title={t('audit.title')}
      intro={t('audit.intro')}
      filters={<AuditFilters {...listQuery} />}
      label={t('audit.title')}
      list={list}
      {...listProps}
      emptyText={t('audit.empty')}
      loadFailedText={t('audit.loadFailed')}
      renderItem={(entry) => <AuditEntryCard key={entry.id} entry={entry} format={format} />}
    />
  );
}
