import type { MEASURES } from '@/shared/inspections/measures';
import {
  AppWindow,
  BrickWall,
  DoorClosed,
  Fan,
  Flame,
  Heater,
  House,
  Layers,
  PanelsTopLeft,
  Sun,
  Thermometer,
  Warehouse,
  type LucideIcon,
} from 'lucide-react';

type MeasureIconName = (typeof MEASURES)[number]['icon'];

/** The catalogue names its icons; an explicit map keeps the bundle to these twelve. */
export const MEASURE_ICONS: Record<MeasureIconName, LucideIcon> = {
  BrickWall,
  PanelsTopLeft,
  Layers,
  House,
  Warehouse,
  AppWindow,
  DoorClosed,
  Flame,
  Heater,
  Sun,
  Fan,
  Thermometer,
};
