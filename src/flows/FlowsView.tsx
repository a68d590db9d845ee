import { saveFile } from '../ui/download.ts';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { Link, useParams } from 'wouter';
import type { EventObject } from 'xstate';
import { registry, type RegisteredMachine } from '../../machines/registry.ts';
import { Button } from '../ui/Button.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { coverageByTransition, machineWalkOf, reportTime, transitionsWalked } from './browser-coverage.ts';
import { CoverageDetails } from './CoverageDetails.tsx';
import { CoveragePanel, useCoverageReport, type CoverageReportControl } from './CoveragePanel.tsx';
import { describedGraph, descriptionText } from './description-text.ts';
import { FlowChart } from './FlowChart.tsx';
import { layoutFlowGraph, type FlowLayout } from './layout.ts';
import { Legend } from './Legend.tsx';
import { emptyLive, isPresentMessage, isSnapshotMessage, receiveLive, type LiveState } from './live.ts';
import { FLOWS_CHANNEL, TAB_ID, type LiveHelloMessage } from './live-bridge.ts';
import { LivePanel } from './LivePanel.tsx';
import { toMermaid } from './mermaid.ts';
import { flowGraphOf, type FlowGraph } from './model.ts';
import { SimulatePanel } from './SimulatePanel.tsx';
import { activeStateIds } from './model.ts';
import { eventOptions, simulate } from './simulation.ts';
import { StateDetails } from './StateDetails.tsx';
import { renderSvg } from './svg.ts';
import { Tab, TabList, TabPanel, Tabs } from './Tabs.tsx';
import './flows.css';
import { usePageTitle } from '../app/PageTitle.tsx';

type Mode = 'view' | 'simulate' | 'live' | 'coverage';
type LayoutStatus = { status: 'loading' } | { status: 'ready'; layout: FlowLayout } | { status: 'failed' };

const NO_STATES: ReadonlySet<string> = new Set();

/**
 * Laid out once per machine and language while the page is open: elkjs takes a moment on a big
 * chart, and the descriptions in the boxes set their size.
 */
const layouts = new Map<string, Promise<FlowLayout>>();

function useFlowLayout(graph: FlowGraph, locale: string): LayoutStatus {
  const [status, setStatus] = useState<LayoutStatus>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    const key = `${graph.machineId} ${locale}`;
    let promise = layouts.get(key);
    if (!promise) {
      promise = layoutFlowGraph(graph);
      layouts.set(key, promise);
      promise.catch(() => layouts.delete(key));
    }
    promise.then(
      (layout) => current && setStatus({ status: 'ready', layout }),
      () => current && setStatus({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [graph, locale]);
  return status;
}

/** Snapshots the shop's tabs report over the BroadcastChannel (see live-bridge.ts). */
function useLiveFeed(): LiveState {
  const [live, dispatch] = useReducer(receiveLive, emptyLive);
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(FLOWS_CHANNEL);
    const hello: LiveHelloMessage = { kind: 'hello' };
    channel.onmessage = (event: MessageEvent<unknown>) => {
      // A tab opened after this view reports once greeted.
      if (isPresentMessage(event.data)) channel.postMessage(hello);
      // This tab runs the shop's actors too; they are not what the analyst watches.
      else if (isSnapshotMessage(event.data) && event.data.tab !== TAB_ID) dispatch(event.data);
    };
    channel.postMessage(hello);
    return () => channel.close();
  }, []);
  return live;
}

const download = (fileName: string, type: string, content: string): void => saveFile(fileName, new Blob([content], { type }));

