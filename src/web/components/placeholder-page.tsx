import { Construction } from 'lucide-react';
import { Card } from './ui/card';

/** Stand-in for pages that later issues build; deliberately shows no sample data. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <Card className="mx-auto max-w-2xl text-center">
      <Construction aria-hidden="true" className="mx-auto mb-4 h-10 w-10 text-slate-500" />
      <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-600">This page is being built</p>
    </Card>
  );
}
