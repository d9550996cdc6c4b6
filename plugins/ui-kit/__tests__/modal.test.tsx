// @vitest-environment jsdom
import {cleanup, fireEvent, render, screen} from '@testing-library/react';
import {useEffect, useState} from 'react';
import {afterEach, describe, expect, it} from 'vitest';
import Modal from '../kit/Modal/index.tsx';

afterEach(cleanup);

function Demo({dismissible = true}: {dismissible?: boolean}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal isOpen={open} onDismiss={dismissible ? () => setOpen(false) : undefined} aria-labelledby="cart-title">
        <h2 id="cart-title">Cart</h2>
        <a href="#cart">View cart</a>
        <button type="button" onClick={() => setOpen(false)}>
          Checkout
        </button>
      </Modal>
    </>
  );
}

function open(dismissible?: boolean) {
  render(<Demo dismissible={dismissible} />);
  const opener = screen.getByRole('button', {name: 'Open'});
  opener.focus();
  fireEvent.click(opener);
  return {opener, dialog: screen.getByRole('dialog', {name: 'Cart'})};
}

describe('Modal', () => {
  it('is a modal dialog named through aria-labelledby that takes focus on open', () => {
    const {dialog} = open();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('link', {name: 'View cart'}));
  });

  it.each([
    ['Tab from the last element', 'Checkout', false, 'View cart'],
    ['Shift+Tab from the first element', 'View cart', true, 'Checkout'],
  ])('%s stays inside the dialog', (_name, from, shiftKey, to) => {
    const {dialog} = open();
    const start = screen.getByText(from);
    start.focus();
    fireEvent.keyDown(start, {key: 'Tab', shiftKey});
    expect(document.activeElement).toBe(screen.getByText(to));
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it.each([
    ['Escape', (dialog: HTMLElement) => fireEvent.keyDown(dialog, {key: 'Escape'})],
    ['a click on the overlay', (dialog: HTMLElement) => fireEvent.click(dialog.parentElement!)],
    ['its own button', () => fireEvent.click(screen.getByRole('button', {name: 'Checkout'}))],
  ])('%s closes it and returns focus to the opener', (_name, close) => {
    const {opener, dialog} = open();
    close(dialog);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('stays open on Escape and on a click outside without onDismiss, as in 1.x', () => {
    const {dialog} = open(false);
    fireEvent.keyDown(dialog, {key: 'Escape'});
    fireEvent.click(dialog.parentElement!);
    expect(screen.getByRole('dialog', {name: 'Cart'})).toBe(dialog);
  });

  it('a click inside the dialog does not dismiss it', () => {
    const {dialog} = open();
    fireEvent.click(screen.getByRole('heading', {name: 'Cart'}));
    expect(screen.getByRole('dialog', {name: 'Cart'})).toBe(dialog);
  });
});

describe('Modal focus return', () => {
  /** Runs `onRun` in the passive effects of every commit, after the Modal's (siblings run in order). */
  function EffectsRan({onRun}: {onRun: () => void}) {
    useEffect(onRun);
    return null;
  }

  let openLater: () => void = () => undefined;
  let effectsRan: () => void = () => undefined;

  /** Hands the test a way to open the modal from outside any input event. */
  function Harness({expose}: {expose: (open: () => void) => void}) {
    const [open, setOpen] = useState(false);
    useEffect(() => expose(() => setOpen(true)), [expose]);
    return (
      <>
        <button type="button">Opener</button>
        <Modal isOpen={open} onDismiss={() => setOpen(false)} aria-label="Saved">
          <button type="button">Got it</button>
        </Modal>
        <EffectsRan onRun={() => effectsRan()} />
      </>
    );
  }

  const actEnvironment = globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean};

  // A modal opened outside an input event (after a request resolves, say), or by Preact, whose effects wait for a
  // frame, commits before its passive effects run: the reader's Tab can land in between.
  it('returns focus to the element focused when it opened, even if focus moved before the effects ran', async () => {
    const {container} = render(<Harness expose={(open) => (openLater = open)} />);
    const opener = screen.getByRole('button', {name: 'Opener'});
    opener.focus();
    // Right after the commit that adds the dialog (a microtask, before the next task), focus moves into it.
    const moved = new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        const inside = container.querySelector<HTMLElement>('[role="dialog"] button');
        if (!inside) return;
        observer.disconnect();
        inside.focus();
        resolve();
      });
      observer.observe(container, {childList: true, subtree: true});
    });
    const effects = new Promise<void>((resolve) => (effectsRan = resolve));
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      openLater();
      await moved;
      await effects;
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    }
    fireEvent.keyDown(screen.getByRole('dialog', {name: 'Saved'}), {key: 'Escape'});
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
