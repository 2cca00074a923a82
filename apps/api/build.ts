/**
 * Bundles the server into one ESM file, dist/apps/api/main.js. Node packages stay external
 * (they are installed beside it); workspace libs such as @portal/contracts are tsconfig paths,
 * so they are bundled in.
 */
import { build } from 'esbuild';
import { cp, readFile, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const projectRoot = fileURLToPath(new URL('.', import.meta.url));
const workspaceRoot = fileURLToPath(new URL('../../', import.meta.url));
const outdir = fileURLToPath(new URL('../../dist/apps/api/', import.meta.url));

const packageJson: unknown = JSON.parse(await readFile(`${workspaceRoot}package.json`, 'utf8'));
const version =
  typeof packageJson === 'object' &&
  packageJson !== null &&
  'version' in packageJson &&
  typeof packageJson.version === 'string'
    ? packageJson.version
    : '0.0.0';

await rm(outdir, { recursive: true, force: true });

const result = await build({
  entryPoints: [`${projectRoot}src/main.ts`],
  outfile: `${outdir}main.js`,
  tsconfig: `${projectRoot}tsconfig.json`,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  define: { __PORTAL_VERSION__: JSON.stringify(version) },
  logLevel: 'warning',
  metafile: true,
});

// The SQL migrations ship beside the bundle; the server applies them at start.
await cp(`${projectRoot}src/database/migrations`, `${outdir}migrations`, { recursive: true });

const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
process.stdout.write(
  `api: built dist/apps/api/main.js (version ${version}, ${bytes} bytes with map)\n`,
);
