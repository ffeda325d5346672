import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { CreateProjectInput } from '@/shared/projects/project-inputs';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/web/components/ui/dialog';
import { describeError } from '@/web/lib/describe-error';
import { useCreateProject } from './api/use-project-mutations';
import { ProjectFormFields } from './project-form-fields';
import { ProjectFormSchema } from './project-form-schema';
import { useZodForm } from '@/web/lib/use-zod-form';

const DEFAULTS: CreateProjectInput = { name: '', description: '', type: 'EWI', priority: 'medium' };

function CreateProjectForm({ onDone }: { onDone: () => void }) {
  const form = useZodForm(ProjectFormSchema, {
    defaultValues: DEFAULTS,
  });
  const name = useWatch({ control: form.control, name: 'name' });
  const mutation = useCreateProject({ onDone });
  // Status is set by the server on create; the form never shows it.
  const onSubmit = form.handleSubmit(({ name, description, type, priority }) =>
    mutation.mutate({ name, description, type, priority }),
  );
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <ProjectFormFields form={form} />
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
        {/* Spec 02 section 5: disabled until a name is typed. */}
        <Button type="submit" disabled={!name || mutation.isPending}>
          {mutation.isPending ? 'Creating…' : 'Create Project'}
        </Button>
      </div>
    </form>
  );
}

export function CreateProjectDialog() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" className="h-4 w-4" />
          Create Project
        </Button>
      </DialogTrigger>
      {isOpen && (
        <DialogContent
          title="Create Project"
          description="Group inspections under a retrofit project."
        >
          <CreateProjectForm onDone={() => setIsOpen(false)} />
        </DialogContent>
      )}
    </Dialog>
  );
}
