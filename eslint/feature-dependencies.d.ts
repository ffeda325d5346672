/** Each feature's folder name -> the features it may import. */
export type FeatureMap = Record<string, readonly string[]>;

export declare const FEATURE_DEPENDENCIES: { server: FeatureMap; web: FeatureMap };
