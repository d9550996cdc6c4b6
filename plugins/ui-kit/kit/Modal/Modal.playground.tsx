import {useId, useState} from 'react';
import type {PlaygroundSpec, PlaygroundValues} from '../../types.ts';
import {exampleModule, jsxString} from '../../logic/jsxString.ts';
import Button from '../Button/index.tsx';
import Modal from './index.tsx';

const close = '() => setIsOpen(false)';

function ModalDemo({onDismiss, testId}: PlaygroundValues) {
  const [isOpen, setIsOpen] = useState(false);
  const titleId = useId();
  return (
    <>
      <Button type="button" onClick={() => setIsOpen(true)}>
        Open modal
      </Button>
      <Modal isOpen={isOpen} onDismiss={onDismiss === close ? () => setIsOpen(false) : undefined} aria-labelledby={titleId} testId={String(testId)}>
        <h2 id={titleId}>Added to cart</h2>
        <p>Your item is waiting in the cart.</p>
        <Button type="button" onClick={() => setIsOpen(false)}>
          Got it
        </Button>
      </Modal>
    </>
  );
}

const modalPlayground: PlaygroundSpec = {
  name: 'Modal',
  level: 'molecules',
  page: '/reference/ui/molecules/Modal',
  controls: [
    {name: 'onDismiss', type: 'enum', options: [close, ''], default: close, implicit: ''},
    {name: 'testId', type: 'string', default: 'store-modal', implicit: 'store-modal'},
  ],
  render: (values) => <ModalDemo {...values} />,
  code: ({onDismiss, testId}) =>
    exampleModule({
      name: 'Modal',
      ui: ['Button', 'Modal'],
      react: ['useState'],
      setup: 'const [isOpen, setIsOpen] = useState(false)',
      jsx: jsxString(
        '',
        [],
        [
          '<Button type="button" onClick={() => setIsOpen(true)}>\n  Open modal\n</Button>',
          jsxString(
            'Modal',
            [
              ['isOpen', {code: 'isOpen'}],
              ['onDismiss', onDismiss === '' ? undefined : {code: String(onDismiss)}],
              ['aria-labelledby', 'added-to-cart-title'],
              ['testId', testId === 'store-modal' ? undefined : String(testId)],
            ],
            [
              '<h2 id="added-to-cart-title">Added to cart</h2>',
              '<p>Your item is waiting in the cart.</p>',
              '<Button type="button" onClick={() => setIsOpen(false)}>\n  Got it\n</Button>',
            ].join('\n'),
          ),
        ].join('\n'),
      ),
    }),
};

export default modalPlayground;
