/** Joins class names, skipping falsy ones (no clsx dependency for something this small). */
export function cn(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}
