import { formatDate } from '@/shared/format';
import { StatusBadge } from '@/web/components/inspection-status-badge';
import type { KeptInspection } from '@/web/offline/api';
import { NotYetSent } from './not-yet-sent';

const londonTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * Who, where and when, from the kept copy: reference and status, the address, the scheduled
 * date (en-GB), the measure, the installer and their certificate, the customer to call.
 */
export function OnSiteHeader({
  kept,
  isStatusWaiting,
}: {
  kept: KeptInspection;
  isStatusWaiting: boolean;
}) {
  const i = kept.inspection;
  const address = [i.addressLine1 || i.propertyAddress, i.addressTown].filter(Boolean).join(', ');
  return (
    <header className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="text-2xl font-semibold text-slate-900">{i.reference}</h1>
        <StatusBadge status={i.status} />
        {isStatusWaiting && <NotYetSent />}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">Address</dt>
        <dd className="text-slate-900">{address || 'N/A'}</dd>
        <dt className="text-slate-600">Postcode</dt>
        <dd className="text-slate-900">{i.addressPostcode || 'N/A'}</dd>
        <dt className="text-slate-600">Scheduled</dt>
        <dd className="text-slate-900">
          {formatDate(i.scheduledDate)}
          {i.scheduledTime ? ` at ${i.scheduledTime}` : ''}
        </dd>
        <dt className="text-slate-600">Measure</dt>
        <dd className="text-slate-900">{i.measureLabel || i.measureCode || 'N/A'}</dd>
        <dt className="text-slate-600">Installer</dt>
        <dd className="text-slate-900">
          {i.installerName || 'N/A'}
          {i.installerCertificate ? ` · certificate ${i.installerCertificate}` : ''}
        </dd>
        {(i.customerName || i.customerPhone) && (
          <>
            <dt className="text-slate-600">Customer</dt>
            <dd className="text-slate-900">
              {i.customerName}
              {i.customerPhone && (
                <>
                  {i.customerName ? ' · ' : ''}
                  <a href={`tel:${i.customerPhone}`} className="text-emerald-800 underline">
                    {i.customerPhone}
                  </a>
                </>
              )}
            </dd>
          </>
        )}
        {i.specialRequirements && (
          <>
            <dt className="text-slate-600">Requirements</dt>
            <dd className="text-slate-900">{i.specialRequirements}</dd>
          </>
        )}
      </dl>
      <p className="text-xs text-slate-600">
        {/* As the 'Available offline' list says it: 27/11/2026 14:05, UK time. */}
        Last refreshed {formatDate(kept.refreshedAt)}{' '}
        {londonTime.format(new Date(kept.refreshedAt))}
      </p>
    </header>
  );
}
