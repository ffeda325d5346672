import { InstallerListInput } from '../../../shared/installers/schemas';
import type { Actor } from '../../trpc/actor';
import { listInstallers } from '../installers/list';

/** The installer a name means, through the Installers list's own search (typo-tolerant). */
export async function findInstaller(actor: Actor, name: string) {
  const { items } = await listInstallers(
    actor,
    InstallerListInput.parse({ search: name.slice(0, 100), limit: 5 }),
  );
  const exact = items.find((i) => i.name.toLowerCase() === name.toLowerCase());
  return exact ?? items[0] ?? null;
}
