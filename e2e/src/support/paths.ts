import { resolve } from 'node:path';

export const workspaceRoot = resolve(import.meta.dirname, '../../..');
export const distApps = resolve(workspaceRoot, 'dist/apps');
/** Builds and files the e2e run makes for itself (a second orders build, a broken remote). */
export const e2eWorkDir = resolve(workspaceRoot, 'tmp/e2e');
export const alternateOrdersBuild = resolve(e2eWorkDir, 'orders-alternate');
export const brokenRemoteDir = resolve(e2eWorkDir, 'broken-remote');
export const alternateBuildId = 'e2e-alternate';
