import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import type { PhotoVariants } from '../../../domain/estate/estate';
import { readVariantFile, SHARE_IMAGE, widthsFor, type PhotoFormat } from '../../../domain/display/photo-variants';

/** Issue 20 item 3: what a photo must be to be imported. */
export const PHOTO_LIMITS = { maxBytes: 25 * 1024 * 1024, maxPixels: 60_000_000, minSide: 200 } as const;

export type PhotoProblem = 'too-large' | 'not-an-image' | 'unsupported-type' | 'too-small' | 'too-many-pixels';

export class PhotoRejected extends Error {
  constructor(readonly problem: PhotoProblem) {
    super(`photo refused: ${problem}`);
  }
}

/** The raster types we take, by what the bytes are (never by a file name or a declared type), and the extension kept. */
const ACCEPTED: Readonly<Record<string, 'jpg' | 'png' | 'webp'>> = { jpeg: 'jpg', png: 'png', webp: 'webp' };

const CONTENT_TYPE: Readonly<Record<PhotoFormat, string>> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };

/** What is kept beside the original: enough to answer a variant without opening the original. */
interface StoredPhoto {
  readonly width: number;
  readonly height: number;
  readonly color: string;
  readonly original: string;
}

/** The originals of photos not stored yet that the library may make itself (the demo's, rendered on first use). */
export type OriginalSource = (id: string) => Promise<Buffer> | undefined;

const PHOTO_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;
const hex = (n: number) => n.toString(16).padStart(2, '0');

/**
 * The embedded catalogue's photos on disk (DATA_DIR/photos/{id}/): each original as imported (validated by
 * content, turned upright, its EXIF, XMP and IPTC metadata, GPS position included, left out; the colour profile
 * kept) and its variants, each made on its first request and then kept beside it (`domain/display/photo-variants.ts`
 * names them). Several processes may share the folder: every file is written whole under a temporary name and
 * renamed, so a reader sees all of it or nothing, and two processes making one variant write the same bytes.
 */
