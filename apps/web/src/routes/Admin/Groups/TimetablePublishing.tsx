import {
  publishTimetableBodySchema,
  type GroupTimetable,
  type TimetableChanges,
  type TimetableChangeView,
  type TimetableEntryView,
  type TimetableVersion,
} from '@laikas/contract';
import { Box, ChangeList, Form, FormField, Select, useSchemaForm, Muted } from '@laikas/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { publishTimetable } from '../../../data/adminGroups';
import { useGet } from '../../../data/calls';
import { useUniversityTime } from '../../../data/useUniversityTime';
import { useStepAnyway } from './useStepAnyway';

/** The note of the publish call's body (the server's rules: trimmed, at most 1000 characters). */
const noteSchema = publishTimetableBodySchema.unwrap().pick({ note: true });

/**
 * Publishing a group timetable in versions (issue 36): the draft against the last published version, for the
 * group or one teacher; a note and Publish; the versions published so far.
 */
export function TimetablePublishing({ timetable, onConflicts }: { timetable: GroupTimetable; onConflicts(): void }) {
  const { t } = useTranslation('web');
  const when = useUniversityTime().dateTime;
  const [person, setPerson] = useState<number | null>(null);
  const form = useSchemaForm(noteSchema, { note: '' });
  const [told, setTold] = useState('');
  const changes = useGet<TimetableChanges>('timetables', `/api/admin/group-timetables/${timetable.id}/changes`, {
    user_id: person,
  });
  const versions = useGet<TimetableVersion[]>('timetables', `/api/admin/group-timetables/${timetable.id}/versions`);
  const { stepAnyway } = useStepAnyway(onConflicts);
  const headingId = `timetable-${timetable.id}-changes`;

  async function publish({ note }: { note: string | null }) {
    const published = await stepAnyway(
      (accept) => publishTimetable(timetable.id, note, accept),
      t('groups.timetables.publishing.done'),
      { message: t('groups.timetables.publishing.anyway'), confirmLabel: t('groups.timetables.publishing.publish') },
    );
    if (published) {
      form.reset({ note: '' });
      setTold(
        t('groups.timetables.publishing.published', { number: published.version.number, count: published.notified }),
      );
    }
  }

  const entry = (value: TimetableEntryView | null) =>
    value
      ? t('groups.timetables.publishing.entry', {
          from: value.from,
          room: value.room,
          teacher: value.teacher?.name ?? t('groups.timetables.publishing.noTeacher'),
        })
      : null;
  const kindOf = (change: TimetableChangeView) =>
    change.kind === 'changed'
      ? change.changes.map((kind) => t(`groups.timetables.publishing.kind.${kind}`)).join(', ')
      : t(`groups.timetables.publishing.kind.${change.kind}`);
  const data = changes.data;
  const base = data?.base;
  const options = [
    { value: 0, label: t('groups.timetables.publishing.wholeGroup', { count: data?.members ?? 0 }) },
    ...(data?.teachers ?? []).map((teacher) => ({
      value: teacher.id,
      label: t('groups.timetables.publishing.teacher', { name: teacher.name, count: teacher.changes }),
    })),
  ];

  return (
    // A named group in its timetable's region, not a region of its own: two timetables never published were two
    // regions of one name (axe's landmark-unique, every-screen.e2e.test.ts on /admin/group-timetables).
    <Box role="group" aria-labelledby={headingId} display="flex" flexDirection="column" gap="lg" maxWidth="medium">
      <h3 id={headingId}>
        {base
          ? t('groups.timetables.publishing.since', { number: base.number, at: when(base.published_at) })
          : t('groups.timetables.publishing.neverPublished')}
      </h3>
      <Select
        id={`timetable-${timetable.id}-person`}
        label={t('groups.timetables.publishing.person')}
        options={options}
        value={person ?? 0}
        onValueChange={(value) => setPerson(value ? value : null)}
      />
      {data ? (
        <ChangeList
          caption={t('groups.timetables.publishing.caption', { name: timetable.group.name })}
          labels={{
            field: t('groups.timetables.publishing.lecture'),
            before: base
              ? t('groups.timetables.publishing.version', { number: base.number })
              : t('groups.timetables.publishing.nothing'),
            after: t('groups.timetables.publishing.draft'),
          }}
          emptyText={base ? t('groups.timetables.publishing.noChanges') : t('groups.timetables.publishing.noLectures')}
          changes={data.changes.map((change, index) => ({
            field: `${index}`,
            label: `${(change.after ?? change.before)!.name} · ${kindOf(change)}`,
            before: entry(change.before),
            after: entry(change.after),
          }))}
        />
      ) : null}
      {timetable.status === 'draft' ? (
        <Muted>{t('groups.timetables.publishing.lockFirst')}</Muted>
      ) : (
        <Form
          form={form}
          idPrefix={`timetable-${timetable.id}`}
          onSubmit={publish}
          submitLabel={t('groups.timetables.publishing.publish')}
        >
          <FormField name="note" label={t('groups.timetables.publishing.note')} multiline />
        </Form>
      )}
      <Box as="p" role="status" color="textMuted">
        {told}
      </Box>
      {versions.data && versions.data.length > 0 ? (
        <ul aria-label={t('groups.timetables.publishing.versions')}>
          {versions.data.map((version) => (
            <li key={version.number}>
              {t('groups.timetables.publishing.versionLine', {
                number: version.number,
                at: when(version.published_at),
                by: version.published_by.name,
              })}
              {version.note ? ` — ${version.note}` : ''}
            </li>
          ))}
        </ul>
      ) : null}
    </Box>
  );
}
