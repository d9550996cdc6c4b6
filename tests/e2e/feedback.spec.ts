import type {Locator, Page, Request} from '@playwright/test';
import {test, expect, pageSettled, twoFrames} from './fixtures.ts';
import {storedResponses} from './feedbackStore.ts';

const OUTBOX_KEY = 'fs.feedback.outbox';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

interface Posted {
  id: string;
  timestamp: string;
  rate: number;
  message: string;
  email: string;
  page: string;
  locale: string;
}

/** Answers POST /api/feedback with the given statuses in turn (the last one repeats) and records every body. */
async function mockEndpoint(page: Page, statuses: number[] = [201]) {
  const posts: Posted[] = [];
  const requests: Request[] = [];
  await page.route('**/api/feedback', async (route) => {
    const request = route.request();
    if (request.method() !== 'POST') return route.fallback();
    requests.push(request);
    posts.push(request.postDataJSON() as Posted);
    const status = statuses[Math.min(posts.length - 1, statuses.length - 1)];
    await route.fulfill({status, contentType: 'application/json', body: JSON.stringify(status < 300 ? {id: posts.at(-1)!.id} : {error: 'x'})});
  });
  return {posts, requests};
}

const feedbackButton = (page: Page) => page.getByRole('button', {name: 'Feedback', exact: true});
const barButton = (page: Page) => page.locator('.theme-announcement-bar [data-feedback-open]');
const dialog = (page: Page) => page.getByRole('dialog', {name: 'Share your feedback'});
const outbox = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as Array<{response: Posted; failures: number}>, OUTBOX_KEY);

/** The survey's message about the response it handed over (the always-present polite live region). */
const surveyStatus = (page: Page) => page.locator('[role="status"]').filter({hasText: /your (feedback|rating)/i});
const prompt = (page: Page) => page.getByRole('group', {name: 'Was this page helpful?'});

/** Records each POST to /api/feedback that the server answered, with the body it carried. */
function recordPosts(page: Page): Posted[] {
  const posts: Posted[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/feedback') posts.push(request.postDataJSON() as Posted);
  });
  return posts;
}

/**
 * Holds every POST to /api/feedback until the test lets it go on to the real server, so a test can look at the page
 * while a response is on its way, without waiting for any amount of time.
 */
async function holdPosts(page: Page) {
  const held: Array<() => Promise<void>> = [];
  await page.route('**/api/feedback', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    await new Promise<void>((resolve) => held.push(async () => resolve()));
    await route.continue();
  });
  return {
    count: () => held.length,
    release: async () => {
      for (const go of held.splice(0)) await go();
    },
  };
}

const closeWays = {
  Escape: async (page: Page) => page.keyboard.press('Escape'),
  'the close button': async (page: Page) => dialog(page).getByRole('button', {name: 'Close'}).click(),
  Send: async (page: Page) => {
    await dialog(page).getByRole('button', {name: 'Next'}).click();
    await dialog(page).getByRole('radio', {name: 'No'}).check();
    await dialog(page).getByRole('button', {name: 'Send feedback'}).click();
  },
} as const;

async function rateAndContinue(page: Page, rating = '4 – Helpful') {
  await dialog(page).getByRole('radio', {name: rating}).check();
  await dialog(page).getByRole('button', {name: 'Next'}).click();
  await expect(dialog(page).getByRole('heading', {name: 'Thanks! Anything to add?'})).toBeFocused();
}

async function answerNoAndSend(page: Page) {
  await dialog(page).getByRole('radio', {name: 'No'}).check();
  await dialog(page).getByRole('button', {name: 'Send feedback'}).click();
  await expect(dialog(page)).toBeHidden();
}

test('the floating Feedback button opens the survey dialog and Escape returns focus to it', async ({page}) => {
  await page.goto('/quickstart');
  await feedbackButton(page).click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page)).toHaveAttribute('aria-modal', 'true');
  await expect(dialog(page).getByRole('radio', {name: '1 – Very unhelpful'})).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(feedbackButton(page)).toBeFocused();
});

