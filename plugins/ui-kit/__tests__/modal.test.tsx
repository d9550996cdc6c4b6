// @vitest-environment jsdom
import {cleanup, fireEvent, render, screen, waitFor} from '@testing-library/react';
import {useEffect, useState} from 'react';
import {flushSync} from 'react-dom';
import {createRoot} from 'react-dom/client';
import {afterEach, describe, expect, it} from 'vitest';
import Modal from '../kit/Modal';

afterEach(cleanup);

function Demo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal isOpen={open} onDismiss={() => setOpen(false)} title="Cart">
        <a href="#cart">View cart</a>
        <button type="button">Checkout</button>
      </Modal>
    </>
  );
}

function open() {
  render(<Demo />);
  const opener = screen.getByRole('button', {name: 'Open'});
  opener.focus();
  fireEvent.click(opener);
  return {opener, dialog: screen.getByRole('dialog', {name: 'Cart'})};
}

describe('Modal', () => {
  it('is a modal dialog named by its title and takes focus on open', () => {
    const {dialog} = open();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it.each([
    ['Tab from the last element', 'Checkout', false, 'Close'],
    ['Shift+Tab from the first element', 'Close', true, 'Checkout'],
  ])('%s stays inside the dialog', (_name, from, shiftKey, to) => {
    const {dialog} = open();
    const start = screen.getByRole('button', {name: from});
    start.focus();
    fireEvent.keyDown(start, {key: 'Tab', shiftKey});
    expect(document.activeElement).toBe(screen.getByRole('button', {name: to}));
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it.each([
    ['Escape', (dialog: HTMLElement) => fireEvent.keyDown(dialog, {key: 'Escape'})],
    ['the close button', () => fireEvent.click(screen.getByRole('button', {name: 'Close'}))],
  ])('%s closes it and returns focus to the opener', (_name, close) => {
    const {opener, dialog} = open();
    close(dialog);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});

describe('Modal focus return', () => {
  /** Runs `onRun` in the passive effects of every commit, after the Modal's (siblings run in order). */
  function EffectsRan({onRun}: {onRun: () => void}) {
    useEffect(onRun);
    return null;
  }

  function Harness({open, onClose, onEffects = () => undefined}: {open: boolean; onClose: () => void; onEffects?: () => void}) {
    return (
      <>
        <button type="button">Opener</button>
        <Modal isOpen={open} onDismiss={onClose} title="Saved">
          <button type="button">Got it</button>
        </Modal>
        <EffectsRan onRun={onEffects} />
      </>
    );
  }

  // A modal opened by a non-discrete update (after a request resolves, or by Preact, whose effects wait for a
  // frame) commits before its passive effects run; the reader's Tab can land in between.
  it('returns focus to the element focused when it opened, even if focus moved before the effects ran', async () => {
    const act = (globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    try {
      const close = () => root.render(<Harness open={false} onClose={close} />);
      flushSync(() => root.render(<Harness open={false} onClose={close} />));
      const opener = screen.getByRole('button', {name: 'Opener'});
      opener.focus();
      // Right after the commit that adds the dialog (a microtask, before the next task), focus moves into it.
      const moved = new Promise<void>((resolve) => {
        const observer = new MutationObserver(() => {
          const inside = container.querySelector<HTMLElement>('[role="dialog"] button:last-of-type');
          if (!inside) return;
          observer.disconnect();
          inside.focus();
          resolve();
        });
        observer.observe(container, {childList: true, subtree: true});
      });
      let effectsRan = () => undefined as void;
      const effects = new Promise<void>((resolve) => (effectsRan = resolve));
      root.render(<Harness open onClose={close} onEffects={() => effectsRan()} />);
      await moved;
      await effects;
      fireEvent.keyDown(screen.getByRole('dialog'), {key: 'Escape'});
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(document.activeElement).toBe(opener);
    } finally {
      root.unmount();
      container.remove();
      (globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = act;
    }
  });
});
