import type { AnyStateNode, InspectionEvent } from 'xstate';
import { WALK_RECORDER } from './live-bridge.ts';
import { transitionIdOf } from './model.ts';

/** What the page hands over: one step of one machine, each only once per document. */
export interface WalkStep {
  machine: string;
  /** A transition taken, as the model counts it. */
  transition?: string;
  /** A state value the machine was in, as JSON. */
  value?: string;
}

interface MicrostepTransition {
  source: AnyStateNode;
  eventType: string;
}

/**
 * The browser tests' recorder (issue 17): an init script puts it into every page before the shop
 * runs, and the shop's inspection (live-bridge.ts) hands it each inspection event. It keeps the
 * machine, the transition's id (`always` and `after` edges included) and the state value, never
 * context or payloads, and passes each new step to the test through `reportName`, a binding the
 * test exposes, in a batch per task (a binding call is sent at once, so a page that navigates
 * away loses nothing). A shop without the init script has no recorder and records nothing.
 *
 * It stands alone (it is inlined as text): the id scheme comes in as `idOf`, the model's own
 * `transitionIdOf`, so the browser and the chart count alike.
 */
function installWalkRecorder(target: Window, idOf: typeof transitionIdOf, recorderName: string, reportName: string): void {
  const seen = new Set<string>();
  let batch: WalkStep[] = [];
  const flush = () => {
    const report = (target as unknown as Record<string, ((steps: WalkStep[]) => void) | undefined>)[reportName];
    if (report && batch.length > 0) report(batch);
    batch = [];
  };
  const note = (step: WalkStep) => {
    const key = JSON.stringify(step);
    if (seen.has(key)) return;
    seen.add(key);
    if (batch.length === 0) queueMicrotask(flush);
    batch.push(step);
  };
  const noteValue = (snapshot: unknown) => {
    const { machine, value } = snapshot as { machine?: { id?: unknown }; value?: unknown };
    if (typeof machine?.id === 'string' && value !== undefined) note({ machine: machine.id, value: JSON.stringify(value) });
  };
  (target as unknown as Record<string, (event: InspectionEvent) => void>)[recorderName] = (event) => {
    if (event.type === '@xstate.snapshot') noteValue(event.snapshot);
    if (event.type !== '@xstate.microstep') return;
    noteValue(event.snapshot);
    for (const taken of event._transitions as unknown as MicrostepTransition[]) {
      const id = idOf(taken.source, taken.eventType, taken);
      if (id) note({ machine: taken.source.machine.id, transition: id });
    }
  };
}

/** The recorder as an init script, reporting through the binding `reportName`. */
export const walkRecorderScript = (reportName: string): string =>
  `(${installWalkRecorder.toString()})(window, ${transitionIdOf.toString()}, ${JSON.stringify(WALK_RECORDER)}, ${JSON.stringify(reportName)});`;
