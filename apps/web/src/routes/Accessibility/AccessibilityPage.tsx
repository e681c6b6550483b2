import { Box } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { formatCivilDate } from '../../app/civilDates';
import { useAppInfo } from '../../data/appInfo';
import * as styles from './Accessibility.css';
import { conformsFully, CRITERIA, criterionKey, REPORT_DATE, type Evidence } from './conformance';

/** The report's columns, each named in `accessibility.columns`. */
const COLUMNS = ['criterion', 'level', 'status', 'checks'] as const;

/**
 * The accessibility statement (issue 32; EN 301 549 and the EU Web Accessibility Directive ask public bodies to
 * publish one): the conformance status, its known limitations, where to report a barrier, and every WCAG 2.2 A and
 * AA criterion with how it is checked. Open to anyone, signed in or not.
 */
export default function AccessibilityPage() {
  const { t, i18n } = useTranslation('web');
  const appInfo = useAppInfo();
  const formatDate = (date: string) => formatCivilDate(date, i18n.language);
  const limitations = CRITERIA.filter(
    (criterion) => criterion.status === 'partially' || criterion.status === 'doesNot',
  );
  const describe = (evidence: Evidence) =>
    'test' in evidence ? (
      <>
        {t('accessibility.test')}: <code>{evidence.test}</code>
      </>
    ) : (
      t('accessibility.manual', { date: formatDate(evidence.manual) })
    );
  const email = appInfo?.support_email;
  return (
    <article className={styles.article}>
      <Box display="flex" flexDirection="column" gap="md">
        <h1>{t('accessibility.title')}</h1>
        <p className={styles.intro}>{t('accessibility.intro', { university: appInfo?.university_name ?? 'Laikas' })}</p>

        <h2>{t('accessibility.statusTitle')}</h2>
        <p>{conformsFully(CRITERIA) ? t('accessibility.conforms') : t('accessibility.partiallyConforms')}</p>
        <p>{t('accessibility.prepared', { date: formatDate(REPORT_DATE) })}</p>

        {limitations.length > 0 ? (
          <>
            <h2>{t('accessibility.limitationsTitle')}</h2>
            <ul>
              {limitations.map((criterion) => (
                <li key={criterion.id}>
                  <strong>
                    {criterion.id} {t(`accessibility.criteria.${criterionKey(criterion.id)}`)}
                  </strong>
                  : {t(`accessibility.notes.${criterionKey(criterion.id)}`)}
                </li>
              ))}
            </ul>
          </>
        ) : null}

        <h2>{t('accessibility.feedbackTitle')}</h2>
        <p>
          {t('accessibility.feedback')} {email ? <a href={`mailto:${email}`}>{email}</a> : null}.{' '}
          {t('accessibility.feedbackAfter')}
        </p>

        <h2>{t('accessibility.reportTitle')}</h2>
        <table className={styles.table}>
          <caption className={styles.caption}>{t('accessibility.caption')}</caption>
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className={styles.cell}>
                  {t(`accessibility.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {CRITERIA.map((criterion) => (
              <tr key={criterion.id}>
                <th scope="row" className={styles.cell}>
                  {criterion.id} {t(`accessibility.criteria.${criterionKey(criterion.id)}`)}
                </th>
                <td className={styles.cell}>{criterion.level}</td>
                <td className={styles.cell}>{t(`accessibility.status.${criterion.status}`)}</td>
                <td className={styles.cell}>
                  <ul className={styles.checks}>
                    {criterion.evidence.map((evidence) => (
                      <li key={'test' in evidence ? evidence.test : evidence.manual}>{describe(evidence)}</li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </article>
  );
}
