import { RuleToggleCard } from '@/web/components/rule-toggle-card';
import { describeError } from '@/web/lib/describe-error';
import { usePaymentSettings, useSavePaymentSettings } from './api/use-payment-settings';

/** The tenant's payment rule; only administrators (settings:manage) may change it. */
export function PaymentSettingsCard({ canEdit }: { canEdit: boolean }) {
  const settings = usePaymentSettings();
  const save = useSavePaymentSettings();
  return (
    <RuleToggleCard
      title="Payment rule"
      label="A payment can be marked paid only once its inspection has passed"
      checked={settings.data?.requirePassedInspection ?? true}
      canEdit={canEdit}
      busy={settings.isPending || save.isPending}
      loadError={
        settings.isError
          ? `Could not load the payment rule. ${describeError(settings.error).message}`
          : undefined
      }
      onChange={(requirePassedInspection) => save.mutate({ requirePassedInspection })}
    />
  );
}
