import { isSuperAdmin, type AuditEntityType } from '@laikas/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../../app/routeTable';
import { useSession } from '../../../data/session';

/** "History": the audit log of one entity; shown to super administrators only (the log is theirs). */
export function HistoryLink({
  entityType,
  entityId,
  label,
}: {
  entityType: AuditEntityType;
  entityId: number;
  /** The link's text; "History" when left out. */
  label?: string;
}) {
  const { t } = useTranslation('web');
  const { user } = useSession();
  if (!user || !isSuperAdmin(user)) {
    return null;
  }
  const query = new URLSearchParams({ entity_type: entityType, entity_id: String(entityId) });
  return <Link to={`${pathTo('Admin.Audit')}?${query.toString()}`}>{label ?? t('audit.history')}</Link>;
}
