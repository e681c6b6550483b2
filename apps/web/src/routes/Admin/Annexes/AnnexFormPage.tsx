import type { AdminAnnex } from '@laikas/contract';
import { Box, Button, Field, invalidProps, Page, Panel, TextArea, TextInput } from '@laikas/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { pathTo } from '../../../app/routeTable';
import { saveAnnex, useAdminAnnex } from '../../../data/adminAnnexes';
import { useSubmit } from '../../../data/useSubmit';

/** /admin/annexes/create and /admin/annexes/{id}/edit. */
export default function AnnexFormPage() {
  const { t } = useTranslation('web');
  const { annexId } = useParams();
  const id = annexId ? Number(annexId) : undefined;
  const { data, error } = useAdminAnnex(id);
  if (id !== undefined && !data) {
    return error ? <p role="alert">{t('admin.loadFailed')}</p> : <p>{t('admin.loading')}</p>;
  }
  return <AnnexForm key={data?.id ?? 'new'} annex={data} />;
}

function AnnexForm({ annex }: { annex: AdminAnnex | undefined }) {
  const { t } = useTranslation('web');
  const navigate = useNavigate();
  const [name, setName] = useState(annex?.name ?? '');
  const [description, setDescription] = useState(annex?.description ?? '');
  const { pending, errors, submit } = useSubmit(t('admin.saveFailed'));

  async function save(event: FormEvent) {
    event.preventDefault();
    const saved = await submit(() => saveAnnex(annex?.id ?? null, { name, description }), t('admin.annexes.saved'));
    if (saved) {
      navigate(pathTo('Admin.Annexes'));
    }
  }

  return (
    <Page title={annex ? t('admin.annexes.editTitle', { name: annex.name }) : t('admin.annexes.create')}>
      <Box
        as="form"
        display="flex"
        flexDirection="column"
        gap="lg"
        maxWidth="medium"
        onSubmit={(event) => void save(event)}
        noValidate
      >
        <Panel>
          <Field id="annex-name" label={t('admin.annexes.name')} errors={errors.name}>
            <TextInput
              id="annex-name"
              value={name}
              onChange={(event) => setName(event.target.value)}
              {...invalidProps('annex-name', errors.name)}
            />
          </Field>
          <Field id="annex-description" label={t('admin.annexes.description')} errors={errors.description}>
            <TextArea
              id="annex-description"
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              {...invalidProps('annex-description', errors.description)}
            />
          </Field>
        </Panel>
        <Box display="flex" flexWrap="wrap" gap="sm">
          <Button type="submit" loading={pending}>
            {t('admin.save')}
          </Button>
          <Link to={pathTo('Admin.Annexes')}>{t('admin.cancel')}</Link>
        </Box>
      </Box>
    </Page>
  );
}
