import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {majorOf, nodeEnv} from '../nodeLts.js';

const node = '/cache/node24/bin/node';

describe('the environment that runs a command under the LTS Node', () => {
  const outer = {
    PATH: '/usr/bin:/bin',
    HOME: '/root',
    NODE: '/usr/bin/node',
    npm_node_execpath: '/usr/bin/node',
    npm_config_prefix: '/usr',
    npm_config_global_prefix: '/usr',
    npm_config_nodedir: '/usr',
    npm_config_user_agent: 'npm/11 node/v20.20.2',
    npm_config_cache: '/root/.npm',
    npm_lifecycle_event: 'test',
  };

  it("puts the LTS Node's folder first on PATH and names it where the outer npm named the installing Node", () => {
    const env = nodeEnv(node, outer, '24.21.0');
    expect(env.PATH).toBe(`/cache/node24/bin${path.delimiter}/usr/bin:/bin`);
    expect(env.NODE).toBe(node);
    expect(env.npm_node_execpath).toBe(node);
  });

  it("drops the outer npm's prefix, headers and user agent, whose bin folder would put the installing Node first again", () => {
    const env = nodeEnv(node, outer, '24.21.0');
    for (const name of ['npm_config_prefix', 'npm_config_global_prefix', 'npm_config_nodedir', 'npm_config_user_agent']) expect(env).not.toHaveProperty(name);
    expect(env).toMatchObject({HOME: '/root', npm_config_cache: '/root/.npm', npm_lifecycle_event: 'test'});
  });

  it('adds no NODE or npm_node_execpath that the environment did not have, and no addon hook from Node 24 on', () => {
    const env = nodeEnv(node, {PATH: '/usr/bin'}, '24.0.0');
    expect(env).toEqual({PATH: `/cache/node24/bin${path.delimiter}/usr/bin`});
  });

  it('reads the major of a version with or without its v', () => {
    expect([majorOf('20.19.5'), majorOf('v24.21.0'), majorOf('26.12.1')]).toEqual([20, 24, 26]);
  });
});
