import { Plus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import {
  mayRequireReading,
  POST_CATEGORIES,
  POST_CATEGORY_LABELS,
  POST_DEFAULTS,
  POST_PRIORITIES,
  POST_PRIORITY_LABELS,
} from '@/shared/news/catalogue';
import { CreatePostInput } from '@/shared/news/post-inputs';
import { formatDateTime } from '@/shared/format';
import { ROLES } from '@/shared/roles';
import { FieldError } from '@/web/components/field-error';
import { Button } from '@/web/components/ui/button';
import { Checkbox } from '@/web/components/ui/checkbox';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { RadioGroup } from '@/web/components/ui/radio-group';
import { Select } from '@/web/components/ui/select';
import { Textarea } from '@/web/components/ui/textarea';
import { describeError } from '@/web/lib/describe-error';
import { notifySuccess } from '@/web/lib/notify';
import { useSavePost } from './api/use-post-changes';
import { useZodForm } from '@/web/lib/use-zod-form';
import type { PostDetail } from './types';

const PUBLICATION_OPTIONS = [
  { value: 'now', label: 'Publish now' },
  { value: 'schedule', label: 'Schedule' },
  { value: 'draft', label: 'Save as draft' },
] as const;

const ROLE_LABELS = { ADMIN: 'Admin', COORDINATOR: 'Coordinator', INSPECTOR: 'Inspector' } as const;

const EMPTY = {
  title: '',
  content: '',
  tags: '',
  ...POST_DEFAULTS,
  pinned: false,
  pinnedUntil: '',
  publication: 'now' as const,
  scheduledFor: null,
  requiredReadingRoles: [],
};

/** A datetime-local value ('2026-11-25T09:30', the browser's time) as an ISO instant, or null. */
function toInstant(local: string): string | null {
  if (!local) return null;
  const time = new Date(local).getTime();
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** An ISO instant as a datetime-local value in the browser's time. */
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function valuesOf(post: PostDetail) {
  return {
    title: post.title,
    content: post.content ?? '',
    tags: post.tags.join(', '),
    category: post.category,
    priority: post.priority,
    pinned: post.pinned,
    pinnedUntil: post.pinnedUntil ?? '',
    publication:
      post.state === 'draft'
        ? ('draft' as const)
        : post.state === 'scheduled'
          ? ('schedule' as const)
          : ('now' as const),
    scheduledFor: post.state === 'scheduled' ? post.publishedAt : null,
    requiredReadingRoles: post.requiredReadingRoles,
  };
}

function successText(title: string, publication: string, publishedAt: string | null) {
  if (publication === 'draft') return `Draft "${title}" saved.`;
  if (publication === 'schedule')
    return `News post "${title}" scheduled for ${formatDateTime(publishedAt)}.`;
  return `News post "${title}" published successfully!`;
}

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
  const [scheduledLocal, setScheduledLocal] = useState(toLocalInput(scheduledFor));
  const { create, update } = useSavePost({
    onSaved: (saved) => {
      notifySuccess(successText(saved.title, publication, saved.publishedAt), { duration: 3000 });
      onDone();
    },
  });
  const mutation = post ? update : create;
  const errors = form.formState.errors;
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
      <div>
        <Label htmlFor="post-title">Title</Label>
        <Input
          id="post-title"
          className="mt-1"
          aria-invalid={Boolean(errors.title)}
          aria-describedby={errors.title ? 'post-title-error' : undefined}
          {...form.register('title')}
        />
        <FieldError id="post-title-error" message={errors.title?.message} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <Label htmlFor="post-category">Category</Label>
          <Select id="post-category" className="mt-1" {...form.register('category')}>
            {POST_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {POST_CATEGORY_LABELS[c]}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor="post-priority">Priority</Label>
          <Select id="post-priority" className="mt-1" {...form.register('priority')}>
            {POST_PRIORITIES.map((p) => (
              <option key={p} value={p}>
                {POST_PRIORITY_LABELS[p]}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <div>
        <Label htmlFor="post-content">Content</Label>
        <Textarea
          id="post-content"
          className="mt-1"
          rows={8}
          aria-invalid={Boolean(errors.content)}
          aria-describedby={`post-content-hint${errors.content ? ' post-content-error' : ''}`}
          {...form.register('content')}
        />
        <p id="post-content-hint" className="mt-1 text-xs text-slate-600">
          Formatting: **bold**, _italic_, # heading, - list, [link](https://…).
        </p>
        <FieldError id="post-content-error" message={errors.content?.message} />
      </div>
      <div>
        <Label htmlFor="post-tags">Tags</Label>
        <Input
          id="post-tags"
          className="mt-1"
          placeholder="e.g. heat pumps, PAS 2035"
          aria-describedby={`post-tags-hint${errors.tags ? ' post-tags-error' : ''}`}
          {...form.register('tags')}
        />
        <p id="post-tags-hint" className="mt-1 text-xs text-slate-600">
          Separate tags with commas.
        </p>
        <FieldError id="post-tags-error" message={errors.tags?.message} />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
          <Checkbox {...form.register('pinned')} />
          Pin to the top
        </label>
        {pinned && (
          <div>
            <Label htmlFor="post-pinned-until">Pinned until (optional)</Label>
            <Input
              id="post-pinned-until"
              type="date"
              className="mt-1"
              aria-invalid={Boolean(errors.pinnedUntil)}
              aria-describedby={errors.pinnedUntil ? 'post-pinned-until-error' : undefined}
              {...form.register('pinnedUntil')}
            />
            <FieldError id="post-pinned-until-error" message={errors.pinnedUntil?.message} />
          </div>
        )}
      </div>
      <RadioGroup
        id="post-publication"
        legend="Publication"
        options={PUBLICATION_OPTIONS}
        inputProps={form.register('publication')}
      />
      {publication === 'schedule' && (
        <div>
          <Label htmlFor="post-scheduled-for">Publish at</Label>
          <Input
            id="post-scheduled-for"
            type="datetime-local"
            className="mt-1"
            value={scheduledLocal}
            aria-invalid={Boolean(errors.scheduledFor)}
            aria-describedby={errors.scheduledFor ? 'post-scheduled-for-error' : undefined}
            onChange={(event) => {
              setScheduledLocal(event.target.value);
              form.setValue('scheduledFor', toInstant(event.target.value));
            }}
          />
          <FieldError id="post-scheduled-for-error" message={errors.scheduledFor?.message} />
        </div>
      )}
      <fieldset className="space-y-2" aria-describedby="post-reading-hint">
        <legend className="text-sm font-medium text-slate-800">Required reading</legend>
        <p id="post-reading-hint" className="text-xs text-slate-600">
          {canRequireReading
            ? 'People in the roles you tick must acknowledge they have read it.'
            : 'Available for policy or urgent posts.'}
        </p>
        <div className="flex flex-wrap gap-4">
          {ROLES.map((role) => (
            <label key={role} className="flex items-center gap-2 text-sm text-slate-800">
              <Checkbox
                value={role}
                disabled={!canRequireReading}
                {...form.register('requiredReadingRoles')}
              />
              {ROLE_LABELS[role]}
            </label>
          ))}
        </div>
        <FieldError id="post-reading-error" message={errors.requiredReadingRoles?.message} />
      </fieldset>
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
