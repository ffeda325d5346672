import { describe, expect, it } from 'vitest';
import { devicePhotoLimit, PHOTO_SIZE_DEFAULT_PX, photoSizeHint } from './photo-size';

describe('the photo size a device reduces to before upload', () => {
  it("is the tenant's setting once known, and null keeps the original", () => {
    expect(devicePhotoLimit(1600)).toBe(1600);
    expect(devicePhotoLimit(null)).toBeNull();
  });

  it('is the default while the setting is not known, never the original', () => {
    expect(devicePhotoLimit(undefined)).toBe(PHOTO_SIZE_DEFAULT_PX);
  });

  it('says what happens under the upload buttons', () => {
    expect(photoSizeHint(2560)).toBe(
      'Photos are reduced to 2,560 px on the longest side before upload.',
    );
    expect(photoSizeHint(null)).toBe('Photos are uploaded at their original size.');
  });
});
