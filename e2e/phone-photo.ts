import sharp from 'sharp';

/**
 * A 12-megapixel phone-like photo (4000 x 3000, a few MB) with the EXIF a camera writes:
 * capture time with its offset and a GPS position. Noise keeps it as heavy as a real photo.
 */
export function phonePhoto(seed: number) {
  return sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: { r: seed % 256, g: 120, b: 160 },
      noise: { type: 'gaussian', mean: 120, sigma: 14 },
    },
  })
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Resize spec' },
      IFD2: { DateTimeOriginal: '2026:07:14 10:15:30', OffsetTimeOriginal: '+01:00' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 2682/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 4020/100',
      },
    })
    .jpeg({ quality: 90 })
    .toBuffer();
}
