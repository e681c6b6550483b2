import { adminResourceDraftSchema, type AdminResource } from '@laikas/contract';
import { Checkbox, FormField, FormRow, Panel, useSchemaForm, Muted } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { pathTo } from '../../../app/routeTable';
import { useAppInfo } from '../../../data/appInfo';
import { saveRecord, useGet } from '../../../data/calls';
import { SaveFormPage, Loading, useIdParam } from '../../ScreenKit';
import { draftMessage, draftOf, emptyDraft } from './resourceForm';
import { ResourceImages } from './ResourceImages';
import { SlotFields } from './SlotSettings';

/** /admin/resources/create and /admin/resources/{id}/edit: every setting of a resource (spec 3). */
export default function ResourceFormPage() {
  const id = useIdParam('resourceId');
  const { data, error } = useGet<AdminResource>(id ? 'resources' : null, `/api/admin/resources/${id}`);
  // A new resource starts from the university's default slots: wait for them (system settings, issue 15).
  const appInfo = useAppInfo();
  if ((id !== undefined && !data) || (id === undefined && !appInfo)) {
    return <Loading error={error} />;
  }
  return <ResourceForm key={data?.id ?? 'new'} resource={data} />;
}

function ResourceForm({ resource }: { resource: AdminResource | undefined }) {
  const { t } = useTranslation('web');
  const appInfo = useAppInfo();
  const defaults = appInfo && {
    available_slots: appInfo.default_available_slots,
    forbidden_slots: appInfo.default_forbidden_slots,
  };
  const form = useSchemaForm(
    adminResourceDraftSchema,
    resource ? draftOf(resource) : emptyDraft(defaults || undefined),
  );

  const text = (name: string, label: string, hint?: string) => (
    <FormField name={name} label={label} hint={hint} inputMode={name.startsWith('settings.') ? 'numeric' : undefined} />
  );
  return (
    <SaveFormPage
      title={resource ? t('admin.resources.editTitle', { name: resource.name }) : t('admin.resources.createTitle')}
      form={form}
      idPrefix="resource"
      save={(body) => saveRecord<AdminResource>('resources', '/api/admin/resources', resource?.id, body)}
      savedText={t('admin.resources.saved')}
      savedTo={(saved) => pathTo('Admin.Resources.Show', { resourceId: saved.id })}
      cancelTo={resource ? pathTo('Admin.Resources.Show', { resourceId: resource.id }) : pathTo('Admin.Resources')}
      ownMessage={draftMessage(t)}
    >
      <Panel title={t('admin.resources.about')} role="group">
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
      </Panel>

      <Panel title={t('admin.resources.rules')} role="group">
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
      </Panel>

      <Panel title={t('admin.resources.slots')} role="group">
        <Muted>{t('admin.resources.slotsIntro')}</Muted>
        <SlotFields
          names={['settings.available_slots', 'settings.forbidden_slots']}
          values={form.watch(['settings.available_slots', 'settings.forbidden_slots'])}
        />
      </Panel>

      <Panel title={t('admin.resources.images')} role="group">
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
      </Panel>
    </SaveFormPage>
  );
}
