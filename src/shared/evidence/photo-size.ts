import { z } from 'zod';

/**
 * Tenant setting 'photoSize' (issue 32 point 6): the longest side, in pixels, a photo keeps
 * when it is attached as evidence. The web app scales a larger JPEG or PNG down on the device
 * before sending it (less data on a mobile connection); the server scales down any photo that
 * still arrives larger (an API client), so the stored photo never exceeds it. Both keep the
 * photo's EXIF: capture time and GPS position survive. `null` keeps photos as taken.
 *
 * 2560 px keeps a defect legible when zoomed (a 12-megapixel phone photo is 4000 x 3000) at
 * about a third of the bytes. Below 800 px a crack or a label is no longer readable; above
 * 8000 px is larger than any phone camera takes, so 'Keep original' says it better.
 */
export const PHOTO_SIZE_DEFAULT_PX = 2560;
export const PHOTO_SIZE_MIN_PX = 800;
export const PHOTO_SIZE_MAX_PX = 8000;
export const PHOTO_SIZE_RANGE_MESSAGE = `Longest side must be between ${PHOTO_SIZE_MIN_PX.toLocaleString('en-GB')} and ${PHOTO_SIZE_MAX_PX.toLocaleString('en-GB')} px`;

const MaxLongSide = z
  .number({ error: 'Enter the longest side in pixels' })
  .int('Longest side must be a whole number of pixels')
  .min(PHOTO_SIZE_MIN_PX, PHOTO_SIZE_RANGE_MESSAGE)
  .max(PHOTO_SIZE_MAX_PX, PHOTO_SIZE_RANGE_MESSAGE)
  .nullable();

export const PhotoSizeSetting = z
  .object({ maxLongSidePx: MaxLongSide.default(PHOTO_SIZE_DEFAULT_PX) })
  .default({ maxLongSidePx: PHOTO_SIZE_DEFAULT_PX });
export type PhotoSizeSettingValue = z.output<typeof PhotoSizeSetting>;

/** Admin Settings input: the whole setting, strict so a typo is refused; null is 'Keep original'. */
export const PhotoSizeSettingInput = z.strictObject({ maxLongSidePx: MaxLongSide });

/**
 * The longest side a device reduces a photo to before upload: the tenant's setting (null keeps
 * the original), or the default while the setting is not known (still loading, or not in an
 * older offline bundle), which the server applies anyway to whatever arrives. Sending the
 * original in that moment would cost a phone on a weak signal three times the data.
 */
export function devicePhotoLimit(setting: number | null | undefined): number | null {
  return setting === undefined ? PHOTO_SIZE_DEFAULT_PX : setting;
}

/** The line shown under the upload buttons and in Admin Settings. */
export function photoSizeHint(maxLongSidePx: number | null): string {
  return maxLongSidePx === null
    ? 'Photos are uploaded at their original size.'
    : `Photos are reduced to ${maxLongSidePx.toLocaleString('en-GB')} px on the longest side before upload.`;
}
