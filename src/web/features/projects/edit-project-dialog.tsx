import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/web/components/ui/dialog';
import { describeError } from '@/web/lib/describe-error';
import { useUpdateProject } from './api/use-project-mutations';
import { ProjectFormFields } from './project-form-fields';
import { ProjectFormSchema } from './project-form-schema';
import type { ProjectDetail } from './types';
import { useZodForm } from '@/web/lib/use-zod-form';

function EditProjectForm({ project, onDone }: { project: ProjectDetail; onDone: () => void }) {
  const form = useZodForm(ProjectFormSchema, {
    defaultValues: {
      name: project.name,
      description: project.description,
      type: project.type,
      priority: project.priority,
      status: project.status,
    },
  });
  const mutation = useUpdateProject({ onDone });
  const onSubmit = form.handleSubmit((values) =>
    mutation.mutate({ ...values, id: project.id, status: values.status ?? project.status }),
  );
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <ProjectFormFields form={form} withStatus />
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
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? 'Saving…' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}

export function EditProjectDialog({ project }: { project: ProjectDetail }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary">
          <Pencil aria-hidden="true" className="h-4 w-4" />
          Edit Project
        </Button>
      </DialogTrigger>
      {isOpen && (
        <DialogContent title="Edit Project">
          <EditProjectForm project={project} onDone={() => setIsOpen(false)} />
        </DialogContent>
      )}
    </Dialog>
  );
}
