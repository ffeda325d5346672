import { Link } from 'react-router';
import type { StaffRemediationRow } from './api/use-staff-remediations';
import { checklistLinkOf, ClockText, StateBadges, SubmittedText } from './remediation-row-facts';

const rowKey = (row: StaffRemediationRow) => `${row.inspectionId}:${row.itemId}`;

function RowLink({ row }: { row: StaffRemediationRow }) {
  return (
    <Link to={checklistLinkOf(row)} className="font-medium text-emerald-800 hover:underline">
      {row.reference}
    </Link>
  );
}

/** Cards on a phone, a table from md up; each row opens the inspection's checklist item. */
export function RemediationsTable({ rows }: { rows: readonly StaffRemediationRow[] }) {
  return (
    <>
      <ul className="space-y-3 md:hidden" aria-label="Remediations">
        {rows.map((row) => (
          <li
            key={rowKey(row)}
            className="space-y-1 rounded-lg border border-slate-200 bg-white p-3 text-sm"
          >
            <div className="flex flex-wrap items-center gap-2">
              <RowLink row={row} />
              <StateBadges row={row} />
            </div>
            <p className="break-words text-slate-900">
              {row.itemId} {row.label} · {row.severity ?? 'Not classified'}
            </p>
            <p className="text-slate-700">{row.installerName ?? 'No installer'}</p>
            <p className="text-slate-700">
              <ClockText row={row} />
            </p>
            <p className="text-slate-700">
              Submitted: <SubmittedText row={row} />
            </p>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-lg border border-slate-200 bg-white md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Remediations</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              {['Reference', 'Item', 'Installer', 'State', 'Clock', 'Submitted'].map((h) => (
                <th key={h} scope="col" className="px-3 py-2 font-semibold">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {rows.map((row) => (
              <tr key={rowKey(row)} className="align-top">
                <td className="px-3 py-2 whitespace-nowrap">
                  <RowLink row={row} />
                </td>
                <td className="px-3 py-2">
                  {row.itemId} {row.label}
                  <div className="text-xs text-slate-600">{row.severity ?? 'Not classified'}</div>
                </td>
                <td className="px-3 py-2">{row.installerName ?? 'No installer'}</td>
                <td className="px-3 py-2">
                  <StateBadges row={row} />
                </td>
                <td className="px-3 py-2">
                  <ClockText row={row} />
                </td>
                <td className="px-3 py-2">
                  <SubmittedText row={row} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
