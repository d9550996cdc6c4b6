import {useState} from 'react';
import type {PlaygroundSpec, PlaygroundValues} from '../../types';
import {jsxString} from '../../logic/jsxString';
import Button from '../Button';
import Modal from '.';

function ModalDemo({title, body}: PlaygroundValues) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open modal</Button>
      <Modal isOpen={open} onDismiss={() => setOpen(false)} title={String(title)}>
        <p>{String(body)}</p>
        <Button onClick={() => setOpen(false)}>Got it</Button>
      </Modal>
    </>
  );
}

const modalPlayground: PlaygroundSpec = {
  name: 'Modal',
  level: 'molecules',
  page: '/reference/ui/molecules/Modal',
  controls: [
    {name: 'title', type: 'string', default: 'Added to cart', in1x: 'portal'},
    {name: 'body', type: 'string', default: 'Your item is waiting in the cart.', asChildren: true, in1x: {prop: 'children'}},
  ],
  render: (values) => <ModalDemo {...values} />,
  code: ({title, body}) =>
    jsxString(
      'Modal',
      [
        ['isOpen', {code: 'open'}],
        ['onDismiss', {code: '() => setOpen(false)'}],
        ['title', String(title)],
      ],
      `<p>${String(body)}</p>`,
    ),
};

export default modalPlayground;
