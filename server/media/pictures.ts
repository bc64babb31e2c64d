// Turns an uploaded file into the pictures Herfa serves, or refuses it with the spec's message.
// Nothing the uploader sent is trusted or kept: the name must carry an accepted extension, the
// bytes must be the image that extension names (read from their first bytes, never from the
// declared Content-Type), the image must decode, fit the pixel limit and be large enough; then
// it is decoded to bare pixels, turned upright, and encoded afresh at each width as AVIF, WebP
// and JPEG. Re-encoding from pixels is what defeats a polyglot (a JPEG with a ZIP, HTML or script
// appended): whatever followed the picture is never read, and metadata (EXIF, GPS, XMP,
// comments, ICC profiles) is not written, as sharp writes none unless asked to.
import sharp, { type Sharp, type SharpOptions } from 'sharp';
import { LARGEST_LOGO_SIZE, LARGEST_PHOTO_WIDTH, LOGO_SIZES, PICTURE_FORMATS, photoWidthsUpTo, type PictureFormat } from '../../src/domain/pictures';
import { PHOTO_EXTENSIONS, PHOTO_MAX_KILOBYTES, dimensionsMessage } from '../../src/domain/upload-rules';
import { BYTES_PER_KB, ext, size, validationMessage, type ValidationMessage } from '../../src/domain/validation';
import { bmpSize, decodeBmp } from './bmp';

/**
 * The most pixels an upload may declare (40 megapixels: a 7,300 × 5,470 photo). A decoded pixel
 * takes 3 or 4 bytes, so this bounds one upload's memory near 160 MB whatever its file size: a
 * "decompression bomb", a small PNG that declares 30,000 × 30,000 pixels, is refused unread.
 */
export const MAX_INPUT_PIXELS = 40_000_000;

/**
 * AVIF's effort (0 fastest, 9 smallest). Measured here on two shared cores, a 2000 × 2000 photo
 * into three widths and three formats took about 0.8 s at effort 0, 1.0 s at 2, 1.5 s at 3 and
 * 4.5 s at the default 4; effort 2 keeps an upload near a second for files a few percent larger.
 */
const AVIF_EFFORT = 2;

const ENCODERS: Readonly<Record<PictureFormat, (picture: Sharp) => Sharp>> = {
  avif: (picture) => picture.avif({ quality: 50, effort: AVIF_EFFORT }),
  webp: (picture) => picture.webp({ quality: 78 }),
  jpg: (picture) => picture.jpeg({ quality: 80, mozjpeg: true }),
};

const CONTENT_TYPES: Readonly<Record<PictureFormat, string>> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };

/** The raster kinds accepted, by what their first bytes say they are. */
type RasterKind = 'jpeg' | 'png' | 'gif' | 'webp' | 'bmp';

/** Which extension names which kind: a PNG named .jpg is refused, not guessed at. */
const KIND_OF_EXTENSION: Readonly<Record<(typeof PHOTO_EXTENSIONS)[number], RasterKind>> = {
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  bmp: 'bmp',
};

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0): boolean =>
  signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));

/**
 * What the bytes are, by their magic numbers: an accepted raster kind, `other` for a file of a
 * known kind not accepted (SVG and other XML, TIFF, HEIF/AVIF, PDF), or null for no image at all.
 */
function sniffKind(bytes: Uint8Array): RasterKind | 'other' | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('BM')) && bmpSize(bytes) !== null) return 'bmp';
  if (startsWith(bytes, ascii('II*\0')) || startsWith(bytes, ascii('MM\0*')) || startsWith(bytes, ascii('ftyp'), 4) || startsWith(bytes, ascii('%PDF'))) return 'other';
  const head = new TextDecoder().decode(bytes.subarray(0, 512)).replace(/^\uFEFF/, '').trimStart().toLowerCase();
  if (head.startsWith('<?xml') || head.startsWith('<svg') || head.startsWith('<!doctype svg') || head.startsWith('<!--')) return 'other';
  return null;
}

/** An upload as the route read it: the file's name and bytes (its declared type is not trusted). */
export interface Upload {
  readonly name: string;
  readonly bytes: Uint8Array;
}

/** One encoded file: `<width>.<format>`. */
export interface PictureFile {
  readonly name: string;
  readonly contentType: string;
  readonly bytes: Buffer;
}

export interface EncodedPicture {
  /** The largest variant's size (the upright original, no wider than the largest width). */
  readonly width: number;
  readonly height: number;
  readonly files: readonly PictureFile[];
}

