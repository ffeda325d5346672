import { Plus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import type { POST_CATEGORIES, POST_PRIORITIES } from '@/shared/news/catalogue';
import { mayRequireReading } from '@/shared/news/catalogue';
import { CreatePostInput } from '@/shared/news/post-inputs';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/web/components/ui/dialog';
import { RadioGroup } from '@/web/components/ui/radio-group';
import { describeError } from '@/web/lib/describe-error';
import { notifySuccess } from '@/web/lib/notify';
import { useZodForm } from '@/web/lib/use-zod-form';
import { useSavePost } from './api/use-post-changes';
import {
  PinFields,
  PostTextFields,
  RequiredReadingFields,
  ScheduleField,
  useScheduledLocal,
} from './post-form-fields';
import { EMPTY, PUBLICATION_OPTIONS, successText, valuesOf } from './post-form-values';
import type { PostDetail } from './types';

function PostForm({ post, onDone }: { post: PostDetail | null; onDone: () => void }) {
  const form = useZodForm(CreatePostInput, { defaultValues: post ? valuesOf(post) : EMPTY });
  const [title, content, category, priority, pinned, publication, scheduledFor] = useWatch({
    control: form.control,
    name: ['title', 'content', 'category', 'priority', 'pinned', 'publication', 'scheduledFor'],
  }) as [
    string,
    string,
    (typeof POST_CATEGORIES)[number],
    (typeof POST_PRIORITIES)[number],
    boolean,
    string,
    string | null,
  ];
  const [scheduledLocal, setScheduledLocal] = useScheduledLocal(scheduledFor);
  const { create, update } = useSavePost({
    onSaved: (saved) => {
      notifySuccess(successText(saved.title, publication, saved.publishedAt), { duration: 3000 });
      onDone();
    },
  });
  const mutation = post ? update : create;
  // Spec 02 section 5: title and content non-blank, the button disabled otherwise.
  const isBlank = !title?.trim() || !content?.trim();
  const canRequireReading = mayRequireReading({ category, priority });
  const submitLabel = post
    ? 'Save Changes'
    : publication === 'draft'
      ? 'Save Draft'
      : publication === 'schedule'
        ? 'Schedule Post'
        : 'Publish Post';
  return (
    <form
      noValidate
      onSubmit={(event) =>
        void form.handleSubmit((values) =>
          post ? update.mutate({ ...values, id: post.id }) : create.mutate(values),
        )(event)
      }
      className="space-y-4"
    >
      <PostTextFields form={form} />
      <PinFields form={form} pinned={pinned} />
      <RadioGroup
        id="post-publication"
        legend="Publication"
        options={PUBLICATION_OPTIONS}
        inputProps={form.register('publication')}
      />
      {publication === 'schedule' && (
        <ScheduleField
          form={form}
          scheduledLocal={scheduledLocal}
          setScheduledLocal={setScheduledLocal}
        />
      )}
      <RequiredReadingFields form={form} canRequireReading={canRequireReading} />
      {mutation.error && (
        <p
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          {describeError(mutation.error).message}
        </p>
      )}
      <div className="flex justify-end gap-2 pt-2">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={isBlank || mutation.isPending}>
          {mutation.isPending ? 'Saving…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** 'Create News Post', or the edit form of one post (trigger given by the caller). */
export function PostFormDialog({
  post = null,
  trigger,
}: {
  post?: PostDetail | null;
  trigger?: ReactNode;
}) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        {trigger ?? (
          <Button>
            <Plus aria-hidden="true" className="h-4 w-4" />
            Create News Post
          </Button>
        )}
      </DialogTrigger>
      {isOpen && (
        <DialogContent
          title={post ? 'Edit News Post' : 'Create News Post'}
          description={
            post
              ? 'Changes are kept in the audit log.'
              : 'Share news with everyone in your organisation.'
          }
        >
          <PostForm post={post} onDone={() => setIsOpen(false)} />
        </DialogContent>
      )}
    </Dialog>
  );
}
