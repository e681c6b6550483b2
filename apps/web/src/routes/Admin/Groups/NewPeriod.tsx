import { EMPTY_PERIOD_DRAFT, periodDraftSchema, RESOURCE_DRAFT_ISSUES, type PeriodBody } from '@laikas/contract';
import { Box, Form, FormField, FormRow, useSchemaForm, Muted } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { write } from '../../../data/calls';
import { api } from '../../../data/client';
import { useSubmit } from '../../../data/useSubmit';

/** A new period (`periodDraftSchema`): its dates, teaching and exam weeks, and optionally its first holiday. */
export function NewPeriod() {
  const { t } = useTranslation('web');
  const form = useSchemaForm(periodDraftSchema, EMPTY_PERIOD_DRAFT);
  const { errors, submit } = useSubmit(t('admin.saveFailed'));

  async function save(body: PeriodBody) {
    if (await submit(() => write('periods', api.post('/api/admin/periods', body)), t('groups.periods.saved'))) {
      form.reset(EMPTY_PERIOD_DRAFT);
    }
  }

  return (
    <Box maxWidth="medium">
      <Form
        form={form}
        idPrefix="period-new"
        onSubmit={save}
        serverErrors={errors}
        ownMessage={(message) =>
          message === RESOURCE_DRAFT_ISSUES.wholeNumber ? t('admin.resources.form.wholeNumber') : undefined
        }
        submitLabel={t('groups.periods.create')}
        aria-labelledby="period-new-title"
      >
        <h2 id="period-new-title">{t('groups.periods.create')}</h2>
        <FormField name="name" label={t('groups.periods.name')} />
        <FormRow>
          <FormField name="starts_on" type="date" label={t('groups.periods.startsOn')} />
          <FormField name="ends_on" type="date" label={t('groups.periods.endsOn')} />
          <FormField name="teaching_weeks" type="number" label={t('groups.periods.teachingWeeksLabel')} />
          <FormField name="exam_weeks" type="number" label={t('groups.periods.examWeeksLabel')} />
        </FormRow>
        <FormRow>
          <FormField name="exams_from" type="date" emptyAsNull label={t('groups.periods.examsFrom')} />
          <FormField name="exams_to" type="date" emptyAsNull label={t('groups.periods.examsTo')} />
        </FormRow>
        <Muted>{t('groups.periods.examsHint')}</Muted>
        <FormRow>
          <FormField name="blackouts.0.name" label={t('groups.periods.holidayName')} />
          <FormField name="blackouts.0.from" type="date" label={t('groups.periods.holidayFrom')} />
          <FormField name="blackouts.0.to" type="date" label={t('groups.periods.holidayTo')} />
        </FormRow>
      </Form>
    </Box>
  );
}
