import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { demoPhotoSource, renderDemoPhoto } from '../../../../infrastructure/catalogue/photos/demo-photos';
import { PHOTO_LIMITS, PhotoLibrary, PhotoRejected } from '../../../../infrastructure/catalogue/photos/photo-library';

/** A camera's JPEG: 400×300 pixels stored sideways (orientation 6), with a maker, a copyright and a GPS position. */
const cameraJpeg = () =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: '#336699' } })
    .withExif({
      IFD0: { Make: 'TestCam', Copyright: 'someone' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 3/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '3/1 43/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();

const plain = (format: 'png' | 'webp' | 'gif', width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: '#a05030' } }).toFormat(format).toBuffer();

const refusal = (promise: Promise<unknown>) => promise.then(() => 'accepted', (error: unknown) => (error instanceof PhotoRejected ? error.problem : String(error)));

describe('issue 20 item 3: the embedded catalogue’s photo library', () => {
  let dir: string;
  let library: PhotoLibrary;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'photo-library-'));
    library = new PhotoLibrary(() => dir);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps an imported JPEG upright and without its EXIF (GPS position, maker, copyright), and describes it', async () => {
    const input = await cameraJpeg();
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const variants = await library.import(input);
    // Stored sideways, shown upright: 300 wide, 400 high.
    expect(variants).toMatchObject({ width: 300, height: 400, widths: [300] });
    expect(variants.color).toMatch(/^#3.6.9.$/); // its dominant colour, #336699 within a histogram bin
    expect(variants.base).toMatch(/^\/assets\/photos\/[0-9a-f]{24}$/);
    const id = variants.base.split('/').at(-1) as string;
    const original = await sharp(join(dir, id, 'original.jpg')).metadata();
    expect([original.format, original.width, original.height, original.exif, original.orientation]).toEqual(['jpeg', 300, 400, undefined, undefined]);
    // The same bytes again: the same id (the content's hash), nothing doubled.
    expect(await library.import(input)).toEqual(variants);
    expect(readdirSync(dir)).toEqual([id]);
  });

  it('takes PNG and WebP by their content, and refuses what is no photo, another type, too small or too large', async () => {
    expect(await refusal(library.import(await plain('png')))).toBe('accepted');
    expect(await refusal(library.import(await plain('webp')))).toBe('accepted');
    expect(await refusal(library.import(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/> named photo.jpg')))).toBe('not-an-image');
    expect(await refusal(library.import(Buffer.from('GIF89a but then nothing')))).toBe('not-an-image');
    expect(await refusal(library.import(await plain('gif')))).toBe('unsupported-type');
    expect(await refusal(library.import(await plain('png', 150, 120)))).toBe('too-small');
    expect(await refusal(library.import(Buffer.alloc(PHOTO_LIMITS.maxBytes + 1)))).toBe('too-large');
    const huge = await sharp({ create: { width: 10_000, height: 6_100, channels: 3, background: '#000' } }).png({ compressionLevel: 1 }).toBuffer();
    expect(await refusal(library.import(huge))).toBe('too-many-pixels');
  });

  it('makes each variant on its first request, in its format and width, keeps it, and knows no other', async () => {
    const { base } = await library.import(await renderDemoPhoto(5));
    const id = base.split('/').at(-1) as string;
    const asked = await Promise.all([library.variant(id, '768.avif'), library.variant(id, '768.avif')]);
    expect(asked[0]?.type).toBe('image/avif');
    expect(asked[1]?.body.equals(asked[0]?.body as Buffer)).toBe(true);
    const avif = await sharp(asked[0]?.body).metadata();
    expect([avif.format, avif.compression, avif.width, avif.height]).toEqual(['heif', 'av1', 768, 512]);
    const webp = await library.variant(id, '320.webp');
    expect([webp?.type, (await sharp(webp?.body).metadata()).width]).toEqual(['image/webp', 320]);
    const made = statSync(join(dir, id, '768.avif')).mtimeMs;
    expect((await library.variant(id, '768.avif'))?.body.equals(asked[0]?.body as Buffer)).toBe(true);
    expect(statSync(join(dir, id, '768.avif')).mtimeMs).toBe(made);
    for (const [photo, file] of [[id, '700.avif'], [id, '768.png'], [id, 'original.jpg'], [id, '../photo.json'], ['nobody', '320.webp'], ['../..', '320.webp']]) {
      expect(await library.variant(photo as string, file as string)).toBeUndefined();
    }
  });

  it('makes the share image a 1200×630 JPEG', async () => {
    const { base } = await library.import(await renderDemoPhoto(1));
    const share = await library.variant(base.split('/').at(-1) as string, 'og.jpg');
    const metadata = await sharp(share?.body).metadata();
    expect([share?.type, metadata.format, metadata.width, metadata.height]).toEqual(['image/jpeg', 'jpeg', 1200, 630]);
  });

  it('takes a photo it does not have from its source once, however many ask at once (the demo’s, rendered on first use)', async () => {
    let renders = 0;
    const demo = new PhotoLibrary(
      () => dir,
      (id) => {
        renders += id === 'demo1-4' ? 1 : 0;
        return demoPhotoSource(id);
      },
    );
    const [avif, webp, prepared] = await Promise.all([demo.variant('demo1-4', '320.avif'), demo.variant('demo1-4', '320.webp'), demo.prepare('demo1-4')]);
    expect([avif?.type, webp?.type, prepared, renders]).toEqual(['image/avif', 'image/webp', true, 1]);
    expect(await Promise.all([demo.prepare('demo1-4'), demo.prepare('demo1-99'), demo.prepare('../demo1-4')])).toEqual([true, false, false]);
    expect(renders).toBe(1);
  });

  it('renders a demo photo the same, byte for byte, from its number', async () => {
    const [first, again] = await Promise.all([renderDemoPhoto(7), renderDemoPhoto(7)]);
    expect(first.equals(again)).toBe(true);
    expect((await sharp(first).metadata()).format).toBe('jpeg');
  });
});
