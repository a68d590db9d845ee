/** `npm run calls`: how many of the contract's operations the shop makes, and which it does not. */
import { UNUSED_CALLS, usage } from './calls-used.ts';

const { used, unused } = usage();
const total = used.length + unused.length;
console.log(`${used.length}/${total} calls of the contract are made by the shop (src/, machines/).`);
if (unused.length > 0) {
  console.log(`Unused (${unused.length}):`);
  for (const op of unused) {
    const reason = UNUSED_CALLS[op.operationId] ?? 'NOT EXPLAINED — add it to UNUSED_CALLS and docs/decisions/011-every-call.md';
    console.log(`  ${op.method.toUpperCase().padEnd(6)} ${op.path}  (${op.operationId}): ${reason}`);
  }
}
