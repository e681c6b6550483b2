import { isCivilDate, type CivilDate } from '@laikas/contract/time';
import { Box, DatePicker, Inline, ToggleButtons } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { StepLinks } from '../../app/StepLinks';
import { laneViews, showsToday, stepLaneAnchor } from './laneRange';
import * as styles from './LaneScreen.css';
import type { LaneRange } from './useLaneRange';

/** Previous, current and next day or week, the range shown, and the day/week switch of a lane screen. */
export function LaneToolbar({ range }: { range: LaneRange }) {
  const { t } = useTranslation('web');
  const { today, anchor, setAnchor, searchOf, view, changeView, rangeLabel } = range;
  const step = (label: string, to: CivilDate) => ({ label, search: searchOf(to) });
  return (
    <Inline align="spaceBetween" space="md">
      <StepLinks
        label={t('lanes.navigation')}
        previous={step(t(`lanes.previous.${view}`), stepLaneAnchor(anchor, view, -1))}
        current={{ ...step(t(`lanes.current.${view}`), today), shown: showsToday(anchor, view, today) }}
        next={step(t(`lanes.next.${view}`), stepLaneAnchor(anchor, view, 1))}
        replace
      />
      <div className={styles.datePicker}>
        <DatePicker
          id="lane-date"
          label={t('lanes.date')}
          hideLabel
          value={anchor}
          onValueChange={(date) => {
            if (date !== null && isCivilDate(date)) {
              setAnchor(date);
            }
          }}
        />
      </div>
      <Box as="h2" fontSize="lg" aria-live="polite">
        {rangeLabel}
      </Box>
      <ToggleButtons
        label={t('lanes.view')}
        options={laneViews.map((option) => ({ value: option, label: t(`lanes.views.${option}`) }))}
        value={view}
        onValueChange={changeView}
      />
    </Inline>
  );
}
