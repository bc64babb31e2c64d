// One machine's page: its diagram, then tables of its states, events, guards (with the domain
// rule each calls), actions, delays and actors.
import { drawDiagram, escape, MAX_LINE, wrap, type DiagramEdge, type DiagramNode } from './diagram';
import type { ChartModel, ChartState, ChartTransition } from './machine-model';
import { code, fromCharts, none, page, table } from './page';
import type { GuardFacts, ReachedImport, SourceFacts } from './source-facts';

export interface MachineChart {
  /** The page's file name without `.html`: `checkout`. */
  readonly name: string;
  /** The machine's file, relative to the repository. */
  readonly file: string;
  readonly model: ChartModel;
  readonly facts: SourceFacts;
}

/** Longest line of an arrow's label: shorter than a box's, so that labels do not push states apart. */
const LABEL_LINE = 34;
const ORDER_TABLE_FILE = 'src/domain/order.ts';

export async function machinePage(chart: MachineChart, pageOfMachine: ReadonlyMap<string, string>): Promise<string> {
  const { model, facts } = chart;
  const svg = await drawDiagram(machineDiagram(model), `State chart of the ${model.id} machine`);
  const body = [
    ...facts.summary.map((paragraph) => `<p>${escape(paragraph)}</p>`),
    `<p class="meta">The machine ${code(model.id)} of <a href="${fromCharts(chart.file)}">${escape(chart.file)}</a>. ` +
      `This page is generated from the machine object itself by ${code('npm run charts')}; the unit tests fail when it no longer matches.</p>`,
    `<div class="figure">\n${svg}\n</div>`,
    `<p class="legend">● → the initial state · double border: a final state · a box inside another: a state of that state · ` +
      `dashed box: what the machine does in every state · arrow labels read ${code('event [guard] / actions')}; ` +
      `${code('[else]')} is taken when no guard above it holds · lines inside a box happen without leaving it.</p>`,
    '<h2>States</h2>',
    statesTable(model),
    '<h2>Events</h2>',
    eventsTable(model),
    '<h2>Guards</h2>',
    guardsTable(model, facts),
    '<h2>Actions</h2>',
    actionsTable(model, facts),
    '<h2>Delays</h2>',
    delaysTable(model, facts),
    '<h2>Actors</h2>',
    actorsTable(model, facts, pageOfMachine),
  ].join('\n');
  return page({ title: `${model.id}: state chart`, heading: `State chart: ${escape(model.id)}`, body, linkIndex: true });
}

const anyStateId = (model: ChartModel): string => `${model.rootId}#any`;
const initialId = (state: ChartState): string => `${state.id}#initial`;

function stateOf(model: ChartModel, id: string): ChartState {
  const state = model.states.find((candidate) => candidate.id === id);
  if (state === undefined) throw new Error(`${model.id}: no state ${id}`);
  return state;
}

function guardText(transition: ChartTransition): string | undefined {
  if (transition.guard !== undefined) {
    return transition.guard.params === undefined ? transition.guard.name : `${transition.guard.name} { ${transition.guard.params} }`;
  }
  return transition.otherwise ? 'else' : undefined;
}

function eventText(model: ChartModel, transition: ChartTransition): string {
  const delay = model.delays.find((candidate) => candidate.name === transition.delay);
  return delay?.ms === undefined ? transition.event : `${transition.event} (${delay.ms} ms)`;
}

function labelOf(model: ChartModel, transition: ChartTransition, width: number): string[] {
  const guard = guardText(transition);
  const head = `${eventText(model, transition)}${guard === undefined ? '' : ` [${guard}]`}`;
  const actions = transition.actions.length > 0 ? `/ ${transition.actions.join(', ')}` : '';
  if (`${head} ${actions}`.trim().length <= width) return [`${head} ${actions}`.trim()];
  return [...wrap(head, width), ...(actions === '' ? [] : wrap(actions, width))];
}

/** What a state does without leaving it: entry and exit actions, invoked actors, targetless transitions. */
function linesOf(model: ChartModel, state: ChartState): string[] {
  const lines: string[] = [];
  if (state.entry.length > 0) lines.push(...wrap(`entry / ${state.entry.join(', ')}`));
  if (state.exit.length > 0) lines.push(...wrap(`exit / ${state.exit.join(', ')}`));
  for (const invoke of state.invokes) lines.push(`invoke ${invoke.src}`);
  for (const transition of model.transitions) {
    if (transition.sourceId !== state.id || transition.targetIds.length > 0) continue;
    const label = labelOf(model, transition, Number.POSITIVE_INFINITY)[0] ?? '';
    lines.push(...wrap(transition.actions.length === 0 && transition.guard === undefined ? `${label}: ignored here` : label, MAX_LINE));
  }
  return lines;
}