test('the announcement bar button opens the survey and the close button returns focus to it', async ({page}) => {
  await page.goto('/');
  await barButton(page).click();
  await expect(dialog(page)).toBeVisible();
  await dialog(page).getByRole('button', {name: 'Close'}).click();
  await expect(dialog(page)).toBeHidden();
  await expect(barButton(page)).toBeFocused();
  // Escape from the announcement bar's survey returns there too.
  await barButton(page).click();
  await expect(dialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(barButton(page)).toBeFocused();
});

test('the five faces form a radio group from very unhelpful to very helpful', async ({page}) => {
  await page.goto('/faq');
  await feedbackButton(page).click();
  const group = dialog(page).getByRole('radiogroup', {name: 'How helpful is this page?'});
  await expect(group.getByRole('radio')).toHaveCount(5);
  for (const name of ['1 – Very unhelpful', '2 – Unhelpful', '3 – Neither helpful nor unhelpful', '4 – Helpful', '5 – Very helpful']) {
    await expect(group.getByRole('radio', {name})).toBeVisible();
  }
  // Arrow keys move along the faces like any radio group.
  await page.keyboard.press('ArrowRight');
  await expect(group.getByRole('radio', {name: '2 – Unhelpful'})).toBeChecked();
});

test('a rating is required: the error is shown next to the group and the dialog stays on step 1', async ({page}) => {
  await page.goto('/faq');
  await feedbackButton(page).click();
  await dialog(page).getByRole('button', {name: 'Next'}).click();
  const group = dialog(page).getByRole('radiogroup', {name: 'How helpful is this page?'});
  await expect(group).toHaveAttribute('aria-invalid', 'true');
  await expect(group).toHaveAccessibleDescription('Choose a rating from 1 to 5 to continue.');
  await expect(dialog(page).getByText('Choose a rating from 1 to 5 to continue.')).toHaveAttribute('aria-live', 'assertive');
  await expect(dialog(page).getByRole('radiogroup', {name: /contact you/})).toHaveCount(0);
  await rateAndContinue(page);
});

test('Yes requires a valid email before the survey is sent', async ({page}) => {
  const {posts} = await mockEndpoint(page);
  await page.goto('/faq');
  await feedbackButton(page).click();
  await rateAndContinue(page);
  const send = dialog(page).getByRole('button', {name: 'Send feedback'});
  await send.click();
  await expect(dialog(page).getByRole('radiogroup', {name: /May we contact you/})).toHaveAccessibleDescription('Choose Yes or No.');
  await dialog(page).getByRole('radio', {name: 'Yes'}).check();
  const email = dialog(page).getByRole('textbox', {name: 'Your email address'});
  await send.click();
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Enter the email address we may contact you at.');
  await email.fill('ana@example');
  await send.click();
  await expect(email).toHaveAccessibleDescription('Enter a valid email address, such as name@example.com.');
  expect(posts).toEqual([]);
  await email.fill('ana@example.com');
  await send.click();
  await expect(dialog(page)).toBeHidden();
  await expect.poll(() => posts.map((post) => post.email)).toEqual(['ana@example.com']);
});

test('the response is posted as JSON with every field, the vote is reported and the dialog closes', async ({page}) => {
  await page.addInitScript(() => {
    const calls: unknown[][] = [];
    Object.assign(window, {gtagCalls: calls, gtag: (...args: unknown[]) => calls.push(args)});
  });
  const {posts, requests} = await mockEndpoint(page, [201]);
  await page.goto('/conceptual-guides/jamstack');
  const before = Date.now();
  await feedbackButton(page).click();
  await rateAndContinue(page, '5 – Very helpful');
  const message = dialog(page).getByRole('textbox', {name: /Anything else/});
  await message.fill('The diagrams helped.');
  await expect(dialog(page).getByText('20 / 2,000 characters')).toBeVisible();
  await answerNoAndSend(page);
  await expect.poll(() => posts.length).toBe(1);
  const [body] = posts;
  expect(Object.keys(body).sort()).toEqual(['email', 'id', 'locale', 'message', 'page', 'rate', 'timestamp']);
  expect(body).toMatchObject({rate: 5, message: 'The diagrams helped.', email: '', page: '/conceptual-guides/jamstack', locale: 'en'});
  expect(body.id).toMatch(UUID);
  expect(body.timestamp).toMatch(ISO_UTC);
  expect(Date.parse(body.timestamp)).toBeGreaterThanOrEqual(before - 1000);
  expect(Date.parse(body.timestamp)).toBeLessThanOrEqual(Date.now() + 1000);
  expect(requests[0].method()).toBe('POST');
  expect(await requests[0].headerValue('content-type')).toBe('application/json');
  expect(await page.evaluate(() => (window as unknown as {gtagCalls: unknown[]}).gtagCalls)).toEqual([
    ['event', 'csatVote', {event_category: 'csat', value: 5}],
  ]);
  // Acknowledged: nothing is left to retry.
  await expect.poll(() => outbox(page)).toEqual([]);
  await expect(feedbackButton(page)).toBeFocused();
});

test('a response sent offline is kept and delivered with the same id when the browser is back online', async ({page, context}) => {
  // No interception here: requests routed by Playwright would be answered even while the context is offline.
  const answers: Array<{status: number; body: Posted}> = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.method() === 'POST' && new URL(response.url()).pathname === '/api/feedback') {
      answers.push({status: response.status(), body: request.postDataJSON() as Posted});
    }
  });
  await page.goto('/faq');
  await feedbackButton(page).click();
  await rateAndContinue(page, '2 – Unhelpful');
  await context.setOffline(true);
  await answerNoAndSend(page);
  await expect.poll(async () => (await outbox(page)).map((entry) => entry.failures)).toEqual([1]);
  const [stored] = await outbox(page);
  expect(stored.response).toMatchObject({rate: 2, page: '/faq', email: ''});
  expect(answers).toEqual([]);
  await context.setOffline(false);
  await expect.poll(() => answers.map((answer) => answer.body.id)).toEqual([stored.response.id]);
  expect(answers[0]).toEqual({status: 201, body: stored.response});
  await expect.poll(() => outbox(page)).toEqual([]);
});

