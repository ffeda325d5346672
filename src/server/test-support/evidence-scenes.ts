import sharp from 'sharp';

/**
 * Photos with structure (shapes over a gradient), for the perceptual-hash tests: a plain
 * colour has no features and gets no hash. EXIF time and GPS are written by sharp's
 * withExif, as a phone camera would write them.
 */
export const SCENES = {
  loft: '<rect x="40" y="60" width="120" height="180" fill="#f2e6c9"/><circle cx="300" cy="90" r="50" fill="#333"/><path d="M0 300 L200 120 L400 300 Z" fill="#8a6f4d"/>',
  wall: '<rect x="0" y="0" width="400" height="140" fill="#2d2d2d"/><circle cx="90" cy="220" r="60" fill="#eeeeee"/><rect x="230" y="170" width="150" height="110" fill="#a33"/>',
  boiler:
    '<rect x="150" y="30" width="100" height="200" fill="#fafafa"/><rect x="20" y="250" width="360" height="40" fill="#222"/><circle cx="60" cy="60" r="30" fill="#c84"/>',
} as const;

const rational = (degrees: number) => {
  const abs = Math.abs(degrees);
  const d = Math.floor(abs);
  const m = Math.floor((abs - d) * 60);
  const s = Math.round((abs - d - m / 60) * 3600 * 10000);
  return `${d}/1 ${m}/1 ${s}/10000`;
};

export type SceneOptions = {
  width?: number;
  height?: number;
  quality?: number;
  /** EXIF DateTimeOriginal, 'YYYY:MM:DD HH:MM:SS' (UK local time when no offset). */
  takenAt?: string;
  gps?: { latitude: number; longitude: number };
};

/** A JPEG of one of SCENES, camera-sized by default, with the EXIF asked for. */
export async function makeScenePhoto(
  scene: keyof typeof SCENES,
  options: SceneOptions = {},
): Promise<Buffer> {
  const width = options.width ?? 1600;
  const height = options.height ?? 1200;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 400 300"><defs><linearGradient id="g" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="#d8c9a3"/><stop offset="1" stop-color="#5a4a3a"/></linearGradient></defs><rect width="400" height="300" fill="url(#g)"/>${SCENES[scene]}</svg>`;
  const exif: Record<string, Record<string, string>> = { IFD0: { Make: 'TestCam' } };
  if (options.takenAt) exif.IFD2 = { DateTimeOriginal: options.takenAt };
  if (options.gps) {
    exif.IFD3 = {
      GPSLatitudeRef: options.gps.latitude < 0 ? 'S' : 'N',
      GPSLatitude: rational(options.gps.latitude),
      GPSLongitudeRef: options.gps.longitude < 0 ? 'W' : 'E',
      GPSLongitude: rational(options.gps.longitude),
    };
  }
  return sharp(Buffer.from(svg))
    .withExif(exif)
    .jpeg({ quality: options.quality ?? 90 })
    .toBuffer();
}
