import { vars } from '@laikas/ui';
import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

interface RoomBar {
  id: number;
  name: string;
  percent: number;
}

/** Pixels per room bar: every room gets a bar and a label of its own, however many there are (issue 27). */
const BAR_PIXELS = 26;
/** Room names longer than this are cut with an ellipsis on the axis; the tooltip and the table keep them whole. */
const LABEL_CHARACTERS = 30;

/** The height the rooms chart takes: a bar per room, and room for the axis. */
export function roomsChartHeight(rooms: number): number {
  return Math.max(160, rooms * BAR_PIXELS + 48);
}

const shortLabel = (name: string) =>
  name.length > LABEL_CHARACTERS ? `${name.slice(0, LABEL_CHARACTERS - 1)}…` : name;

/**
 * Utilisation per room as horizontal bars (percent), every room with its label (the axis never skips one); a bar
 * picked shows what is behind it. As tall as its rooms need: its frame scrolls.
 */
export function RoomsChart<Room extends RoomBar>({
  rooms,
  name,
  onPick,
}: {
  rooms: Room[];
  name: string;
  onPick: (room: Room) => void;
}) {
  return (
    <ResponsiveContainer
      width="100%"
      height={roomsChartHeight(rooms.length)}
      // Drawn at this width until the frame is measured (and where it cannot be, as in a jsdom test).
      initialDimension={{ width: 720, height: roomsChartHeight(rooms.length) }}
    >
      <BarChart data={rooms} layout="vertical" margin={{ left: 8, right: 24, top: 8, bottom: 8 }}>
        <CartesianGrid horizontal={false} />
        <XAxis type="number" unit="%" orientation="top" />
        <YAxis type="category" dataKey="name" width={220} interval={0} tickFormatter={shortLabel} />
        <Tooltip formatter={(value) => `${String(value)}%`} />
        <Bar
          dataKey="percent"
          isAnimationActive={false}
          name={name}
          fill={vars.color.primary}
          onClick={(_entry, index) => {
            const room = rooms[index];
            if (room) {
              onPick(room);
            }
          }}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}

/** Booked hours per week as a line. */
export function WeeksChart({ weeks, name }: { weeks: { week: string; hours: number }[]; name: string }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={weeks} margin={{ left: 8, right: 32, top: 8 }}>
        <CartesianGrid strokeDasharray="3 3" />
        {/* Every week labelled, slanted so that none overlaps and the last one is not cut (issue 27). */}
        <XAxis dataKey="week" interval={0} angle={-40} textAnchor="end" height={72} />
        <YAxis />
        <Tooltip />
        <Line
          isAnimationActive={false}
          type="monotone"
          dataKey="hours"
          name={name}
          stroke={vars.color.primary}
          strokeWidth={2}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
