// Reads a Windows bitmap (BMP) into raw pixels. The image library's prebuilt binaries (sharp's
// libvips) cannot read BMP, which the specification's image rule accepts, so the common kinds
// are read here: uncompressed 24- and 32-bit pixels and 8-bit palettes, bottom-up or top-down.
// Anything else (run-length compressed, 1- and 4-bit, 16-bit) answers null: not an image we read.

export interface RawPixels {
  readonly data: Buffer;
  readonly width: number;
  readonly height: number;
  readonly channels: 3;
}

const FILE_HEADER_BYTES = 14;
const BI_RGB = 0;
const BI_BITFIELDS = 3;

/** The size a bitmap declares, read from its header alone (for the pixel limit before any pixels are read). */
export function bmpSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.length < FILE_HEADER_BYTES + 16 || bytes[0] !== 0x42 || bytes[1] !== 0x4d) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const width = view.getInt32(FILE_HEADER_BYTES + 4, true);
  const height = Math.abs(view.getInt32(FILE_HEADER_BYTES + 8, true));
  return width > 0 && height > 0 ? { width, height } : null;
}

/** The bitmap's pixels as RGB, top row first; null when it is not a kind this reads or is cut short. */
export function decodeBmp(bytes: Uint8Array, maxPixels: number): RawPixels | null {
  const size = bmpSize(bytes);
  if (size === null || size.width * size.height > maxPixels) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const dataOffset = view.getUint32(10, true);
  const headerBytes = view.getUint32(FILE_HEADER_BYTES, true);
  if (headerBytes < 40 || bytes.length < FILE_HEADER_BYTES + headerBytes) return null;
  const topDown = view.getInt32(FILE_HEADER_BYTES + 8, true) < 0;
  const bitsPerPixel = view.getUint16(FILE_HEADER_BYTES + 14, true);
  const compression = view.getUint32(FILE_HEADER_BYTES + 16, true);
  const { width, height } = size;

  const channelOf = channelReader(view, bitsPerPixel, compression, FILE_HEADER_BYTES + headerBytes);
  if (channelOf === null) return null;
  const rowBytes = Math.ceil((width * bitsPerPixel) / 32) * 4;
  if (dataOffset + rowBytes * height > bytes.length) return null;

  const data = Buffer.alloc(width * height * 3);
  for (let row = 0; row < height; row++) {
    const source = dataOffset + (topDown ? row : height - 1 - row) * rowBytes;
    for (let column = 0; column < width; column++) {
      const target = (row * width + column) * 3;
      const [red, green, blue] = channelOf(source, column);
      data[target] = red;
      data[target + 1] = green;
      data[target + 2] = blue;
    }
  }
  return { data, width, height, channels: 3 };
}

/** Bit-field masks (right after the 40-byte header, or inside a longer one at the same place) of red, green and blue in BGRX order. */
function isBgrx(view: DataView): boolean {
  const masksAt = FILE_HEADER_BYTES + 40;
  if (masksAt + 12 > view.byteLength) return false;
  return view.getUint32(masksAt, true) === 0x00ff0000 && view.getUint32(masksAt + 4, true) === 0x0000ff00 && view.getUint32(masksAt + 8, true) === 0x000000ff;
}

type ChannelReader = (rowStart: number, column: number) => readonly [number, number, number];

function channelReader(view: DataView, bitsPerPixel: number, compression: number, paletteStart: number): ChannelReader | null {
  if (bitsPerPixel === 24 && compression === BI_RGB) {
    return (rowStart, column) => {
      const at = rowStart + column * 3;
      return [view.getUint8(at + 2), view.getUint8(at + 1), view.getUint8(at)];
    };
  }
  if (bitsPerPixel === 32 && (compression === BI_RGB || (compression === BI_BITFIELDS && isBgrx(view)))) {
    // BI_RGB's 32-bit layout is BGRX; bit fields name their masks, read only when they say the same.
    return (rowStart, column) => {
      const at = rowStart + column * 4;
      return [view.getUint8(at + 2), view.getUint8(at + 1), view.getUint8(at)];
    };
  }
  if (bitsPerPixel === 8 && compression === BI_RGB) {
    const colours = view.getUint32(FILE_HEADER_BYTES + 32, true) || 256;
    if (colours > 256 || paletteStart + colours * 4 > view.byteLength) return null;
    return (rowStart, column) => {
      const index = view.getUint8(rowStart + column);
      if (index >= colours) return [0, 0, 0];
      const at = paletteStart + index * 4;
      return [view.getUint8(at + 2), view.getUint8(at + 1), view.getUint8(at)];
    };
  }
  return null;
}
