import { Bell } from 'lucide-react';
import { useState } from 'react';
import { POST_CATEGORIES, POST_CATEGORY_LABELS, type PostCategory } from '@/shared/news/catalogue';
import { FormField, fieldAria } from '@/web/components/form-field';
import { Button } from '@/web/components/ui/button';
import { Checkbox } from '@/web/components/ui/checkbox';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/web/components/ui/dialog';
import { Skeleton } from '@/web/components/ui/skeleton';
import { describeError } from '@/web/lib/describe-error';
import { useSaveNewsSubscription } from './api/use-post-changes';
import { useNewsSubscription } from './api/use-news-queries';

function SubscribeForm({
  initial,
  onDone,
}: {
  initial: { categories: PostCategory[]; email: boolean };
  onDone: () => void;
}) {
  const [categories, setCategories] = useState<PostCategory[]>(initial.categories);
  const [email, setEmail] = useState(initial.email);
  const save = useSaveNewsSubscription({ onSaved: onDone });
  const toggle = (category: PostCategory, on: boolean) =>
    setCategories((current) =>
      on ? [...current, category] : current.filter((c) => c !== category),
    );
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ categories, email });
      }}
    >
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">
          Tell me when a post is published in
        </legend>
        {POST_CATEGORIES.map((category) => (
          <FormField
            key={category}
            id={`news-subscribe-${category}`}
            label={POST_CATEGORY_LABELS[category]}
            layout="inline"
          >
            {(c) => (
              <Checkbox
                {...fieldAria(c)}
                checked={categories.includes(category)}
                onChange={(event) => toggle(category, event.target.checked)}
              />
            )}
          </FormField>
        ))}
      </fieldset>
      <FormField id="news-subscribe-email" label="Also send me an e-mail" layout="inline">
        {(c) => (
          <Checkbox
            {...fieldAria(c)}
            checked={email}
            onChange={(event) => setEmail(event.target.checked)}
          />
        )}
      </FormField>
      {save.error && (
        <p
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          {describeError(save.error).message}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save Subscription'}
        </Button>
      </div>
    </form>
  );
}

/** Subscribe: choose categories; a notification (and an e-mail if wanted) on each new post in them. */
export function SubscribeDialog() {
  const [isOpen, setIsOpen] = useState(false);
  const subscription = useNewsSubscription(isOpen);
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary">
          <Bell aria-hidden="true" className="h-4 w-4" />
          Subscribe
        </Button>
      </DialogTrigger>
      {isOpen && (
        <DialogContent
          title="Subscribe to news"
          description="Choose the categories you want to hear about."
        >
          {subscription.data ? (
            <SubscribeForm initial={subscription.data} onDone={() => setIsOpen(false)} />
          ) : subscription.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {describeError(subscription.error).message}
            </p>
          ) : (
            <Skeleton className="h-40 w-full" />
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}
