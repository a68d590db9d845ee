import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { registry, type RegisteredMachine } from './registry.ts';

const MACHINES = new URL('./', import.meta.url);
const flowFolders = readdirSync(MACHINES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(new URL(`${entry.name}/flow.ts`, MACHINES)))
  .map((entry) => entry.name)
  .sort();

async function registeredIn(folder: string): Promise<RegisteredMachine> {
  const module = (await import(`./${folder}/flow.ts`)) as Record<string, unknown>;
  const entries = Object.values(module).filter((value): value is RegisteredMachine => registry.includes(value as RegisteredMachine));
  expect(entries, `machines/${folder}/flow.ts registers one machine`).toHaveLength(1);
  return entries[0]!;
}

describe('the registry', () => {
  it('lists the machine of every flow folder, once', async () => {
    const entries = await Promise.all(flowFolders.map(registeredIn));
    expect(new Set(entries).size).toBe(registry.length);
  });

  // `npm run paths -- --machine <folder>`, /flows/<folder> and docs/flows/<folder>.svg then name
  // the flow as its folder does.
  it('registers each flow under its folder name', async () => {
    const ids = await Promise.all(flowFolders.map(async (folder) => (await registeredIn(folder)).id));
    expect(ids).toEqual(flowFolders);
  });

  // The live view and the browser walk see a running actor's machine id: it must be the registry's.
  it('gives each machine the id it is registered with', () => {
    expect(registry.filter((entry) => entry.machine.id !== entry.id).map((entry) => `${entry.id}: ${entry.machine.id}`)).toEqual([]);
  });
});
