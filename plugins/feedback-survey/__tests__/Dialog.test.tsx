// @vitest-environment jsdom
import React from 'react';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {act, cleanup, render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {MESSAGE_MAX_LENGTH, feedbackSchema, type FeedbackResponse} from '../../../common/feedback.ts';
import type {Delivery} from '../client/outbox.ts';
import type {SurveyStatus} from '../copy.ts';
import {surveyErrors} from '../survey.ts';
import Dialog from '../components/Dialog/index.tsx';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A delivery the test settles when it chooses. */
function held() {
  let settle!: (delivery: Delivery) => void;
  const promise = new Promise<Delivery>((resolve) => (settle = resolve));
  return {promise, settle};
}

function setup({initialRate, deliveries = [{state: 'delivered', status: 201}]}: {initialRate?: string; deliveries?: Array<Delivery | Promise<Delivery>>} = {}) {
  const onClose = vi.fn<(status?: Promise<SurveyStatus>) => void>();
  const deliver = vi.fn<(response: FeedbackResponse) => Promise<Delivery>>(async () => {
    const next = deliveries.length > 1 ? deliveries.shift()! : deliveries[0];
    return next;
  });
  const user = userEvent.setup();
  const view = render(<Dialog page="/quickstart" locale="pt-BR" initialRate={initialRate} onClose={onClose} deliver={deliver} />, {
    container: document.getElementById('__docusaurus')!.appendChild(document.createElement('div')),
  });
  return {onClose, deliver, user, view, dialog: screen.getByRole('dialog', {name: 'Share your feedback'})};
}

async function toStepTwo(user: ReturnType<typeof userEvent.setup>, rating = '4 – Helpful') {
  await user.click(screen.getByRole('radio', {name: rating}));
  await user.click(screen.getByRole('button', {name: 'Next'}));
}

/**
 * Waits for the dialog to close, once, and returns what it tells the host to show once the response it handed over
 * has settled (wrapped, so that awaiting this does not also wait for that).
 */
async function closedWith(onClose: ReturnType<typeof setup>['onClose']): Promise<{status: Promise<SurveyStatus>}> {
  await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(onClose).toHaveBeenCalledTimes(1);
  const [status] = onClose.mock.calls[0];
  expect(status).toBeInstanceOf(Promise);
  return {status: status!};
}

/** The error text a field points at with aria-describedby. */
function describedErrors(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}

beforeEach(() => {
  document.body.innerHTML = '<div id="__docusaurus"></div>';
});

afterEach(() => {
  cleanup();
  delete (window as {gtag?: unknown}).gtag;
});

describe('feedback dialog', () => {
  it('is a labelled modal dialog that makes the page inert and focuses the rating', () => {
    const {dialog, view} = setup();
    expect(dialog).toHaveProperty('ariaModal', 'true');
    expect(document.getElementById('__docusaurus')!.hasAttribute('inert')).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('radio', {name: '1 – Very unhelpful'}));
    view.unmount();
    expect(document.getElementById('__docusaurus')!.hasAttribute('inert')).toBe(false);
  });

  it('offers five faces from very unhelpful to very helpful as a radio group', () => {
    setup();
    const group = screen.getByRole('radiogroup', {name: 'How helpful is this page?'});
    expect(within(group).getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual([
      '1 – Very unhelpful',
      '2 – Unhelpful',
      '3 – Neither helpful nor unhelpful',
      '4 – Helpful',
      '5 – Very helpful',
    ]);
  });

  it('requires a rating: the error is announced next to the group and the dialog stays on step 1', async () => {
    const {user} = setup();
    await user.click(screen.getByRole('button', {name: 'Next'}));
    const group = screen.getByRole('radiogroup', {name: 'How helpful is this page?'});
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(describedErrors(group)).toBe(surveyErrors.rating);
    expect(document.getElementById(group.getAttribute('aria-describedby')!)!.getAttribute('aria-live')).toBe('assertive');
    expect(screen.queryByRole('radiogroup', {name: /contact you/})).toBeNull();
    // Choosing a face clears the error and moves on.
    await toStepTwo(user);
    expect(screen.getByRole('heading', {name: 'Thanks! Anything to add?'})).toBe(document.activeElement);
  });

  it.each<[string, (user: ReturnType<typeof userEvent.setup>) => Promise<void>, RegExp, string]>([
    ['no contact choice', async () => {}, /contact you/, surveyErrors.contact],
    [
      'Yes without an email',
      async (user) => user.click(screen.getByRole('radio', {name: 'Yes'})),
      /Your email address/,
      surveyErrors.emailRequired,
    ],
    [
      'Yes with an invalid email',
      async (user) => {
        await user.click(screen.getByRole('radio', {name: 'Yes'}));
        await user.type(screen.getByRole('textbox', {name: 'Your email address'}), 'ana@');
      },
      /Your email address/,
      surveyErrors.emailInvalid,
    ],
  ])('step 2 refuses %s, with the error next to the field', async (_name, fill, field, error) => {
    const {user, deliver, onClose} = setup();
    await toStepTwo(user);
    await fill(user);
    await user.click(screen.getByRole('button', {name: 'Send feedback'}));
    const element = screen.queryByRole('radiogroup', {name: field}) ?? screen.getByRole('textbox', {name: field});
    expect(element.getAttribute('aria-invalid')).toBe('true');
    expect(describedErrors(element)).toBe(error);
    expect(deliver).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('counts the message characters live and refuses more than the limit', async () => {
    const {user, deliver} = setup();
    await toStepTwo(user);
    const message = screen.getByRole('textbox', {name: /Anything else/});
    await user.type(message, 'Nice');
    expect(describedErrors(message)).toBe('4 / 2,000 characters');
    await user.click(message);
    await user.paste('x'.repeat(MESSAGE_MAX_LENGTH));
    await user.click(screen.getByRole('radio', {name: 'No'}));
    await user.click(screen.getByRole('button', {name: 'Send feedback'}));
    expect(message.getAttribute('aria-invalid')).toBe('true');
    expect(describedErrors(message)).toContain('2,004 / 2,000 characters');
    expect(describedErrors(message)).toContain(surveyErrors.messageTooLong(2004));
    expect(deliver).not.toHaveBeenCalled();
  });

  it('refuses a message the server could not store, naming why, instead of failing silently', async () => {
    const {user, deliver} = setup();
    await toStepTwo(user);
    const message = screen.getByRole('textbox', {name: /Anything else/});
    await user.click(message);
    await user.paste('ring \u0007');
    await user.click(screen.getByRole('radio', {name: 'No'}));
    await user.click(screen.getByRole('button', {name: 'Send feedback'}));
    expect(message.getAttribute('aria-invalid')).toBe('true');
    expect(describedErrors(message)).toContain(surveyErrors.messageUnstorable);
    expect(deliver).not.toHaveBeenCalled();
  });

  it.each<[string, string | null, string]>([
    ['Yes sends the email', 'ana@example.com', 'ana@example.com'],
    ['No sends an empty email', null, ''],
  ])('%s, reports the vote and closes once the server holds it, saying so', async (_name, email, sentEmail) => {
    const gtag = vi.fn();
    (window as {gtag?: unknown}).gtag = gtag;
    const {user, deliver, onClose} = setup();
    await toStepTwo(user, '5 – Very helpful');
    await user.type(screen.getByRole('textbox', {name: /Anything else/}), 'Clear steps');
    if (email) {
      await user.click(screen.getByRole('radio', {name: 'Yes'}));
      await user.type(screen.getByRole('textbox', {name: 'Your email address'}), email);
    } else {
      await user.click(screen.getByRole('radio', {name: 'No'}));
    }
    await user.click(screen.getByRole('button', {name: 'Send feedback'}));
    expect(deliver).toHaveBeenCalledTimes(1);
    const body = deliver.mock.calls[0][0];
    expect(body).toEqual({id: expect.stringMatching(UUID), timestamp: expect.any(String), rate: 5, message: 'Clear steps', email: sentEmail, page: '/quickstart', locale: 'pt-BR'});
    expect(new Date(body.timestamp).toISOString()).toBe(body.timestamp);
    expect(feedbackSchema.safeParse(body).success).toBe(true);
    expect(gtag).toHaveBeenCalledWith('event', 'csatVote', {event_category: 'csat', value: 5});
    expect(await (await closedWith(onClose)).status).toEqual({ok: true, message: 'Thank you. Your feedback was received.'});
  });

  it('submits without analytics configured', async () => {
    const {user, deliver, onClose} = setup();
    await toStepTwo(user);
    await user.click(screen.getByRole('radio', {name: 'No'}));
    await user.click(screen.getByRole('button', {name: 'Send feedback'}));
    expect(deliver).toHaveBeenCalledWith(expect.objectContaining({rate: 4, email: ''}));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it.each([
    ['Escape', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    ['the close button', async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', {name: 'Close'}))],
  ])('%s at step 1 closes it without sending, even with a face chosen', async (_name, act) => {
    const {user, onClose, deliver} = setup();
    await user.click(screen.getByRole('radio', {name: '2 – Unhelpful'}));
    await act(user);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledWith(undefined);
    expect(deliver).not.toHaveBeenCalled();
  });

  it.each([
    ['Escape', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    ['the close button', async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', {name: 'Close'}))],
  ])('%s at step 2 sends the rating alone, in the same shape, reports the vote and says it was received', async (_name, act) => {
    const gtag = vi.fn();
    (window as {gtag?: unknown}).gtag = gtag;
    const {user, onClose, deliver} = setup();
    await toStepTwo(user, '2 – Unhelpful');
    await user.type(screen.getByRole('textbox', {name: /Anything else/}), 'half-written');
    await act(user);
    expect(deliver).toHaveBeenCalledTimes(1);
    const body = deliver.mock.calls[0][0];
    expect(body).toEqual({id: expect.stringMatching(UUID), timestamp: expect.any(String), rate: 2, message: '', email: '', page: '/quickstart', locale: 'pt-BR'});
    expect(feedbackSchema.safeParse(body).success).toBe(true);
    expect(gtag).toHaveBeenCalledExactlyOnceWith('event', 'csatVote', {event_category: 'csat', value: 2});
    expect(await (await closedWith(onClose)).status).toEqual({ok: true, message: 'Thank you. Your rating was received.'});
  });

  it('closing twice at step 2 hands the rating over once', async () => {
    const {user, onClose, deliver} = setup();
    await toStepTwo(user);
    // Both arrive before the dialog re-renders, as an Escape and a click on the close button in one task would.
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', {key: 'Escape', bubbles: true}));
      document.dispatchEvent(new KeyboardEvent('keydown', {key: 'Escape', bubbles: true}));
      screen.getByRole('button', {name: 'Close'}).click();
    });
    expect(deliver).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closing while Send is on its way hands nothing more over, and reports how that Send fared', async () => {
    const pending = held();
    const {user, onClose, deliver} = setup({deliveries: [pending.promise]});
    await toStepTwo(user);
    await user.type(screen.getByRole('textbox', {name: /Anything else/}), 'Keep this');
    await user.click(screen.getByRole('radio', {name: 'No'}));
    await user.click(screen.getByRole('button', {name: 'Send feedback'}));
    const sending = screen.getByRole('button', {name: 'Sending…'});
    expect(sending.getAttribute('aria-disabled')).toBe('true');
    // A second press while sending sends nothing more.
    await user.click(sending);
    await user.keyboard('{Escape}');
    expect(deliver).toHaveBeenCalledTimes(1);
    expect(deliver.mock.calls[0][0]).toMatchObject({message: 'Keep this'});
    const {status} = await closedWith(onClose);
    pending.settle({state: 'queued'});
    expect(await status).toEqual({ok: true, message: expect.stringMatching(/^Thank you\. .*this browser keeps your feedback and sends it later\.$/)});
  });

  it('when nothing holds the response, Send keeps the dialog open with the reader’s text and says why; sending again uses the same id', async () => {
    const said = /^Your feedback was not sent: we could not reach the server, and this browser could not keep it to send later\.$/;
    const {user, onClose, deliver} = setup({deliveries: [{state: 'unsaved'}, {state: 'delivered', status: 201}]});
    await toStepTwo(user);
    const message = screen.getByRole('textbox', {name: /Anything else/});
    await user.type(message, 'Do not lose me');
    await user.click(screen.getByRole('radio', {name: 'No'}));
    await user.click(screen.getByRole('button', {name: 'Send feedback'}));
    const send = await screen.findByRole('button', {name: 'Send feedback'});
    expect(describedErrors(send)).toMatch(said);
    expect(onClose).not.toHaveBeenCalled();
    expect((message as HTMLTextAreaElement).value).toBe('Do not lose me');
    await user.click(send);
    expect(deliver).toHaveBeenCalledTimes(2);
    expect(deliver.mock.calls[1][0].id).toBe(deliver.mock.calls[0][0].id);
    expect(await (await closedWith(onClose)).status).toEqual({ok: true, message: 'Thank you. Your feedback was received.'});
  });

  it('when the server refuses the response for good, Send closes and says so, with the status it gave', async () => {
    const {user, onClose} = setup({deliveries: [{state: 'rejected', status: 422}]});
    await toStepTwo(user);
    await user.click(screen.getByRole('radio', {name: 'No'}));
    await user.click(screen.getByRole('button', {name: 'Send feedback'}));
    expect(await (await closedWith(onClose)).status).toEqual({ok: false, message: 'The feedback service did not accept your feedback (error 422).'});
  });

  it('step 2 thanks for the rating without claiming that anything was sent, and says when it is', async () => {
    const {user} = setup();
    await toStepTwo(user);
    const heading = screen.getByRole('heading', {name: 'Thanks! Anything to add?'});
    expect(heading.textContent).not.toMatch(/sent|received|recorded/i);
    expect(describedErrors(heading)).toBe('We send your rating when you choose Send feedback or close this window.');
  });

  it.each([
    ['4', '4 – Helpful'],
    ['1', '1 – Very unhelpful'],
  ])('opened from a face (%s) starts with that face chosen and focused', async (initialRate, name) => {
    const {user, deliver} = setup({initialRate});
    const face = screen.getByRole('radio', {name});
    expect(face).toHaveProperty('checked', true);
    expect(document.activeElement).toBe(face);
    await user.click(screen.getByRole('button', {name: 'Next'}));
    await user.click(screen.getByRole('radio', {name: 'No'}));
    await user.click(screen.getByRole('button', {name: 'Send feedback'}));
    expect(deliver.mock.calls[0][0].rate).toBe(Number(initialRate));
  });

  it.each(['0', '9', 'x', ''])('ignores an opener rating that is not one (%j)', (initialRate) => {
    setup({initialRate});
    expect(screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toEqual([]);
    expect(document.activeElement).toBe(screen.getByRole('radio', {name: '1 – Very unhelpful'}));
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const {user} = setup();
    const close = screen.getByRole('button', {name: 'Close'});
    const next = screen.getByRole('button', {name: 'Next'});
    next.focus();
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({shift: true});
    expect(document.activeElement).toBe(next);
  });
});
