import { DemoError, badRequest, notFound, tokenExpired } from './http.ts';
import type { OperationIndex } from './operations.ts';

export const FAULT_STATUSES = [401, 404, 500, 502, 503, 504] as const;
export type FaultStatus = (typeof FAULT_STATUSES)[number];

/**
 * The next `times` calls of `operation` answer `status`. Without `lostAnswer` the call fails before
 * the route runs, so a failed write changes nothing; with it the route runs (a write takes effect)
 * and its answer is lost on the way back, as when a connection drops after the backend saved.
 */
export interface PendingFault {
  operation: string;
  status: FaultStatus;
  times: number;
  lostAnswer?: true;
}

/** What one call of a faulted operation meets. */
type FaultStrike = Pick<PendingFault, 'status' | 'lostAnswer'>;

/** An answer can only be lost as the network or a gateway loses it; a 401 or 404 is an answer of the route itself. */
const LOST_ANSWER_STATUSES: readonly FaultStatus[] = [500, 502, 503, 504];

export const injectedFailure = (status: 500 | 502 | 503 | 504 = 503) =>
  new DemoError(status, 'De demo-backend simuleert een storing', 'InjectedFailure');

/** The error an injected fault answers: each status as the backend words it for real. */
export function faultError(status: FaultStatus): DemoError {
  if (status === 401) return tokenExpired();
  if (status === 404) return notFound('Gevraagde gegevens');
  return injectedFailure(status);
}

const isFaultStatus = (value: unknown): value is FaultStatus => FAULT_STATUSES.some((s) => s === value);

/** A fault from the body of `POST /__demo/faults`; refuses what the demo cannot simulate. */
export function faultFrom(body: Record<string, unknown>, operations: OperationIndex): PendingFault {
  const { operation, times = 1, status = 503, lostAnswer = false } = body;
  if (typeof operation !== 'string' || !operations.has(operation)) {
    throw badRequest(`Onbekende operatie ${JSON.stringify(operation)}: geef methode en pad zoals in het contract, bv. "GET /v3/rental/cart/{id}"`);
  }
  if (typeof times !== 'number' || !Number.isInteger(times) || times < 1) throw badRequest('times moet een geheel getal ≥ 1 zijn');
  if (!isFaultStatus(status)) throw badRequest(`status moet een van ${FAULT_STATUSES.join(', ')} zijn`);
  if (typeof lostAnswer !== 'boolean') throw badRequest('lostAnswer moet true of false zijn');
  if (!lostAnswer) return { operation, status, times };
  if (!LOST_ANSWER_STATUSES.includes(status)) throw badRequest(`een verloren antwoord heeft status ${LOST_ANSWER_STATUSES.join(', ')}`);
  return { operation, status, times, lostAnswer };
}

export interface FaultQueue {
  add(fault: PendingFault): void;
  isEmpty(): boolean;
  pending(): PendingFault[];
  clear(): void;
  /** How the next call of `operation` fails, counting it off; null if no fault is pending for it. */
  take(operation: string): FaultStrike | null;
}

/** Faults in the order they were asked for: the oldest for an operation fails its calls first. */
export function createFaultQueue(): FaultQueue {
  let faults: PendingFault[] = [];
  return {
    add(fault) {
      faults.push({ ...fault });
    },
    isEmpty: () => faults.length === 0,
    pending: () => faults.map((fault) => ({ ...fault })),
    clear() {
      faults = [];
    },
    take(operation) {
      const fault = faults.find((f) => f.operation === operation);
      if (!fault) return null;
      fault.times--;
      if (fault.times === 0) faults = faults.filter((f) => f !== fault);
      return fault.lostAnswer ? { status: fault.status, lostAnswer: true } : { status: fault.status };
    },
  };
}
