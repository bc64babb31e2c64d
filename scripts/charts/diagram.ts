// Boxes and labelled arrows laid out by ELK (layered, nested boxes drawn inside their parent) and
// drawn as inline SVG. Text is monospaced, so its width is known without a browser, and every
// number is rounded, so the same diagram is the same bytes on any machine.
import ELK, { type ElkExtendedEdge, type ElkLabel, type ElkNode } from 'elkjs/lib/elk.bundled.js';

export interface DiagramNode {
  readonly id: string;
  readonly title: string;
  /** Text under the title, one entry a line. */
  readonly lines: readonly string[];
  /** `final` is double-bordered; `anyState` (what every state does) is dashed; `initial` is the start dot. */
  readonly style: 'state' | 'final' | 'anyState' | 'initial';
  readonly children: readonly DiagramNode[];
}

export interface DiagramEdge {
  readonly source: string;
  readonly target: string;
  readonly label: readonly string[];
}

export interface Diagram {
  readonly nodes: readonly DiagramNode[];
  readonly edges: readonly DiagramEdge[];
}

const FONT = 12;
/** Widest advance of the usual monospaced fonts (DejaVu Sans Mono, Menlo: 0.602 em), with a margin. */
const CHAR = 7.4;
const LINE = 15;
const TITLE_FONT = 13;
const TITLE_CHAR = 8.1;
const TITLE_LINE = 18;
const PAD_X = 10;
const PAD_Y = 7;
const INITIAL_SIZE = 14;
const LABEL_PAD = 3;
/** Longest line of text in a box or on an arrow; longer text wraps. */
export const MAX_LINE = 44;

interface Placed {
  readonly node: DiagramNode;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly depth: number;
}

interface PlacedEdge {
  readonly points: readonly (readonly { x: number; y: number }[])[];
  readonly label: readonly string[];
  readonly labelBox: { x: number; y: number; width: number; height: number } | undefined;
}

/** Wraps `text` after spaces so that no line is longer than `width` when it can; later lines are indented. */
export function wrap(text: string, width = MAX_LINE, indent = '  '): string[] {
  const words = text.split(/(?<= )/);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (line !== '' && (line + word).trimEnd().length > width) {
      lines.push(line.trimEnd());
      line = indent + word;
    } else {
      line += word;
    }
  }
  if (line.trim() !== '') lines.push(line.trimEnd());
  return lines;
}

const textWidth = (lines: readonly string[], char = CHAR): number => Math.max(0, ...lines.map((line) => line.length * char));

const headerHeight = (node: DiagramNode): number => PAD_Y + TITLE_LINE + (node.lines.length > 0 ? 6 + node.lines.length * LINE : 0) + PAD_Y;

const boxWidth = (node: DiagramNode): number => Math.max(textWidth([node.title], TITLE_CHAR), textWidth(node.lines)) + 2 * PAD_X;

/**
 * How every level (the machine, and each state holding states) is laid out: top to bottom, cycles
 * broken depth first from the initial state so that the workflow reads downwards, states kept in
 * the order the machine declares them where that costs no crossing, labels on their arrows.
 */
const LAYERED: Readonly<Record<string, string>> = {
  'elk.algorithm': 'layered',
  'elk.direction': 'DOWN',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.edgeLabels.placement': 'CENTER',
  'elk.layered.cycleBreaking.strategy': 'DEPTH_FIRST',
  'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
  'elk.layered.nodePlacement.strategy': 'BRANDES_KOEPF',
  'elk.spacing.nodeNode': '36',
  'elk.layered.spacing.nodeNodeBetweenLayers': '44',
  'elk.spacing.edgeNode': '16',
  'elk.spacing.edgeEdge': '14',
  'elk.layered.spacing.edgeNodeBetweenLayers': '16',
  'elk.layered.spacing.edgeEdgeBetweenLayers': '12',
  'elk.spacing.edgeLabel': '4',
  'elk.spacing.labelLabel': '6',
  'elk.randomSeed': '1',
};

const elk = new ELK();

