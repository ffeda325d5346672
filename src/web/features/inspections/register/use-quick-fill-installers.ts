import type { QuickFillInstaller } from '@/shared/inspections/options';
import { useQuickFillOptions } from '../api/use-installer-options';

/**
 * The quick-fill entries: the tenant's most inspected active installers from
 * the installers table, or the spec's built-in list while the table is empty
 * or cannot be read.
 */
export function useQuickFillInstallers(
  count: number,
  fallback: readonly QuickFillInstaller[],
): readonly QuickFillInstaller[] {
  const options = useQuickFillOptions();
  if (!options.data || options.data.length === 0) return fallback.slice(0, count);
  return options.data.slice(0, count).map((i) => ({
    name: i.name,
    company: i.company,
    email: i.email ?? '',
    phone: i.phone ?? '',
    qmpCert: i.qmpCertNumber ?? '',
  }));
}
