import { useWatch } from 'react-hook-form';
import { InspectorSelect } from '@/web/features/inspections/register/inspector-select';
import type { StepProps } from '../wizard-field';

/** The wizards' inspector field: the staff select bound to inspectorUserId and inspectorName. */
export function WizardInspectorSelect({
  form,
  field,
  className,
}: Pick<StepProps, 'form' | 'field'> & { className?: string }) {
  const inspectorUserId = useWatch({ control: form.control, name: 'inspectorUserId' });
  return (
    <InspectorSelect
      className={className}
      value={inspectorUserId}
      onChoose={(inspector) => {
        form.setValue('inspectorUserId', inspector.id, { shouldDirty: true });
        form.setValue('inspectorName', inspector.name, { shouldDirty: true });
      }}
      {...field('inspectorUserId')}
    />
  );
}
