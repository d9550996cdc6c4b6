// @vitest-environment jsdom
import {cleanup, fireEvent, render, screen} from '@testing-library/react';
import {useState} from 'react';
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
