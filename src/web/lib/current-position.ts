import type { StartVisitInput } from '@/shared/evidence/flags';

/**
 * The browser's position for the visit start, asked only when the inspector records it (a
 * click): a refusal or a device without one still records the time, saying why there is no
 * position. Used online (the inspection page) and offline (the on-site page): the browser's
 * GPS needs no network.
 */
export function currentPosition(): Promise<StartVisitInput['position']> {
  return new Promise((resolve) => {
    if (!('geolocation' in navigator)) {
      resolve({ status: 'unavailable' });
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        resolve({
          status: 'recorded',
          latitude: coords.latitude,
          longitude: coords.longitude,
          accuracyMetres: Math.min(coords.accuracy, 100_000),
        }),
      (error) =>
        resolve({ status: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 0 },
    );
  });
}
