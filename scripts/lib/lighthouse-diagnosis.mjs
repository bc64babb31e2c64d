// What keeps a page from the storefront's Lighthouse targets (issue 11), read from one run's
// report: which targets it misses, and for each the figures Lighthouse measured that explain it
// (where the main thread's time went, the longest tasks and whose they were, the CPU time per
// script, the parts of the largest paint, the page's size, the audits that cost points).

/** The targets every storefront page is held to. */
export const TARGETS = Object.freeze({ performance: 95, accessibility: 100, 'best-practices': 100, seo: 100, lcpSeconds: 1.8, tbtMs: 150, cls: 0.05 });

const SCORES = ['performance', 'accessibility', 'best-practices', 'seo'];
const LIMITS = [
  ['lcpSeconds', 'LCP', (value) => `${value.toFixed(1)} s > ${TARGETS.lcpSeconds} s`],
  ['tbtMs', 'TBT', (value) => `${Math.round(value)} ms > ${TARGETS.tbtMs} ms`],
  ['cls', 'CLS', (value) => `${value.toFixed(3)} > ${TARGETS.cls}`],
];

/** The targets `figures` (a run's or a median's) misses, as short phrases: `['performance 88 < 95', 'TBT 432 ms > 150 ms']`. */
export function targetsMissed(figures) {
  const scores = SCORES.filter((category) => typeof figures[category] === 'number' && figures[category] < TARGETS[category]).map(
    (category) => `${category} ${figures[category]} < ${TARGETS[category]}`,
  );
  const limits = LIMITS.filter(([figure]) => typeof figures[figure] === 'number' && figures[figure] > TARGETS[figure]).map(
    ([figure, name, describe]) => `${name} ${describe(figures[figure])}`,
  );
  return [...scores, ...limits];
}

const items = (lhr, audit) => lhr.audits[audit]?.details?.items ?? [];
const ms = (value) => `${Math.round(value)} ms`;
/** A URL as the page's path or the asset's file name: short enough for a line, still findable. */
const shortUrl = (url, origin) => (url.startsWith(origin) ? url.slice(origin.length) || '/' : url).replace(/^\/assets\//, '');

/** The figures of one Lighthouse report that explain a miss, as `{ label, text }` lines. */
export function whatHoldsItBack(lhr) {
  const origin = new URL(lhr.finalDisplayedUrl ?? lhr.requestedUrl).origin;
  const lines = [];
  const mainThread = items(lhr, 'mainthread-work-breakdown').slice(0, 4);
  if (mainThread.length > 0) lines.push({ label: 'main thread', text: mainThread.map((item) => `${item.groupLabel} ${ms(item.duration)}`).join(', ') });
  const longTasks = items(lhr, 'long-tasks').slice(0, 4);
  if (longTasks.length > 0) {
    lines.push({ label: 'longest tasks', text: longTasks.map((task) => `${ms(task.duration)} at ${ms(task.startTime)} (${shortUrl(task.url, origin)})`).join(', ') });
  }
  const scripts = items(lhr, 'bootup-time').slice(0, 3);
  if (scripts.length > 0) {
    lines.push({ label: 'CPU by source', text: scripts.map((script) => `${shortUrl(script.url, origin)} ${ms(script.total)} (${ms(script.scripting)} script)`).join(', ') });
  }
  const lcpParts = lhr.audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'table')?.items ?? [];
  if (lcpParts.length > 0) lines.push({ label: 'LCP parts', text: lcpParts.map((part) => `${part.label.toLowerCase()} ${ms(part.duration)}`).join(', ') });
  const elements = items(lhr, 'dom-size-insight').find((item) => item.statistic === 'Total elements')?.value?.value;
  if (typeof elements === 'number') lines.push({ label: 'DOM', text: `${elements} elements` });
  const costly = SCORES.slice(1).flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
      .map((ref) => `${category}: ${ref.id}`),
  );
  if (costly.length > 0) lines.push({ label: 'failed audits', text: costly.join(', ') });
  return lines;
}
