// A look at built stories while writing them (docs/storybook.md):
//   npx tsx storybook/checks/look.ts --dir tmp/sb-orders orders-order-information--filled@en-us …
// Prints each story's console errors, failed calls and unanswered API calls, and whether its play
// function passed; writes a screenshot to tmp/look/<id>-<locale>.png. `--all <prefix>` looks at
// every story whose id starts with the prefix, in both languages.
import { mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { apiPrefix } from '@portal/contracts';
import { chromiumLaunchOptions } from '../../tools/browser/chromium';
import { serveFolder } from '../../tools/browser/static-server';
import { storyIds, waitForStory } from './story-page';

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const [value] = args.splice(at, 2).slice(1);
  return value;
};
const dir = option('--dir') ?? 'dist/storybook';
const prefix = option('--all');
const targets =
  prefix === undefined
    ? args
    : storyIds(JSON.parse(readFileSync(resolve(dir, 'index.json'), 'utf8')))
        .filter((id) => id.startsWith(prefix))
        .flatMap((id) => [`${id}@zh-cn`, `${id}@en-us`]);
mkdirSync('tmp/look', { recursive: true });
const server = await serveFolder(dir);
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const target of targets) {
    const [id = '', locale = 'zh-cn'] = target.split('@');
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text().slice(0, 400)}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('response', (response) => {
      if (response.status() >= 400 && !new URL(response.url()).pathname.startsWith(`${apiPrefix}/`))
        problems.push(`HTTP ${response.status()} ${response.url()}`);
    });
    const result = await waitForStory(page, server.origin, id, locale);
    await page.screenshot({ path: `tmp/look/${id}-${locale}.png`, fullPage: false });
    const text = (await page.locator('#storybook-root').innerText()).replace(/\s+/g, ' ');
    process.stdout.write(
      `\n${id} (${locale}): ${result}\n${problems.map((p) => `  ${p}`).join('\n')}\n  text: ${text.slice(0, 300)}\n`,
    );
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}
