import { todayInLondon } from '@/shared/format';
import { isIsoDate, type CalendarView } from '@/shared/schedule/calendar';
import { readOption } from '@/web/lib/search-params';

export type ScheduleParams = { view: CalendarView; date: string };

const VIEWS: readonly CalendarView[] = ['month', 'week'];

/** The calendar's view and focused day live in the URL; today is the default day (kept out of the URL). */
export const SCHEDULE_DEFAULTS: ScheduleParams = { view: 'month', date: '' };

export function parseScheduleParams(params: URLSearchParams): ScheduleParams {
  const date = params.get('date') ?? '';
  return {
    view: readOption(params.get('view'), VIEWS, 'month'),
    date: isIsoDate(date) ? date : '',
  };
}

/** The day a view is about: the URL's, else today in the UK. */
export function focusedDate(params: ScheduleParams, now = new Date()): string {
  return params.date || todayInLondon(now);
}
