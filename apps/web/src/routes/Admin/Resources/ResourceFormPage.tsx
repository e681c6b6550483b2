import type { AdminResource } from '@laikas/contract';
import { Button, Checkbox, Field, ImageUploader, invalidProps, Page, TextArea, TextInput } from '@laikas/ui';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { pathTo } from '../../../app/routeTable';
import { createResource, updateResource, uploadImage, useAdminResource } from '../../../data/adminResources';
import { useAppInfo } from '../../../data/appInfo';
import { useSubmit } from '../../../data/useSubmit';
import * as styles from '../Admin.css';
import { bodyOf, draftOf, emptyDraft, move, type ResourceDraft } from './resourceForm';
import { SlotSettings } from './SlotSettings';

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
  const [draft, setDraft] = useState<ResourceDraft>(() => {
    if (resource) {
      return draftOf(resource);
    }
    return appInfo
      ? emptyDraft({
          available_slots: appInfo.default_available_slots,
          forbidden_slots: appInfo.default_forbidden_slots,
        })
      : emptyDraft();
  });
  const [clientErrors, setClientErrors] = useState<Record<string, string[]>>({});
  const { pending, errors: serverErrors, submit } = useSubmit(t('admin.saveFailed'));
  const errors = { ...serverErrors, ...clientErrors };
  const set = <K extends keyof ResourceDraft>(key: K, value: ResourceDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  async function save(event: FormEvent) {
    event.preventDefault();
    const result = bodyOf(draft);
    if ('errors' in result) {
      setClientErrors(
        Object.fromEntries(Object.entries(result.errors).map(([field, keys]) => [field, keys.map((key) => t(key))])),
      );
      return;
    }
    setClientErrors({});
    const saved = await submit(
      () => (resource ? updateResource(resource.id, result.body) : createResource(result.body)),
      t('admin.resources.saved'),
    );
    if (saved) {
      navigate(pathTo('Admin.Resources.Show', { resourceId: saved.id }));
    }
  }

  const text = (
    field: keyof ResourceDraft & string,
    label: string,
    options: { area?: boolean; hint?: string } = {},
  ) => {
    const id = `resource-${field}`;
    const Control = options.area ? TextArea : TextInput;
    return (
      <Field id={id} label={label} hint={options.hint} errors={errors[field]}>
        <Control
          id={id}
          value={draft[field] as string}
          onChange={(event: { target: { value: string } }) => set(field, event.target.value as never)}
          {...invalidProps(id, errors[field])}
        />
      </Field>
    );
  };

  const setting = (field: keyof ResourceDraft & string, label: string, hint?: string) => {
    const id = `resource-settings-${field}`;
    const key = `settings.${field}`;
    return (
      <Field id={id} label={label} hint={hint} errors={errors[key]}>
        <TextInput
          id={id}
          inputMode="numeric"
          value={draft[field] as string}
          onChange={(event) => set(field, event.target.value as never)}
          {...invalidProps(id, errors[key])}
        />
      </Field>
    );
  };

  return (
    <Page title={resource ? t('admin.resources.editTitle', { name: resource.name }) : t('admin.resources.createTitle')}>
      <form className={styles.form} onSubmit={(event) => void save(event)} noValidate>
        <Fieldset legend={t('admin.resources.about')}>
          {text('name', t('admin.resources.name'))}
          {text('description', t('admin.resources.description'), { area: true })}
          {text('notes', t('admin.resources.notes'), { area: true })}
          <div className={styles.row}>
            {text('contact_info', t('admin.resources.contactInfo'))}
            {text('address', t('admin.resources.address'))}
          </div>
          <div className={styles.row}>
            {text('capacity', t('admin.resources.capacity'), { hint: t('admin.resources.capacityHint') })}
            {text('tags', t('admin.resources.tags'), { hint: t('admin.resources.tagsHint') })}
          </div>
        </Fieldset>

        <Fieldset legend={t('admin.resources.rules')}>
          <div className={styles.row}>
            {setting('min_duration', t('admin.resources.minDuration'), t('admin.resources.minutesHint'))}
            {setting('max_duration', t('admin.resources.maxDuration'), t('admin.resources.minutesHint'))}
            {setting('available_spaces', t('admin.resources.availableSpaces'))}
          </div>
          <div className={styles.row}>
            {setting('from', t('admin.resources.dayFrom'), t('admin.resources.timeHint'))}
            {setting('to', t('admin.resources.dayTo'), t('admin.resources.timeHint'))}
          </div>
          <Checkbox
            label={t('admin.resources.approvalNeededLabel')}
            checked={draft.approval_needed}
            onCheckedChange={(checked) => set('approval_needed', checked)}
          />
          <Checkbox
            label={t('admin.resources.allowAnybody')}
            checked={draft.allow_anybody}
            onCheckedChange={(checked) => set('allow_anybody', checked)}
          />
          <Checkbox
            label={t('admin.resources.allowRemote')}
            checked={draft.allow_remote_reservations}
            onCheckedChange={(checked) => set('allow_remote_reservations', checked)}
          />
        </Fieldset>

        <Fieldset legend={t('admin.resources.slots')}>
          <p className={styles.muted}>{t('admin.resources.slotsIntro')}</p>
          <SlotSettings
            available={draft.available_slots}
            forbidden={draft.forbidden_slots}
            availableErrors={errors['settings.available_slots']}
            forbiddenErrors={errors['settings.forbidden_slots']}
            onAvailableChange={(slots) => set('available_slots', slots)}
            onForbiddenChange={(slots) => set('forbidden_slots', slots)}
          />
        </Fieldset>

        <Fieldset legend={t('admin.resources.images')}>
          {draft.images.length > 0 ? (
            <ul className={styles.thumbs}>
              {draft.images.map((image, index) => (
                <li key={image.name} className={styles.thumb}>
                  <img
                    className={styles.thumbImage}
                    src={image.url}
                    alt={t('admin.resources.imageAlt', { n: index + 1 })}
                  />
                  <div className={styles.actions}>
                    <Button
                      size="small"
                      variant="secondary"
                      disabled={index === 0}
                      onClick={() => set('images', move(draft.images, index, -1))}
                      aria-label={t('admin.resources.imageEarlier', { n: index + 1 })}
                    >
                      ←
                    </Button>
                    <Button
                      size="small"
                      variant="secondary"
                      disabled={index === draft.images.length - 1}
                      onClick={() => set('images', move(draft.images, index, 1))}
                      aria-label={t('admin.resources.imageLater', { n: index + 1 })}
                    >
                      →
                    </Button>
                    <Button
                      size="small"
                      variant="danger"
                      onClick={() =>
                        set(
                          'images',
                          draft.images.filter((other) => other.name !== image.name),
                        )
                      }
                      aria-label={t('admin.resources.imageRemove', { n: index + 1 })}
                    >
                      ✕
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          ) : null}
          <ImageUploader
            label={t('admin.resources.addImages')}
            maxBytes={appInfo?.upload_max_bytes}
            maxFiles={Math.max(1, 20 - draft.images.length)}
            upload={uploadImage}
            onUploaded={(image) =>
              setDraft((current) => ({
                ...current,
                images: [...current.images, { name: image.name, url: `/uploads/${image.name}` }],
              }))
            }
            onRemove={(image) =>
              setDraft((current) => ({
                ...current,
                images: current.images.filter((other) => other.name !== image.name),
              }))
            }
          />
          {errors.images ? <p className={styles.errorText}>{errors.images.join(' ')}</p> : null}
        </Fieldset>

        <div className={styles.actions}>
          <Button type="submit" loading={pending}>
            {t('admin.save')}
          </Button>
          <Link to={resource ? pathTo('Admin.Resources.Show', { resourceId: resource.id }) : pathTo('Admin.Resources')}>
            {t('admin.cancel')}
          </Link>
        </div>
      </form>
    </Page>
  );
}

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}
