import { InstallerIdInput, InstallerListInput } from '@/shared/installers/schemas';
import { Installer, InstallerPage } from '@/shared/public-api/responses';
import { defineOperation } from '../operation';

const tag = 'Installers';

export const installerOperations = [
  defineOperation({
    method: 'GET',
    path: '/installers',
    operationId: 'listInstallers',
    summary: 'List installers',
    tag,
    requires: 'installers:view',
    query: InstallerListInput,
    response: InstallerPage,
    handler: ({ caller, query }) => caller.installers.list(query),
  }),
  defineOperation({
    method: 'GET',
    path: '/installers/{id}',
    operationId: 'getInstaller',
    summary: 'Get an installer',
    tag,
    requires: 'installers:view',
    params: InstallerIdInput,
    response: Installer,
    handler: ({ caller, params }) => caller.installers.get(params),
  }),
];
