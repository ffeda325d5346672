import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTRPC, type RouterInputs } from '@/web/lib/trpc';

/** The counts in the stat cards. */
export function useScheduleStats() {
  const trpc = useTRPC();
  return useQuery(trpc.schedule.stats.queryOptions());
}

/** Today's Schedule. */
export function useTodaySchedule() {
  const trpc = useTRPC();
  return useQuery(trpc.schedule.today.queryOptions());
}

/** The visible month or week; the last range stays on screen while the next loads. */
export function useScheduleCalendar(range: RouterInputs['schedule']['calendar']) {
  const trpc = useTRPC();
  return useQuery(
    trpc.schedule.calendar.queryOptions(range, { placeholderData: keepPreviousData }),
  );
}

/** The active inspectors a visit may be booked for. */
export function useScheduleInspectors() {
  const trpc = useTRPC();
  return useQuery(trpc.schedule.inspectors.queryOptions());
}

/** Inspections matching the picker's text, asked for only when `enabled`. */
export function useInspectionSearch(search: string, enabled: boolean) {
  const trpc = useTRPC();
  return useQuery(trpc.inspection.list.queryOptions({ search, limit: 6, tab: 'all' }, { enabled }));
}