export type Encoding = { readonly ok: true; readonly picture: EncodedPicture } | { readonly ok: false; readonly message: ValidationMessage };

/** How the pictures are cut: photos keep their shape at each width; logos are square crops. */
export type PictureShape = 'photo' | 'logo';

const refused = (message: ValidationMessage): Encoding => ({ ok: false, message });

/** The file checks that need no decoding: size, extension, and that the bytes are what the extension says. */
function checkFile(upload: Upload, field: string): ValidationMessage | RasterKind {
  const file = { name: upload.name, size: upload.bytes.length, type: '' };
  const tooLarge = size(PHOTO_MAX_KILOBYTES).validate(file, field);
  if (tooLarge) return tooLarge;
  const wrongExtension = ext(PHOTO_EXTENSIONS).validate(file, field);
  if (wrongExtension) return wrongExtension;
  const kind = sniffKind(upload.bytes);
  if (kind === null) return validationMessage('image', { field });
  const extension = upload.name.slice(upload.name.lastIndexOf('.') + 1).toLowerCase() as keyof typeof KIND_OF_EXTENSION;
  if (kind === 'other' || KIND_OF_EXTENSION[extension] !== kind) {
    return validationMessage('mimes', { field, types: PHOTO_EXTENSIONS.join(', ') });
  }
  return kind;
}

/** sharp's input options: the pixel limit, refusing damaged data (a truncated file), the first frame only. */
const INPUT: SharpOptions = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', autoOrient: true };

/** The decoder over the upload: sharp's own, or this module's BMP reader handing it raw pixels. */
function decoderOf(kind: RasterKind, bytes: Uint8Array): Sharp | null {
  if (kind !== 'bmp') return sharp(bytes, INPUT);
  const pixels = decodeBmp(bytes, MAX_INPUT_PIXELS);
  return pixels === null ? null : sharp(pixels.data, { raw: { width: pixels.width, height: pixels.height, channels: pixels.channels } });
}

/** Checks an upload and encodes its variants, or answers the message it is refused with. */
export async function encodePicture(upload: Upload, shape: PictureShape, field: string): Promise<Encoding> {
  const kind = checkFile(upload, field);
  if (typeof kind !== 'string') return refused(kind);
  const notAnImage = validationMessage('image', { field });
  const decoder = decoderOf(kind, upload.bytes);
  if (decoder === null) return refused(notAnImage);
  try {
    const metadata = await decoder.metadata();
    const upright = metadata.autoOrient ?? { width: metadata.width, height: metadata.height };
    if (!upright.width || !upright.height || upright.width * upright.height > MAX_INPUT_PIXELS) return refused(notAnImage);
    const tooSmall = dimensionsMessage(upright, field);
    if (tooSmall) return refused(tooSmall);
    return { ok: true, picture: await encodeVariants(decoder, shape) };
  } catch {
    // sharp's refusals (damaged or truncated data, the pixel limit) all mean "not an image we take".
    return refused(notAnImage);
  }
}

async function encodeVariants(decoder: Sharp, shape: PictureShape): Promise<EncodedPicture> {
  // Decoded once, at the largest size, to bare sRGB pixels on white (JPEG has no transparency,
  // and all three formats should look the same); every variant is drawn from these pixels.
  const resized =
    shape === 'logo'
      ? decoder.resize({ width: LARGEST_LOGO_SIZE, height: LARGEST_LOGO_SIZE, fit: 'cover', position: 'attention' })
      : decoder.resize({ width: LARGEST_PHOTO_WIDTH, withoutEnlargement: true });
  const { data, info } = await resized.flatten({ background: '#ffffff' }).toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const widths = shape === 'logo' ? [...LOGO_SIZES] : photoWidthsUpTo(info.width);
  const files = await Promise.all(
    widths.flatMap((width) =>
      PICTURE_FORMATS.map(async (format): Promise<PictureFile> => {
        const variant = width === info.width ? sharp(data, raw) : sharp(data, raw).resize({ width });
        return { name: `${width}.${format}`, contentType: CONTENT_TYPES[format], bytes: await ENCODERS[format](variant).toBuffer() };
      }),
    ),
  );
  return { width: info.width, height: info.height, files };
}

/** The limit of an upload's body at the HTTP layer: the largest file, and room for the multipart framing around it. */
export const MAX_UPLOAD_BODY_BYTES = PHOTO_MAX_KILOBYTES * BYTES_PER_KB + 64 * BYTES_PER_KB;
