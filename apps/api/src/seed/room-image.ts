import { crc32, deflateSync } from 'node:zlib';

/*
 * Draws a simple plan of a room as a PNG (no image library needed): the wall colour of its faculty, a board at the
 * front and rows of desks by the number of seats. The demo resources get real images through the same upload
 * folder a person's uploads go to.
 */

type Rgb = readonly [number, number, number];

const WIDTH = 640;
const HEIGHT = 400;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, checksum]);
}

function encodePng(pixels: Buffer, width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    // Each scanline starts with filter type 0 (none).
    pixels.copy(rows, y * (width * 3 + 1) + 1, y * width * 3, (y + 1) * width * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG plan of a room with `seats` seats, in the wall colour given. */
export function drawRoomPlan(seats: number, wall: Rgb): Buffer {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  const fill = (x0: number, y0: number, width: number, height: number, colour: Rgb) => {
    for (let y = Math.max(0, y0); y < Math.min(HEIGHT, y0 + height); y += 1) {
      for (let x = Math.max(0, x0); x < Math.min(WIDTH, x0 + width); x += 1) {
        const offset = (y * WIDTH + x) * 3;
        pixels[offset] = colour[0];
        pixels[offset + 1] = colour[1];
        pixels[offset + 2] = colour[2];
      }
    }
  };
  fill(0, 0, WIDTH, HEIGHT, wall);
  fill(20, 20, WIDTH - 40, HEIGHT - 40, [236, 232, 224]); // floor
  fill(170, 34, 300, 22, [46, 84, 64]); // board
  fill(290, 70, 60, 26, [120, 86, 60]); // lectern
  const columns = seats > 100 ? 8 : seats > 40 ? 6 : 4;
  const rowCount = Math.min(7, Math.max(2, Math.ceil(seats / (columns * 2))));
  const deskWidth = Math.floor((WIDTH - 80) / columns) - 16;
  for (let row = 0; row < rowCount; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      fill(48 + column * (deskWidth + 16), 120 + row * 36, deskWidth, 18, [150, 110, 74]);
    }
  }
  fill(WIDTH - 70, HEIGHT - 24, 40, 4, [90, 90, 90]); // door
  return encodePng(pixels, WIDTH, HEIGHT);
}
