import { type AdminAnnex, adminAnnexBodySchema } from '@laikas/contract';
import { FormField, Panel, useSchemaForm } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { pathTo } from '../../../app/routeTable';
import { saveRecord, useGet } from '../../../data/calls';
import { SaveFormPage, Loading, useIdParam } from '../../ScreenKit';

/** /admin/annexes/create and /admin/annexes/{id}/edit. */
export default function AnnexFormPage() {
  const id = useIdParam('annexId');
  const { data, error } = useGet<AdminAnnex>(id ? 'annexes' : null, `/api/admin/annexes/${id}`);
  return id !== undefined && !data ? <Loading error={error} /> : <AnnexForm key={data?.id ?? 'new'} annex={data} />;
}

function AnnexForm({ annex }: { annex: AdminAnnex | undefined }) {
  const { t } = useTranslation('web');
  const form = useSchemaForm(adminAnnexBodySchema, { name: annex?.name ?? '', description: annex?.description ?? '' });
  return (
    <SaveFormPage
      title={annex ? t('admin.annexes.editTitle', { name: annex.name }) : t('admin.annexes.create')}
      form={form}
      idPrefix="annex"
      save={(body) => saveRecord<AdminAnnex>('annexes', '/api/admin/annexes', annex?.id, body)}
      savedText={t('admin.annexes.saved')}
      savedTo={() => pathTo('Admin.Annexes')}
      cancelTo={pathTo('Admin.Annexes')}
    >
      <Panel>
        <FormField name="name" label={t('admin.annexes.name')} />
        <FormField name="description" label={t('admin.annexes.description')} multiline />
      </Panel>
    </SaveFormPage>
  );
}
