import { afterEach, describe, expect, it } from 'vitest';
import { portalAppConfig } from '../rspack/portal-app';

/**
 * The production build is what WEB_ROOT serves to anyone: it must not write source maps there
 * (they hold the whole front-end source). Development builds keep them for debugging.
 */
describe('source maps in the front-end builds', () => {
  const nodeEnv = process.env['NODE_ENV'];
  afterEach(() => {
    if (nodeEnv === undefined) delete process.env['NODE_ENV'];
    else process.env['NODE_ENV'] = nodeEnv;
  });

  const config = () =>
    portalAppConfig({ project: 'orders', container: 'orders', exposes: { './contract': './x' } });

  it.each(['production', 'test', undefined])(
    'writes none when NODE_ENV is %s (a production build)',
    (value) => {
      if (value === undefined) delete process.env['NODE_ENV'];
      else process.env['NODE_ENV'] = value;
      const built = config();
      expect(built.mode).toBe('production');
      expect(built.devtool).toBe(false);
      const pluginNames = (built.plugins ?? []).map((plugin) =>
        plugin !== null && typeof plugin === 'object' ? plugin.constructor.name : String(plugin),
      );
      expect(pluginNames.filter((name) => /SourceMap/i.test(name))).toEqual([]);
    },
  );

  it('keeps them in development builds', () => {
    process.env['NODE_ENV'] = 'development';
    expect(config().devtool).toBe('cheap-module-source-map');
  });
});
