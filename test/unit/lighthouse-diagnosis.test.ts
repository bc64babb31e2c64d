// bench:web's account of a page that misses a target: which targets, and what Lighthouse measured
// that explains it, read from a report cut down to the audits it reads.
import { describe, expect, it } from 'vitest';
import { targetsMissed, whatHoldsItBack } from '../../scripts/lib/lighthouse-diagnosis.mjs';

const MET = { performance: 97, accessibility: 100, 'best-practices': 100, seo: 100, lcpSeconds: 1.2, tbtMs: 90, cls: 0 };

const table = (items: readonly object[]) => ({ details: { items } });
const REPORT = {
  finalDisplayedUrl: 'http://127.0.0.1:4000/en/products/all',
  audits: {
    'mainthread-work-breakdown': table([
      { groupLabel: 'Other', duration: 1723.6 },
      { groupLabel: 'Script Evaluation', duration: 1370.9 },
      { groupLabel: 'Style & Layout', duration: 315.9 },
      { groupLabel: 'Parse HTML & CSS', duration: 141.3 },
      { groupLabel: 'Rendering', duration: 68.1 },
    ]),
    'long-tasks': table([
      { url: 'Unattributable', duration: 188, startTime: 804.06 },
      { url: 'http://127.0.0.1:4000/assets/main-DVATM2mh.js', duration: 123, startTime: 3168.3 },
    ]),
    'bootup-time': table([{ url: 'http://127.0.0.1:4000/en/products/all', total: 922.1, scripting: 238.2 }]),
    'lcp-breakdown-insight': {
      details: { items: [{ type: 'table', items: [{ label: 'Time to first byte', duration: 61.5 }, { label: 'Element render delay', duration: 142.6 }] }, { type: 'node' }] },
    },
    'dom-size-insight': table([{ statistic: 'Total elements', value: { value: 709 } }]),
    'color-contrast': { score: 0 },
    'document-title': { score: 1 },
    'is-crawlable': { score: null },
  },
  categories: {
    accessibility: { auditRefs: [{ id: 'color-contrast', weight: 7 }, { id: 'document-title', weight: 7 }] },
    'best-practices': { auditRefs: [] },
    seo: { auditRefs: [{ id: 'is-crawlable', weight: 4 }] },
  },
};

describe('targetsMissed', () => {
  it('names nothing for a page that meets every target', () => {
    expect(targetsMissed(MET)).toEqual([]);
  });

  it('names each missed score and limit with its figure and the target', () => {
    expect(targetsMissed({ ...MET, performance: 88, accessibility: 96, lcpSeconds: 2.44, tbtMs: 432.4, cls: 0.06 })).toEqual([
      'performance 88 < 95',
      'accessibility 96 < 100',
      'LCP 2.4 s > 1.8 s',
      'TBT 432 ms > 150 ms',
      'CLS 0.060 > 0.05',
    ]);
  });

  it('takes a figure exactly at its target as met, and a missing figure as nothing to say', () => {
    expect(targetsMissed({ ...MET, performance: 95, lcpSeconds: 1.8, tbtMs: 150, cls: 0.05, seo: null })).toEqual([]);
  });
});

describe('whatHoldsItBack', () => {
  it('reads where the time went, the longest tasks, the CPU per source, the LCP parts, the DOM and the failed audits', () => {
    expect(whatHoldsItBack(REPORT)).toEqual([
      { label: 'main thread', text: 'Other 1724 ms, Script Evaluation 1371 ms, Style & Layout 316 ms, Parse HTML & CSS 141 ms' },
      { label: 'longest tasks', text: '188 ms at 804 ms (Unattributable), 123 ms at 3168 ms (main-DVATM2mh.js)' },
      { label: 'CPU by source', text: '/en/products/all 922 ms (238 ms script)' },
      { label: 'LCP parts', text: 'time to first byte 62 ms, element render delay 143 ms' },
      { label: 'DOM', text: '709 elements' },
      { label: 'failed audits', text: 'accessibility: color-contrast' },
    ]);
  });

  it('leaves out what a report does not hold', () => {
    expect(whatHoldsItBack({ requestedUrl: 'http://127.0.0.1:4000/en', audits: {}, categories: {} })).toEqual([]);
  });
});
