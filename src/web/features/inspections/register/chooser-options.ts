import type { WizardVariant } from '@/shared/inspections/wizard-form';
import { CalendarPlus, ClipboardCheck, type LucideIcon } from 'lucide-react';
import { PATHS } from '@/web/app/paths';

export type ChooserOption = {
  variant: WizardVariant;
  title: string;
  description: string;
  path: string;
  icon: LucideIcon;
  /**
   * Six names while the wizards have seven steps: the chooser folds the
   * measure-specific step into 'Measure' (spec 01 section 2 keeps both readings).
   */
  pipeline: readonly string[];
};

export const CHOOSER_OPTIONS: readonly ChooserOption[] = [
  {
    variant: 'schedule',
    title: 'Schedule New Inspection',
    description: 'Book an inspection for an installation and add it to the pending queue.',
    path: PATHS.inspectionRegisterSchedule,
    icon: CalendarPlus,
    pipeline: ['Measure', 'Property', 'Customer', 'Installer', 'Schedule', 'Review'],
  },
  {
    variant: 'completed',
    title: 'Register Completed',
    description: 'Record an inspection that has already taken place, with its results.',
    path: PATHS.inspectionRegisterCompleted,
    icon: ClipboardCheck,
    pipeline: ['Measure', 'Property', 'Customer', 'Installer', 'Results', 'Review'],
  },
];
