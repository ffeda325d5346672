import { Copy, Eye, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { cn } from '@/web/lib/cn';
import { NoPermission } from '@/web/components/no-permission';
import { StatCard, StatCardGrid } from '@/web/components/stat-card';
import {
  CATEGORY_FILTERS,
  CATEGORY_LABELS,
  type TemplateCategory,
} from '../email-templates/template-categories';
import { TemplateFormDialog, type EditableTemplate } from '../email-templates/template-form-dialog';
import {
  TemplatePreviewDialog,
  type PreviewSource,
} from '../email-templates/template-preview-dialog';
import { EmptyState, ErrorState, TableSkeleton } from '@/web/components/query-states';
import type { PermissionCheck } from '@/web/lib/permission-check';
import { describeError } from '@/web/lib/describe-error';
import type { RouterOutputs } from '@/web/lib/trpc';
import {
  useDeleteTemplate,
  useDuplicateTemplate,
  useEmailTemplates,
  useTemplateUsage,
} from '../api/use-email-templates';

export function EmailTemplatesTab({ can }: { can: PermissionCheck }) {
  if (!can('installers:view')) return <NoPermission what="view e-mail templates" />;
  return <EmailTemplates canEdit={can('installers:edit')} />;
}

function UsageFigures() {
  const usage = useTemplateUsage();
  const data = usage.data;
  return (
    <StatCardGrid label="Template usage" className="grid-cols-2 lg:grid-cols-4">
      <StatCard label="Total Templates" value={data?.totalTemplates} fallback="–" />
      <StatCard label="Active Templates" value={data?.activeTemplates} fallback="–" />
      <StatCard
        label="Emails This Month"
        value={data?.emailsThisMonth.toLocaleString('en-GB')}
        hint={
          data ? `${data.queuedThisMonth.toLocaleString('en-GB')} waiting to be sent` : undefined
        }
        fallback="–"
      />
      <StatCard
        label="Delivery Rate"
        value={data ? (data.deliveryRate === null ? 'N/A' : `${data.deliveryRate}%`) : undefined}
        hint="Sent ÷ attempted this month (opens are not tracked)"
        fallback="–"
      />
    </StatCardGrid>
  );
}

function EmailTemplates({ canEdit }: { canEdit: boolean }) {
  const [category, setCategory] = useState<TemplateCategory | 'all'>('all');
  const [editing, setEditing] = useState<EditableTemplate | null>(null);
  const [isFormOpen, setIsFormOpen] = useState(false);
  const [preview, setPreview] = useState<PreviewSource | null>(null);
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const templates = useEmailTemplates(category === 'all' ? {} : { category });
  const duplicate = useDuplicateTemplate();
  const openForm = (template: EditableTemplate | null) => {
    setEditing(template);
    setIsFormOpen(true);
  };
  const remove = useDeleteTemplate({ onDone: () => setDeleting(null) });

  return (
    <div className="space-y-6">
      <UsageFigures />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CategoryFilter category={category} onChange={setCategory} />
        {canEdit && (
          <Button onClick={() => openForm(null)}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            Create Template
          </Button>
        )}
      </div>

      {templates.isPending ? (
        <TableSkeleton label="Loading templates" />
      ) : templates.isError ? (
        <ErrorState
          title="Could not load templates"
          message={describeError(templates.error).message}
          onRetry={() => void templates.refetch()}
        />
      ) : templates.data.length === 0 ? (
        <EmptyState
          title="No templates available"
          hint={canEdit ? 'Create a template to reuse it in e-mails to installers.' : ''}
        />
      ) : (
        <ul aria-label="E-mail templates" className="grid gap-4 md:grid-cols-2">
          {templates.data.map((t) => (
            <li key={t.id}>
              <TemplateCard
                template={t}
                canEdit={canEdit}
                isDuplicating={duplicate.isPending}
                onPreview={() => setPreview({ subject: t.subject, body: t.body })}
                onEdit={() => openForm(toEditable(t))}
                onDuplicate={() => duplicate.mutate({ id: t.id })}
                onDelete={() => setDeleting({ id: t.id, name: t.name })}
              />
            </li>
          ))}
        </ul>
      )}

      <TemplateFormDialog
        open={isFormOpen}
        template={editing}
        onOpenChange={setIsFormOpen}
        onPreview={setPreview}
      />
      <TemplatePreviewDialog source={preview} onClose={() => setPreview(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Template"
        description={`Delete "${deleting?.name ?? ''}"? E-mails already sent with it keep their text.`}
        confirmLabel="Delete"
        isPending={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
      />
    </div>
  );
}

type TemplateRow = RouterOutputs['installerContacts']['templates']['list'][number];

/** The fields the form edits, without the list's preview text. */
function toEditable(t: TemplateRow): EditableTemplate {
  return {
    id: t.id,
    name: t.name,
    category: t.category,
    subject: t.subject,
    body: t.body,
    isActive: t.isActive,
  };
}

/** One template: its name, category, state and text, and what the viewer may do with it. */
function TemplateCard({
  template: t,
  canEdit,
  isDuplicating,
  onPreview,
  onEdit,
  onDuplicate,
  onDelete,
}: {
  template: TemplateRow;
  canEdit: boolean;
  isDuplicating: boolean;
  onPreview: () => void;
  onEdit: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
}) {
  return (
    <Card className="flex h-full flex-col p-4">
      <div className="flex items-start justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{t.name}</h3>
        <div className="flex gap-1">
          <Badge>{CATEGORY_LABELS[t.category]}</Badge>
          <Badge tone={t.isActive ? 'brand' : 'neutral'}>
            {t.isActive ? 'Active' : 'Inactive'}
          </Badge>
        </div>
      </div>
      <p className="mt-1 text-sm text-slate-700">{t.subject}</p>
      <p className="mt-2 line-clamp-3 flex-1 text-sm text-slate-600">{t.preview}</p>
      <div className="mt-3 flex flex-wrap gap-1">
        <Button variant="ghost" size="sm" aria-label={`Preview ${t.name}`} onClick={onPreview}>
          <Eye aria-hidden="true" className="h-4 w-4" /> Preview
        </Button>
        {canEdit && (
          <>
            <Button variant="ghost" size="sm" aria-label={`Edit ${t.name}`} onClick={onEdit}>
              <Pencil aria-hidden="true" className="h-4 w-4" /> Edit
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Duplicate ${t.name}`}
              disabled={isDuplicating}
              onClick={onDuplicate}
            >
              <Copy aria-hidden="true" className="h-4 w-4" /> Duplicate
            </Button>
            <Button variant="ghost" size="sm" aria-label={`Delete ${t.name}`} onClick={onDelete}>
              <Trash2 aria-hidden="true" className="h-4 w-4" /> Delete
            </Button>
          </>
        )}
      </div>
    </Card>
  );
}

const FILTERS = ['all', ...CATEGORY_FILTERS] as const;

/** Toggle buttons, one pressed: all templates or one category's. */
function CategoryFilter({
  category,
  onChange,
}: {
  category: TemplateCategory | 'all';
  onChange: (category: TemplateCategory | 'all') => void;
}) {
  return (
    <div role="group" aria-label="Filter by category" className="flex flex-wrap gap-2">
      {FILTERS.map((value) => (
        <button
          key={value}
          type="button"
          aria-pressed={category === value}
          onClick={() => onChange(value)}
          className={cn(
            'rounded-full border px-3 py-1 text-sm font-medium',
            category === value
              ? 'border-emerald-700 bg-emerald-700 text-white'
              : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
          )}
        >
          {value === 'all' ? 'All' : CATEGORY_LABELS[value]}
        </button>
      ))}
    </div>
  );
}
