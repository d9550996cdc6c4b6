import {test as base, expect} from '@playwright/test';

/** Every test talks to the server started by global-setup.ts. */
export const test = base.extend({
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: run the tests through playwright.config.ts');
    await use(url);
  },
});

export {expect};