test('a response answered with 500 is retried with the same id on the next page view', async ({page}) => {
  const {posts} = await mockEndpoint(page, [500, 201]);
  await page.goto('/faq');
  await feedbackButton(page).click();
  await rateAndContinue(page);
  await answerNoAndSend(page);
  await expect.poll(async () => (await outbox(page)).map((entry) => entry.failures)).toEqual([1]);
  expect(posts).toHaveLength(1);
  await page.goto('/quickstart');
  await expect.poll(() => posts.length).toBe(2);
  expect(posts[1].id).toBe(posts[0].id);
  expect(posts[1]).toEqual(posts[0]);
  await expect.poll(() => outbox(page)).toEqual([]);
  // Delivered: later page views send nothing more (the outbox flushes right after load).
  await page.goto('/faq');
  await pageSettled(page);
  await page.waitForTimeout(500);
  expect(posts).toHaveLength(2);
});

test('a 400 answer drops the response instead of retrying it forever', async ({page}) => {
  const {posts} = await mockEndpoint(page, [400]);
  await page.goto('/faq');
  await feedbackButton(page).click();
  await rateAndContinue(page);
  await answerNoAndSend(page);
  await expect.poll(() => posts.length).toBe(1);
  await expect.poll(() => outbox(page)).toEqual([]);
  // And the reader is told, rather than thanked.
  await expect(surveyStatus(page)).toHaveText('The feedback service did not accept your feedback (error 400).');
});

test('the survey code loads only when the dialog is opened', async ({page}) => {
  // Each script's URL is recorded the moment its response arrives; its body is read in the background.
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.set(response.url(), response.text().catch(() => ''));
  });
  const hasSurveyCode = async (urls: Iterable<string>) =>
    (await Promise.all([...urls].map((url) => scripts.get(url) ?? ''))).some((text) => text.includes('May we contact you'));
  await page.goto('/faq');
  await pageSettled(page);
  const loadedBefore = new Set(scripts.keys());
  expect(loadedBefore.size).toBeGreaterThan(0);
  expect(await hasSurveyCode(loadedBefore)).toBe(false);
  await feedbackButton(page).click();
  await expect(dialog(page)).toBeVisible();
  await expect.poll(() => hasSurveyCode([...scripts.keys()].filter((url) => !loadedBefore.has(url)))).toBe(true);
});

