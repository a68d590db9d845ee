import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { Button } from '../ui/Button.tsx';
import { FileButton } from '../ui/FileButton.tsx';
import { reportTime, transitionsByCoverage, type BrowserCoverageReport, type EdgeCoverage, type MachineWalk } from './browser-coverage.ts';
import { coverageFromText, devCoverage } from './coverage-source.ts';
import { CoverageSample } from './Legend.tsx';
import type { FlowGraph } from './model.ts';
import type { CoverageMap } from './scene.ts';

interface LoadedCoverage {
  report: BrowserCoverageReport;
  /** The picked file's name; null for the last test run's report the dev server served. */
  fileName: string | null;
}

interface CoverageReportState {
  loaded: LoadedCoverage | null;
  /** A picked file that was no report: said so, and the loaded report stays. */
  rejected: string | null;
}

export interface CoverageReportControl extends CoverageReportState {
  choose(file: File): void;
  unload(): void;
}

/** The browser coverage report the flows view shows, kept while the analyst moves between machines. */
export function useCoverageReport(): CoverageReportControl {
  const [state, setState] = useState<CoverageReportState>({ loaded: null, rejected: null });
  useEffect(() => {
    let current = true;
    devCoverage().then(
      // A file picked meanwhile is what the analyst wants.
      (report) => current && report && setState((state) => (state.loaded ? state : { loaded: { report, fileName: null }, rejected: null })),
      // A report the dev server could not hand over is no report: the picker still works.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  const choose = useCallback((file: File) => {
    const reject = () => setState((current) => ({ ...current, rejected: file.name }));
    file.text().then((text) => {
      const report = coverageFromText(text);
      if (report) setState({ loaded: { report, fileName: file.name }, rejected: null });
      else reject();
    }, reject);
  }, []);
  const unload = useCallback(() => setState({ loaded: null, rejected: null }), []);
  return { ...state, choose, unload };
}

function useGroupTitle(): (coverage: EdgeCoverage) => string {
  const { t } = useLingui();
  return (coverage) => ({ uncovered: t`Niet gedekt`, replayed: t`Alleen in de gegenereerde paden`, walked: t`Gelopen in de browser` })[coverage];
}

export interface CoveragePanelProps {
  control: CoverageReportControl;
  graph: FlowGraph;
  /** The report's walk of this machine, once a report is loaded that has it. */
  walk: MachineWalk | undefined;
  coverage: CoverageMap | undefined;
  selectedTransitionId: string | null;
  onSelectTransition(transitionId: string): void;
}

/**
 * Loads a browser coverage report and lists the machine's transitions by coverage, each a button
 * that chooses it: the way to an edge's details without the chart.
 */
export function CoveragePanel({ control, graph, walk, coverage, selectedTransitionId, onSelectTransition }: CoveragePanelProps) {
  const groupTitle = useGroupTitle();
  const baseId = useId();
  const groups = useMemo(() => (coverage ? transitionsByCoverage(graph, coverage) : []), [graph, coverage]);
  const { loaded, rejected } = control;
  const written = loaded ? reportTime(loaded.report) : '';
  const fileName = loaded?.fileName;
  return (
    <div className="flows-coverage">
      <h3>
        <Trans>Browserdekking</Trans>
      </h3>
      {loaded ? (
        <p>{fileName ? <Trans>Rapport {fileName} van {written}.</Trans> : <Trans>Rapport van de laatste testrun, {written}.</Trans>}</p>
      ) : (
        <p className="muted">
          <Trans>
            Kies het dekkingsrapport dat de browsertests schrijven (coverage/flows.json na npm run test:e2e): het diagram toont dan welke overgangen ze liepen.
          </Trans>
        </p>
      )}
      <div className="flows-actions">
        <FileButton accept="application/json,.json" onFilesChosen={([file]) => file && control.choose(file)}>
          <Trans>Dekkingsrapport kiezen</Trans>
        </FileButton>
        {loaded && (
          <Button variant="secondary" onPress={control.unload}>
            <Trans>Rapport sluiten</Trans>
          </Button>
        )}
      </div>
      {rejected && (
        <div role="alert" className="notice notice-error flows-coverage-problem">
          <p>
            <Trans>{rejected} is geen dekkingsrapport van de browsertests.</Trans> {loaded && <Trans>Het geladen rapport blijft getoond.</Trans>}
          </p>
        </div>
      )}
      {loaded && !walk && (
        <p>
          <Trans>Dit rapport bevat deze machine niet.</Trans>
        </p>
      )}
      {groups.length > 0 && (
        <div className="flows-coverage-groups">
          {groups.map((group) => {
            const headingId = `${baseId}-${group.coverage}`;
            const count = group.transitions.length;
            return (
              <div key={group.coverage}>
                <h4 id={headingId} className="flows-coverage-heading">
                  <CoverageSample coverage={group.coverage} />
                  <span>
                    {groupTitle(group.coverage)} ({count})
                  </span>
                </h4>
                {count > 0 && (
                  <ul className="flows-coverage-list" aria-labelledby={headingId}>
                    {group.transitions.map((transition) => (
                      <li key={transition.id}>
                        <Button variant="quiet" aria-pressed={transition.id === selectedTransitionId} onPress={() => onSelectTransition(transition.id)}>
                          {transition.title}
                        </Button>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            );
          })}
        </div>
      )}
    </div>
  );
}
