import type { IdentityProviderTrial } from '@laikas/contract';
import { Box, Button, Panel } from '@laikas/ui';
import type { TFunction } from 'i18next';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from '../Admin.css';
import { Muted } from './Muted';

function outcomeOf(t: TFunction<'web'>, trial: IdentityProviderTrial) {
  if (trial.ok) {
    return t('sso.trialOk');
  }
  if (trial.missing) {
    return t('sso.trialMissing', { attribute: trial.missing });
  }
  if (trial.reason) {
    return t('sso.trialFailed', { reason: t(`login.sso.failure.${trial.reason}`) });
  }
  return t('sso.trialWrongPassword');
}

/** Terms and their values, side by side (one under the other on a phone). */
function Definitions({ entries }: { entries: [string, string][] }) {
  return (
    <dl className={styles.definitions}>
      {entries.map(([term, detail]) => (
        <Fragment key={term}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.detail}>{detail}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** What an administrator's trial sign-in brought back: the outcome, the account, roles, groups and attributes. */
export function TrialResult({
  trial,
  name,
  onClose,
}: {
  trial: IdentityProviderTrial;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('web');
  const none = t('sso.trialNone');
  const profile = trial.profile;
  const account = profile
    ? [profile.uid, profile.name, profile.email, profile.language].filter(Boolean).join(' · ')
    : none;
  return (
    <Panel title={t('sso.trialTitle', { name })} spacing="roomy">
      <p role="status">{outcomeOf(t, trial)}</p>
      {trial.subject !== null ? (
        <>
          <Muted>{t('sso.trialIntro')}</Muted>
          <Definitions
            entries={[
              [t('sso.trialAccount'), account],
              [t('sso.trialSubject'), trial.subject],
              [t('sso.trialRoles'), trial.roles.join(', ') || none],
              [t('sso.trialGroups'), trial.groups.join(', ') || none],
            ]}
          />
          <h3>{t('sso.trialAttributes')}</h3>
          <Definitions
            entries={Object.entries(trial.attributes).map(([attribute, values]) => [attribute, values.join(', ')])}
          />
        </>
      ) : null}
      <Box display="flex" flexWrap="wrap" gap="sm">
        <Button variant="secondary" onClick={onClose}>
          {t('sso.trialClose')}
        </Button>
      </Box>
    </Panel>
  );
}
