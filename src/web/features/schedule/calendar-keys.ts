import { addDays, addMonths, endOfWeek, startOfWeek } from '@/shared/schedule/calendar';

/** Where a key moves the focused day in the grid (WAI-ARIA date grid keys), or null for other keys. */
export function dateForKey(key: string, date: string): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return startOfWeek(date);
    case 'End':
      return endOfWeek(date);
    case 'PageUp':
      return addMonths(date, -1);
    case 'PageDown':
      return addMonths(date, 1);
    default:
      return null;
  }
}
