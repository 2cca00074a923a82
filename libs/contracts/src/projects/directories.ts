import { z } from 'zod';
import { requiredText, textRule, validationToken } from '../validation';
import { invalid } from './rules';

// The directories the gateway reads from and writes to, below the project root.

/**
 * A directory below the project root: relative, no `..`, no drive or leading slash, so the
 * server never reads or writes outside the directories it owns.
 */
export const projectSubdirectorySchema = requiredText(128).refine(
  (path) =>
    !path.startsWith('/') &&
    !path.includes('\\') &&
    !/^[A-Za-z]:/.test(path) &&
    path.split('/').every((part) => part !== '' && part !== '.' && part !== '..'),
  invalid,
);

/** The admin's sub-directories of a project root, in the order the form shows them. */
export const projectSubdirectoryFields = [
  'deliveryInbox',
  'exportInbox',
  'uploadInbox',
  'businessXmlInbox',
] as const;
export type ProjectSubdirectoryField = (typeof projectSubdirectoryFields)[number];

/** The gateway's own directories beside them: read files are moved there. */
export const reservedProjectDirectories = ['processed', 'error'] as const;

/**
 * A sub-directory as the file system may see it: its segments in Unicode NFC and lower case, so
 * that two spellings of one folder (on a case-insensitive or normalising file system) compare
 * equal.
 */
const directorySegments = (path: string): string[] =>
  path
    .trim()
    .normalize('NFC')
    .toLowerCase()
    .split('/')
    .filter((segment) => segment !== '' && segment !== '.');

/** Whether one directory is the other or lies inside it (either way round). */
const overlaps = (left: readonly string[], right: readonly string[]): boolean => {
  const [shorter, longer] = left.length <= right.length ? [left, right] : [right, left];
  return shorter.every((segment, index) => segment === longer[index]);
};

/**
 * The sub-directories that are the same as, inside or around one listed before them or one the
 * gateway keeps for itself: an outbound directory equal to the inbound one would read our own
 * 997 and 855 back in. Each conflict names the later field.
 */
export function overlappingDirectories(
  directories: Readonly<Record<ProjectSubdirectoryField, string>>,
): ProjectSubdirectoryField[] {
  const seen: string[][] = reservedProjectDirectories.map((name) => [name]);
  const overlapping: ProjectSubdirectoryField[] = [];
  for (const field of projectSubdirectoryFields) {
    const segments = directorySegments(directories[field]);
    // The root itself or a way out of it breaks the directory's own rule, reported there.
    if (segments.length === 0 || segments.includes('..')) continue;
    if (seen.some((other) => overlaps(other, segments))) overlapping.push(field);
    seen.push(segments);
  }
  return overlapping;
}

/** The directories of the spec (§3); the root defaults to `<DATA_DIR>/projects/<key>`. */
export const projectDirectoriesSchema = z
  .object({
    /** Empty: `<DATA_DIR>/projects/<key>`; otherwise an absolute path the admin chose. */
    projectRoot: textRule(128).refine(
      (path) => path === '' || (path.startsWith('/') && !path.split('/').includes('..')),
      invalid,
    ),
    deliveryInbox: projectSubdirectorySchema,
    exportInbox: projectSubdirectorySchema,
    uploadInbox: projectSubdirectorySchema,
    businessXmlInbox: projectSubdirectorySchema,
  })
  .superRefine(
    (directories, context) => {
      for (const field of overlappingDirectories(directories)) {
        context.addIssue({
          code: 'custom',
          path: [field],
          message: validationToken('directoryOverlap'),
          input: directories[field],
        });
      }
    },
    {
      // Also when another directory breaks its own rule: the form shows every problem at once.
      when: (payload) =>
        typeof payload.value === 'object' &&
        payload.value !== null &&
        projectSubdirectoryFields.every(
          (field) => typeof (payload.value as Record<string, unknown>)[field] === 'string',
        ),
    },
  );

export const defaultProjectDirectories: z.infer<typeof projectDirectoriesSchema> = {
  projectRoot: '',
  deliveryInbox: 'inbound',
  exportInbox: 'outbound',
  uploadInbox: 'upload',
  businessXmlInbox: 'business-xml',
};
