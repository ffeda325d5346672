import type { ReactNode } from 'react';

/** A server refusal inside a form: announced at once, with an optional way out (Reload). */
export function FailureAlert({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div
      role="alert"
      className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
    >
      <p>{message}</p>
      {children}
    </div>
  );
}
