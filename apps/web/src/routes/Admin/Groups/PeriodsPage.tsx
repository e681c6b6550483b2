import {
  EMPTY_PERIOD_DRAFT,
  periodDraftSchema,
  periodListQuerySchema,
  RESOURCE_DRAFT_ISSUES,
  type Period,
  type PeriodBody,
} from '@laikas/contract';
import { Box, FormField, FormRow, ListItem, ListPage, Muted, useSchemaForm } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../../app/routeTable';
import { usePage, write } from '../../../data/calls';
import { api } from '../../../data/client';
import { SaveForm, useAdminListQuery } from '../../ScreenKit';
import { PeriodCard } from './PeriodCard';

/** Ten periods a page, newest first: an office keeps every semester it ever had (issue 27), each with a calendar. */
const PERIODS_PER_PAGE = 10;

/** /admin/periods (admin.periods.index): semesters with teaching and exam weeks and their holidays. */
export default function PeriodsPage() {
  const { t } = useTranslation('web');
  const { query, listProps } = useAdminListQuery(periodListQuerySchema);
  const paging = { page: query.page, per_page: PERIODS_PER_PAGE };
  const list = usePage<Period>('periods', '/api/admin/periods', paging);
  return (
    <ListPage
      title={t('groups.periods.title')}
      actions={<Link to={pathTo('Admin.GroupTimetables')}>{t('groups.timetables.title')}</Link>}
      label={t('groups.periods.title')}
      list={list}
      {...listProps}
      query={paging}
      pageSizes={false}
      emptyText={t('groups.periods.none')}
      renderItem={(period) => (
        <ListItem key={period.id}>
          <PeriodCard period={period} />
        </ListItem>
      )}
    >
      <NewPeriod />
    </ListPage>
  );
}

/** A new period (`periodDraftSchema`): its dates, teaching and exam weeks, and optionally its first holiday. */
function NewPeriod() {
  const { t } = useTranslation('web');
  const form = useSchemaForm(periodDraftSchema, EMPTY_PERIOD_DRAFT);
  return (
    <Box maxWidth="medium">
      <SaveForm
        form={form}
        idPrefix="period-new"
        save={(body: PeriodBody) => write('periods', api.post('/api/admin/periods', body))}
        savedText={t('groups.periods.saved')}
        onSaved={() => form.reset(EMPTY_PERIOD_DRAFT)}
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
      </SaveForm>
    </Box>
  );
}
