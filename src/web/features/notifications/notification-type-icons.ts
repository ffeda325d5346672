import type { NotificationType } from '@/shared/notifications';
import { CircleCheck, CircleX, Info, TriangleAlert, type LucideIcon } from 'lucide-react';

/** Icon, colour and spoken name for each notification type (the bell and the Alerts page). */
export const NOTIFICATION_TYPE_ICONS: Record<
  NotificationType,
  { icon: LucideIcon; className: string; label: string }
> = {
  warning: { icon: TriangleAlert, className: 'text-amber-600', label: 'Warning' },
  info: { icon: Info, className: 'text-blue-600', label: 'Info' },
  success: { icon: CircleCheck, className: 'text-emerald-600', label: 'Success' },
  error: { icon: CircleX, className: 'text-red-600', label: 'Error' },
};
