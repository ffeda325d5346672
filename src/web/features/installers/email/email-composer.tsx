import { EMAIL_REQUIRED_MESSAGE } from '@/shared/installers/schemas';
import { useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
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
import { useEmailActions } from '../api/use-email-actions';
import { useComposeEmail, usePolishEmail } from '../api/use-emails';

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

  return (
    <form noValidate aria-label="Compose e-mail" onSubmit={submit} className="space-y-4">
      <TemplatePicker
        value={templateId}
        isLoading={isFilling}
        onChoose={(id) => void chooseTemplate(id)}
      />
      <ComposerFields form={form} isPreview={isPreview} />
      <ComposerAiAssist form={form} installerId={installerId} templateId={templateId} />
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

type ComposerAiAssistProps = {
  form: UseFormReturn<ComposerValues>;
  installerId: string;
  templateId: string;
};

/** The assistant's Compose and Polish, writing into the composer's subject and body. */
function ComposerAiAssist({ form, installerId, templateId }: ComposerAiAssistProps) {
  const compose = useComposeEmail({
    onComposed: (draft) => {
      // Never over what was written: the subject only when empty, the body below the text.
      if (!form.getValues('subject').trim()) form.setValue('subject', draft.subject);
      const body = form.getValues('body');
      form.setValue('body', body.trim() ? `${body.trimEnd()}\n\n${draft.body}` : draft.body);
    },
  });
  const polish = usePolishEmail({ onPolished: (body) => form.setValue('body', body) });
  return (
    <AiAssist
      onPolish={() => polish.mutate({ installerId, body: form.getValues('body') })}
      onCompose={() => compose.mutate({ installerId, templateId: templateId || null })}
      isPolishing={polish.isPending}
      isComposing={compose.isPending}
    />
  );
}
