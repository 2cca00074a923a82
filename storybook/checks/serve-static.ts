// `tsx storybook/checks/serve-static.ts [folder] [port]`: the Playwright checks' web server for
// the built Storybook (dist/storybook).
import { serveFolder } from '../../tools/browser/static-server';

const { origin } = await serveFolder(process.argv[2] ?? 'dist/storybook', {
  port: Number(process.argv[3] ?? '6007'),
  // The checks open every story afresh: the browser keeps the bundles between them.
  headers: { 'cache-control': 'max-age=3600' },
});
process.stdout.write(`Storybook at ${origin}\n`);
