import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { FlowGraph, FlowStateType } from './model.ts';
import { shortName } from './scene.ts';

function useTypeName(): (type: FlowStateType) => string {
  const { t } = useLingui();
  return (type) =>
    ({
      atomic: t`enkelvoudig`,
      compound: t`samengesteld`,
      parallel: t`parallel`,
      final: t`eindtoestand`,
      history: t`geschiedenis`,
    })[type];
}

/**
 * What a chart box cannot show in full: a state's actions and its outgoing transitions, with why
 * each is there. The graph's descriptions are already in the reader's language (describedGraph).
 */
export function StateDetails({ graph, stateId }: { graph: FlowGraph; stateId: string | null }) {
  const typeName = useTypeName();
  const titleId = useId();
  const state = stateId ? graph.states.find((s) => s.id === stateId) : undefined;
  if (!state) {
    return (
      <section className="flows-panel" aria-labelledby={titleId} aria-live="polite">
        <h3 id={titleId}>
          <Trans>Details</Trans>
        </h3>
        <p className="muted">
          <Trans>Kies een toestand in het diagram om haar details te zien.</Trans>
        </p>
      </section>
    );
  }
  const name = shortName(graph, state.id);
  const outgoing = graph.transitions.filter((t) => t.source === state.id);
  const none = <span className="muted">–</span>;
  return (
    <section className="flows-panel" aria-labelledby={titleId} aria-live="polite">
      <h3 id={titleId}>
        <Trans>Toestand {name}</Trans>
      </h3>
      <dl className="flows-details">
        <dt>
          <Trans>Soort</Trans>
        </dt>
        <dd>
          {typeName(state.type)}
          {state.initial && state.parentId !== null && (
            <>
              {', '}
              <Trans>begintoestand</Trans>
            </>
          )}
        </dd>
        <dt>
          <Trans>Beschrijving</Trans>
        </dt>
        <dd>{state.description ?? none}</dd>
        <dt>
          <Trans>Tags</Trans>
        </dt>
        <dd>{state.tags.length > 0 ? state.tags.join(', ') : none}</dd>
        <dt>
          <Trans>Roept aan</Trans>
        </dt>
        <dd>{state.invokes.length > 0 ? state.invokes.map((i) => (i.id === i.src ? i.src : `${i.src} (${i.id})`)).join(', ') : none}</dd>
        <dt>
          <Trans>Bij binnenkomst</Trans>
        </dt>
        <dd>{state.entry.length > 0 ? state.entry.join(', ') : none}</dd>
        <dt>
          <Trans>Bij vertrek</Trans>
        </dt>
        <dd>{state.exit.length > 0 ? state.exit.join(', ') : none}</dd>
      </dl>
      <h4>
        <Trans>Uitgaande overgangen</Trans>
      </h4>
      {outgoing.length === 0 ? (
        <p className="muted">
          <Trans>Geen.</Trans>
        </p>
      ) : (
        <ul className="flows-transitions">
          {outgoing.map((transition) => (
            <li key={transition.id}>
              <code>{transition.label}</code>
              {' → '}
              {transition.targets.length > 0 ? transition.targets.map((id) => shortName(graph, id)).join(', ') : <Trans>blijft in {name}</Trans>}
              {transition.description && <span className="flows-transition-description">{transition.description}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
