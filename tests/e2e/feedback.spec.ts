import type {Page, Request} from '@playwright/test';
import {test, expect, pageSettled} from './fixtures';

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

async function rateAndContinue(page: Page, rating = '4 – Helpful') {
  await dialog(page).getByRole('radio', {name: rating}).check();
  await dialog(page).getByRole('button', {name: 'Next'}).click();
  await expect(dialog(page).getByRole('heading', {name: 'Thank you for your rating!'})).toBeFocused();
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
  expect(Object.keys(body).sort()).toEqual(['email', 'id', 'message', 'page', 'rate', 'timestamp']);
  expect(body).toMatchObject({rate: 5, message: 'The diagrams helped.', email: '', page: '/conceptual-guides/jamstack'});
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
  // At the end of the page the button sits above the footer, not on it.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(async () => {
    const footerTop = (await page.getByRole('contentinfo').boundingBox())!.y;
    const box = (await button.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(footerTop);
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
