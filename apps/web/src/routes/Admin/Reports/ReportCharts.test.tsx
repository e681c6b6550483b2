import { render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RoomsChart, roomsChartHeight } from './ReportCharts';
import { stubResizeObserver } from '../../../testScreen';

// Issue 27: with 70 rooms the chart drew the first 20 by name and labelled every second bar.
describe('given the utilisation of 70 rooms', () => {
  const rooms = Array.from({ length: 70 }, (_, index) => ({
    id: index + 1,
    name: index === 0 ? 'Didžioji fizikos auditorija su ilgu pavadinimu (Saulėtekio al. 9)' : `R${index + 1} (spring)`,
    percent: 70 - index,
  }));

  describe('when the rooms chart is drawn', () => {
    it('should give every room its own labelled bar, long names cut with an ellipsis', async () => {
      stubResizeObserver();
      const measured = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
        width: 720,
        height: roomsChartHeight(70),
        top: 0,
        left: 0,
        right: 720,
        bottom: 0,
        x: 0,
        y: 0,
      } as DOMRect);
      const { container } = render(
        <div style={{ width: 720 }}>
          <RoomsChart rooms={rooms} name="Utilisation" onPick={() => {}} />
        </div>,
      );
      // Recharts draws after its first effects.
      await waitFor(() =>
        expect(
          container.querySelectorAll('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value'),
        ).toHaveLength(70),
      );
      const labels = [
        ...container.querySelectorAll('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value'),
        // A label's words are lines (tspans) of their own where jsdom cannot measure them.
      ].map((tick) => [...tick.querySelectorAll('tspan')].map((line) => line.textContent).join(' '));
      expect(labels).toHaveLength(70);
      expect(labels).toContain('R70 (spring)');
      expect(labels).toContain('R2 (spring)');
      expect(labels[0]).toBe('Didžioji fizikos auditorija s…');
      expect(container.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(70);
      measured.mockRestore();
      vi.unstubAllGlobals();
    });

    it('should be as tall as its bars need, so that none is squeezed', () => {
      expect(roomsChartHeight(70)).toBe(70 * 26 + 48);
      expect(roomsChartHeight(1)).toBe(160);
    });
  });
});
