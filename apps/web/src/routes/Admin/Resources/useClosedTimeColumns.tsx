import type { Blackout, WeeklyBlackout } from '@laikas/contract';
import { actionsColumn, type DataTableColumn } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { RemoveButton } from '../../ScreenKit';
import { formatBlackoutSpan } from '../Groups/blackoutSpan';
import { CLOSED_TIME_AREAS, formatWeeklyRule, type WeeklyRuleWords } from './closedTimes';

/** The columns of the room's weekly rules (`path` their address): when, between which dates, the name, Remove. */
export function useWeeklyColumns(path: string): DataTableColumn<WeeklyBlackout>[] {
  const { t, i18n } = useTranslation('web');
  const words: WeeklyRuleWords = {
    on: (weekday) => t(`admin.resources.closed.on.${weekday}`),
    sentence: (parts) => t('admin.resources.closed.weeklyWhen', parts),
  };
  const when = (rule: WeeklyBlackout) => formatWeeklyRule(rule, i18n.language, words);
  return [
    { id: 'when', header: t('admin.resources.closed.when'), accessor: when, rowHeader: true },
    { id: 'between', header: t('admin.resources.closed.between'), accessor: (rule) => `${rule.from} – ${rule.to}` },
    { id: 'name', header: t('admin.resources.closed.name'), accessor: (rule) => rule.name },
    useRemoveColumn<WeeklyBlackout>(path, when, (rule) =>
      t('admin.resources.closed.removeWeeklyMessage', { name: rule.name, when: when(rule), count: rule.dates }),
    ),
  ];
}

/** The columns of the room's closed dates (`path` their address): when, the name, Remove. */
export function useSingleColumns(path: string): DataTableColumn<Blackout>[] {
  const { t } = useTranslation('web');
  return [
    { id: 'when', header: t('admin.resources.closed.when'), accessor: formatBlackoutSpan, rowHeader: true },
    { id: 'name', header: t('admin.resources.closed.name'), accessor: (row) => row.name },
    useRemoveColumn<Blackout>(path, formatBlackoutSpan, (row) =>
      t('admin.resources.closed.removeMessage', { name: row.name, when: formatBlackoutSpan(row) }),
    ),
  ];
}

/** A column of each row's Remove, asked first (`message`); its button names the row and its `when`. */
function useRemoveColumn<Row extends { id: number; name: string }>(
  path: string,
  when: (row: Row) => string,
  message: (row: Row) => string,
): DataTableColumn<Row> {
  const { t } = useTranslation('web');
  return actionsColumn(t('admin.resources.closed.remove'), (row) => (
    <RemoveButton
      label={t('admin.resources.closed.removeNamed', { name: row.name, when: when(row) })}
      confirm={{
        title: t('admin.resources.closed.removeTitle'),
        message: message(row),
        confirmLabel: t('admin.resources.closed.remove'),
      }}
      areas={CLOSED_TIME_AREAS}
      path={`${path}/${row.id}`}
      removedText={t('admin.resources.closed.removed')}
    >
      {t('admin.resources.closed.remove')}
    </RemoveButton>
  ));
}