test('Tab and Shift+Tab stay inside the dialog', async ({page}) => {
  await page.goto('/faq');
  await feedbackButton(page).click();
  await expect(dialog(page)).toBeVisible();
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await dialog(page).evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
});

test('on a 375 px screen in dark mode the survey fits and the button stays clear of the footer', async ({page}) => {
  await page.setViewportSize({width: 375, height: 667});
  await page.goto('/faq');
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const button = feedbackButton(page);
  await expect(button).toBeVisible();
  const buttonBox = (await button.boundingBox())!;
  expect(buttonBox.width).toBeLessThanOrEqual(48);
  // At the end of the page the button rides in the navbar, so it lies on nothing of the footer.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(async () => {
    const bar = (await page.getByRole('navigation', {name: 'Main'}).boundingBox())!;
    const box = (await button.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(bar.y);
    expect(box.y + box.height).toBeLessThanOrEqual(bar.y + bar.height);
  }).toPass();
  await button.click();
  const panel = dialog(page);
  await expect(panel).toBeVisible();
  const box = (await panel.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  expect(box.y + box.height).toBeLessThanOrEqual(667);
  for (const face of await panel.getByRole('radio').all()) {
    const faceBox = (await face.boundingBox())!;
    expect(faceBox.x + faceBox.width).toBeLessThanOrEqual(box.x + box.width);
  }
  // Dark surface and light text come from the Infima variables.
  const colors = await panel.evaluate((element) => {
    const style = getComputedStyle(element);
    return {background: style.backgroundColor, text: style.color};
  });
  expect(colors.background).toBe('rgb(36, 37, 38)');
  expect(colors.text).not.toBe('rgb(0, 0, 0)');
});

test('opening and sending the survey raises no content security policy violation', async ({page}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await mockEndpoint(page, [201]);
  await page.goto('/faq');
  await barButton(page).click();
  await rateAndContinue(page);
  await answerNoAndSend(page);
  expect(violations).toEqual([]);
});

test('the real feedback endpoint acknowledges a survey sent from the site', async ({page}) => {
  await page.goto('/releases');
  await feedbackButton(page).click();
  await rateAndContinue(page, '3 – Neither helpful nor unhelpful');
  await dialog(page).getByRole('radio', {name: 'Yes'}).check();
  await dialog(page).getByRole('textbox', {name: 'Your email address'}).fill('reader@example.com');
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/feedback') && response.request().method() === 'POST');
  await dialog(page).getByRole('button', {name: 'Send feedback'}).click();
  const response = await answer;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({rate: 3, email: 'reader@example.com', page: '/releases'});
  await expect.poll(() => outbox(page)).toEqual([]);
});

for (const width of [320, 390, 768, 1024, 1280, 1920]) {
  test(`closing the survey leaves the page where it was and focus on what opened it (${width} px)`, async ({page}) => {
    test.setTimeout(120_000);
    await mockEndpoint(page, [201]);
    await page.setViewportSize({width, height: 800});
    await page.goto('/how-to-guides/faststore-api/api-resolvers');
    const openers: Array<[string, () => Promise<Locator>]> = [
      // Mid-page, where the reader is reading.
      ['the Feedback button', async () => {
        await page.evaluate(() => window.scrollTo(0, Math.round(document.documentElement.scrollHeight / 2)));
        return feedbackButton(page);
      }],
      // The end of the doc, where the prompt is.
      ['a face of the prompt', async () => {
        const face = prompt(page).getByRole('button', {name: '4 – Helpful'});
        await face.evaluate((element) => element.scrollIntoView({block: 'center'}));
        return face;
      }],
      // The top, with the announcement bar still partly in view.
      ['the announcement bar', async () => {
        await page.evaluate(() => window.scrollTo(0, 12));
        return barButton(page);
      }],
    ];
    for (const [openerName, place] of openers) {
      for (const [closeName, close] of Object.entries(closeWays)) {
        const opener = await place();
        await twoFrames(page);
        const before = await page.evaluate(() => [scrollX, scrollY]);
        // A pointer's click where the opener is: the locator's click would first scroll it clear of the scroll padding.
        const box = (await opener.boundingBox())!;
        await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
        await expect(dialog(page)).toBeVisible();
        if (openerName !== 'a face of the prompt') await dialog(page).getByRole('radio', {name: '3 – Neither helpful nor unhelpful'}).check();
        await close(page);
        await expect(dialog(page)).toBeHidden();
        await expect(opener, `${openerName}, closed by ${closeName}`).toBeFocused();
        expect(await page.evaluate(() => [scrollX, scrollY]), `${openerName}, closed by ${closeName}`).toEqual(before);
      }
    }
  });
}

