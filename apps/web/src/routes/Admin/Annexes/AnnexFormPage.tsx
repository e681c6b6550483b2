import { type AdminAnnex, type AdminAnnexBody, adminAnnexBodySchema } from '@laikas/contract';
import { FormField, FormPage, Panel, useSchemaForm } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { pathTo } from '../../../app/routeTable';
import { saveAnnex } from '../../../data/adminAnnexes';
import { useGet } from '../../../data/calls';
import { useSubmit } from '../../../data/useSubmit';

/** /admin/annexes/create and /admin/annexes/{id}/edit. */
export default function AnnexFormPage() {
  const { t } = useTranslation('web');
  const { annexId } = useParams();
  const id = annexId ? Number(annexId) : undefined;
  const { data, error } = useGet<AdminAnnex>(id ? 'annexes' : null, `/api/admin/annexes/${id}`);
  if (id !== undefined && !data) {
    return error ? <p role="alert">{t('admin.loadFailed')}</p> : <p>{t('admin.loading')}</p>;
  }
  return <AnnexForm key={data?.id ?? 'new'} annex={data} />;
}

function AnnexForm({ annex }: { annex: AdminAnnex | undefined }) {
  const { t } = useTranslation('web');
  const navigate = useNavigate();
  const form = useSchemaForm(adminAnnexBodySchema, { name: annex?.name ?? '', description: annex?.description ?? '' });
  const { errors, submit } = useSubmit(t('admin.saveFailed'));

  async function save(body: AdminAnnexBody) {
    const saved = await submit(() => saveAnnex(annex?.id ?? null, body), t('admin.annexes.saved'));
    if (saved) {
      navigate(pathTo('Admin.Annexes'));
    }
  }

  return (
    <FormPage
      title={annex ? t('admin.annexes.editTitle', { name: annex.name }) : t('admin.annexes.create')}
      form={form}
      idPrefix="annex"
      onSubmit={save}
      serverErrors={errors}
      submitLabel={t('admin.save')}
      actions={<Link to={pathTo('Admin.Annexes')}>{t('admin.cancel')}</Link>}
      width="medium"
    >
      <Panel>
        <FormField name="name" label={t('admin.annexes.name')} />
        <FormField name="description" label={t('admin.annexes.description')} multiline />
      </Panel>
    </FormPage>
  );
}
