import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The design's layers hold because the lint rejects what breaks them (eslint.config.js); these
// lint a made-up file at a real place and expect the rule to name it.
const eslint = new ESLint({ cwd: process.cwd() });

async function problemsOf(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('the lint of the layers', () => {
  it('rejects a view that imports a machine’s rules and lets it import selectors and types', async () => {
    expect(await problemsOf('src/views/checkout/Made.tsx', "import { pendingActions } from '../../../machines/cart/rules.ts';\nexport const made = pendingActions;\n")).toEqual([
      expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: .*only selectors and types/),
    ]);
    expect(await problemsOf('src/features/checkout/cart/Made.tsx', "import { cartMachine } from '../../../../machines/cart/machine.ts';\nexport const made = cartMachine;\n")).toEqual([
      expect.stringMatching(/only selectors and types/),
    ]);
    expect(
      await problemsOf(
        'src/views/checkout/Made.tsx',
        "import type { Cart } from '../../../machines/cart/rules.ts';\nimport { selectItemCount } from '../../../machines/cart/selectors.ts';\nexport const made: [Cart | null, unknown] = [null, selectItemCount];\n",
      ),
    ).toEqual([]);
  });

  it('rejects an area that imports another area’s feature and lets it import the shared ones', async () => {
    expect(await problemsOf('src/views/account/Made.tsx', "import { EmptyCart } from '../../features/checkout/cart/EmptyCart.tsx';\nexport const made = EmptyCart;\n")).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*The account area uses its own features and src\/features\/shared/),
    ]);
    expect(await problemsOf('src/features/shared/Made.tsx', "import { EmptyCart } from '../checkout/cart/EmptyCart.tsx';\nexport const made = EmptyCart;\n")).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*The shared area/),
    ]);
    expect(await problemsOf('src/views/account/Made.tsx', "import { AttachmentsField } from '../../features/shared/attachments/AttachmentsField.tsx';\nexport const made = AttachmentsField;\n")).toEqual([]);
  });

  it('has the shop take zod only from src/domain/zod.ts, where it is kept from eval', async () => {
    expect(await problemsOf('src/domain/made.ts', "import { z } from 'zod/mini';\nexport const made = z.string();\n")).toEqual([expect.stringMatching(/^no-restricted-imports: .*src\/domain\/zod\.ts/)]);
    expect(await problemsOf('src/flows/made.ts', "import { z } from 'zod';\nexport const made = z.string();\n")).toEqual([expect.stringMatching(/^no-restricted-imports: /)]);
    expect(await problemsOf('src/domain/made.ts', "import { z } from './zod.ts';\nexport const made = z.string();\n")).toEqual([]);
  });

  it('names a component module in PascalCase and every other module in kebab-case', async () => {
    expect(await problemsOf('src/app/accessRules.ts', 'export const made = 1;\n')).toEqual(['shop/file-name-case: A module that is no component is named in kebab-case.ts.']);
    expect(await problemsOf('src/app/page-title.tsx', 'export const made = 1;\n')).toEqual(['shop/file-name-case: A component module is named in PascalCase.tsx.']);
    expect(await problemsOf('src/app/route-access.test.ts', 'export const made = 1;\n')).toEqual([]);
    expect(await problemsOf('src/app/PageTitle.tsx', 'export const made = 1;\n')).toEqual([]);
  });
});
