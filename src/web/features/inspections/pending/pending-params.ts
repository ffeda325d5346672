import { MEASURE_CATEGORIES, type MeasureCategory } from '@shared/inspections/measures';
import { SERVER_TRIGGERS, type ServerTrigger } from '@shared/inspections/triggers';
import { readOption, readPositiveInt } from '../../../lib/search-params';

export type PendingParams = {
  page: number;
  measureType: MeasureCategory | '';
  trigger: ServerTrigger | '';
};

export const PENDING_DEFAULTS: PendingParams = { page: 1, measureType: '', trigger: '' };

const MEASURE_OPTIONS = ['', ...MEASURE_CATEGORIES] as const;
const TRIGGER_OPTIONS = ['', ...SERVER_TRIGGERS] as const;

/** The pending list's filters and page from the URL; unknown values read as 'all'. */
export function parsePendingParams(params: URLSearchParams): PendingParams {
  return {
    page: readPositiveInt(params.get('page')),
    measureType: readOption(params.get('measureType'), MEASURE_OPTIONS, ''),
    trigger: readOption(params.get('trigger'), TRIGGER_OPTIONS, ''),
  };
}