function MachineList({ graphs, chosenId }: { graphs: ReadonlyMap<string, FlowGraph>; chosenId: string | null }) {
  const { t, i18n } = useLingui();
  return (
    <nav aria-label={t`Machines`}>
      <ul className="flows-machines">
        {registry.map((entry) => {
          const graph = graphs.get(entry.id)!;
          const states = graph.states.length;
          const transitions = graph.transitions.length;
          return (
            <li key={entry.id} className={entry.id === chosenId ? 'flows-machine is-chosen' : 'flows-machine'}>
              <Link href={`/flows/${entry.id}`} aria-current={entry.id === chosenId ? 'page' : undefined} className="flows-machine-link">
                {entry.title}
              </Link>
              <span className="flows-machine-meta">
                <code>{entry.id}</code> · <Plural value={states} one="# toestand" other="# toestanden" /> ·{' '}
                <Plural value={transitions} one="# overgang" other="# overgangen" />
              </span>
              <span className="flows-machine-description">{descriptionText(i18n, entry.description)}</span>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function MachineWorkspace({ entry, graph, live, coverageReport }: { entry: RegisteredMachine; graph: FlowGraph; live: LiveState; coverageReport: CoverageReportControl }) {
  const { t, i18n } = useLingui();
  const layout = useFlowLayout(graph, i18n.locale);
  const [mode, setMode] = useState<Mode>('view');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [selectedTransitionId, setSelectedTransitionId] = useState<string | null>(null);
  const report = coverageReport.loaded?.report;
  const walk = useMemo(() => report && machineWalkOf(report, entry.id), [report, entry.id]);
  // Drawn on every tab: the analyst simulates or watches live with the coverage in view.
  const coverage = useMemo(() => walk && coverageByTransition(graph, walk), [graph, walk]);
  const selectedCoverage = selectedTransitionId ? coverage?.get(selectedTransitionId) : undefined;
  // This machine's share, counted as the floor counts all machines together.
  const share = report && walk ? transitionsWalked({ ...report, machines: [walk] }) : undefined;
  const title = entry.title;
  const written = report ? reportTime(report) : '';
  // A coloured chart says which report coloured it.
  const svgTitle = walk ? t`${title}, browserdekking van ${written}` : title;
  const [sent, setSent] = useState<EventObject[]>([]);
  const [preview, setPreview] = useState<string[] | null>(null);
  const simulation = useMemo(() => simulate(entry, sent), [entry, sent]);
  const options = useMemo(() => eventOptions(entry, graph, simulation), [entry, graph, simulation]);
  const current = simulation.snapshots[simulation.snapshots.length - 1]!;

  const activeIds = useMemo((): ReadonlySet<string> => {
    if (mode === 'simulate') return new Set(activeStateIds(graph, current.value));
    if (mode === 'live') {
      const actors = live.actors.filter((actor) => actor.machineId === entry.id && actor.status === 'active');
      return new Set(actors.flatMap((actor) => activeStateIds(graph, actor.value)));
    }
    return NO_STATES;
  }, [mode, graph, current, live, entry.id]);
  const previewIds = useMemo(() => (mode === 'simulate' && preview ? new Set(preview) : NO_STATES), [mode, preview]);

  return (
    <section className="flows-workspace" aria-labelledby="flows-machine-title">
      <div className="flows-workspace-head">
        <div>
          <h2 id="flows-machine-title">{entry.title}</h2>
          <p className="muted">
            <code>{entry.id}</code> – {descriptionText(i18n, entry.description)}
          </p>
        </div>
        <div className="flows-actions">
          <Button
            variant="secondary"
            isDisabled={layout.status !== 'ready'}
            onPress={() => layout.status === 'ready' && download(`${entry.id}.svg`, 'image/svg+xml', renderSvg(graph, layout.layout, { title: svgTitle, coverage }))}
          >
            <Trans>SVG downloaden</Trans>
          </Button>
          <Button variant="secondary" onPress={() => download(`${entry.id}.mmd`, 'text/plain', toMermaid(graph, entry.title))}>
            <Trans>Mermaid downloaden</Trans>
          </Button>
        </div>
      </div>
      <Tabs selectedKey={mode} onSelectionChange={(key) => setMode(key as Mode)}>
        <TabList label={t`Weergave`}>
          <Tab id="view">
            <Trans>Diagram</Trans>
          </Tab>
          <Tab id="simulate">
            <Trans>Simuleren</Trans>
          </Tab>
          <Tab id="live">
            <Trans>Live</Trans>
          </Tab>
          <Tab id="coverage">
            <Trans>Dekking</Trans>
          </Tab>
        </TabList>
        <div className="flows-workspace-grid">
          <div className="flows-chart-column">
            {layout.status === 'loading' && (
              <div className="flows-chart-placeholder">
                <Spinner label={t`Het diagram wordt opgemaakt`} />
              </div>
            )}
            {layout.status === 'failed' && (
              <div role="alert" className="notice notice-error">
                <Trans>Het diagram kon niet worden opgemaakt.</Trans>
              </div>
            )}
            {layout.status === 'ready' && (
              <FlowChart
                graph={graph}
                layout={layout.layout}
                label={t`Diagram van ${entry.title}`}
                activeIds={activeIds}
                previewIds={previewIds}
                selectedId={selectedId}
                onSelect={setSelectedId}
                coverage={coverage}
                selectedTransitionId={selectedTransitionId}
                onSelectTransition={coverage && setSelectedTransitionId}
              />
            )}
          </div>
          <div className="flows-side">
            <TabPanel id="view">
              <Legend coverage={share} />
            </TabPanel>
            <TabPanel id="simulate">
              <SimulatePanel
                entry={entry}
                graph={graph}
                simulation={simulation}
                options={options}
                sent={sent}
                onSend={(event) => setSent((events) => [...events, event])}
                onUndo={() => setSent((events) => events.slice(0, -1))}
                onReset={() => setSent([])}
                onPreview={setPreview}
              />
            </TabPanel>
            <TabPanel id="live">
              <LivePanel machineId={entry.id} live={live} />
            </TabPanel>
            <TabPanel id="coverage">
              <CoveragePanel
                control={coverageReport}
                graph={graph}
                walk={walk}
                coverage={coverage}
                selectedTransitionId={selectedTransitionId}
                onSelectTransition={setSelectedTransitionId}
              />
            </TabPanel>
            {walk && selectedTransitionId && selectedCoverage && (
              <CoverageDetails graph={graph} walk={walk} transitionId={selectedTransitionId} coverage={selectedCoverage} />
            )}
            <StateDetails graph={graph} stateId={selectedId} />
          </div>
        </div>
      </Tabs>
    </section>
  );
}

/** /flows: every registered machine's chart, a simulator and the shop's actors live. */
export function FlowsView() {
  const params = useParams<{ machineId?: string }>();
  const { t, i18n } = useLingui();
  const graphs = useMemo(
    () => new Map(registry.map((entry) => [entry.id, describedGraph(flowGraphOf(entry.machine), i18n)])),
    // The same i18n object speaks the new language after a switch: the locale is what changes.
    [i18n, i18n.locale],
  );
  const live = useLiveFeed();
  const coverageReport = useCoverageReport();
  const wanted = params.machineId ?? null;
  const entry = wanted ? registry.find((e) => e.id === wanted) : undefined;
  const chartTitle = entry?.title;
  usePageTitle(chartTitle ? t`Stroomdiagram ${chartTitle}` : t`Stroomdiagrammen`);
  const shown = useRef(wanted);
  useEffect(() => {
    if (shown.current === wanted) return;
    shown.current = wanted;
    // Chosen from the list above: the chart is what the analyst wants to see next.
    document.getElementById('flows-machine-title')?.scrollIntoView({ block: 'start' });
  }, [wanted]);
  return (
    <section className="flows-page" aria-labelledby="flows-title">
      <h1 id="flows-title">
        <Trans>Stroomdiagrammen</Trans>
      </h1>
      <p className="muted">
        <Trans>
          Elke flow van de winkel, rechtstreeks uit haar machine: bekijk het diagram, stap erdoor met de simulator of volg de winkel live in een ander tabblad.
        </Trans>
      </p>
      {registry.length === 0 ? (
        <p className="flows-empty">
          <Trans>Er zijn nog geen machines geregistreerd.</Trans>
        </p>
      ) : (
        <MachineList graphs={graphs} chosenId={entry?.id ?? null} />
      )}
      {entry ? (
        <MachineWorkspace key={entry.id} entry={entry} graph={graphs.get(entry.id)!} live={live} coverageReport={coverageReport} />
      ) : wanted ? (
        <p className="flows-empty" role="alert">
          <Trans>Er is geen machine met de naam {wanted}. Kies er een uit de lijst.</Trans>
        </p>
      ) : (
        registry.length > 0 && (
          <p className="flows-empty">
            <Trans>Kies een machine uit de lijst om haar diagram te zien.</Trans>
          </p>
        )
      )}
    </section>
  );
}
