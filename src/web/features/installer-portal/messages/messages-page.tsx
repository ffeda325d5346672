/** The installer portal's Messages page (issue 31 points 5-6): threads with staff and the notices list. */
export function MessagesPage() {
  return (
    <section aria-labelledby="portal-messages-title" className="space-y-4 p-4">
      <h1 id="portal-messages-title" className="text-xl font-semibold">
        Messages
      </h1>
      <p className="text-muted-foreground text-sm">Loading your messages…</p>
    </section>
  );
}
