import { UAParser } from 'ua-parser-js';

export type DeviceDescription = {
  /** 'Chrome on Windows', 'Mobile Safari on iOS', or 'Unknown device'. */
  device: string;
  browser: string | null;
  os: string | null;
  isMobile: boolean;
};

const MOBILE_TYPES = new Set(['mobile', 'tablet', 'wearable']);

/** What a person would call the device behind a user agent (sessions list, sign-in notices). */
export function describeDevice(userAgent: string | null | undefined): DeviceDescription {
  const result = UAParser(userAgent ?? '');
  const browser = result.browser.name ?? null;
  const os = result.os.name ?? null;
  const device =
    browser && os ? `${browser} on ${os}` : (browser ?? os ?? (userAgent ? 'Other client' : null));
  return {
    device: device ?? 'Unknown device',
    browser,
    os,
    isMobile: MOBILE_TYPES.has(result.device.type ?? '') || /\b(iOS|Android)\b/.test(os ?? ''),
  };
}
