/**
 * Screens compose the kit: the kit-usage rules of eslint.config.js refuse a feature or the shell
 * building class strings from a kit component's CSS and hand-writing a fact list, and let the kit
 * itself (and a feature's own CSS) through.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: root, overrideConfigFile: 'eslint.config.js' });

async function kitProblems(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax')
    .map((m) => m.message);
}

const screen = 'src/features/money/wallet/screens/example-screen.tsx';

describe('kit usage', () => {
  it('refuses the card CSS through the kit index', async () => {
    const problems = await kitProblems(
      screen,
      "import { cardStyles } from '@/components/card';\nexport const a = cardStyles;\n",
    );
    expect(problems).toEqual([expect.stringContaining('Page, Card, FactList')]);
  });

  it("refuses any kit component's CSS module", async () => {
    const problems = await kitProblems(
      'src/app/shell/example.tsx',
      "import styles from '@/components/select-field/select-field.module.css';\nexport const a = styles;\n",
    );
    expect(problems).toEqual([expect.stringContaining("kit component's CSS")]);
  });

  it('refuses a hand-written fact list', async () => {
    const problems = await kitProblems(
      screen,
      'export const A = () => <dl><dt>运单号</dt><dd>1</dd></dl>;\n',
    );
    expect(problems).toEqual([expect.stringContaining('FactList')]);
  });

  it('lets the kit pieces and a feature’s own CSS through', async () => {
    expect(
      await kitProblems(
        screen,
        "import { Card, FactList } from '@/components/card';\nimport styles from '../components/wallet.module.css';\nexport const A = () => <Card title={styles.x}><FactList facts={[]} /></Card>;\n",
      ),
    ).toEqual([]);
    expect(
      await kitProblems(
        'src/components/card/fact-list.tsx',
        "import styles from './card.module.css';\nexport const A = () => <dl className={styles.facts} />;\n",
      ),
    ).toEqual([]);
  });
});
