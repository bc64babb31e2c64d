// The frame every chart page shares: one self-contained HTML file (inline CSS, no script, no
// request), and the helpers its tables are written with.
import { DIAGRAM_CSS, escape } from './diagram';

export interface PageParts {
  readonly title: string;
  readonly heading: string;
  /** Already HTML. */
  readonly body: string;
  /** False for the index itself. */
  readonly linkIndex: boolean;
}

const PAGE_CSS = `
body { font-family: system-ui, -apple-system, 'Segoe UI', 'DejaVu Sans', sans-serif; color: #14202b; margin: 24px 32px 48px; line-height: 1.45; font-size: 15px; }
h1 { font-size: 24px; margin: 0 0 8px; }
h2 { font-size: 18px; margin: 32px 0 8px; border-bottom: 1px solid #d5dde5; padding-bottom: 4px; }
p { max-width: 72em; margin: 6px 0; }
code { font-family: ui-monospace, 'DejaVu Sans Mono', Menlo, Consolas, monospace; font-size: 13px; background: #eef2f6; padding: 1px 4px; border-radius: 3px; }
nav { font-size: 14px; margin-bottom: 12px; }
a { color: #0b5cad; }
.meta { color: #475461; font-size: 14px; }
.figure { overflow-x: auto; border: 1px solid #d5dde5; border-radius: 6px; padding: 8px; background: #fbfcfd; margin: 12px 0 4px; }
.legend { color: #475461; font-size: 13px; }
table { border-collapse: collapse; margin: 8px 0 4px; font-size: 14px; }
th, td { border: 1px solid #d5dde5; padding: 5px 9px; text-align: left; vertical-align: top; }
th { background: #eef2f6; }
td code { white-space: nowrap; }
.none { color: #6b7785; }
ul.charts li { margin: 6px 0; }
`;

export function page({ title, heading, body, linkIndex }: PageParts): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>${PAGE_CSS}${DIAGRAM_CSS}</style>
</head>
<body>
${linkIndex ? '<nav><a href="index.html">All state charts</a></nav>\n' : ''}<h1>${heading}</h1>
${body}
</body>
</html>
`;
}

export const code = (text: string): string => `<code>${escape(text)}</code>`;

export const none = (text: string): string => `<span class="none">${escape(text)}</span>`;

/** A table whose cells are already HTML; `empty` is said instead when there are no rows. */
export function table(headers: readonly string[], rows: readonly (readonly string[])[], empty: string): string {
  if (rows.length === 0) return `<p class="none">${escape(empty)}</p>`;
  const head = `<tr>${headers.map((header) => `<th>${escape(header)}</th>`).join('')}</tr>`;
  const body = rows.map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('\n');
  return `<table>\n<thead>${head}</thead>\n<tbody>\n${body}\n</tbody>\n</table>`;
}

/** The path from a page in docs/state-charts to a file of the repository. */
export const fromCharts = (file: string): string => `../../${file}`;
