import type { BrowserContext, TestInfo } from '@playwright/test';
import type { TestWalk, WalkRecord } from '../../src/flows/browser-coverage.ts';
import { walkRecorderScript, type WalkStep } from '../../src/flows/walk-recorder.ts';

/**
 * The test's side of the flow recording (issue 17): every page of a test's browser context gets
 * the recorder before the shop runs, its steps come back through a binding, and at the end the
 * test attaches what its pages' machines walked, for the reporter (flow-walk-reporter.ts).
 */

export const WALK_ATTACHMENT = 'flow-walk';
const WALK_BINDING = '__recordFlowWalk';

/** Records the walk of every page the context opens; call the answer after the test to attach it. */
export async function recordWalk(context: BrowserContext): Promise<(testInfo: TestInfo) => Promise<void>> {
  const walked = new Map<string, { transitions: Set<string>; values: Set<string> }>();
  await context.exposeBinding(WALK_BINDING, (_source, steps: WalkStep[]) => {
    for (const step of steps) {
      const machine = walked.get(step.machine) ?? { transitions: new Set<string>(), values: new Set<string>() };
      walked.set(step.machine, machine);
      if (step.transition) machine.transitions.add(step.transition);
      if (step.value) machine.values.add(step.value);
    }
  });
  await context.addInitScript({ content: walkRecorderScript(WALK_BINDING) });
  return async (testInfo) => {
    const records: WalkRecord[] = [...walked].map(([machine, { transitions, values }]) => ({ machine, transitions: [...transitions], values: [...values] }));
    await testInfo.attach(WALK_ATTACHMENT, { body: JSON.stringify(records), contentType: 'application/json' });
  };
}

/** What a test's attachment holds, with the test's title. */
export function testWalkOf(test: string, body: Buffer | undefined): TestWalk | null {
  return body ? { test, records: JSON.parse(body.toString('utf8')) as WalkRecord[] } : null;
}
