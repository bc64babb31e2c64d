// Types of lighthouse-diagnosis.mjs, for its test (test/unit/lighthouse-diagnosis.test.ts).
export declare const TARGETS: Readonly<Record<'performance' | 'accessibility' | 'best-practices' | 'seo' | 'lcpSeconds' | 'tbtMs' | 'cls', number>>;
export declare function targetsMissed(figures: Readonly<Record<string, number | null>>): string[];
export declare function whatHoldsItBack(lhr: unknown): { label: string; text: string }[];
