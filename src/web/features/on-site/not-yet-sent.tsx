/** The mark of a change the device holds and the server does not have yet (issue 32 point 3). */
export function NotYetSent() {
  return (
    <span className="w-fit rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-900">
      Not yet sent
    </span>
  );
}
