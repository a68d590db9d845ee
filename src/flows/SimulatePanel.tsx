import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { EventObject } from 'xstate';
import type { RegisteredMachine } from '../../machines/registry.ts';
import { Button } from '../ui/Button.tsx';
import type { FlowGraph } from './model.ts';
import { shortName } from './scene.ts';
import { valuePaths } from './model.ts';
import { payloadSummary, visibleContext, type EventOption, type Simulation } from './simulation.ts';

export interface SimulatePanelProps {
  entry: RegisteredMachine;
  graph: FlowGraph;
  simulation: Simulation;
  options: EventOption[];
  sent: readonly EventObject[];
  onSend(event: EventObject): void;
  onUndo(): void;
  onReset(): void;
  /** The states an event would lead to, while the analyst points at it; null when done. */
  onPreview(stateIds: string[] | null): void;
}

function OptionOutcome({ graph, option, id }: { graph: FlowGraph; option: EventOption; id: string }) {
  const leaves = option.targetIds.filter((target) => !option.targetIds.some((other) => graph.states.find((s) => s.id === other)?.parentId === target));
  const where = leaves.map((target) => shortName(graph, target)).join(', ');
  return (
    <p id={id} className="flows-option-outcome">
      {option.stays ? <Trans>blijft in {where}</Trans> : <Trans>naar {where}</Trans>}
      {option.guards.map((outcome) => (
        <span key={outcome.guard} className={`flows-guard ${outcome.passed ? 'is-passed' : 'is-failed'}`}>
          <span aria-hidden="true">{outcome.passed ? '✓' : '✗'}</span> {outcome.guard}{' '}
          <span className="visually-hidden">{outcome.passed ? <Trans>geslaagd</Trans> : <Trans>niet geslaagd</Trans>}</span>
        </span>
      ))}
    </p>
  );
}

export function SimulatePanel({ entry, graph, simulation, options, sent, onSend, onUndo, onReset, onPreview }: SimulatePanelProps) {
  const { t } = useLingui();
  const baseId = useId();
  const snapshot = simulation.snapshots[simulation.snapshots.length - 1]!;
  const current = valuePaths(snapshot.value);
  return (
    <div className="flows-simulate">
      <p className="flows-current" role="status">
        <Trans>
          Huidige toestand: <strong>{current}</strong>
        </Trans>
      </p>
      <div className="flows-actions">
        <Button variant="secondary" onPress={onUndo} isDisabled={sent.length === 0}>
          <Trans>Stap terug</Trans>
        </Button>
        <Button variant="secondary" onPress={onReset} isDisabled={sent.length === 0}>
          <Trans>Opnieuw beginnen</Trans>
        </Button>
      </div>
      <h4>
        <Trans>Mogelijke gebeurtenissen</Trans>
      </h4>
      {snapshot.status !== 'active' ? (
        <p className="muted">
          <Trans>De machine is in een eindtoestand: er volgen geen gebeurtenissen meer.</Trans>
        </p>
      ) : options.length === 0 ? (
        <p className="muted">
          <Trans>Geen van de voorbeeldgebeurtenissen kan hier plaatsvinden.</Trans>
        </p>
      ) : (
        <ul className="flows-options" aria-label={t`Mogelijke gebeurtenissen`}>
          {options.map((option, index) => {
            const outcomeId = `${baseId}-${index}`;
            return (
              <li key={`${option.event.type}-${index}`}>
                <Button
                  variant="secondary"
                  aria-describedby={outcomeId}
                  onPress={() => {
                    onPreview(null);
                    onSend(option.event);
                  }}
                  onMouseEnter={() => onPreview(option.targetIds)}
                  onMouseLeave={() => onPreview(null)}
                  onFocus={() => onPreview(option.targetIds)}
                  onBlur={() => onPreview(null)}
                >
                  <span className="flows-option-label">
                    <code>{option.event.type}</code>
                    {option.summary !== null && <span className="flows-option-summary"> {option.summary}</span>}
                  </span>
                </Button>
                <OptionOutcome graph={graph} option={option} id={outcomeId} />
              </li>
            );
          })}
        </ul>
      )}
      <h4>
        <Trans>Gezonden gebeurtenissen</Trans>
      </h4>
      {sent.length === 0 ? (
        <p className="muted">
          <Trans>Nog geen: de machine staat in haar begintoestand.</Trans>
        </p>
      ) : (
        <ol className="flows-steps">
          {sent.map((event, index) => {
            const summary = payloadSummary(event);
            return (
              <li key={index}>
                <code>{event.type}</code>
                {summary && <span className="flows-option-summary"> {summary}</span>}
              </li>
            );
          })}
        </ol>
      )}
      <h4>
        <Trans>Context</Trans>
      </h4>
      {/* Focusable so keyboard users can scroll a long context. */}
      <pre className="flows-context" tabIndex={0}>
        {visibleContext(snapshot.context, entry.secretContext)}
      </pre>
    </div>
  );
}
