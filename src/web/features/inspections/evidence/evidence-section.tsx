import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { useTRPC } from '../../../lib/trpc';
import { evidenceItemGroups, labelOfItem } from './evidence-items';
import { EvidenceTile } from './evidence-tile';
import { ItemEvidence } from './item-evidence';

type EvidenceSectionProps = {
  inspectionId: string;
  measureCode: string;
  measureType: string;
  mayAttach: boolean;
};

/**
 * The inspection page's Evidence section: pick a checklist item, add files
 * to it, and see every file grouped by item. After the checklist merge each
 * checklist row mounts ItemEvidence itself and this picker goes.
 */
export function EvidenceSection({
  inspectionId,
  measureCode,
  measureType,
  mayAttach,
}: EvidenceSectionProps) {
  const trpc = useTRPC();
  const groups = evidenceItemGroups(measureCode, measureType);
  const [itemId, setItemId] = useState(groups[1]?.items[0]?.id ?? groups[0]!.items[0]!.id);
  const list = useQuery(trpc.evidence.list.queryOptions({ inspectionId }));
  const files = list.data?.files ?? [];
  const others = [...new Set(files.map((f) => f.itemId))].filter((id) => id !== itemId);
  return (
    <section
      aria-labelledby="section-evidence"
      className="min-w-0 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="section-evidence" className="text-lg font-semibold text-slate-900">
        Evidence
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Photos (JPEG, PNG) and documents (PDF) up to 20 MB each, kept unchanged with their capture
        time and position.
      </p>
      <div className="mt-4">
        <Label htmlFor="evidence-item">Checklist item</Label>
        <Select
          id="evidence-item"
          className="mt-1 w-full max-w-full min-w-0"
          value={itemId}
          onChange={(event) => setItemId(event.target.value)}
        >
          {groups.map((group) => (
            <optgroup key={group.title} label={group.title}>
              {group.items.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.id} {item.label}
                  {files.some((f) => f.itemId === item.id && !f.withdrawnAt) ? ' (provided)' : ''}
                </option>
              ))}
            </optgroup>
          ))}
        </Select>
      </div>
      <div className="mt-4">
        <h3 className="mb-2 text-sm font-semibold text-slate-900">
          {itemId} {labelOfItem(groups, itemId)}
        </h3>
        <ItemEvidence
          inspectionId={inspectionId}
          itemId={itemId}
          itemLabel={labelOfItem(groups, itemId)}
          mayAttach={mayAttach}
        />
      </div>
      {others.length > 0 && (
        <div className="mt-6 space-y-4">
          <h3 className="text-sm font-semibold text-slate-900">Other items with evidence</h3>
          {others.map((other) => (
            <div key={other}>
              <h4 className="mb-2 text-sm text-slate-800">
                {other} {labelOfItem(groups, other)}
              </h4>
              <ul
                aria-label={`Evidence for ${labelOfItem(groups, other)}`}
                className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4"
              >
                {files
                  .filter((f) => f.itemId === other)
                  .map((file) => (
                    <EvidenceTile
                      key={file.id}
                      file={file}
                      mayWithdraw={list.data?.mayWithdraw ?? false}
                    />
                  ))}
              </ul>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
