import { Box, Button, Panel, Select, Muted } from '@laikas/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { saveLocalPasswords, type ProviderList } from '../../../data/identityProviders';
import { useSubmit } from '../../../data/useSubmit';

/** Whether local passwords work for everyone or only for super administrators (the way in when SSO is down). */
export function LocalPasswords({ current }: { current: ProviderList['local_passwords'] }) {
  const { t } = useTranslation('web');
  const [value, setValue] = useState(current);
  const { pending, submit } = useSubmit(t('sso.failed'));
  async function save(event: FormEvent) {
    event.preventDefault();
    await submit(() => saveLocalPasswords(value), t('sso.saved'));
  }
  return (
    <Box as="form" maxWidth="medium" onSubmit={(event: FormEvent) => void save(event)} noValidate>
      <Panel title={t('sso.localPasswords.title')} spacing="roomy" role="group">
        <Muted small>{t('sso.localPasswords.intro')}</Muted>
        <Select
          id="local-passwords"
          label={t('sso.localPasswords.label')}
          options={[
            { value: 'everyone', label: t('sso.localPasswords.everyone') },
            { value: 'super_admins', label: t('sso.localPasswords.superAdmins') },
          ]}
          value={value}
          onValueChange={(next) => setValue(next ?? value)}
        />
        <Box display="flex" flexWrap="wrap" gap="sm">
          <Button type="submit" loading={pending}>
            {t('sso.save')}
          </Button>
        </Box>
      </Panel>
    </Box>
  );
}
