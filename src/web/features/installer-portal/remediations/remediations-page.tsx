/** The installer portal's Remediations page (issue 31 point 4): filled in by the remediations part. */
export function RemediationsPage() {
  return (
    <section aria-labelledby="portal-remediations-title" className="space-y-4 p-4">
      <h1 id="portal-remediations-title" className="text-xl font-semibold">
        Remediations
      </h1>
      <p className="text-muted-foreground text-sm">Loading your remediations…</p>
    </section>
  );
}
