import type { WizardVariant } from '@/shared/inspections/wizard-form';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PATHS } from '@/web/app/paths';
import { Spinner } from '@/web/components/ui/spinner';
import { useSavedDraft } from '@/web/features/inspections/api/use-wizard-drafts';
import { useInstallerRecord } from '@/web/features/inspections/api/use-installer-options';
import { WIZARD_CONFIG } from './wizard-config';
import { WizardSession } from './wizard-session';

/** Both wizards: the variant picks the sixth step, the labels and where success goes. */
export function RegistrationWizard({ variant }: { variant: WizardVariant }) {
  const config = WIZARD_CONFIG[variant];
  const saved = useSavedDraft(variant);
  // 'Schedule inspection' on an installer links here with ?installerId=: fill the installer step from it.
  const [params] = useSearchParams();
  const installerId = params.get('installerId');
  const installer = useInstallerRecord(
    installerId ?? '',
    installerId !== null && variant === 'schedule',
  );
  const prefill = installer.data
    ? {
        installerName: installer.data.name,
        installerCompany: installer.data.name,
        installerEmail: installer.data.email ?? '',
        installerPhone: installer.data.phone ?? '',
        qmpCert: installer.data.qmpCertNumber ?? '',
      }
    : null;
  const isLoadingInstaller = installerId !== null && variant === 'schedule' && installer.isPending;
  // Start over remounts the session without the draft it was given.
  const [session, setSession] = useState({ key: 0, isFresh: false });

  useEffect(() => {
    if (saved.isError) console.warn('Failed to load wizard draft', saved.error);
  }, [saved.isError, saved.error]);

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <Link
        to={PATHS.inspectionRegister}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-emerald-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Back to Register Inspection
      </Link>
      <h1 className="text-2xl font-semibold text-slate-900">{config.title}</h1>
      {saved.isPending || isLoadingInstaller ? (
        <Spinner label="Loading draft..." className="py-16" />
      ) : (
        <WizardSession
          key={session.key}
          config={config}
          // A draft that cannot be read is not worth blocking the wizard for: start fresh.
          draft={session.isFresh ? null : (saved.data ?? null)}
          prefill={prefill}
          onStartOver={() => setSession((s) => ({ key: s.key + 1, isFresh: true }))}
        />
      )}
    </div>
  );
}
