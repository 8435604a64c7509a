import { html } from 'htm/preact';
import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import 'uplot/dist/uPlot.min.css';
import './app.css';
import { dataSource } from './api-client.js';
import { CompareView, PairView } from './compare-view.js';
import { href, parseRoute, type Route } from './format.js';
import { LearningView } from './learning-view.js';
import { RunView } from './run-view.js';
import { RunsView } from './runs-view.js';
import { TaskView } from './task-view.js';

const source = dataSource();

function App() {
  const [route, setRoute] = useState<Route>(parseRoute(location.hash));
  useEffect(() => {
    const on = (): void => {
      setRoute(parseRoute(location.hash));
      window.scrollTo(0, 0);
    };
    window.addEventListener('hashchange', on);
    return () => window.removeEventListener('hashchange', on);
  }, []);
  return html`<header>
      <a href=${href({ view: 'runs' })}><b>gaia-mesh</b> run viewer</a>${source.embedded ? html`<span class="muted"> · static report</span>` : ''}
    </header>
    <main>${view(route)}</main>`;
}

function view(route: Route) {
  switch (route.view) {
    case 'runs':
      return html`<${RunsView} source=${source} />`;
    case 'run':
      return html`<${RunView} source=${source} run=${route.run} key=${route.run} />`;
    case 'task':
      return html`<${TaskView} source=${source} run=${route.run} task=${route.task} key=${`${route.run}/${route.task}`} />`;
    case 'compare':
      return html`<${CompareView} source=${source} run=${route.run} key=${route.run} />`;
    case 'learning':
      return html`<${LearningView} source=${source} run=${route.run} key=${route.run} />`;
    case 'pair':
      return html`<${PairView} source=${source} a=${route.a} b=${route.b} />`;
  }
}

render(html`<${App} />`, document.getElementById('app')!);
