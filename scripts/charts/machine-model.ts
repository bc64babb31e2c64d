// A machine as a chart shows it, read from the XState machine object itself (its state nodes,
// their transitions, invokes and delays, and the implementations given to setup): plain data,
// in the order the machine declares it.
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

export interface ChartState {
  readonly id: string;
  /** The path from the root, dot-separated (`failed.refreshing`); the machine's id for the root. */
  readonly name: string;
  readonly key: string;
  readonly type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  readonly parentId: string | undefined;
  /** The initial child of a compound state. */
  readonly initialId: string | undefined;
  readonly childIds: readonly string[];
  readonly entry: readonly string[];
  readonly exit: readonly string[];
  readonly invokes: readonly { readonly id: string; readonly src: string }[];
  readonly description: string | undefined;
}

export interface GuardUse {
  readonly name: string;
  /** Parameters written in the machine (`to: rejected`); parameters taken from the event are not shown. */
  readonly params: string | undefined;
}

export interface ChartTransition {
  readonly sourceId: string;
  readonly kind: 'event' | 'always' | 'after' | 'done' | 'error';
  /** As a chart labels it: `reason.submit`, `always`, `after ASK_AGAIN_DELAY`, `moveOrder done`. */
  readonly event: string;
  readonly delay: string | undefined;
  readonly guard: GuardUse | undefined;
  /** The unguarded last choice after guarded ones: taken when no guard above it holds. */
  readonly otherwise: boolean;
  /** Empty when the transition stays in its state. */
  readonly targetIds: readonly string[];
  readonly actions: readonly string[];
}

export interface ChartImplementation {
  readonly name: string;
  /** What the implementation given to setup is: `assign (context: reason, problem)`, `number`, … */
  readonly kind: string;
}

export interface ChartDelay {
  readonly name: string;
  /** Milliseconds, when the delay is a number. */
  readonly ms: number | undefined;
}

export interface ChartActor {
  readonly name: string;
  /** The machine's id when the actor is itself a machine. */
  readonly machineId: string | undefined;
}

export interface ChartModel {
  readonly id: string;
  readonly rootId: string;
  /** Every state node, the root first, then in document order. */
  readonly states: readonly ChartState[];
  readonly transitions: readonly ChartTransition[];
  /** The guards given to setup, by name. */
  readonly guards: readonly string[];
  readonly actions: readonly ChartImplementation[];
  readonly delays: readonly ChartDelay[];
  readonly actors: readonly ChartActor[];
}

export function isMachine(value: unknown): value is AnyStateMachine {
  return typeof value === 'object' && value !== null && '__xstatenode' in value && 'root' in value && 'implementations' in value;
}

export function readMachine(machine: AnyStateMachine): ChartModel {
  const states: ChartState[] = [];
  const transitions: ChartTransition[] = [];
  const visit = (node: AnyStateNode): void => {
    const invokes = node.invoke.map((invoke) => ({ id: String(invoke.id), src: typeof invoke.src === 'string' ? invoke.src : 'inline actor' }));
    const children = Object.values(node.states as Record<string, AnyStateNode>);
    states.push({
      id: node.id,
      name: node.path.length === 0 ? machine.id : node.path.join('.'),
      key: node.path.length === 0 ? machine.id : node.key,
      type: node.type,
      parentId: node.parent?.id,
      initialId: node.type === 'compound' ? node.initial.target[0]?.id : undefined,
      childIds: children.map((child) => child.id),
      entry: describeActions(node.entry),
      exit: describeActions(node.exit),
      invokes,
      description: node.description,
    });
    transitions.push(...transitionsOf(node, invokes));
    children.forEach(visit);
  };
  visit(machine.root);

  const implementations = machine.implementations as {
    guards: Record<string, unknown>;
    actions: Record<string, unknown>;
    delays: Record<string, unknown>;
    actors: Record<string, unknown>;
  };
  return {
    id: machine.id,
    rootId: machine.root.id,
    states,
    transitions,
    guards: Object.keys(implementations.guards),
    actions: Object.entries(implementations.actions).map(([name, action]) => ({ name, kind: implementationKind(action) })),
    delays: Object.entries(implementations.delays).map(([name, delay]) => ({ name, ms: typeof delay === 'number' ? delay : undefined })),
    actors: Object.entries(implementations.actors).map(([name, logic]) => ({ name, machineId: isMachine(logic) ? logic.id : undefined })),
  };
}

