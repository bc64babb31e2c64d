import { describe, expect, it } from 'vitest';
import { bmpSize, decodeBmp } from './bmp';

/** A 2 × 2 bitmap: `bits` per pixel, rows bottom-up unless `topDown`, `pixel(row, column)` the bytes of one pixel as stored. */
function bitmap({ bits, topDown = false, compression = 0, palette = [] as number[][], masks = [] as number[] }: { bits: number; topDown?: boolean; compression?: number; palette?: number[][]; masks?: number[] }, pixel: (row: number, column: number) => number[]): Buffer {
  const width = 2;
  const height = 2;
  const rowBytes = Math.ceil((width * bits) / 32) * 4;
  const header = Buffer.alloc(54 + masks.length * 4 + palette.length * 4);
  header.write('BM', 0, 'ascii');
  header.writeUInt32LE(40, 14);
  header.writeInt32LE(width, 18);
  header.writeInt32LE(topDown ? -height : height, 22);
  header.writeUInt16LE(1, 26);
  header.writeUInt16LE(bits, 28);
  header.writeUInt32LE(compression, 30);
  header.writeUInt32LE(palette.length, 46);
  masks.forEach((mask, index) => header.writeUInt32LE(mask, 54 + index * 4));
  palette.forEach(([blue, green, red], index) => header.set([blue!, green!, red!, 0], 54 + masks.length * 4 + index * 4));
  header.writeUInt32LE(header.length, 10);
  const rows = Buffer.alloc(rowBytes * height);
  for (let stored = 0; stored < height; stored++) {
    const row = topDown ? stored : height - 1 - stored;
    for (let column = 0; column < width; column++) rows.set(pixel(row, column), stored * rowBytes + (column * bits) / 8);
  }
  return Buffer.concat([header, rows]);
}

/** Red, green / blue, white, top row first, as RGB. */
const EXPECTED = [255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255];
const COLOURS = [
  [0, 0, 255],
  [0, 255, 0],
  [255, 0, 0],
  [255, 255, 255],
]; // as BGR
const bgr = (row: number, column: number) => COLOURS[row * 2 + column]!;

describe('decodeBmp', () => {
  it('reads 24-bit pixels stored bottom-up or top-down, top row first', () => {
    for (const topDown of [false, true]) {
      const pixels = decodeBmp(bitmap({ bits: 24, topDown }, bgr), 100);
      expect(pixels && { ...pixels, data: [...pixels.data] }).toEqual({ data: EXPECTED, width: 2, height: 2, channels: 3 });
    }
  });

  it('reads 32-bit pixels, with or without bit fields naming the same layout', () => {
    expect([...decodeBmp(bitmap({ bits: 32 }, (row, column) => [...bgr(row, column), 0]), 100)!.data]).toEqual(EXPECTED);
    const fields = bitmap({ bits: 32, compression: 3, masks: [0x00ff0000, 0x0000ff00, 0x000000ff] }, (row, column) => [...bgr(row, column), 0]);
    expect([...decodeBmp(fields, 100)!.data]).toEqual(EXPECTED);
    expect(decodeBmp(bitmap({ bits: 32, compression: 3, masks: [0xff, 0xff00, 0xff0000] }, () => [0, 0, 0, 0]), 100)).toBeNull();
  });

  it('reads an 8-bit palette', () => {
    expect([...decodeBmp(bitmap({ bits: 8, palette: COLOURS }, (row, column) => [row * 2 + column]), 100)!.data]).toEqual(EXPECTED);
  });

  it('answers null for a cut-short file, more pixels than allowed, or a kind it does not read', () => {
    const whole = bitmap({ bits: 24 }, bgr);
    expect(decodeBmp(whole.subarray(0, whole.length - 1), 100)).toBeNull();
    expect(decodeBmp(whole, 3)).toBeNull();
    expect(decodeBmp(bitmap({ bits: 4 }, () => [0]), 100)).toBeNull();
    expect(bmpSize(Buffer.from('not a bitmap at all, just text'))).toBeNull();
  });
});
