import type { SystemSettings } from '@laikas/contract';
import { Button, Field, invalidProps, TextInput } from '@laikas/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR, { mutate } from 'swr';
import { api } from '../../../data/client';
import { keys } from '../../../data/keys';
import { useSubmit } from '../../../data/useSubmit';
import * as styles from '../Admin.css';

const MB = 1024 * 1024;

/** /admin/system-settings (super administrators): the university's name, support e-mail and upload limit. */
export default function SystemSettingsPage() {
  const { t } = useTranslation('web');
  const { data, error } = useSWR(['system-settings'] as const, () =>
    api.get<SystemSettings>('/api/admin/system-settings'),
  );
  if (!data) {
    return error ? <p role="alert">{t('admin.loadFailed')}</p> : <p>{t('admin.loading')}</p>;
  }
  return <SettingsForm settings={data} />;
}

function SettingsForm({ settings }: { settings: SystemSettings }) {
  const { t } = useTranslation('web');
  const [name, setName] = useState(settings.university_name);
  const [email, setEmail] = useState(settings.support_email);
  const [megabytes, setMegabytes] = useState(String(Math.round((settings.upload_max_bytes / MB) * 10) / 10));
  const { pending, errors, submit } = useSubmit(t('admin.saveFailed'));

  async function save(event: FormEvent) {
    event.preventDefault();
    const saved = await submit(
      () =>
        api.put<SystemSettings>('/api/admin/system-settings', {
          university_name: name,
          support_email: email,
          upload_max_bytes: Math.round(Number(megabytes.replace(',', '.')) * MB) || 0,
        }),
      t('admin.systemSettings.saved'),
    );
    if (saved) {
      // The footer and the uploader read the public settings: they change at once.
      await mutate(keys.settings());
    }
  }

  return (
    <div className={styles.page}>
      <h1>{t('admin.systemSettings.title')}</h1>
      <p className={styles.muted}>{t('admin.systemSettings.intro')}</p>
      <form className={styles.form} onSubmit={(event) => void save(event)} noValidate>
        <div className={styles.fieldset}>
          <Field id="site-name" label={t('admin.systemSettings.universityName')} errors={errors.university_name}>
            <TextInput
              id="site-name"
              value={name}
              onChange={(event) => setName(event.target.value)}
              {...invalidProps('site-name', errors.university_name)}
            />
          </Field>
          <Field id="site-email" label={t('admin.systemSettings.supportEmail')} errors={errors.support_email}>
            <TextInput
              id="site-email"
              type="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              {...invalidProps('site-email', errors.support_email)}
            />
          </Field>
          <Field
            id="site-upload"
            label={t('admin.systemSettings.uploadLimit')}
            hint={t('admin.systemSettings.uploadLimitHint')}
            errors={errors.upload_max_bytes}
          >
            <TextInput
              id="site-upload"
              inputMode="decimal"
              value={megabytes}
              onChange={(event) => setMegabytes(event.target.value)}
              {...invalidProps('site-upload', errors.upload_max_bytes)}
            />
          </Field>
        </div>
        <div className={styles.actions}>
          <Button type="submit" loading={pending}>
            {t('admin.save')}
          </Button>
        </div>
      </form>
    </div>
  );
}
