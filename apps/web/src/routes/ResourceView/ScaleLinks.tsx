import { buttonClass, Inline } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

export const SCALES = ['hours', 'slots'] as const;
export type WeekScale = (typeof SCALES)[number];

/** The week's scale as the address keeps it: `?scale=slots`, else hours. */
export function useAddressScale(): { scale: WeekScale; searchOf: (scale: WeekScale) => string } {
  const [search] = useSearchParams();
  const scale: WeekScale = search.get('scale') === 'slots' ? 'slots' : 'hours';
  function searchOf(next: WeekScale): string {
    const params = new URLSearchParams(search);
    if (next === 'hours') {
      params.delete('scale');
    } else {
      params.set('scale', next);
    }
    const query = params.toString();
    return query ? `?${query}` : '';
  }
  return { scale, searchOf };
}

/**
 * Hours or academic slots as links to the same week (the rest of the query kept): on a page the server drew they
 * work before the app has started, and the choice survives a reload, back and forward (app/StepLinks.tsx).
 */
export function ScaleLinks() {
  const { t } = useTranslation('web');
  const { scale, searchOf } = useAddressScale();
  return (
    <Inline space="xs" role="group" aria-label={t('resourceView.scale')}>
      {SCALES.map((option) => (
        <Link
          key={option}
          to={{ search: searchOf(option) }}
          className={buttonClass({ variant: option === scale ? 'primary' : 'secondary', size: 'small' })}
          aria-current={option === scale ? 'true' : undefined}
        >
          {t(`resourceView.${option}`)}
        </Link>
      ))}
    </Inline>
  );
}
