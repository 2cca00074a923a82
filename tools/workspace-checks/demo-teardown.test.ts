import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * `npm run demo` stopped by its pid ends every process it started (issue 20). The demo's
 * process-tree logic (tools/scripts/children.sh) runs here around stand-ins for the server and the
 * simulator watcher, with the watcher's grandchildren as `npx tsx` has them, started by the
 * package.json script line itself.
 */
const workspaceRoot = resolve(import.meta.dirname, '../..');
const childrenScript = resolve(workspaceRoot, 'tools/scripts/children.sh');
const demoScript = 'tools/scripts/demo.sh';
const marker = 'demo-teardown-stand-in';

/** A node process that runs until it is signalled, findable by its marker argument. */
const standIn = (name: string) => `node -e "setInterval(() => {}, 1000)" ${marker} ${name}`;

/** demo.sh's shape: a finished foreground step, the server, then the watcher with grandchildren. */
const fixture = `set -euo pipefail
source ${JSON.stringify(childrenScript)}
end_children_on_exit
run_child true
spawn_child ${standIn('server')}
server=$!
spawn_child bash -c '${standIn('watcher-a')} & ${standIn('watcher-b')} & wait'
wait "$server"
`;

interface ProcessEntry {
  pid: number;
  parent: number;
  state: string;
  command: string;
}

/** Every process on the machine, from /proc (a zombie is ended: only its exit status is left). */
function processes(): ProcessEntry[] {
  const entries: ProcessEntry[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // The command name is in parentheses and may hold spaces: the fields follow the last ')'.
      const [state = '', parent = ''] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const command = readFileSync(`/proc/${name}/cmdline`, 'utf8').replaceAll('\0', ' ');
      entries.push({ pid: Number(name), parent: Number(parent), state, command });
    } catch {
      // The process ended while it was being read.
    }
  }
  return entries;
}

/** The running (not zombie) processes below `root`, the root included. */
function tree(root: number): ProcessEntry[] {
  const all = processes().filter((entry) => entry.state !== 'Z');
  const found = all.filter((entry) => entry.pid === root);
  for (let index = 0; index < found.length; index += 1) {
    const parent = found[index]?.pid;
    found.push(...all.filter((entry) => entry.parent === parent));
  }
  return found;
}

const running = (pids: readonly number[]) => {
  const alive = new Set(
    processes()
      .filter((entry) => entry.state !== 'Z')
      .map((entry) => entry.pid),
  );
  return pids.filter((pid) => alive.has(pid));
};

/** Polls `probe` until it returns a value `done` accepts, for at most `timeoutMs`. */
async function pollUntil<T>(
  probe: () => T,
  done: (value: T) => boolean,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = probe();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((next) => setTimeout(next, 50));
    value = probe();
  }
  return value;
}

describe('stopping npm run demo', () => {
  const dirs: string[] = [];
  let started: number[] = [];

  afterEach(() => {
    // A failed run must not leave its stand-ins behind.
    for (const pid of running(started)) process.kill(pid, 'SIGKILL');
    started = [];
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  /** Starts the fixture the way `how` says and waits until all three stand-ins run. */
  async function startDemo(how: 'npm run demo' | 'bash'): Promise<{
    root: ChildProcess;
    script: ProcessEntry;
  }> {
    const dir = mkdtempSync(join(tmpdir(), 'demo-teardown-'));
    dirs.push(dir);
    const fixtureFile = join(dir, 'demo.sh');
    writeFileSync(fixtureFile, fixture);
    let root: ChildProcess;
    if (how === 'npm run demo') {
      const manifest = JSON.parse(readFileSync(resolve(workspaceRoot, 'package.json'), 'utf8')) as {
        scripts: Record<string, string>;
      };
      const demo = manifest.scripts['demo'] ?? '';
      expect(demo).toContain(demoScript);
      writeFileSync(
        join(dir, 'package.json'),
        JSON.stringify({ scripts: { demo: demo.replace(demoScript, fixtureFile) } }),
      );
      root = spawn('npm', ['run', 'demo', '--silent'], { cwd: dir, stdio: 'ignore' });
    } else {
      root = spawn('bash', [fixtureFile], { cwd: dir, stdio: 'ignore' });
    }
    const rootPid = root.pid;
    if (rootPid === undefined) throw new Error(`${how} did not start`);
    const standIns = (entries: ProcessEntry[]) =>
      entries.filter(
        (entry) => entry.command.startsWith('node ') && entry.command.includes(marker),
      );
    const seen = await pollUntil(
      () => tree(rootPid),
      (found) => standIns(found).length === 3,
      20_000,
    );
    started = seen.map((entry) => entry.pid);
    expect(
      standIns(seen)
        .map((entry) => entry.command.split(`${marker} `)[1]?.trim())
        .sort(),
    ).toEqual(['server', 'watcher-a', 'watcher-b']);
    const script = seen.find((entry) => entry.command.includes(fixtureFile));
    if (script === undefined) throw new Error('the demo script is not running');
    return { root, script };
  }

  it('by the npm pid (SIGTERM) ends the script, the server, the watcher and its children', async () => {
    const { root } = await startDemo('npm run demo');
    const exited = new Promise((done) => root.once('exit', done));
    root.kill('SIGTERM');
    await exited;
    expect(
      await pollUntil(
        () => running(started),
        (left) => left.length === 0,
        10_000,
      ),
    ).toEqual([]);
  });

  it.each(['SIGTERM', 'SIGINT'] as const)(
    'by the script’s own pid (%s) ends every child and grandchild',
    async (signal) => {
      const { root, script } = await startDemo('bash');
      const exited = new Promise<number | null>((done) => root.once('exit', done));
      process.kill(script.pid, signal);
      expect(await exited).toBe(signal === 'SIGTERM' ? 143 : 130);
      expect(
        await pollUntil(
          () => running(started),
          (left) => left.length === 0,
          10_000,
        ),
      ).toEqual([]);
    },
  );

  it('is how demo.sh starts every child: through children.sh, with the teardown set first', () => {
    const lines = readFileSync(resolve(workspaceRoot, demoScript), 'utf8').split('\n');
    const teardown = lines.indexOf('end_children_on_exit');
    expect(lines).toContain('source "$(dirname "$0")/children.sh"');
    expect(teardown).toBeGreaterThan(-1);
    const firstChild = lines.findIndex((line) => /^(spawn_child|run_child) /.test(line));
    expect(firstChild).toBeGreaterThan(teardown);
    // A bare `command &` would start a child outside every group the teardown signals.
    expect(lines.filter((line) => /&\s*(#.*)?$/.test(line) && !line.includes('&&'))).toEqual([]);
  });
});