export async function drawDiagram(diagram: Diagram, title: string): Promise<string> {
  const parents = new Map<string, string | undefined>();
  const byId = new Map<string, DiagramNode>();
  const index = (nodes: readonly DiagramNode[], parent: string | undefined): void => {
    for (const node of nodes) {
      parents.set(node.id, parent);
      byId.set(node.id, node);
      index(node.children, node.id);
    }
  };
  index(diagram.nodes, undefined);

  const toElk = (node: DiagramNode): ElkNode => {
    if (node.style === 'initial') return { id: node.id, width: INITIAL_SIZE, height: INITIAL_SIZE };
    if (node.children.length === 0) return { id: node.id, width: round(boxWidth(node)), height: round(headerHeight(node)) };
    return {
      id: node.id,
      layoutOptions: {
        ...LAYERED,
        'elk.padding': `[top=${round(headerHeight(node) + 8)},left=16,bottom=16,right=16]`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        'elk.nodeSize.minimum': `(${round(boxWidth(node))}, ${round(headerHeight(node) + 40)})`,
      },
      children: node.children.map(toElk),
      edges: [],
    };
  };
  const root: ElkNode = {
    id: '__root',
    layoutOptions: {
      ...LAYERED,
      'elk.padding': '[top=12,left=12,bottom=12,right=12]',
      'elk.json.shapeCoords': 'ROOT',
      'elk.json.edgeCoords': 'ROOT',
    },
    children: diagram.nodes.map(toElk),
    edges: [],
  };
  const elkNodes = new Map<string, ElkNode>();
  const indexElk = (node: ElkNode): void => {
    elkNodes.set(node.id, node);
    (node.children ?? []).forEach(indexElk);
  };
  indexElk(root);

  const ancestors = (id: string): string[] => {
    const chain: string[] = [];
    for (let current = parents.get(id); current !== undefined; current = parents.get(current)) chain.push(current);
    return [...chain, '__root'];
  };
  diagram.edges.forEach((edge, position) => {
    // An edge belongs to the nearest box holding both its ends (the root when none does).
    const sourceChain = ancestors(edge.source);
    const container = ancestors(edge.target).find((id) => sourceChain.includes(id)) ?? '__root';
    const labels: ElkLabel[] =
      edge.label.length === 0
        ? []
        : [{ id: `l${position}`, text: edge.label.join('\n'), layoutOptions: { 'elk.edgeLabels.inline': 'true' }, width: round(textWidth(edge.label) + 2 * LABEL_PAD), height: edge.label.length * LINE + 2 * LABEL_PAD }];
    const elkEdge: ElkExtendedEdge = { id: `e${position}`, sources: [edge.source], targets: [edge.target], labels };
    const holder = elkNodes.get(container);
    if (holder === undefined) throw new Error(`No box ${container} for the arrow ${edge.source} → ${edge.target}`);
    holder.edges = [...(holder.edges ?? []), elkEdge];
  });

  const laidOut = await elk.layout(root);

  const placed: Placed[] = [];
  const collect = (node: ElkNode, depth: number): void => {
    for (const child of node.children ?? []) {
      const diagramNode = byId.get(child.id);
      if (diagramNode === undefined) continue;
      placed.push({ node: diagramNode, x: child.x ?? 0, y: child.y ?? 0, width: child.width ?? 0, height: child.height ?? 0, depth });
      collect(child, depth + 1);
    }
  };
  collect(laidOut, 0);

  const edges: PlacedEdge[] = [];
  const collectEdges = (node: ElkNode): void => {
    for (const edge of node.edges ?? []) {
      const arrow = diagram.edges[Number(edge.id.slice(1))];
      if (arrow === undefined) continue;
      const label = edge.labels?.[0];
      edges.push({
        points: (edge.sections ?? []).map((section) => [section.startPoint, ...(section.bendPoints ?? []), section.endPoint]),
        label: arrow.label,
        labelBox:
          label === undefined ? undefined : { x: label.x ?? 0, y: label.y ?? 0, width: label.width ?? 0, height: label.height ?? 0 },
      });
    }
    (node.children ?? []).forEach(collectEdges);
  };
  collectEdges(laidOut);

  return renderSvg(placed, edges, laidOut.width ?? 0, laidOut.height ?? 0, title);
}