test('step 2 says thanks for the rating, not that anything was sent, and when it will be', async ({page}) => {
  const posts = recordPosts(page);
  await page.goto('/faq');
  await feedbackButton(page).click();
  await rateAndContinue(page);
  const heading = dialog(page).getByRole('heading', {level: 3});
  await expect(heading).not.toHaveText(/sent|received|recorded/i);
  await expect(heading).toHaveAccessibleDescription('We send your rating when you choose Send feedback or close this window.');
  expect(posts).toEqual([]);
});

test('after Send the dialog waits for the server, then a visible status says it holds the response', async ({page}) => {
  const hold = await holdPosts(page);
  await page.goto('/faq');
  await feedbackButton(page).click();
  await rateAndContinue(page, '5 – Very helpful');
  await dialog(page).getByRole('textbox', {name: /Anything else/}).fill('Confirmed, please.');
  await dialog(page).getByRole('radio', {name: 'No'}).check();
  await dialog(page).getByRole('button', {name: 'Send feedback'}).click();
  // On its way: nothing claims it arrived yet.
  await expect(dialog(page).getByRole('button', {name: 'Sending…'})).toHaveAttribute('aria-disabled', 'true');
  await expect.poll(hold.count).toBe(1);
  await expect(surveyStatus(page)).toHaveCount(0);
  await hold.release();
  await expect(dialog(page)).toBeHidden();
  await expect(surveyStatus(page)).toHaveText('Thank you. Your feedback was received.');
  await expect(surveyStatus(page)).toBeVisible();
  await expect(feedbackButton(page)).toBeFocused();
  // The reader can put it away.
  await page.getByRole('button', {name: 'Dismiss'}).click();
  await expect(surveyStatus(page)).toHaveCount(0);
});

test('sent offline, the status says this browser keeps the response to send later', async ({page, context}) => {
  await page.goto('/faq');
  await feedbackButton(page).click();
  await rateAndContinue(page);
  await context.setOffline(true);
  await answerNoAndSend(page);
  await expect(surveyStatus(page)).toHaveText(/^Thank you\. We could not reach the server, so this browser keeps your feedback and sends it later\.$/);
  await expect.poll(async () => (await outbox(page)).length).toBe(1);
  await context.setOffline(false);
});

