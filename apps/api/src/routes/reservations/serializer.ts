import { Readable } from 'node:stream';
import { type FastifyReply } from 'fastify';

/**
 * Serializes reservation lists without validating them again. The presenter builds them typed by the contract's
 * `Reservation`, so their shape is checked at compile time; re-validating every reservation with zod on the way
 * out took 70 % of the CPU of a week's listing (21 reservations, each carrying its resource's settings), and a
 * year of daily occurrences is 365 of them. Response schemas stay declared for types and documentation.
 */
export const reservationListSerializer = () => (data: unknown) => JSON.stringify(data);

/** How many rows of a write's answer are serialized in one turn of the event loop. */
export const ANSWER_ROWS_PER_PIECE = 50;

/**
 * The JSON of `answer` (as `JSON.stringify` writes it, `data` first) in pieces: its `data` rows `rowsPerPiece` at a
 * time, each piece after `turn()`, so that other requests are answered between pieces.
 */
export async function* jsonInPieces(
  answer: { data: readonly unknown[] } & Record<string, unknown>,
  turn: () => Promise<void>,
  rowsPerPiece = ANSWER_ROWS_PER_PIECE,
): AsyncGenerator<string> {
  const { data, ...rest } = answer;
  yield '{"data":[';
  for (let start = 0; start < data.length; start += rowsPerPiece) {
    await turn();
    const rows = JSON.stringify(data.slice(start, start + rowsPerPiece)).slice(1, -1);
    yield start > 0 ? `,${rows}` : rows;
  }
  const others = JSON.stringify(rest);
  yield others === '{}' ? ']}' : `],${others.slice(1)}`;
}

/** `WRITE_ANSWER_PIECES=0` sends every answer in one piece: only for `bench write-stall`, which measures the pieces. */
const answerInPieces = () => process.env.WRITE_ANSWER_PIECES !== '0';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Sends a reservation write's answer with `status`. One of more than `ANSWER_ROWS_PER_PIECE` rows (a long write
 * answers up to 200 and a summary, ~430 KB) is sent as a stream whose JSON is written a piece at a time with a turn
 * of the event loop between pieces: serialized in one call it held every other user's request for milliseconds
 * (issue 13, finding 4). The bytes are the same; the answer is sent in chunks instead of with a `Content-Length`.
 */
export function sendWriteAnswer(
  reply: FastifyReply,
  status: number,
  answer: { data: readonly unknown[] } & Record<string, unknown>,
): FastifyReply {
  reply.code(status);
  if (answer.data.length <= ANSWER_ROWS_PER_PIECE || !answerInPieces()) {
    return reply.send(answer);
  }
  return reply
    .type('application/json; charset=utf-8')
    .send(Readable.from(jsonInPieces(answer, nextTurn), { objectMode: false }));
}
