import type { NodePath, PluginObj, types } from '@babel/core';

type Types = typeof types;

export interface ChartDescriptionsOptions {
  /** Told each description the pass leaves out (the tests check that /flows still has it). */
  onRemoved?: (text: string) => void;
}

/**
 * The build leaves the descriptions out of the machines the shop runs: they are prose for the
 * analysts' charts at /flows, which no customer's screen reads, and the long-lived machines carried
 * some 2 KB gzip of it in the entry (docs/decisions/025). The flows view reads them from
 * src/flows/chart-descriptions.generated.ts, written from the machines as they are in the source.
 * Only the build runs this pass: the dev server, the unit tests and the chart export keep them.
 */
export function withoutChartDescriptions({ types: t }: { types: Types }, { onRemoved }: ChartDescriptionsOptions = {}): PluginObj {
  const isCreateMachine = (callee: types.Node) =>
    t.isIdentifier(callee, { name: 'createMachine' }) || (t.isMemberExpression(callee) && t.isIdentifier(callee.property, { name: 'createMachine' }));
  const writtenText = (value: types.Node): string | null => {
    if (t.isStringLiteral(value)) return value.value;
    if (t.isTemplateLiteral(value) && value.expressions.length === 0) return value.quasis[0]?.value.cooked ?? null;
    return null;
  };
  return {
    name: 'without-chart-descriptions',
    visitor: {
      CallExpression(path: NodePath<types.CallExpression>) {
        const [config] = path.get('arguments');
        if (!isCreateMachine(path.node.callee) || !config?.isObjectExpression()) return;
        config.traverse({
          ObjectProperty(property: NodePath<types.ObjectProperty>) {
            const { key, value, computed } = property.node;
            if (computed || !(t.isIdentifier(key, { name: 'description' }) || t.isStringLiteral(key, { value: 'description' }))) return;
            // A description is written text; a computed value under that name would be the machine's own data.
            const text = writtenText(value);
            if (text === null) return;
            property.remove();
            onRemoved?.(text);
          },
        });
      },
    },
  };
}

/** The machine modules the pass applies to, as Babel's `include` takes them. */
export const MACHINE_MODULES = /[\\/]machines[\\/][^\\/]+[\\/]machine\.ts$/;