function transitionsOf(node: AnyStateNode, invokes: readonly { id: string; src: string }[]): ChartTransition[] {
  const delays = new Map<string, string | number>(
    node.after.map((after) => [String(after.eventType), typeof after.delay === 'function' ? 'an inline delay' : after.delay]),
  );
  const groups: { eventType: string; candidates: readonly AnyTransitionDefinition[] }[] = [...node.transitions].map(
    ([eventType, candidates]) => ({ eventType, candidates }),
  );
  if (node.always !== undefined) groups.push({ eventType: '', candidates: node.always });

  return groups.flatMap(({ eventType, candidates }) => {
    const { kind, event, delay } = eventOf(eventType, delays, invokes);
    return candidates.map((candidate, index) => {
      const guard = guardOf(candidate.guard);
      return {
        sourceId: node.id,
        kind,
        event,
        delay,
        guard,
        otherwise: guard === undefined && index > 0 && candidates.slice(0, index).some((earlier) => earlier.guard !== undefined),
        targetIds: (candidate.target ?? []).map((target: AnyStateNode) => target.id),
        actions: describeActions(candidate.actions),
      };
    });
  });
}

function eventOf(
  eventType: string,
  delays: ReadonlyMap<string, string | number>,
  invokes: readonly { id: string; src: string }[],
): { kind: ChartTransition['kind']; event: string; delay: string | undefined } {
  if (eventType === '') return { kind: 'always', event: 'always', delay: undefined };
  const delay = delays.get(eventType);
  if (delay !== undefined) {
    return { kind: 'after', event: typeof delay === 'number' ? `after ${delay} ms` : `after ${delay}`, delay: String(delay) };
  }
  for (const [prefix, kind] of [['xstate.done.actor.', 'done'], ['xstate.error.actor.', 'error']] as const) {
    if (!eventType.startsWith(prefix)) continue;
    const invoke = invokes.find((candidate) => candidate.id === eventType.slice(prefix.length));
    if (invoke !== undefined) return { kind, event: `${invoke.src} ${kind}`, delay: undefined };
  }
  return { kind: 'event', event: eventType, delay: undefined };
}

function guardOf(guard: unknown): GuardUse | undefined {
  if (guard === undefined) return undefined;
  if (typeof guard === 'string') return { name: guard, params: undefined };
  if (typeof guard === 'function') return { name: guard.name || 'inline guard', params: undefined };
  if (typeof guard === 'object' && guard !== null && 'type' in guard && typeof guard.type === 'string') {
    const params = 'params' in guard ? guard.params : undefined;
    return { name: guard.type, params: typeof params === 'object' && params !== null ? describeParams(params) : undefined };
  }
  return { name: 'inline guard', params: undefined };
}

const describeParams = (params: object): string =>
  Object.entries(params)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(', ');

/** Action names; built-in actions by what they do (`assign(reason, problem)`). */
function describeActions(actions: readonly unknown[]): string[] {
  return actions.flatMap((action): string[] => {
    if (typeof action === 'string') return [action];
    if (typeof action === 'object' && action !== null && 'type' in action && typeof action.type === 'string') return [action.type];
    if (typeof action !== 'function') return [];
    const builtin = builtinOf(action);
    if (builtin === undefined) return [action.name || 'inline action'];
    // The raise and cancel XState adds for an `after` transition belong to the delay, drawn as such.
    if (builtin.type === 'xstate.raise' && String(builtin.id ?? '').startsWith('xstate.after.')) return [];
    if (builtin.type === 'xstate.cancel' && String(builtin.sendId ?? '').startsWith('xstate.after.')) return [];
    return [describeBuiltin(builtin)];
  });
}

interface Builtin {
  readonly type: string;
  readonly id?: unknown;
  readonly sendId?: unknown;
  readonly assignment?: unknown;
  readonly event?: unknown;
}

function builtinOf(action: object): Builtin | undefined {
  return 'type' in action && typeof action.type === 'string' && action.type.startsWith('xstate.') ? (action as Builtin) : undefined;
}

function describeBuiltin(action: Builtin): string {
  const name = action.type.slice('xstate.'.length);
  if (action.type === 'xstate.assign') {
    const keys = typeof action.assignment === 'object' && action.assignment !== null ? Object.keys(action.assignment) : [];
    return keys.length > 0 ? `assign(${keys.join(', ')})` : 'assign(…)';
  }
  if (action.type === 'xstate.raise' && typeof action.event === 'object' && action.event !== null && 'type' in action.event) {
    return `raise(${String(action.event.type)})`;
  }
  return `${name}(…)`;
}

function implementationKind(implementation: unknown): string {
  if (typeof implementation !== 'function') return typeof implementation;
  const builtin = builtinOf(implementation);
  if (builtin === undefined) return 'function';
  if (builtin.type === 'xstate.assign') {
    const keys = typeof builtin.assignment === 'object' && builtin.assignment !== null ? Object.keys(builtin.assignment) : [];
    return keys.length > 0 ? `assign: ${keys.join(', ')}` : 'assign';
  }
  return builtin.type.slice('xstate.'.length);
}
