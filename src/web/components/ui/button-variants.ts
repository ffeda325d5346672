import { cn } from '@/web/lib/cn';

/**
 * primary: the one main action of a view; secondary: every other action;
 * danger: deletes, rejects, deactivates; link: an action that reads as text
 * ("Use a backup code instead"); ghost: icon and toolbar buttons with no frame.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link' | 'ghost';
export type ButtonSize = 'md' | 'sm' | 'icon';

const BASE =
  'inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors disabled:cursor-not-allowed';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-emerald-700 text-white hover:bg-emerald-800 disabled:bg-emerald-700/70',
  secondary: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-red-700/70',
  link: 'text-sm text-emerald-800 underline-offset-2 hover:underline disabled:text-slate-500',
  ghost: 'text-slate-700 hover:bg-slate-100',
};

const SIZES: Record<ButtonSize, string> = {
  md: 'h-10 px-4 text-sm',
  sm: 'h-8 px-3 text-sm',
  icon: 'h-10 w-10',
};

export type ButtonClassOptions = { variant?: ButtonVariant; size?: ButtonSize; className?: string };

/**
 * The classes of a Button, also for a router Link or a Radix trigger that must
 * look like one. A link-looking button takes no size: it sits in running text.
 * The focus ring is the global one in styles.css.
 */
export function buttonClass({
  variant = 'primary',
  size = 'md',
  className,
}: ButtonClassOptions = {}): string {
  return cn(BASE, VARIANTS[variant], variant !== 'link' && SIZES[size], className);
}
