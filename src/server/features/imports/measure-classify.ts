import { fieldLabel } from '@/shared/imports/fields';
import type { Db, Tx } from '@/server/db/client';
import { entryWarnings, readMeasuresAtUprns, type MeasureAtUprn } from './measure-checks';
import {
  findScheme,
  findWorkType,
  matchInstaller,
  readLodgedInstallerKeys,
  readMeasureCatalogue,
  type MeasureCatalogue,
} from './measure-refs';
import { lookupExisting } from './match-existing';
import { addError, type Good, type Pass } from './pass-state';
import type { RowError } from './validate';
import type { Classified } from './write-context';

type MeasureRow = Extract<Good, { entity: 'measures' }>;
type PassMeasures = { catalogue: MeasureCatalogue; earlier: Map<string, MeasureAtUprn[]> };

/** Per pass: the tenant's lists, and the measures earlier rows of the file lodge at each UPRN. */
const STATE = new WeakMap<Pass, PassMeasures>();

async function stateOf(pass: Pass, db: Db | Tx) {
  let state = STATE.get(pass);
  if (!state) {
    state = { catalogue: await readMeasureCatalogue(db, pass.file.tenantId), earlier: new Map() };
    STATE.set(pass, state);
  }
  return state;
}

/** The file's header for a field (errors name the user's column), else the field's label. */
function columnOf(pass: Pass, key: string) {
  const index = pass.file.mapping.indexOf(key);
  return (index >= 0 ? pass.file.headers[index] : undefined) ?? fieldLabel('measures', key);
}

function referenceErrors(pass: Pass, row: MeasureRow, c: MeasureCatalogue, installerId: unknown) {
  const v = row.values;
  const error = (key: string, value: string, message: string): RowError => ({
    rowNumber: row.rowNumber,
    column: columnOf(pass, key),
    value,
    message,
  });
  const errors: RowError[] = [];
  if (!findWorkType(c, v.workTypeCode))
    errors.push(
      error('workTypeCode', v.workTypeCode, `No work type has the code ${v.workTypeCode}`),
    );
  if (!findScheme(c, v.fundingScheme))
    errors.push(
      error('fundingScheme', v.fundingScheme, `No funding scheme is called ${v.fundingScheme}`),
    );
  if (!installerId) {
    const given = [v.installerTmln, v.installerPasCertificate, v.installerName].filter(Boolean);
    errors.push(
      error(
        'installerName',
        given.join(' / '),
        `No installer in the register matches ${given.join(' / ')} (licence number, PAS 2030 certificate or name)`,
      ),
    );
  }
  return errors;
}

/**
 * Classifies a batch of measure rows: the work type, scheme and installer must be on file (else
 * errors); the entry checks give warnings. A dry run lists the warnings; an import writes a row
 * with warnings only when the user accepted them (`warningsAcceptedAt`), else refuses the row.
 */
export async function classifyMeasures(pass: Pass, db: Db | Tx, rows: Good[]) {
  const { counts, file } = pass;
  const measures = rows.filter((r): r is MeasureRow => r.entity === 'measures');
  const { catalogue, earlier } = await stateOf(pass, db);
  const existing = await lookupExisting(db, 'measures', file.tenantId, measures);
  const licences = measures.flatMap((r) =>
    [r.values.installerTmln, r.values.installerPasCertificate].filter((x): x is string => !!x),
  );
  const lodged = await readLodgedInstallerKeys(db, file.tenantId, licences);
  const schemeNames = new Map([...catalogue.schemes.values()].map((s) => [s.id, s.name]));
  const uprns = [...new Set(measures.flatMap((r) => (r.values.uprn ? [r.values.uprn] : [])))];
  const onFile = await readMeasuresAtUprns(db, file.tenantId, uprns, schemeNames);
  const classified: Classified[] = [];
  for (const row of measures) {
    const v = row.values;
    const installerId = matchInstaller(catalogue, lodged, v);
    const errors = referenceErrors(pass, row, catalogue, installerId);
    if (errors.length) {
      counts.errors++;
      errors.forEach((e) => addError(pass, e));
      continue;
    }
    const workType = findWorkType(catalogue, v.workTypeCode)!;
    const scheme = findScheme(catalogue, v.fundingScheme)!;
    const me: MeasureAtUprn | null = v.uprn
      ? {
          umr: v.umr,
          uprn: v.uprn,
          category: workType.category,
          schemeId: scheme.id,
          schemeName: scheme.name,
          addressLine1: v.addressLine1,
        }
      : null;
    const warnings = me
      ? entryWarnings(me, [...(onFile.get(me.uprn) ?? []), ...(earlier.get(me.uprn) ?? [])])
      : [];
    if (me) earlier.set(me.uprn, [...(earlier.get(me.uprn) ?? []), me]);
    if (!recordWarnings(pass, row, warnings)) continue;
    const hit = existing.get(row.key);
    if (hit) counts.update++;
    else counts.insert++;
    classified.push({
      row,
      existing: hit,
      measure: {
        workTypeId: workType.id,
        category: workType.category,
        schemeId: scheme.id,
        installerId: installerId!,
        warnings: warnings.map(({ code, message }) => ({ code, message })),
      },
    });
  }
  return classified;
}

/**
 * Lists a row's warnings; false when the row may not be written: an import whose warnings
 * were not accepted refuses the row with each warning as its error.
 */
function recordWarnings(
  pass: Pass,
  row: MeasureRow,
  warnings: ReturnType<typeof entryWarnings>,
): boolean {
  if (warnings.length === 0) return true;
  const refused = pass.kind === 'import' && !pass.file.warningsAcceptedAt;
  const value = (field: 'uprn' | 'addressLine1') =>
    field === 'uprn' ? (row.values.uprn ?? '') : row.values.addressLine1;
  for (const w of warnings)
    addError(pass, {
      rowNumber: row.rowNumber,
      column: columnOf(pass, w.field),
      value: value(w.field),
      message: refused ? `${w.message}: not imported, the warnings were not accepted` : w.message,
      severity: refused ? 'error' : 'warning',
    });
  if (refused) {
    pass.counts.errors++;
    return false;
  }
  pass.counts.warnings += warnings.length;
  return true;
}
