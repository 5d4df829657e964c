import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The layer rule of eslint.config.mjs, run as `npm run lint` runs it, on code that breaks it.
const eslint = new ESLint({ cwd: process.cwd() });

async function restricted(filePath: string, code: string): Promise<string[]> {
  const results = await eslint.lintText(code, { filePath });
  return results.flatMap((result) => result.messages).filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports').map((m) => m.message);
}

describe('the layers (app → components → lib → content)', { timeout: 60_000 }, () => {
  it('refuses lib importing components or app, by alias or relative path', async () => {
    const found = await restricted('lib/iching/zz-layer.ts', "import { Link } from '@/components/ui/link';\nimport page from '../../app/[locale]/page';\nexport const x = [Link, page];\n");
    expect(found).toHaveLength(2);
    expect(found[0]).toContain('lib/ is the domain');
  });

  it('refuses components importing app', async () => {
    expect(await restricted('components/ui/zz-layer.tsx', "import layout from '@/app/[locale]/layout';\nexport const x = layout;\n")).toHaveLength(1);
  });

  it("lets content name lib's types but not import its code", async () => {
    const typeOnly = "import type { Tone } from '@/lib/insight/local/lines';\nexport const t: Tone = 'mixed';\n";
    expect(await restricted('content/insight/zz-layer.ts', typeOnly)).toEqual([]);
    const code = "import { getHexagram } from '@/lib/iching/library';\nexport const h = getHexagram(1);\n";
    expect(await restricted('content/insight/zz-layer.ts', code)).toHaveLength(1);
  });

  it('lets each layer import the layers to its right', async () => {
    expect(await restricted('components/ui/zz-layer.tsx', "import { getHexagram } from '@/lib/iching/library';\nexport const h = getHexagram(1);\n")).toEqual([]);
    expect(await restricted('lib/iching/zz-layer.ts', "import { josa } from '@/content/korea/josa';\nexport const j = josa;\n")).toEqual([]);
  });
});

describe('one way to hand strings to client components (ClientMessages)', { timeout: 60_000 }, () => {
  const direct = "import { ClientStrings } from '@/components/i18n/client-strings';\nexport const x = ClientStrings;\n";

  it('refuses a page or a component building the ClientStrings context itself', async () => {
    expect(await restricted('app/[locale]/zz-page.tsx', direct)).toEqual([expect.stringContaining('<ClientMessages')]);
    expect(await restricted('components/report/zz-part.tsx', direct)).toEqual([expect.stringContaining('<ClientMessages')]);
    expect(await restricted('components/i18n/zz-part.tsx', "import { ClientStrings } from './client-strings';\nexport const x = ClientStrings;\n")).toHaveLength(1);
  });

  it('lets ClientMessages build it, and any client component read strings', async () => {
    expect(await restricted('components/i18n/client-messages.tsx', "import { ClientStrings } from './client-strings';\nexport const x = ClientStrings;\n")).toEqual([]);
    expect(await restricted('components/report/zz-part.tsx', "import { useStrings } from '@/components/i18n/client-strings';\nexport const x = useStrings;\n")).toEqual([]);
  });
});
