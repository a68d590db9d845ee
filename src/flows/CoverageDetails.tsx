import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { EdgeCoverage, MachineWalk } from './browser-coverage.ts';
import { CoverageSample } from './Legend.tsx';
import type { FlowGraph } from './model.ts';
import { transitionTitle } from './scene.ts';

function useCoverageWords(): (coverage: EdgeCoverage) => string {
  const { t } = useLingui();
  return (coverage) =>
    ({
      walked: t`Gelopen door de browsertests.`,
      replayed: t`Niet in de browser gelopen; alleen gedekt door de gegenereerde paden, die de machine zonder browser doorlopen.`,
      uncovered: t`Niet gedekt: geen browsertest en geen gegenereerd pad neemt deze overgang.`,
    })[coverage];
}

export interface CoverageDetailsProps {
  graph: FlowGraph;
  walk: MachineWalk;
  transitionId: string;
  coverage: EdgeCoverage;
}

/** A chosen transition's browser coverage: in words, and the tests that walked it. */
export function CoverageDetails({ graph, walk, transitionId, coverage }: CoverageDetailsProps) {
  const words = useCoverageWords();
  const titleId = useId();
  const nameId = useId();
  const transition = graph.transitions.find((t) => t.id === transitionId);
  const tests = walk.transitions.find((t) => t.id === transitionId)?.tests ?? [];
  return (
    <section className="flows-panel" aria-labelledby={`${titleId} ${nameId}`} aria-live="polite">
      <h3 id={titleId}>
        <Trans>Overgang</Trans>
      </h3>
      <p id={nameId} className="flows-coverage-name">
        <code>{transitionTitle(graph, transitionId)}</code>
      </p>
      {transition?.description && <p className="muted">{transition.description}</p>}
      <p className="flows-coverage-verdict">
        <CoverageSample coverage={coverage} />
        <span>{words(coverage)}</span>
      </p>
      <h4>
        <Trans>Browsertests</Trans>
      </h4>
      {tests.length > 0 ? (
        <ul className="flows-coverage-tests">
          {tests.map((test) => (
            <li key={test}>{test}</li>
          ))}
        </ul>
      ) : (
        <p>
          <Trans>Geen browsertest liep deze overgang.</Trans>
        </p>
      )}
    </section>
  );
}