function machineDiagram(model: ChartModel): { nodes: DiagramNode[]; edges: DiagramEdge[] } {
  const root = stateOf(model, model.rootId);
  const edges: DiagramEdge[] = [];
  const nodeOf = (state: ChartState): DiagramNode => {
    const children = state.childIds.map((id) => nodeOf(stateOf(model, id)));
    if (state.initialId !== undefined) {
      children.unshift({ id: initialId(state), title: '', lines: [], style: 'initial', children: [] });
      edges.push({ source: initialId(state), target: state.initialId, label: [] });
    }
    return { id: state.id, title: state.key, lines: linesOf(model, state), style: state.type === 'final' ? 'final' : 'state', children };
  };

  let nodes: DiagramNode[];
  if (root.childIds.length === 0) {
    // A machine of one state: that state is the machine.
    nodes = [
      { id: initialId(root), title: '', lines: [], style: 'initial', children: [] },
      { id: root.id, title: root.key, lines: linesOf(model, root), style: 'state', children: [] },
    ];
    edges.push({ source: initialId(root), target: root.id, label: [] });
  } else {
    nodes = nodeOf(root).children.slice();
    const anyLines = linesOf(model, root);
    const rootLeaves = model.transitions.some((transition) => transition.sourceId === root.id && transition.targetIds.length > 0);
    if (anyLines.length > 0 || rootLeaves) nodes.push({ id: anyStateId(model), title: 'in any state', lines: anyLines, style: 'anyState', children: [] });
  }
  const drawn = (id: string): string => (id === root.id && root.childIds.length > 0 ? anyStateId(model) : id);
  for (const transition of model.transitions) {
    for (const target of transition.targetIds) {
      edges.push({ source: drawn(transition.sourceId), target: drawn(target), label: labelOf(model, transition, LABEL_LINE) });
    }
  }
  return { nodes, edges };
}

/** A state by its path; the root by what its transitions mean: any state, or the machine's one state. */
function stateName(model: ChartModel, id: string): string {
  const state = stateOf(model, id);
  return id === model.rootId && state.childIds.length > 0 ? 'any state' : state.name;
}

function statesTable(model: ChartModel): string {
  const rows = model.states.map((state) => {
    const isInitial = model.states.some((parent) => parent.initialId === state.id);
    const kind = [
      state.id === model.rootId ? 'the machine' : state.type,
      ...(isInitial ? ['initial'] : []),
      ...(state.initialId === undefined ? [] : [`starts in ${stateOf(model, state.initialId).name}`]),
    ].join(', ');
    const list = (items: readonly string[]) => (items.length === 0 ? '' : items.map(code).join(', '));
    return [code(state.name), escape(kind), list(state.entry), list(state.exit), list(state.invokes.map((invoke) => invoke.src))];
  });
  return table(['State', 'Kind', 'On entry', 'On exit', 'Invokes'], rows, 'No states.');
}

function eventsTable(model: ChartModel): string {
  const rows = model.transitions.map((transition) => {
    const guard = guardText(transition);
    const to =
      transition.targetIds.length > 0
        ? transition.targetIds.map((id) => code(stateName(model, id))).join(', ')
        : transition.actions.length === 0 && guard === undefined
          ? none('stays: the event is ignored here')
          : none('stays');
    return [
      code(eventText(model, transition)),
      code(stateName(model, transition.sourceId)),
      to,
      guard === undefined ? '' : code(guard),
      transition.actions.map(code).join(', '),
    ];
  });
  return table(['Event', 'From', 'To', 'Guard', 'Actions'], rows, 'This machine takes no events.');
}

/** Where a guard or action is used: `idle: move`, `running: entry`. */
function usesOf(model: ChartModel, matches: (transition: ChartTransition) => boolean): string[] {
  return model.transitions.filter(matches).map((transition) => `${stateName(model, transition.sourceId)}: ${eventText(model, transition)}`);
}