function renderSvg(nodes: readonly Placed[], edges: readonly PlacedEdge[], width: number, height: number, title: string): string {
  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" class="chart" width="${num(width)}" height="${num(height)}" viewBox="0 0 ${num(width)} ${num(height)}" role="img" aria-label="${escape(title)}">`,
    `<title>${escape(title)}</title>`,
    '<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="9" markerHeight="9" orient="auto-start-reverse"><path d="M0,1 L9,5 L0,9 z" fill="#3b4a5a"/></marker></defs>',
  );
  // Outer boxes first, so that what they hold is drawn over them.
  const ordered = [...nodes].sort((a, b) => a.depth - b.depth || Number(a.node.children.length === 0) - Number(b.node.children.length === 0));
  for (const placed of ordered.filter((candidate) => candidate.node.children.length > 0)) out.push(...drawBox(placed));
  for (const edge of edges) {
    for (const points of edge.points) {
      out.push(`<path class="arrow" d="${points.map((point, i) => `${i === 0 ? 'M' : 'L'}${num(point.x)},${num(point.y)}`).join(' ')}" marker-end="url(#arrow)"/>`);
    }
  }
  for (const placed of ordered.filter((candidate) => candidate.node.children.length === 0)) out.push(...drawBox(placed));
  for (const edge of edges) {
    if (edge.labelBox === undefined) continue;
    const { x, y, width: w, height: h } = edge.labelBox;
    out.push(`<rect class="label-bg" x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" rx="3"/>`);
    edge.label.forEach((line, i) => {
      out.push(`<text class="label" x="${num(x + LABEL_PAD)}" y="${num(y + LABEL_PAD + (i + 1) * LINE - 4)}">${escape(line)}</text>`);
    });
  }
  out.push('</svg>');
  return out.join('\n');
}

function drawBox({ node, x, y, width, height }: Placed): string[] {
  if (node.style === 'initial') {
    const r = INITIAL_SIZE / 2;
    return [`<circle class="initial" cx="${num(x + r)}" cy="${num(y + r)}" r="${num(r - 1)}"><title>initial state</title></circle>`];
  }
  const out: string[] = [];
  const cls = node.style === 'anyState' ? 'box any' : node.children.length > 0 ? 'box parent' : 'box';
  out.push(`<rect class="${cls}" x="${num(x)}" y="${num(y)}" width="${num(width)}" height="${num(height)}" rx="8"/>`);
  if (node.style === 'final') {
    out.push(`<rect class="box inner" x="${num(x + 4)}" y="${num(y + 4)}" width="${num(width - 8)}" height="${num(height - 8)}" rx="5"/>`);
  }
  const titleY = y + PAD_Y + TITLE_LINE - 5;
  out.push(`<text class="title" x="${num(x + PAD_X)}" y="${num(titleY)}">${escape(node.title)}</text>`);
  if (node.lines.length > 0) {
    const ruleY = y + PAD_Y + TITLE_LINE + 2;
    out.push(`<path class="rule" d="M${num(x)},${num(ruleY)} L${num(x + width)},${num(ruleY)}"/>`);
    node.lines.forEach((line, i) => {
      out.push(`<text class="line" x="${num(x + PAD_X)}" y="${num(ruleY + 4 + (i + 1) * LINE - 4)}">${escape(line)}</text>`);
    });
  }
  return out;
}

/** CSS for the drawings, inlined by each page. */
export const DIAGRAM_CSS = `
svg.chart { font-family: ui-monospace, 'DejaVu Sans Mono', Menlo, Consolas, 'Liberation Mono', monospace; font-size: ${FONT}px; }
svg.chart .box { fill: #f4f7fb; stroke: #3b4a5a; stroke-width: 1.4; }
svg.chart .box.parent { fill: #ffffff; }
svg.chart .box.inner { fill: none; }
svg.chart .box.any { fill: #fffdf3; stroke-dasharray: 6 4; }
svg.chart .rule { stroke: #b8c2cc; stroke-width: 1; }
svg.chart .title { font-size: ${TITLE_FONT}px; font-weight: bold; fill: #14202b; }
svg.chart .line { fill: #2c3a47; }
svg.chart .initial { fill: #14202b; }
svg.chart .arrow { fill: none; stroke: #3b4a5a; stroke-width: 1.3; }
svg.chart .label-bg { fill: #ffffff; fill-opacity: 0.92; stroke: #d5dde5; stroke-width: 0.8; }
svg.chart .label { fill: #7a2e0e; }
`;

const round = (value: number): number => Math.round(value * 10) / 10;

/** One decimal at most, never `-0`: the same number prints the same everywhere. */
export function num(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

export function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
