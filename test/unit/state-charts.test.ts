// The committed state charts (docs/state-charts) are what the machines and the order transition
// table generate today: a machine changed without `npm run charts` fails here, page by page.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { assert, describe, it } from 'vitest';
import { CHARTS_DIR, generateCharts } from '../../scripts/charts/state-charts';

const root = process.cwd();
const generated = await generateCharts(root);
const REGENERATE = 'run `npm run charts` and commit docs/state-charts';

/** Where two pages first differ, in their text when it differs (a table's row), else in the drawing. */
function firstDifference(committed: string, expected: string): string {
  const withoutDrawing = (page: string) => page.replace(/<svg[\s\S]*?<\/svg>/g, '<svg>…</svg>');
  const [a, b, where] =
    withoutDrawing(committed) === withoutDrawing(expected)
      ? [committed, expected, 'the drawing']
      : [withoutDrawing(committed), withoutDrawing(expected), 'the text'];
  const committedLines = a.split('\n');
  const expectedLines = b.split('\n');
  const line = expectedLines.findIndex((text, index) => text !== committedLines[index]);
  const at = line === -1 ? expectedLines.length : line;
  const show = (text: string | undefined) => (text ?? '(end of file)').slice(0, 300);
  return `First difference, in ${where}:\n  committed: ${show(committedLines[at])}\n  generated: ${show(expectedLines[at])}`;
}

describe('state charts', () => {
  it('has a page for each machine file, the order transitions and the index', () => {
    const pages = generated.map((file) => file.path);
    for (const page of ['index.html', 'order-transitions.html', 'checkout.html', 'cancellation.html', 'toast.html']) {
      assert.include(pages, `${CHARTS_DIR}/${page}`);
    }
  });

  for (const file of generated) {
    it(`${file.path} matches what its machine generates`, () => {
      const path = join(root, file.path);
      if (!existsSync(path)) assert.fail(`${file.path} is missing: ${REGENERATE}`);
      const committed = readFileSync(path, 'utf8');
      if (committed !== file.content) {
        assert.fail(`${file.path} is stale (its machine or table changed since it was generated): ${REGENERATE}. ${firstDifference(committed, file.content)}`);
      }
    });
  }

  it('keeps no page whose machine is gone', () => {
    const expected = new Set(generated.map((file) => file.path));
    const leftOver = readdirSync(join(root, CHARTS_DIR))
      .map((name) => `${CHARTS_DIR}/${name}`)
      .filter((path) => !expected.has(path));
    assert.deepEqual(leftOver, [], `pages no machine generates any more: ${REGENERATE}`);
  });
});
