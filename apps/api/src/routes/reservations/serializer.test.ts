import { describe, expect, it } from 'vitest';
import { jsonInPieces } from './serializer.js';

const rows = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ id: index + 1, name: `Lecture "${index}"`, groups: [] }));

/** The pieces `jsonInPieces` yields, and how many turns it took before them. */
async function piecesOf(answer: Parameters<typeof jsonInPieces>[0], rowsPerPiece: number) {
  const pieces: string[] = [];
  let turns = 0;
  const turnsBefore: number[] = [];
  for await (const piece of jsonInPieces(answer, async () => void (turns += 1), rowsPerPiece)) {
    pieces.push(piece);
    turnsBefore.push(turns);
  }
  return { pieces, turnsBefore };
}

// Issue 13, finding 4: a long write's answer is serialized a few rows per turn of the event loop.
describe('jsonInPieces', () => {
  it.each([
    { name: 'rows in several pieces and a summary', answer: { data: rows(7), summary: { total: 1825, shown: 7 } } },
    { name: 'rows that fill their pieces exactly', answer: { data: rows(6) } },
    { name: 'one row', answer: { data: rows(1), skipped_dates: [{ date: '2026-12-24', reason: 'Holiday' }] } },
    { name: 'no rows', answer: { data: [], summary: { total: 0 } } },
  ])('should write the same JSON as JSON.stringify: $name', async ({ answer }) => {
    const { pieces } = await piecesOf(answer, 3);
    expect(pieces.join('')).toBe(JSON.stringify(answer));
  });

  it('should serialize each piece of rows after a turn of its own', async () => {
    const { pieces, turnsBefore } = await piecesOf({ data: rows(7), summary: { total: 7 } }, 3);
    // The opening, three pieces of rows (3, 3, 1), the rest.
    expect(pieces).toHaveLength(5);
    expect(turnsBefore).toEqual([0, 1, 2, 3, 3]);
  });
});