function rulesCell(rules: readonly ReachedImport[]): string {
  return rules
    .map((rule) => {
      const rulePath = `<a href="${fromCharts(rule.file)}">${escape(rule.file)}</a> › ${code(rule.name)}`;
      const through = rule.through.length > 0 ? ` (through ${rule.through.map(code).join(' › ')})` : '';
      const tableLink = rule.file === ORDER_TABLE_FILE ? ' · <a href="order-transitions.html">the table</a>' : '';
      return `${rulePath}${through}${tableLink}`;
    })
    .join('<br>');
}

function guardRuleCell(facts: GuardFacts | undefined): string {
  if (facts === undefined) return none('— (not read from the source)');
  if (facts.rules.length > 0) return rulesCell(facts.rules);
  const reads = facts.reads.map((read) =>
    read === 'context' ? "the machine's context" : read === 'event' ? 'the event' : read.startsWith('params') ? `its ${read}` : read,
  );
  return none(`— (reads ${reads.length > 0 ? reads.join(' and ') : 'nothing'})`);
}

function guardsTable(model: ChartModel, facts: SourceFacts): string {
  const rows = model.guards.map((guard) => {
    const uses = usesOf(model, (transition) => transition.guard?.name === guard);
    return [code(guard), guardRuleCell(facts.guards.get(guard)), uses.map(code).join('<br>') || none('unused'), escape(facts.guards.get(guard)?.note ?? '')];
  });
  return table(['Guard', 'Domain rule', 'Used on', 'Note'], rows, 'This machine has no guards.');
}

function actionsTable(model: ChartModel, facts: SourceFacts): string {
  const rows = model.actions.map((action) => {
    const uses = [
      ...model.states.flatMap((state) => [
        ...(state.entry.includes(action.name) ? [`${state.name}: entry`] : []),
        ...(state.exit.includes(action.name) ? [`${state.name}: exit`] : []),
      ]),
      ...usesOf(model, (transition) => transition.actions.includes(action.name)),
    ];
    const rules = facts.actionRules.get(action.name) ?? [];
    return [
      code(action.name),
      escape(action.kind),
      rules.length > 0 ? rulesCell(rules) : none('—'),
      uses.map(code).join('<br>') || none('unused'),
      escape(facts.actionNotes.get(action.name) ?? ''),
    ];
  });
  return table(['Action', 'Implementation', 'Domain rule', 'Used on', 'Note'], rows, 'This machine has no named actions.');
}

function delaysTable(model: ChartModel, facts: SourceFacts): string {
  const rows = model.delays.map((delay) => {
    const source = facts.delaySources.get(delay.name);
    const value =
      delay.ms !== undefined
        ? `${delay.ms} ms${source !== undefined && source !== String(delay.ms) ? ` (${code(source)})` : ''}`
        : `computed on entry: ${code(source ?? 'a function')}`;
    const uses = model.transitions.filter((transition) => transition.delay === delay.name).map((transition) => code(stateName(model, transition.sourceId)));
    return [code(delay.name), value, uses.join('<br>') || none('unused')];
  });
  return table(['Delay', 'Value', 'State it leaves'], rows, 'This machine has no delays.');
}

function actorsTable(model: ChartModel, facts: SourceFacts, pageOfMachine: ReadonlyMap<string, string>): string {
  const rows = model.actors.map((actor) => {
    const invokedIn = model.states.filter((state) => state.invokes.some((invoke) => invoke.src === actor.name)).map((state) => code(state.name));
    const spawnedBy = [...facts.spawns].filter(([, actors]) => actors.includes(actor.name)).map(([action]) => code(action));
    const page = actor.machineId === undefined ? undefined : pageOfMachine.get(actor.machineId);
    const logic = facts.actorLogic.get(actor.name);
    const kind =
      actor.machineId !== undefined
        ? `the ${code(actor.machineId)} machine${page === undefined ? '' : ` (<a href="${page}.html">its chart</a>)`}`
        : logic !== undefined
          ? `${code(logic.creator)}${logic.through.length > 0 ? ` (through ${logic.through.map(code).join(' › ')})` : ''}`
          : none('logic given to setup');
    return [code(actor.name), kind, invokedIn.join(', '), spawnedBy.join(', ')];
  });
  const note = facts.actorsNote === undefined || rows.length === 0 ? '' : `<p>${escape(facts.actorsNote)}</p>\n`;
  return note + table(['Actor', 'What it is', 'Invoked in', 'Spawned by'], rows, 'This machine starts no actors.');
}
