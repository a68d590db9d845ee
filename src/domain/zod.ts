import { z } from 'zod/mini';

// The shop's pages refuse eval (docs/decisions/023-security-headers.md). Left to itself, zod
// compiles a faster object parser with `new Function` where it may, and its probe for that is
// reported as a policy violation even though zod catches the refusal. The setting is read when a
// schema is made, so every module takes zod from here (the lint holds it); the shop's forms are no
// hot path.
z.config({ jitless: true });

export { z };