test('when the response can be neither sent nor kept, the dialog stays open with the text and says so; sending again works', async ({page, context}) => {
  // Storage refuses to keep anything, as with a full quota or blocked site data.
  await page.addInitScript(() => {
    Storage.prototype.setItem = function () {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  const posts = recordPosts(page);
  await page.goto('/faq');
  await feedbackButton(page).click();
  await rateAndContinue(page, '2 – Unhelpful');
  const message = dialog(page).getByRole('textbox', {name: /Anything else/});
  await message.fill('Please do not lose this.');
  await dialog(page).getByRole('radio', {name: 'No'}).check();
  await context.setOffline(true);
  const send = dialog(page).getByRole('button', {name: 'Send feedback'});
  await send.click();
  await expect(send).toHaveAccessibleDescription(/^Your feedback was not sent: we could not reach the server, and this browser could not keep it to send later\.$/);
  await expect(dialog(page)).toBeVisible();
  await expect(message).toHaveValue('Please do not lose this.');
  await expect(surveyStatus(page)).toHaveCount(0);
  await context.setOffline(false);
  await send.click();
  await expect(dialog(page)).toBeHidden();
  await expect(surveyStatus(page)).toHaveText('Thank you. Your feedback was received.');
  expect(posts.map((post) => post.message)).toEqual(['Please do not lose this.']);
});

test.describe('a rating given at step 1 is stored once, whatever the reader does next', () => {
  test('closing at step 2 stores the rating alone, with the same id and shape, and says so', async ({page}) => {
    const posts = recordPosts(page);
    await page.addInitScript(() => {
      const calls: unknown[][] = [];
      Object.assign(window, {gtagCalls: calls, gtag: (...args: unknown[]) => calls.push(args)});
    });
    await page.goto('/quickstart');
    await feedbackButton(page).click();
    await rateAndContinue(page, '2 – Unhelpful');
    await dialog(page).getByRole('textbox', {name: /Anything else/}).fill('not finished');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(surveyStatus(page)).toHaveText('Thank you. Your rating was received.');
    expect(posts).toHaveLength(1);
    expect(Object.keys(posts[0]).sort()).toEqual(['email', 'id', 'locale', 'message', 'page', 'rate', 'timestamp']);
    expect(posts[0]).toMatchObject({rate: 2, message: '', email: '', page: '/quickstart', locale: 'en'});
    expect(posts[0].id).toMatch(UUID);
    const stored = await storedResponses([posts[0].id]);
    expect(stored.map(({id, rate, message, email, page: path, locale}) => ({id, rate, message, email, page: path, locale}))).toEqual([
      {id: posts[0].id, rate: 2, message: '', email: '', page: '/quickstart', locale: 'en'},
    ]);
    expect(await page.evaluate(() => (window as unknown as {gtagCalls: unknown[]}).gtagCalls)).toEqual([
      ['event', 'csatVote', {event_category: 'csat', value: 2}],
    ]);
  });

  test('closing twice at once sends and stores it once', async ({page}) => {
    const posts = recordPosts(page);
    await page.goto('/quickstart');
    await feedbackButton(page).click();
    await rateAndContinue(page, '5 – Very helpful');
    // Escape twice and the close button, all in one task, before the dialog can re-render.
    await page.evaluate(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', {key: 'Escape', bubbles: true}));
      document.dispatchEvent(new KeyboardEvent('keydown', {key: 'Escape', bubbles: true}));
      document.querySelector<HTMLButtonElement>('[role="dialog"] button[aria-label="Close"]')!.click();
    });
    await expect(dialog(page)).toBeHidden();
    await expect(surveyStatus(page)).toHaveText('Thank you. Your rating was received.');
    await page.keyboard.press('Escape');
    expect(posts).toHaveLength(1);
    expect(await storedResponses([posts[0].id])).toHaveLength(1);
  });

  test('sending from step 2 stores one response, with the message, and no rating alone before it', async ({page}) => {
    const posts = recordPosts(page);
    await page.goto('/quickstart');
    await feedbackButton(page).click();
    await rateAndContinue(page, '4 – Helpful');
    await dialog(page).getByRole('textbox', {name: /Anything else/}).fill('All of it, once.');
    await answerNoAndSend(page);
    await expect(surveyStatus(page)).toHaveText('Thank you. Your feedback was received.');
    expect(posts.map((post) => post.message)).toEqual(['All of it, once.']);
    const stored = await storedResponses([posts[0].id]);
    expect(stored.map((row) => [row.rate, row.message])).toEqual([[4, 'All of it, once.']]);
  });

  test('closing while Send is on its way adds nothing: the response with its message is stored once', async ({page}) => {
    const posts = recordPosts(page);
    const hold = await holdPosts(page);
    await page.goto('/quickstart');
    await feedbackButton(page).click();
    await rateAndContinue(page, '1 – Very unhelpful');
    await dialog(page).getByRole('textbox', {name: /Anything else/}).fill('Sent, then closed.');
    await dialog(page).getByRole('radio', {name: 'No'}).check();
    await dialog(page).getByRole('button', {name: 'Send feedback'}).click();
    await expect.poll(hold.count).toBe(1);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await hold.release();
    await expect(surveyStatus(page)).toHaveText('Thank you. Your feedback was received.');
    expect(posts.map((post) => post.message)).toEqual(['Sent, then closed.']);
    const stored = await storedResponses([posts[0].id]);
    expect(stored.map((row) => [row.rate, row.message])).toEqual([[1, 'Sent, then closed.']]);
  });
});

test('a doc page ends with “Was this page helpful?”; a face opens the same survey with it chosen and sends the same response and vote', async ({page}) => {
  await page.addInitScript(() => {
    const calls: unknown[][] = [];
    Object.assign(window, {gtagCalls: calls, gtag: (...args: unknown[]) => calls.push(args)});
  });
  const posts = recordPosts(page);
  await page.goto('/quickstart');
  const faces = prompt(page).getByRole('button');
  await expect(faces).toHaveCount(5);
  expect(await faces.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')))).toEqual([
    '1 – Very unhelpful',
    '2 – Unhelpful',
    '3 – Neither helpful nor unhelpful',
    '4 – Helpful',
    '5 – Very helpful',
  ]);
  // The prompt comes after the doc's text, at the end of the article.
  expect(await prompt(page).evaluate((group) => group.closest('article') !== null && group.compareDocumentPosition(document.querySelector('article .markdown')!) === Node.DOCUMENT_POSITION_PRECEDING)).toBe(true);
  await prompt(page).getByRole('button', {name: '4 – Helpful'}).click();
  const chosen = dialog(page).getByRole('radio', {name: '4 – Helpful'});
  await expect(chosen).toBeChecked();
  await expect(chosen).toBeFocused();
  await dialog(page).getByRole('button', {name: 'Next'}).click();
  // The same step 2, with the same rules.
  await dialog(page).getByRole('button', {name: 'Send feedback'}).click();
  await expect(dialog(page).getByRole('radiogroup', {name: /May we contact you/})).toHaveAccessibleDescription('Choose Yes or No.');
  await answerNoAndSend(page);
  await expect(surveyStatus(page)).toHaveText('Thank you. Your feedback was received.');
  expect(posts).toHaveLength(1);
  expect(Object.keys(posts[0]).sort()).toEqual(['email', 'id', 'locale', 'message', 'page', 'rate', 'timestamp']);
  expect(posts[0]).toMatchObject({rate: 4, message: '', email: '', page: '/quickstart'});
  expect(await page.evaluate(() => (window as unknown as {gtagCalls: unknown[]}).gtagCalls)).toEqual([
    ['event', 'csatVote', {event_category: 'csat', value: 4}],
  ]);
  expect(await storedResponses([posts[0].id])).toHaveLength(1);
});

test('a face of the prompt opens the survey before its part of the page has hydrated', async ({page}) => {
  await page.goto('/quickstart');
  // The doc's footer, which holds the prompt, hydrates when it nears the viewport: at the top of a long doc it has not.
  const part = page.locator('[data-hydrate-later="doc-footer"]');
  await expect(part).not.toHaveAttribute('data-hydrated');
  await expect(page.locator('html')).toHaveAttribute('data-feedback-ready', '');
  // A click without moving a pointer there first, so nothing else wakes the part up before it lands.
  await prompt(page).getByRole('button', {name: '2 – Unhelpful'}).dispatchEvent('click');
  await expect(dialog(page).getByRole('radio', {name: '2 – Unhelpful'})).toBeChecked();
});

test('without JavaScript the prompt shows no faces that could not answer', async ({browser, baseURL}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto(`${baseURL}/quickstart`);
  await expect(page.locator('[data-feedback-open="prompt"]')).toHaveCount(5);
  await expect(page.locator('[data-feedback-open="prompt"]').first()).toBeHidden();
  await context.close();
});

test('reaching the Feedback button with the keyboard mid-page leaves the page where it was', async ({page}) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({width, height: 800});
    await page.goto('/how-to-guides/faststore-api/api-resolvers');
    await page.evaluate(() => window.scrollTo(0, Math.round(document.documentElement.scrollHeight / 2)));
    const before = await page.evaluate(() => scrollY);
    // From the navbar's brand link, Tab along the navbar to the button, as a keyboard reader does.
    await page.locator('nav.navbar .navbar__inner .navbar__brand').evaluate((element: HTMLElement) => element.focus({preventScroll: true}));
    for (let step = 0; step < 12 && !(await feedbackButton(page).evaluate((element) => element === document.activeElement)); step++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => scrollY), `${width} px, after ${step + 1} Tab`).toBe(before);
    }
    await expect(feedbackButton(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(feedbackButton(page)).toBeFocused();
    expect(await page.evaluate(() => scrollY), `${width} px`).toBe(before);
  }
});
