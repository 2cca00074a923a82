/**
 * The command-line reading every benchmark script shares: `--name <n>`, a whole number of at
 * least 1, or `fallback` when the option is absent.
 */
export function wholeNumberOption(args: readonly string[], name: string, fallback: number): number {
  const at = args.indexOf(`--${name}`);
  const value = at >= 0 ? Number(args[at + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} takes a whole number`);
  return value;
}
