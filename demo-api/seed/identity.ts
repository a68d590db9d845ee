import type { DemoDb } from '../db.ts';
import type { Clock } from '../lib/http.ts';

export function seedIdentity(db: DemoDb, clock: Clock): void {
  void db;
  void clock;
}
