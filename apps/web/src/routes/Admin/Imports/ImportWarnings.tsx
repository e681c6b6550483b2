import { useTranslation } from 'react-i18next';

/** The warnings listed in full; the rest wait in a disclosure so that the summary stays in view (291 in mary-fal18). */
const WARNINGS_SHOWN = 5;

/** The first warnings listed, the rest folded (a semester's capacity overflows and blackouts left out are many). */
export function ImportWarnings({ warnings }: { warnings: string[] }) {
  const { t } = useTranslation('web');
  return (
    <>
      {warnings.length > 0 ? <WarningList warnings={warnings.slice(0, WARNINGS_SHOWN)} /> : null}
      {warnings.length > WARNINGS_SHOWN ? (
        <details>
          <summary>{t('imports.itc.summary.moreWarnings', { count: warnings.length - WARNINGS_SHOWN })}</summary>
          <WarningList warnings={warnings.slice(WARNINGS_SHOWN)} />
        </details>
      ) : null}
    </>
  );
}

function WarningList({ warnings }: { warnings: string[] }) {
  return (
    <ul>
      {warnings.map((warning, index) => (
        <li key={index}>{warning}</li>
      ))}
    </ul>
  );
}
