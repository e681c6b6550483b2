import type { IdentityProviderTrial } from '@laikas/contract';
import { Box, Button, DefinitionList, Panel, Muted } from '@laikas/ui';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

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
          <Muted small>{t('sso.trialIntro')}</Muted>
          <DefinitionList
            items={[
              { term: t('sso.trialAccount'), detail: account },
              { term: t('sso.trialSubject'), detail: trial.subject },
              { term: t('sso.trialRoles'), detail: trial.roles.join(', ') || none },
              { term: t('sso.trialGroups'), detail: trial.groups.join(', ') || none },
            ]}
          />
          <h3>{t('sso.trialAttributes')}</h3>
          <DefinitionList
            items={Object.entries(trial.attributes).map(([attribute, values]) => ({
              term: attribute,
              detail: values.join(', '),
            }))}
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