export class PhotoLibrary {
  private readonly making = new Map<string, Promise<Buffer>>();
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly dir: () => string,
    private readonly sources: OriginalSource = () => undefined,
    /** Variants made at once by this process (each uses libvips' threads too): a page of cards asks for many at once. */
    private readonly parallel = 2,
  ) {}

  /** Validates and stores a photo; its id is its content's hash unless one is given. */
  async import(bytes: Buffer, id?: string): Promise<PhotoVariants> {
    if (bytes.length > PHOTO_LIMITS.maxBytes) throw new PhotoRejected('too-large');
    const metadata = await sharp(bytes, { limitInputPixels: false })
      .metadata()
      .catch(() => {
        throw new PhotoRejected('not-an-image');
      });
    const extension = ACCEPTED[metadata.format];
    if (!extension) throw new PhotoRejected('unsupported-type');
    const { width, height } = metadata.autoOrient;
    if (width * height > PHOTO_LIMITS.maxPixels) throw new PhotoRejected('too-many-pixels');
    if (Math.min(width, height) < PHOTO_LIMITS.minSide) throw new PhotoRejected('too-small');
    // Re-encoded upright at a quality that keeps the photo (sharp writes no metadata unless asked): no EXIF, no GPS.
    const clean = await sharp(bytes, { limitInputPixels: PHOTO_LIMITS.maxPixels })
      .rotate()
      .keepIccProfile()
      .toFormat(extension === 'jpg' ? 'jpeg' : extension, { quality: 92 })
      .toBuffer()
      .catch(() => {
        throw new PhotoRejected('not-an-image');
      });
    const { dominant } = await sharp(clean).stats();
    const color = `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`;
    const photoId = id ?? createHash('sha256').update(clean).digest('hex').slice(0, 24);
    if (!PHOTO_ID.test(photoId)) throw new RangeError(`photo id ${photoId}`);
    const stored: StoredPhoto = { width, height, color, original: `original.${extension}` };
    await this.write(photoId, stored.original, clean);
    await this.write(photoId, 'photo.json', Buffer.from(JSON.stringify(stored)));
    return { base: `/assets/photos/${photoId}`, widths: widthsFor(width), width, height, color };
  }

  /** A variant's bytes and type, made now if it is the first request; undefined for a photo or variant we do not have. */
  async variant(id: string, file: string): Promise<{ readonly body: Buffer; readonly type: string } | undefined> {
    const asked = readVariantFile(file);
    if (!asked || !PHOTO_ID.test(id)) return undefined;
    const photo = await this.stored(id);
    if (!photo || (asked !== 'share' && !widthsFor(photo.width).includes(asked.width))) return undefined;
    const type = asked === 'share' ? CONTENT_TYPE.jpg : CONTENT_TYPE[asked.format];
    const kept = await readFile(join(this.dir(), id, file)).catch(() => undefined);
    if (kept) return { body: kept, type };
    const key = `${id}/${file}`;
    let made = this.making.get(key);
    if (!made) {
      made = this.make(id, photo, file, asked).finally(() => this.making.delete(key));
      this.making.set(key, made);
    }
    return { body: await made, type };
  }

  /** Makes sure photo `id` is stored, taking it from the library's source if it is not yet: true when it is. */
  async prepare(id: string): Promise<boolean> {
    return PHOTO_ID.test(id) && (await this.stored(id)) !== undefined;
  }

  private async stored(id: string): Promise<StoredPhoto | undefined> {
    const read = async () => JSON.parse(await readFile(join(this.dir(), id, 'photo.json'), 'utf8')) as StoredPhoto;
    const found = await read().catch(() => undefined);
    if (found) return found;
    // One rendering of a photo from the source at a time, whoever asks (a visitor, the demo's warm-up).
    let taking = this.making.get(`${id}/`);
    if (!taking) {
      const source = this.sources(id);
      if (!source) return undefined;
      taking = source.then((bytes) => this.import(bytes, id)).then(() => Buffer.alloc(0)).finally(() => this.making.delete(`${id}/`));
      this.making.set(`${id}/`, taking);
    }
    await taking;
    return read();
  }

  private async make(id: string, photo: StoredPhoto, file: string, asked: Exclude<ReturnType<typeof readVariantFile>, undefined>): Promise<Buffer> {
    await this.slot();
    try {
      const original = sharp(join(this.dir(), id, photo.original));
      const body =
        asked === 'share'
          ? await original.resize(SHARE_IMAGE.width, SHARE_IMAGE.height, { fit: 'cover', position: 'attention' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer()
          : await encode(original.resize({ width: asked.width, withoutEnlargement: true }), asked.format);
      await this.write(id, file, body);
      return body;
    } finally {
      this.release();
    }
  }

  private async write(id: string, file: string, body: Buffer): Promise<void> {
    const folder = join(this.dir(), id);
    await mkdir(folder, { recursive: true });
    const temporary = join(folder, `.${file}.${process.pid}.${Math.random().toString(36).slice(2)}`);
    await writeFile(temporary, body);
    await rename(temporary, join(folder, file));
  }

  /** Waits for one of the `parallel` slots; a slot released while others wait passes straight to the first of them. */
  private async slot(): Promise<void> {
    if (this.running < this.parallel) {
      this.running += 1;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running -= 1;
  }
}

/** Settings chosen for photos seen on screens: AVIF about half the WebP's bytes, both well under the JPEG. */
function encode(image: Sharp, format: PhotoFormat): Promise<Buffer> {
  switch (format) {
    case 'avif':
      return image.avif({ quality: 50, effort: 2 }).toBuffer();
    case 'webp':
      return image.webp({ quality: 75 }).toBuffer();
    case 'jpg':
      return image.jpeg({ quality: 80, mozjpeg: true }).toBuffer();
  }
}
