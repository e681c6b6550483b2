import { isCivilDate } from '@laikas/contract/time';
import { Box, Button, DatePicker, Inline, ToggleButtons } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { laneViews, showsToday, stepLaneAnchor } from './laneRange';
import * as styles from './LaneScreen.css';
import type { LaneRange } from './useLaneRange';

/** Previous, current and next day or week, the range shown, and the day/week switch of a lane screen. */
export function LaneToolbar({ range }: { range: LaneRange }) {
  const { t } = useTranslation('web');
  const { today, anchor, setAnchor, view, changeView, rangeLabel } = range;
  return (
    <Inline align="spaceBetween" space="md">
      <Inline space="xs" role="group" aria-label={t('lanes.navigation')}>
        <Button variant="secondary" size="small" onClick={() => setAnchor(stepLaneAnchor(anchor, view, -1))}>
          {t(`lanes.previous.${view}`)}
        </Button>
        <Button
          variant="secondary"
          size="small"
          onClick={() => setAnchor(today)}
          disabled={showsToday(anchor, view, today)}
        >
          {t(`lanes.current.${view}`)}
        </Button>
        <Button variant="secondary" size="small" onClick={() => setAnchor(stepLaneAnchor(anchor, view, 1))}>
          {t(`lanes.next.${view}`)}
        </Button>
      </Inline>
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
