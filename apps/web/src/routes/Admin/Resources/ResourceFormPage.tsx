import { adminResourceDraftSchema, type AdminResource, type AdminResourceBody } from '@laikas/contract';
import { Box, Checkbox, FormField, FormPage, FormRow, Panel, useSchemaForm } from '@laikas/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { pathTo } from '../../../app/routeTable';
import { createResource, updateResource, useAdminResource } from '../../../data/adminResources';
import { useAppInfo } from '../../../data/appInfo';
import { useSubmit } from '../../../data/useSubmit';
import { draftMessageKey, draftOf, emptyDraft, type SlotDraft } from './resourceForm';
import { ResourceImages } from './ResourceImages';
import { SlotList, SlotPreview } from './SlotSettings';

/** /admin/resources/create and /admin/resources/{id}/edit: every setting of a resource (spec 3). */
export default function ResourceFormPage() {
  const { t } = useTranslation('web');
  const { resourceId } = useParams();
  const id = resourceId ? Number(resourceId) : undefined;
  const { data, error } = useAdminResource(id);
  const appInfo = useAppInfo();
  // A new resource starts from the university's default slots: wait for them (system settings, issue 15).
  if ((id !== undefined && !data) || (id === undefined && !appInfo)) {
    return error ? <p role="alert">{t('admin.loadFailed')}</p> : <p>{t('admin.loading')}</p>;
  }
  return <ResourceForm key={data?.id ?? 'new'} resource={data} />;
}

function ResourceForm({ resource }: { resource: AdminResource | undefined }) {
  const { t } = useTranslation('web');
  const navigate = useNavigate();
  const appInfo = useAppInfo();
  const defaults = appInfo && {
    available_slots: appInfo.default_available_slots,
    forbidden_slots: appInfo.default_forbidden_slots,
  };
  const form = useSchemaForm(
    adminResourceDraftSchema,
    resource ? draftOf(resource) : emptyDraft(defaults || undefined),
  );
  const { errors, submit } = useSubmit(t('admin.saveFailed'));

  async function save(body: AdminResourceBody) {
    const saved = await submit(
      () => (resource ? updateResource(resource.id, body) : createResource(body)),
      t('admin.resources.saved'),
    );
    if (saved) {
      navigate(pathTo('Admin.Resources.Show', { resourceId: saved.id }));
    }
  }

  const text = (name: string, label: string, hint?: string) => (
    <FormField name={name} label={label} hint={hint} inputMode={name.startsWith('settings.') ? 'numeric' : undefined} />
  );
  const slotList = (name: 'available_slots' | 'forbidden_slots', label: string) => (
    <FormField
      name={`settings.${name}`}
      label={label}
      render={({ value, onChange }) => (
        <SlotList field={name} label={label} slots={value as SlotDraft[]} onChange={onChange} />
      )}
    />
  );
  const cancelTo = resource ? pathTo('Admin.Resources.Show', { resourceId: resource.id }) : pathTo('Admin.Resources');
  return (
    <FormPage
      title={resource ? t('admin.resources.editTitle', { name: resource.name }) : t('admin.resources.createTitle')}
      form={form}
      idPrefix="resource"
      onSubmit={save}
      serverErrors={errors}
      ownMessage={(message) => {
        const key = draftMessageKey(message);
        return key ? t(key) : undefined;
      }}
      submitLabel={t('admin.save')}
      actions={<Link to={cancelTo}>{t('admin.cancel')}</Link>}
      width="medium"
    >
      <Fieldset legend={t('admin.resources.about')}>
        <FormField name="name" label={t('admin.resources.name')} />
        <FormField name="description" label={t('admin.resources.description')} multiline />
        <FormField name="notes" label={t('admin.resources.notes')} multiline />
        <FormRow>
          <FormField name="contact_info" label={t('admin.resources.contactInfo')} />
          <FormField name="address" label={t('admin.resources.address')} />
        </FormRow>
        <FormRow>
          {text('capacity', t('admin.resources.capacity'), t('admin.resources.capacityHint'))}
          {text('tags', t('admin.resources.tags'), t('admin.resources.tagsHint'))}
        </FormRow>
      </Fieldset>

      <Fieldset legend={t('admin.resources.rules')}>
        <FormRow>
          {text('settings.min_duration', t('admin.resources.minDuration'), t('admin.resources.minutesHint'))}
          {text('settings.max_duration', t('admin.resources.maxDuration'), t('admin.resources.minutesHint'))}
          {text('settings.available_spaces', t('admin.resources.availableSpaces'))}
        </FormRow>
        <FormRow>
          {text('settings.from', t('admin.resources.dayFrom'), t('admin.resources.timeHint'))}
          {text('settings.to', t('admin.resources.dayTo'), t('admin.resources.timeHint'))}
        </FormRow>
        <FormField
          name="settings.approved"
          label={t('admin.resources.approvalNeededLabel')}
          render={({ id, label, value, onChange }) => (
            <Checkbox id={id} label={label} checked={!value} onCheckedChange={(checked) => onChange(!checked)} />
          )}
        />
        <FormField name="settings.allow_anybody" type="checkbox" label={t('admin.resources.allowAnybody')} />
        <FormField name="settings.allow_remote_reservations" type="checkbox" label={t('admin.resources.allowRemote')} />
      </Fieldset>

      <Fieldset legend={t('admin.resources.slots')}>
        <Box as="p" color="textMuted">
          {t('admin.resources.slotsIntro')}
        </Box>
        {slotList('available_slots', t('admin.resources.availableSlots'))}
        {slotList('forbidden_slots', t('admin.resources.forbiddenSlots'))}
        <SlotPreview
          available={form.watch('settings.available_slots')}
          forbidden={form.watch('settings.forbidden_slots')}
        />
      </Fieldset>

      <Fieldset legend={t('admin.resources.images')}>
        <FormField
          name="images"
          label={t('admin.resources.images')}
          render={({ value }) => (
            <ResourceImages
              images={value as { name: string; url: string }[]}
              update={(change) => form.setValue('images', change(form.getValues('images')), { shouldDirty: true })}
            />
          )}
        />
      </Fieldset>
    </FormPage>
  );
}

/** A part of the form, a group named by its heading. */
function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Panel title={legend} role="group">
      {children}
    </Panel>
  );
}
