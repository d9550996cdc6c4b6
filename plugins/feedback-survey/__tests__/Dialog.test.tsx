// @vitest-environment jsdom
import React from 'react';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {cleanup, render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {MESSAGE_MAX_LENGTH, feedbackSchema} from '../../../common/feedback';
import {surveyErrors} from '../survey';
import Dialog from '../components/Dialog';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function setup() {
  const onClose = vi.fn();
  const onSubmit = vi.fn();
  const user = userEvent.setup();
  const view = render(<Dialog page="/quickstart" onClose={onClose} onSubmit={onSubmit} />, {
    container: document.getElementById('__docusaurus')!.appendChild(document.createElement('div')),
  });
  return {onClose, onSubmit, user, view, dialog: screen.getByRole('dialog', {name: 'Share your feedback'})};
}

async function toStepTwo(user: ReturnType<typeof userEvent.setup>, rating = '4 – Helpful') {
  await user.click(screen.getByRole('radio', {name: rating}));
  await user.click(screen.getByRole('button', {name: 'Next'}));
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
    expect(screen.getByRole('heading', {name: 'Thank you for your rating!'})).toBe(document.activeElement);
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
    const {user, onSubmit, onClose} = setup();
    await toStepTwo(user);
    await fill(user);
    await user.click(screen.getByRole('button', {name: 'Send feedback'}));
    const element = screen.queryByRole('radiogroup', {name: field}) ?? screen.getByRole('textbox', {name: field});
    expect(element.getAttribute('aria-invalid')).toBe('true');
    expect(describedErrors(element)).toBe(error);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('counts the message characters live and refuses more than the limit', async () => {
    const {user, onSubmit} = setup();
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
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each<[string, string | null, string]>([
    ['Yes sends the email', 'ana@example.com', 'ana@example.com'],
    ['No sends an empty email', null, ''],
  ])('%s, reports the vote and closes', async (_name, email, sentEmail) => {
    const gtag = vi.fn();
    (window as {gtag?: unknown}).gtag = gtag;
    const {user, onSubmit, onClose} = setup();
    await toStepTwo(user, '5 – Very helpful');
    await user.type(screen.getByRole('textbox', {name: /Anything else/}), 'Clear steps');
    if (email) {
      await user.click(screen.getByRole('radio', {name: 'Yes'}));
      await user.type(screen.getByRole('textbox', {name: 'Your email address'}), email);
    } else {
      await user.click(screen.getByRole('radio', {name: 'No'}));
    }
    await user.click(screen.getByRole('button', {name: 'Send feedback'}));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const body = onSubmit.mock.calls[0][0];
    expect(body).toEqual({id: expect.stringMatching(UUID), timestamp: expect.any(String), rate: 5, message: 'Clear steps', email: sentEmail, page: '/quickstart'});
    expect(new Date(body.timestamp).toISOString()).toBe(body.timestamp);
    expect(feedbackSchema.safeParse(body).success).toBe(true);
    expect(gtag).toHaveBeenCalledWith('event', 'csatVote', {event_category: 'csat', value: 5});
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('submits without analytics configured', async () => {
    const {user, onSubmit, onClose} = setup();
    await toStepTwo(user);
    await user.click(screen.getByRole('radio', {name: 'No'}));
    await user.click(screen.getByRole('button', {name: 'Send feedback'}));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({rate: 4, email: ''}));
    expect(onClose).toHaveBeenCalled();
  });

  it.each([
    ['Escape', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    ['the close button', async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', {name: 'Close'}))],
  ])('%s closes it without sending', async (_name, act) => {
    const {user, onClose, onSubmit} = setup();
    await act(user);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
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
