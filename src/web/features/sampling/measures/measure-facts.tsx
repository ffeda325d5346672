import { formatDate, formatDateTime } from '@/shared/format';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buildInstallerPath } from '@/web/app/paths';
import { Card } from '@/web/components/ui/card';
import type { RouterOutputs } from '@/web/lib/trpc';

export type MeasureDetail = RouterOutputs['sampling']['measures']['get'];

type Fact = { label: string; value: ReactNode };

const orNA = (value: string | null | undefined) => (value ? value : 'N/A');

/** A titled card of label/value pairs; empty values read 'N/A' as everywhere in the portal. */
function FactCard({ id, title, facts }: { id: string; title: string; facts: Fact[] }) {
  return (
    <Card className="p-4">
      <section aria-labelledby={id}>
        <h2 id={id} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        <dl className="mt-3 grid gap-x-4 gap-y-2 sm:grid-cols-[minmax(0,12rem)_1fr]">
          {facts.map((fact) => (
            <div key={fact.label} className="contents">
              <dt className="text-sm text-slate-600">{fact.label}</dt>
              <dd className="text-sm break-words text-slate-900">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </Card>
  );
}

function installerValue(m: MeasureDetail) {
  if (!m.installerId) return 'No installer';
  return (
    <Link
      to={buildInstallerPath(m.installerId)}
      className="font-medium text-emerald-800 underline underline-offset-2"
    >
      {m.installerName ?? 'Installer'}
    </Link>
  );
}

/** Every field of the measure as lodged, grouped as TrustMark's lodgement groups them. */
export function MeasureFacts({ measure: m }: { measure: MeasureDetail }) {
  const address = [m.addressLine1, m.addressLine2, m.addressLine3, m.town]
    .filter(Boolean)
    .join(', ');
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <FactCard
        id="measure-lodgement"
        title="Measure"
        facts={[
          { label: 'UMR', value: m.umr },
          { label: 'Project reference', value: orNA(m.projectReference) },
          { label: 'Funding scheme', value: m.schemeName },
          { label: 'Work type', value: `${m.workTypeCode} ${m.workTypeName}` },
          { label: 'Measure category', value: m.measureCategory },
          { label: 'Installed', value: formatDate(m.installedDate) },
          { label: 'Handover', value: formatDate(m.handoverDate) },
        ]}
      />
      <FactCard
        id="measure-property"
        title="Property"
        facts={[
          { label: 'Address', value: address },
          { label: 'Postcode', value: m.postcode },
          { label: 'UPRN', value: orNA(m.uprn) },
          { label: 'Year built', value: m.propertyBuiltYear ?? 'N/A' },
        ]}
      />
      <FactCard
        id="measure-installer"
        title="Installer"
        facts={[
          { label: 'Installer', value: installerValue(m) },
          { label: 'TrustMark licence number', value: orNA(m.installerTmln) },
          { label: 'PAS 2030 certificate', value: orNA(m.installerPasCertificate) },
        ]}
      />
      <FactCard
        id="measure-guarantee"
        title="Guarantee and product"
        facts={[
          { label: 'Guarantee', value: orNA(m.guaranteeName) },
          { label: 'Guarantee start', value: formatDate(m.guaranteeStartDate) },
          { label: 'Guarantee reference', value: orNA(m.guaranteeReference) },
          { label: 'Manufacturer', value: orNA(m.productManufacturer) },
          { label: 'Model', value: orNA(m.productModel) },
          { label: 'Serial number', value: orNA(m.productSerialNumber) },
          { label: 'MCS certificate', value: orNA(m.mcsCertificateReference) },
        ]}
      />
      <FactCard
        id="measure-record"
        title="Record"
        facts={[
          { label: 'Lodged', value: formatDateTime(m.createdAt) },
          { label: 'Last updated', value: formatDateTime(m.updatedAt) },
        ]}
      />
    </div>
  );
}
