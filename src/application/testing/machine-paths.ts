// Walking a state machine's graph for its tests: every state reached by its shortest path, and
// from there every transition the machine allows, so that a test can replay each one.
import type { AnyActorLogic, EventFromLogic, InputFrom } from 'xstate';
import { getAdjacencyMap, getShortestPaths, type StatePath, type TraversalOptions } from 'xstate/graph';

type SnapshotOf<TLogic extends AnyActorLogic> = ReturnType<TLogic['transition']>;

/** How to walk a machine: its input and events, and when two snapshots are the same state. */
export type Traversal<TLogic extends AnyActorLogic> = TraversalOptions<SnapshotOf<TLogic>, EventFromLogic<TLogic>, InputFrom<TLogic>> & {
  readonly serializeState: (snapshot: SnapshotOf<TLogic>) => string;
};

/** The shortest path to every reachable state, extended by each transition out of that state. */
export function everyTransition<TLogic extends AnyActorLogic>(
  machine: TLogic,
  traversal: Traversal<TLogic>,
): StatePath<SnapshotOf<TLogic>, EventFromLogic<TLogic>>[] {
  type Path = StatePath<SnapshotOf<TLogic>, EventFromLogic<TLogic>>;
  const serialize = traversal.serializeState;
  const adjacency = getAdjacencyMap(machine, traversal);
  const paths = new Map<string, Path>();
  const add = (path: Path) => paths.set(path.steps.map((step) => serialize(step.state)).join(' → '), path);
  for (const path of getShortestPaths(machine, traversal)) {
    add(path);
    const from = adjacency[serialize(path.state) as keyof typeof adjacency]!;
    for (const { event, state } of Object.values(from.transitions)) {
      if (serialize(state) === serialize(path.state)) continue; // the event does nothing here
      add({ state, steps: [...path.steps, { event, state }], weight: path.weight + 1 });
    }
  }
  return [...paths.values()];
}
