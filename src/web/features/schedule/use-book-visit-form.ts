import { todayInLondon } from '@/shared/format';
import { DEFAULT_DURATION_MINUTES, DEFAULT_VISIT_TYPE } from '@/shared/schedule/catalogue';
import { BookVisitInput } from '@/shared/schedule/schedule-inputs';
import { useZodForm } from '@/web/lib/use-zod-form';

/** The booking form, starting on the chosen day (today if that day has passed). */
export function useBookVisitForm(initialDate: string) {
  const today = todayInLondon();
  return useZodForm(BookVisitInput, {
    defaultValues: {
      date: initialDate < today ? today : initialDate,
      time: '',
      type: DEFAULT_VISIT_TYPE,
      inspectorId: '',
      location: '',
      notes: '',
      inspectionId: '',
      durationMinutes: DEFAULT_DURATION_MINUTES,
    },
  });
}

export type BookVisitFormApi = ReturnType<typeof useBookVisitForm>;
