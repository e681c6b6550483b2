import type { ResourceListItem } from '@laikas/contract';
import { Box, Inline, Select, Muted } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { pathTo } from '../../app/routeTable';
import * as styles from './ResourceViewPage.css';

/** The resource's name and address, and the menu that opens another resource in the same week. */
export function ResourceViewHeader({
  named,
  resources,
  resourceId,
}: {
  /** The resource, or its row of the list while its week loads. */
  named: { name: string; address: string | null } | undefined;
  resources: readonly ResourceListItem[];
  resourceId: number | undefined;
}) {
  const { t } = useTranslation('web');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  return (
    <Inline align="spaceBetween" alignY="bottom" space="md">
      <Box display="flex" flexDirection="column" gap="xxs">
        {/* aria-busy until the name comes: the route announcer waits for the real heading. */}
        <h1 aria-busy={named ? undefined : true}>{named?.name ?? t('common.loading')}</h1>
        {/* The address line is kept while the resource loads (and when it has none): nothing below moves. */}
        <Muted small as="span">
          {named?.address || '\u00a0'}
        </Muted>
      </Box>
      {/* A width of its own before the rooms come: the menu's name does not move the header. */}
      <div className={styles.roomSelect}>
        <Select
          id="other-resource"
          label={t('resourceView.otherResource')}
          options={resources.map((option) => ({ value: option.id, label: option.name }))}
          value={resourceId ?? null}
          onValueChange={(next) => {
            if (next !== null) {
              navigate({ pathname: pathTo('ResourceWithId', { id: String(next) }), search: search.toString() });
            }
          }}
        />
      </div>
    </Inline>
  );
}
