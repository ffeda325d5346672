import { useState } from 'react';
import type { InstallerDetail, OutboxEmail } from '../shared/installer-types';
import { EmailComposer } from './email-composer';
import { EmailList } from './email-list';

type EmailPanelProps = { installer: InstallerDetail; onCancel: () => void };

export function EmailPanel({ installer, onCancel }: EmailPanelProps) {
  // Opening a draft remounts the composer with it; a new key also clears it after sending.
  const [draft, setDraft] = useState<OutboxEmail | null>(null);
  const [composerKey, setComposerKey] = useState(0);
  const restart = (next: OutboxEmail | null) => {
    setDraft(next);
    setComposerKey((key) => key + 1);
  };
  return (
    <div className="space-y-6">
      <section aria-labelledby="compose-heading">
        <h3 id="compose-heading" className="mb-3 text-sm font-semibold text-slate-900">
          {draft ? 'Edit draft' : 'New e-mail'}
        </h3>
        <EmailComposer
          key={composerKey}
          installerId={installer.id}
          installerEmail={installer.basicInfo.email}
          draft={draft}
          onSent={() => restart(null)}
          onCancel={onCancel}
        />
      </section>
      <section aria-labelledby="email-list-heading">
        <h3 id="email-list-heading" className="text-sm font-semibold text-slate-900">
          Sent and queued e-mails
        </h3>
        <EmailList installerId={installer.id} onOpenDraft={restart} />
      </section>
    </div>
  );
}
