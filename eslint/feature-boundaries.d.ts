import type { FeatureMap } from './feature-dependencies.js';

export type RestrictedZone = {
  target: string | string[];
  from: string | string[];
  except?: string[];
  message: string;
};

export declare const FEATURE_INTERNALS: { server: string[]; web: string[] };

export declare function featureBoundaryZones(
  root: string,
  dependencies?: { server: FeatureMap; web: FeatureMap },
): RestrictedZone[];
