import { vars } from '@laikas/ui';
import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

interface RoomBar {
  id: number;
  name: string;
  percent: number;
}

/** Utilisation per room as horizontal bars (percent); a bar picked shows what is behind it. */
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
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={rooms} layout="vertical" margin={{ left: 24, right: 24 }}>
        <CartesianGrid horizontal={false} />
        <XAxis type="number" unit="%" />
        <YAxis type="category" dataKey="name" width={180} />
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
      <LineChart data={weeks} margin={{ left: 8, right: 24 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="week" />
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
