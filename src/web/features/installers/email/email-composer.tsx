import { EMAIL_REQUIRED_MESSAGE } from '@/shared/installers/schemas';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { describeError } from '@/web/lib/describe-error';
import { useTRPC } from '@/web/lib/trpc';
import { toast } from 'sonner';
import { useForm } from 'react-hook-form';
import { Button } from '@/web/components/ui/button';
import type { OutboxEmail } from '../shared/installer-types';
import { AiAssist } from './ai-assist';
import { ComposerFields } from './composer-fields';
import {
  buildEmailFields,
  emptyComposer,
  hasRequiredFields,
  toComposerValues,
  type ComposerValues,
} from './composer-values';
import { TemplatePicker } from './template-picker';
import { useEmailActions } from './use-email-actions';

type EmailComposerProps = {
  installerId: string;
  installerEmail: string | null;
  draft: OutboxEmail | null;
  onSent: () => void;
  onCancel: () => void;
};

/**
 * No resolver: the spec's one message covers To, Subject and Body together,
 * and a draft may be saved half-written; the server checks the addresses.
 */
export function EmailComposer(props: EmailComposerProps) {
  const { installerId, installerEmail, draft, onSent, onCancel } = props;
  const form = useForm<ComposerValues>({
    defaultValues: draft ? toComposerValues(draft) : emptyComposer(installerEmail),
  });
  const [templateId, setTemplateId] = useState(draft?.templateId ?? '');
  const [draftId, setDraftId] = useState<string | null>(draft?.id ?? null);
  const [isPreview, setIsPreview] = useState(false);
  const [isMissing, setIsMissing] = useState(false);
  const [isFilling, setIsFilling] = useState(false);
  const { send, saveDraft, fillTemplate } = useEmailActions({
    installerId,
    onSent,
    onDraftSaved: setDraftId,
  });
  const fields = () =>
    buildEmailFields(form.getValues(), { installerId, templateId: templateId || null, draftId });

  async function chooseTemplate(id: string) {
    setTemplateId(id);
    if (!id) return;
    setIsFilling(true);
    const filled = await fillTemplate(id);
    setIsFilling(false);
    if (filled) {
      form.setValue('subject', filled.subject);
      form.setValue('body', filled.body);
    }
  }

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = fields();
    const isReady = hasRequiredFields(email);
    setIsMissing(!isReady);
    if (isReady) send.mutate(email);
  }

  const trpc = useTRPC();
  const onAiError = (error: unknown) => toast.error(describeError(error).message);
  const compose = useMutation(
    trpc.installerContacts.emails.compose.mutationOptions({
      onSuccess: (draft) => {
        // Never over what was written: the subject only when empty, the body below the text.
        if (!form.getValues('subject').trim()) form.setValue('subject', draft.subject);
        const body = form.getValues('body');
        form.setValue('body', body.trim() ? `${body.trimEnd()}\n\n${draft.body}` : draft.body);
      },
      onError: onAiError,
    }),
  );
  const polish = useMutation(
    trpc.installerContacts.emails.polish.mutationOptions({
      onSuccess: ({ body }) => form.setValue('body', body),
      onError: onAiError,
    }),
  );

  return (
    <form noValidate aria-label="Compose e-mail" onSubmit={submit} className="space-y-4">
      <TemplatePicker
        value={templateId}
        isLoading={isFilling}
        onChoose={(id) => void chooseTemplate(id)}
      />
      <ComposerFields form={form} isPreview={isPreview} />
      <AiAssist
        onPolish={() => polish.mutate({ installerId, body: form.getValues('body') })}
        onCompose={() => compose.mutate({ installerId, templateId: templateId || null })}
        isPolishing={polish.isPending}
        isComposing={compose.isPending}
      />
      {isMissing && (
        <p
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          {EMAIL_REQUIRED_MESSAGE}
        </p>
      )}
      <div className="flex flex-wrap justify-between gap-2">
        <Button variant="secondary" onClick={() => setIsPreview(!isPreview)}>
          {isPreview ? 'Edit' : 'Preview'}
        </Button>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button
            variant="secondary"
            disabled={saveDraft.isPending}
            onClick={() => saveDraft.mutate(fields())}
          >
            {saveDraft.isPending ? 'Saving...' : 'Save Draft'}
          </Button>
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? 'Sending...' : 'Send'}
          </Button>
        </div>
      </div>
    </form>
  );
}
