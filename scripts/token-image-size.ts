/**
 * Measures a token image (PNG) at a known pixel scale: the opaque pixels' bounding box and area in
 * mm. The independent check of the X-Wing obstacle outlines' scale
 * (`src/xwing/catalog/obstacle-outlines.ts`) against the VASSAL X-Wing module's token images.
 *
 *   node --import tsx scripts/token-image-size.ts <px per mm> <file.png>...
 *
 * A pixel counts as opaque when its alpha is above 127 (images without alpha: every pixel). The
 * VASSAL module (Mu0n/XWVassal) draws its pieces at map scale, 282.5 px per range 1
 * (`mic/src/main/java/mic/AutoRangeFinder.java`: RANGE1 = 282.5), so 2.825 px per mm; its
 * straight templates `mic/swxwmg.vmod-unpacked/images/move_{3,4,5}_S.png` measure 20.2 x 120.0,
 * 160.0 and 200.0 mm at that scale. Prints one JSON line per file.
 */
import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';

interface Png {
  readonly width: number;
  readonly height: number;
  readonly alpha: (x: number, y: number) => number;
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

function readPng(file: string): Png {
  const bytes = readFileSync(file);
  if (bytes.readUInt32BE(0) !== 0x89504e47) throw new Error(`${file}: not a PNG file`);
  let offset = 8;
  let width = 0;
  let height = 0;
  let depth = 0;
  let colour = 0;
  let interlace = 0;
  let transparency: Buffer | undefined;
  const data: Buffer[] = [];
  while (offset < bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const body = bytes.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      depth = body[8]!;
      colour = body[9]!;
      interlace = body[12]!;
    } else if (type === 'IDAT') data.push(body);
    else if (type === 'tRNS') transparency = body;
    offset += 12 + length;
  }
  if (depth !== 8 || interlace !== 0) throw new Error(`${file}: only 8-bit, non-interlaced images are read`);
  const channels = ({ 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 } as Record<number, number>)[colour];
  if (channels === undefined) throw new Error(`${file}: colour type ${colour}`);
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const rows: Uint8Array[] = [];
  let previous = new Uint8Array(stride);
  for (let y = 0, at = 0; y < height; y++) {
    const filter = raw[at++]!;
    const row = new Uint8Array(raw.subarray(at, at + stride));
    at += stride;
    for (let i = 0; i < stride; i++) {
      const a = i >= channels ? row[i - channels]! : 0;
      const b = previous[i]!;
      const c = i >= channels ? previous[i - channels]! : 0;
      const add = filter === 1 ? a : filter === 2 ? b : filter === 3 ? (a + b) >> 1 : filter === 4 ? paeth(a, b, c) : 0;
      row[i] = (row[i]! + add) & 255;
    }
    rows.push(row);
    previous = row;
  }
  const alpha = (x: number, y: number): number => {
    const row = rows[y]!;
    if (colour === 6) return row[x * 4 + 3]!;
    if (colour === 4) return row[x * 2 + 1]!;
    if (colour === 3) return transparency !== undefined && row[x]! < transparency.length ? transparency[row[x]!]! : 255;
    return 255;
  };
  return { width, height, alpha };
}

if (process.argv[1]?.endsWith('token-image-size.ts')) {
  const [scaleText, ...files] = process.argv.slice(2);
  const pxPerMm = Number(scaleText);
  if (!(pxPerMm > 0) || files.length === 0) {
    process.stderr.write('usage: token-image-size.ts <px per mm> <file.png>...\n');
    process.exit(2);
  }
  for (const file of files) {
    const png = readPng(file);
    let minX = png.width;
    let maxX = -1;
    let minY = png.height;
    let maxY = -1;
    let count = 0;
    for (let y = 0; y < png.height; y++) {
      for (let x = 0; x < png.width; x++) {
        if (png.alpha(x, y) <= 127) continue;
        count++;
        minX = Math.min(minX, x);
        maxX = Math.max(maxX, x);
        minY = Math.min(minY, y);
        maxY = Math.max(maxY, y);
      }
    }
    const mm = (px: number) => Math.round((px / pxPerMm) * 10) / 10;
    process.stdout.write(`${JSON.stringify({ file, pixels: [png.width, png.height], width: mm(maxX - minX + 1), length: mm(maxY - minY + 1), area: Math.round(count / pxPerMm / pxPerMm) })}\n`);
  }
}
