import { Trans, useLingui } from '@lingui/react/macro';
import { formatClockTime } from '../domain/format.ts';
import type { LiveActor, LiveState } from './live.ts';
import { valuePaths } from './model.ts';

/** `a3f9 · x:2`: the tab's short id and the actor's session id. */
const actorName = (actor: Pick<LiveActor, 'tab' | 'sessionId'>) => `${actor.tab.slice(0, 4)} · ${actor.sessionId}`;

function useStatusName(): (status: LiveActor['status']) => string {
  const { t } = useLingui();
  return (status) => ({ active: t`actief`, done: t`klaar`, error: t`fout`, stopped: t`gestopt` })[status];
}

export function LivePanel({ machineId, live }: { machineId: string; live: LiveState }) {
  const { t } = useLingui();
  const statusName = useStatusName();
  const actors = live.actors.filter((actor) => actor.machineId === machineId);
  const log = live.log.filter((entry) => entry.machineId === machineId);
  const names = new Map(live.actors.map((actor) => [actor.key, actorName(actor)]));
  return (
    <div className="flows-live">
      <p className="muted">
        <Trans>
          Open de winkel in een ander tabblad van deze browser. Elke actor van deze machine verschijnt hier; het diagram toont hun huidige toestanden.
        </Trans>
      </p>
      <h4>
        <Trans>Actoren</Trans>
      </h4>
      {actors.length === 0 ? (
        <p className="muted">
          <Trans>Nog geen live actoren van deze machine.</Trans>
        </p>
      ) : (
        <ul className="flows-actors" aria-label={t`Live actoren`}>
          {actors.map((actor) => (
            <li key={actor.key} className={actor.status === 'active' ? undefined : 'is-inactive'}>
              <span className="flows-actor-name">{actorName(actor)}</span>{' '}
              <strong className="flows-actor-state">{valuePaths(actor.value)}</strong>{' '}
              <span className="muted">
                ({statusName(actor.status)}, {formatClockTime(actor.at)})
              </span>
            </li>
          ))}
        </ul>
      )}
      <h4>
        <Trans>Gebeurtenissen</Trans>
      </h4>
      {log.length === 0 ? (
        <p className="muted">
          <Trans>Nog geen gebeurtenissen.</Trans>
        </p>
      ) : (
        // Focusable: keyboard users scroll the log.
        <ol className="flows-log" tabIndex={0} aria-label={t`Gebeurtenissenlogboek`}>
          {log.map((entry) => (
            <li key={entry.id}>
              <span className="flows-log-meta">
                {formatClockTime(entry.at)} · {names.get(entry.actorKey)}
              </span>
              <span>
                <code>{entry.event}</code> → <strong>{valuePaths(entry.value)}</strong>
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
