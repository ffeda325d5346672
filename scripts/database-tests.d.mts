export function databaseTestFiles(root: string, folder?: string): string[];
