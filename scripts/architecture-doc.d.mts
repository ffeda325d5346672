export const ROOT: string;
export const DOC: string;
export function dependencyTable(map: Record<string, readonly string[]>): string;
export function featureMapTable(e2eByFeature: Map<string, string>): string;
export function currentE2eCells(doc: string): Map<string, string>;
export function renderArchitectureDoc(doc: string): Promise<string>;
