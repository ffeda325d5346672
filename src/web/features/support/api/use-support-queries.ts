import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTRPC, type RouterInputs } from '@/web/lib/trpc';

/** Tickets under the filters, with the page's figures; the last page stays while the next loads. */
export function useTicketList(input: RouterInputs['support']['list']) {
  const trpc = useTRPC();
  return useQuery(trpc.support.list.queryOptions(input, { placeholderData: keepPreviousData }));
}

/** One ticket, asked for only when its id is well formed. */
export function useTicket(id: string, enabled: boolean) {
  const trpc = useTRPC();
  return useQuery(trpc.support.get.queryOptions({ id }, { enabled }));
}

/** The people a ticket may be assigned to. */
export function useTicketHandlers() {
  const trpc = useTRPC();
  return useQuery(trpc.support.handlers.queryOptions());
}

/** The FAQ, searched in question and answer. */
export function useFaq(search: string) {
  const trpc = useTRPC();
  return useQuery(
    trpc.support.faq.list.queryOptions({ search }, { placeholderData: keepPreviousData }),
  );
}

/** Categories in use, suggested by the FAQ form. */
export function useFaqCategories() {
  const trpc = useTRPC();
  return useQuery(trpc.support.faq.categories.queryOptions());
}

/** The support team's contact details. */
export function useSupportContact() {
  const trpc = useTRPC();
  return useQuery(trpc.support.contact.get.queryOptions());
}

/** The tenant's service-level targets. */
export function useSupportSla() {
  const trpc = useTRPC();
  return useQuery(trpc.support.sla.get.queryOptions());
}
