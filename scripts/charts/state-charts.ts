// `npm run charts` (scripts/charts.mjs) and the staleness test: every page of docs/state-charts,
// generated from the machines themselves (each export of src/application/**/*-machine.ts) and from
// the domain's order transition table. Same sources, same bytes.
import { globSync } from 'node:fs';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { escape } from './diagram';
import { machinePage, type MachineChart } from './machine-chart';
import { isMachine, readMachine } from './machine-model';
import { orderTransitionsPage } from './order-chart';
import { code, page } from './page';
import { readSourceFacts } from './source-facts';

export const CHARTS_DIR = 'docs/state-charts';
export const MACHINE_FILES = 'src/application/**/*-machine.ts';

export interface ChartFile {
  /** Relative to the repository: `docs/state-charts/checkout.html`. */
  readonly path: string;
  readonly content: string;
}

/** Every machine exported by the machine files, named by its file (`checkout-machine.ts` → `checkout`). */
export async function findMachines(root: string): Promise<MachineChart[]> {
  const files = globSync(MACHINE_FILES, { cwd: root })
    .map((file) => file.split('\\').join('/'))
    .sort();
  const charts: MachineChart[] = [];
  for (const file of files) {
    const exports: Record<string, unknown> = await import(pathToFileURL(join(root, file)).href);
    const machines = Object.keys(exports)
      .sort()
      .map((name) => exports[name])
      .filter(isMachine);
    if (machines.length === 0) throw new Error(`${file} exports no machine: name machine files *-machine.ts only`);
    const stem = basename(file, '.ts').replace(/-machine$/, '');
    const facts = readSourceFacts(root, file);
    for (const machine of machines) {
      charts.push({ name: machines.length === 1 ? stem : `${stem}-${machine.id}`, file, model: readMachine(machine), facts });
    }
  }
  return charts;
}

export async function generateCharts(root: string): Promise<ChartFile[]> {
  const charts = await findMachines(root);
  const pageOfMachine = new Map(charts.map((chart) => [chart.model.id, chart.name]));
  const files: ChartFile[] = [];
  for (const chart of charts) files.push({ path: `${CHARTS_DIR}/${chart.name}.html`, content: await machinePage(chart, pageOfMachine) });
  files.push({ path: `${CHARTS_DIR}/order-transitions.html`, content: await orderTransitionsPage() });
  files.push({ path: `${CHARTS_DIR}/index.html`, content: indexPage(charts) });
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

function indexPage(charts: readonly MachineChart[]): string {
  const items = charts.map((chart) => {
    const opening = chart.facts.summary[0] ?? '';
    return `<li><a href="${chart.name}.html">${escape(chart.model.id)}</a> (${code(chart.file)}): ${escape(opening)}</li>`;
  });
  const body = [
    `<p>The browser's workflows are XState machines. Each page below draws one of them and tables its states, events, guards ` +
      `(with the domain rule each calls), actions and delays. ${code('npm run charts')} regenerates every page from the machines ` +
      `themselves, and the unit tests (${code('test/unit/state-charts.test.ts')}) fail when a page no longer matches its machine.</p>`,
    '<h2>Machines</h2>',
    `<ul class="charts">\n${items.join('\n')}\n</ul>`,
    '<h2>The domain</h2>',
    `<ul class="charts">\n<li><a href="order-transitions.html">Order transitions</a> (${code('src/domain/order.ts')}): ` +
      'who (shopper, seller, system) may move an order from which status to which.</li>\n</ul>',
  ].join('\n');
  return page({ title: 'State charts', heading: 'State charts', body, linkIndex: false });
}
