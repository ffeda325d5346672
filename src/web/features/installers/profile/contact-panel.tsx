import { Sheet, SheetContent } from '@/web/components/ui/sheet';
import { CallsPanel } from '../calls/calls-panel';
import { EmailPanel } from '../email/email-panel';
import type { InstallerDetail } from '../shared/installer-types';
import { NotesPanel } from '../notes/notes-panel';
import { PANEL_TITLES, type ProfilePanelParam } from './profile-params';

type ContactPanelProps = {
  installer: InstallerDetail;
  panel: ProfilePanelParam;
  onClose: () => void;
};

/** Notes, calls and the e-mail composer open in a side panel named by ?panel= in the URL. */
export function ContactPanel({ installer, panel, onClose }: ContactPanelProps) {
  return (
    <Sheet open={panel !== ''} onOpenChange={(isOpen) => !isOpen && onClose()}>
      {panel !== '' && (
        <SheetContent title={PANEL_TITLES[panel]} description={`For ${installer.name}`}>
          {panel === 'notes' && <NotesPanel installerId={installer.id} />}
          {panel === 'calls' && <CallsPanel installerId={installer.id} />}
          {panel === 'email' && <EmailPanel installer={installer} onCancel={onClose} />}
        </SheetContent>
      )}
    </Sheet>
  );
}
