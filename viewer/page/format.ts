/** Display helpers shared by the views. */

export function bytes(n: number | null | undefined): string {
  if (n === null || n === undefined) return '–';
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KiB`;
  if (n < 1024 ** 3) return `${(n / 1024 / 1024).toFixed(1)} MiB`;
  return `${(n / 1024 ** 3).toFixed(2)} GiB`;
}

export function ms(n: number | null | undefined): string {
  if (n === null || n === undefined) return '–';
  if (n < 1) return `${(n * 1000).toFixed(0)} µs`;
  if (n < 1000) return `${n.toFixed(n < 10 ? 2 : 1)} ms`;
  return `${(n / 1000).toFixed(2)} s`;
}

export function pct(x: number | null | undefined): string {
  return x === null || x === undefined ? '–' : `${(x * 100).toFixed(1)}%`;
}

export function num(n: number | null | undefined): string {
  return n === null || n === undefined ? '–' : n.toLocaleString('en');
}

/** A gap record's (or a diagnosis's alternative's) advice in a line: answer type, breadth, strategies preferred and avoided. */
export function advice(a: { answer_type?: string | null; breadth?: string; prefer?: string[]; avoid?: string[] } | null | undefined): string {
  if (!a) return '–';
  const parts = [
    a.answer_type ? `answer type ${a.answer_type}` : '',
    a.breadth ? `${a.breadth} retrieval` : '',
    a.prefer?.length ? `prefer ${a.prefer.join(', ')}` : '',
    a.avoid?.length ? `avoid ${a.avoid.join(', ')}` : '',
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : 'none';
}

/** The hash routes: #/ (runs), #/run/<id>, #/run/<id>/task/<task>, #/compare/<id>, #/learning/<id>, #/pair/<a>/<b>. */
export type Route =
  | { view: 'runs' }
  | { view: 'run'; run: string }
  | { view: 'task'; run: string; task: string }
  | { view: 'compare'; run: string }
  | { view: 'learning'; run: string }
  | { view: 'pair'; a: string; b: string };

export function parseRoute(hash: string): Route {
  const parts = hash.replace(/^#\/?/, '').split('/').map(decodeURIComponent);
  if (parts[0] === 'run' && parts[1] && parts[2] === 'task' && parts[3]) return { view: 'task', run: parts[1], task: parts[3] };
  if (parts[0] === 'run' && parts[1]) return { view: 'run', run: parts[1] };
  if (parts[0] === 'compare' && parts[1]) return { view: 'compare', run: parts[1] };
  if (parts[0] === 'learning' && parts[1]) return { view: 'learning', run: parts[1] };
  if (parts[0] === 'pair' && parts[1] && parts[2]) return { view: 'pair', a: parts[1], b: parts[2] };
  return { view: 'runs' };
}

/** The view for a catalog entry of `kind`. */
export function entryRoute(kind: 'run' | 'comparison' | 'learning', run: string): Route {
  return kind === 'run' ? { view: 'run', run } : { view: kind === 'comparison' ? 'compare' : 'learning', run };
}

export function href(route: Route): string {
  const e = encodeURIComponent;
  switch (route.view) {
    case 'runs':
      return '#/';
    case 'run':
      return `#/run/${e(route.run)}`;
    case 'task':
      return `#/run/${e(route.run)}/task/${e(route.task)}`;
    case 'compare':
      return `#/compare/${e(route.run)}`;
    case 'learning':
      return `#/learning/${e(route.run)}`;
    case 'pair':
      return `#/pair/${e(route.a)}/${e(route.b)}`;
  }
}
